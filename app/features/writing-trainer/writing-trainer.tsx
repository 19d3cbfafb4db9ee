import { Dialog, DialogPanel, DialogTitle } from '~/components/ui/dialog';
import type { WritingPractice } from '~/content/writing-practice';
import type { Lang } from '~/i18n/locales';
import { useEffect, useRef } from 'react';
import { trainerMessages } from '~/i18n/writing-trainer-messages';
import { recordActivity } from '~/stores/study-activity';
import { TimerBar } from './timer-bar';
import { TrainerAssess } from './trainer-assess';
import { finishLetter, NEW_SESSION } from './trainer-session';
import type { LoadCoach } from './coach-slot';
import { pauseTimer, type ExamClock } from './trainer-timer';
import { TrainerWrite } from './trainer-write';
import { useTrainerSession } from './use-trainer-session';

export interface WritingTrainerProps {
  /** The session's key: a sheet task's (`sessionKey`) or a model test's written run. */
  route: string;
  lang: Lang;
  practice: WritingPractice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the dialog is gone; the caller puts focus back. */
  onClosed: () => void;
  /**
   * English translations under the task's instruction and points; the model test's timed run
   * turns them off (the exam's sheet is German only).
   */
  glosses?: boolean;
  /**
   * The clock of the exam that hosts the trainer (the whole written run): the trainer shows it
   * instead of its own, and the letter is collected in the trainer when it ends.
   */
  clock?: ExamClock;
  /** The writing coach (handed in by the route that composes the trainer): feedback on the letter. */
  coach?: LoadCoach;
}

/**
 * The writing trainer of a writing sheet: the sheet's task practised against the clock in a dialog
 * that takes the whole screen on phones (room for the keyboard) and is a large modal from `md` up (task
 * beside the text). The title bar keeps the timer in view; below it the writing screen or the
 * self-assessment. Everything the reader does is saved as they do it (`useTrainerSession`).
 */
export function WritingTrainer({
  route,
  lang,
  practice,
  open,
  onOpenChange,
  onClosed,
  glosses = true,
  clock,
  coach,
}: WritingTrainerProps) {
  const text = trainerMessages(lang);
  const [session, update] = useTrainerSession(route, lang);
  // Back from the assessment, the reader goes on writing: the text area gets focus then, never on
  // opening (on a phone that would raise the keyboard over the task).
  const backToText = useRef(false);
  // Remembered, so that a reload or a crash brings the reader back into the trainer.
  useEffect(() => update((s) => (s.open === open ? s : { ...s, open })), [open, update]);
  const assessing = session.stage === 'assess';
  // The clock never runs during the self-assessment, also when another page put the trainer there
  // (the model test's written run hands in the e-mail) or a session was stored running.
  useEffect(() => {
    if (!assessing) return;
    update((s) => {
      const timer = pauseTimer(s.timer, Date.now());
      return timer === s.timer ? s : { ...s, timer };
    });
  }, [assessing, update]);
  const finish = () => {
    // In an exam the letter was written against the exam's clock: that one decides whether it counts;
    // the trainer's own timer is kept as it was.
    const finished = finishLetter(clock ? { ...session, timer: clock.watch } : session, Date.now());
    update(() => (clock ? { ...finished.session, timer: session.timer } : finished.session));
    // The study plan and the progress page count the letters written against the clock.
    if (finished.counts) recordActivity('writing');
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogPanel
        layout="screen"
        closeLabel={text.close}
        data-testid="writing-trainer"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <div className="border-b border-slate-200 px-4 pt-3 pb-3">
          <DialogTitle className="pr-10 text-lg font-bold text-slate-900">{text.title}</DialogTitle>
          <div className="mt-1">
            <TimerBar
              lang={lang}
              timer={session.timer}
              exam={clock}
              stopped={assessing}
              onChange={(timer) => update((s) => ({ ...s, timer }))}
            />
          </div>
        </div>
        <div className="flex-1 overflow-y-auto">
          {session.stage === 'write' ? (
            <TrainerWrite
              lang={lang}
              route={route}
              practice={practice}
              session={session}
              update={update}
              onRestart={() => update(() => ({ ...NEW_SESSION, open: true }))}
              onFinish={finish}
              focusTextRef={backToText}
              glosses={glosses}
              exam={clock}
              coach={coach}
            />
          ) : (
            <TrainerAssess
              lang={lang}
              practice={practice}
              session={session}
              update={update}
              glosses={glosses}
              // Never while an exam clock runs: in an exam the marking comes after the collection.
              coach={clock && clock.ended === null ? undefined : coach}
              onBack={() => {
                backToText.current = true;
                update((s) => ({ ...s, stage: 'write' }));
              }}
            />
          )}
        </div>
      </DialogPanel>
    </Dialog>
  );
}
