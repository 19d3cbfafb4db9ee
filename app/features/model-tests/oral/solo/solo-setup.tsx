import { buttonClass } from '~/components/ui/button';
import type { OralSheets } from '~/content/model-tests/schema';
import type { Lang } from '~/i18n/locales';
import { modelTestMessages } from '~/i18n/model-test-messages';
import type { oralSoloMessages } from '~/i18n/oral-solo-messages';
import type { Rehearsal } from '~/stores/model-test-records';
import type { GermanVoices } from '../../listening/use-german-voices';
import { Sheets } from '../oral-sheets';
import { Trend } from './solo-review';

/**
 * Before a solo rehearsal: practice or exam mode, recording with her permission, told at once when
 * the device has no German voice; her trend so far and the task sheets to read.
 */
export function SoloSetup({
  lang,
  text,
  test,
  tasks,
  exam,
  onExam,
  record,
  onRecord,
  voices,
  rehearsals,
  onStart,
}: {
  lang: Lang;
  text: ReturnType<typeof oralSoloMessages>;
  test: string;
  tasks: OralSheets;
  exam: boolean;
  onExam: (exam: boolean) => void;
  record: boolean;
  onRecord: (record: boolean) => void;
  voices: GermanVoices;
  rehearsals: readonly Rehearsal[];
  onStart: () => void;
}) {
  return (
    <div className="space-y-4" data-testid="solo-setup">
      <p className="text-slate-800">{text.about}</p>
      <fieldset>
        <legend className="font-semibold text-slate-900">{text.howLabel}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {([false, true] as const).map((e) => (
            <div
              key={String(e)}
              className="rounded-lg p-3 ring-1 ring-slate-300 has-[:checked]:bg-blue-50 has-[:checked]:ring-blue-700"
            >
              <label className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold">
                <input
                  type="radio"
                  name="solo-how"
                  checked={exam === e}
                  onChange={() => onExam(e)}
                  className="size-5 shrink-0 accent-blue-700"
                />
                {e ? text.exam : text.practice}
              </label>
              <p className="text-sm text-slate-700">{e ? text.examAbout : text.practiceAbout}</p>
            </div>
          ))}
        </div>
      </fieldset>
      <label className="flex min-h-11 cursor-pointer items-center gap-2">
        <input
          type="checkbox"
          checked={record}
          onChange={(e) => onRecord(e.target.checked)}
          className="size-5 accent-blue-700"
        />
        {text.record}
      </label>
      <p className="text-sm text-slate-700" data-testid="solo-record-note">
        {text.recordNote}
      </p>
      {voices === 'checking' ? (
        <p className="text-sm text-slate-700">{text.voiceChecking}</p>
      ) : (
        (voices === 'unsupported' || voices.length === 0) && (
          <p
            className="rounded-lg bg-amber-50 p-3 text-slate-900 ring-1 ring-amber-200"
            data-testid="solo-no-voice"
          >
            {text.noVoice}
          </p>
        )
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass.primary} onClick={onStart}>
          {text.start}
        </button>
      </div>
      <Trend lang={lang} text={text} rehearsals={rehearsals} test={test} />
      <Sheets tasks={tasks} lang={lang} text={modelTestMessages(lang)} run={null} person="A" />
    </div>
  );
}
