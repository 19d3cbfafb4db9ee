import type { OralSheets, Translated } from '~/content/model-tests/schema';
import type { VoicedLine } from '~/lib/speech/speaker';
import type { RehearsalTurn } from '~/stores/model-test-records';

/** Who speaks a line of the rehearsal. */
type Voice = 'examiner' | 'partner';
/** What she does in a turn (each has its instruction on screen). */
type TurnKind = 'answer' | 'ask' | 'present' | 'opinion' | 'react' | 'propose';
type OralPart = 1 | 2 | 3;

/** Her time window for a turn, in seconds: the lower bound is the target, the upper ends the turn. */
interface TurnWindow {
  minS: number;
  maxS: number;
}

/**
 * The windows of her turns: a part 1 answer 20–40 s, her part 2 presentation 1–1½ minutes, her
 * opinion 30–60 s, a reaction or a proposal 20–40 s (guidelines that fit about 3, 6 and 6 minutes).
 */
const TURN_WINDOWS: Record<TurnKind, TurnWindow> = {
  answer: { minS: 20, maxS: 40 },
  ask: { minS: 20, maxS: 40 },
  present: { minS: 60, maxS: 90 },
  opinion: { minS: 30, maxS: 60 },
  react: { minS: 20, maxS: 40 },
  propose: { minS: 20, maxS: 40 },
};

/** One step of the rehearsal: a line the examiner or the partner says, or one of her turns. */
export type SoloStep =
  | { kind: 'line'; part: OralPart; voice: Voice; line: Translated }
  | { kind: 'turn'; part: OralPart; what: TurnKind; window: TurnWindow };

const line = (part: OralPart, voice: Voice, l: Translated): SoloStep => ({
  kind: 'line',
  part,
  voice,
  line: l,
});
const turn = (part: OralPart, what: TurnKind): SoloStep => ({
  kind: 'turn',
  part,
  what,
  window: TURN_WINDOWS[what],
});

/**
 * The conversation as the exam runs it, with her as person A (she presents text A, the partner
 * text B). Part 1: the examiner opens; the partner asks each question, she answers (and answers
 * the follow-up); the partner hands over, she asks, the partner answers. Part 2: the examiner
 * opens; she presents her text; the partner presents text B's view and asks her opinion; she
 * answers; the partner reacts and asks on; she answers. Part 3: the examiner opens; the partner
 * proposes and she reacts, for each proposal; the partner asks for her proposal, objects once,
 * agrees; she answers each. The examiner closes.
 */
export function soloSteps({ solo }: OralSheets): SoloStep[] {
  return [
    line(1, 'examiner', solo.examiner.part1),
    ...solo.part1.questions.flatMap((q) => [
      line(1, 'partner', q.ask),
      turn(1, 'answer'),
      ...(q.followUp ? [line(1, 'partner', q.followUp), turn(1, 'answer')] : []),
    ]),
    line(1, 'partner', solo.part1.askBack),
    turn(1, 'ask'),
    line(1, 'partner', solo.part1.answers),
    line(2, 'examiner', solo.examiner.part2),
    turn(2, 'present'),
    line(2, 'partner', solo.part2.view),
    line(2, 'partner', solo.part2.ask),
    turn(2, 'opinion'),
    line(2, 'partner', solo.part2.reaction),
    turn(2, 'react'),
    line(3, 'examiner', solo.examiner.part3),
    ...solo.part3.proposals.flatMap((p) => [line(3, 'partner', p), turn(3, 'react')]),
    line(3, 'partner', solo.part3.ask),
    turn(3, 'propose'),
    line(3, 'partner', solo.part3.objection),
    turn(3, 'propose'),
    line(3, 'partner', solo.part3.agreement),
    turn(3, 'react'),
    line(3, 'examiner', solo.examiner.end),
  ];
}

/** Whether the step after `index` starts another part (or ends the rehearsal): time to look back. */
export function endsPart(steps: readonly SoloStep[], index: number): boolean {
  const next = steps[index + 1];
  return !next || next.part !== steps[index]!.part;
}

/** How long a line shown as text stays before the rehearsal goes on (no German voice): reading time. */
export function readingMs(text: string): number {
  return Math.round(1500 + (text.length / 12) * 1000);
}

/** Her turns' figures in this visit, by step. */
export type TurnFigures = Map<number, RehearsalTurn>;

/** The pitch of each voice: the partner sounds different even where the device has one German voice. */
const PITCH: Record<Voice, number> = { examiner: 1, partner: 1.15 };

/**
 * A line as the speaker says it: the examiner in the device's best German voice, the partner in the
 * next one (or the same, higher); normal speed. Undefined without a voice.
 */
export function voicedLine(
  step: Extract<SoloStep, { kind: 'line' }>,
  voices: readonly SpeechSynthesisVoice[],
): VoicedLine | undefined {
  const voice = step.voice === 'examiner' ? voices[0] : (voices[1] ?? voices[0]);
  return voice && { text: step.line.german, voice, pitch: PITCH[step.voice], rate: 1 };
}
