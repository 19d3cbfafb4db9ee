/**
 * The content model of a model test (Modelltest): the exam's written parts in their real formats,
 * each item keyed and explained option by option. ONE tree per test, like the sheets: the task
 * material (texts, headlines, adverts, gap texts, options) is German and written once, because it
 * stays German on the English page; explanations are written in both languages.
 *
 * Inline markup in explanations is the sheets' (`**bold**`, `[[German words]]` inside English).
 * Shapes and item numbers follow EXAM_FACTS.md; `validateModelTest` checks every rule a type cannot.
 * Listening is a script the player speaks (`ScriptLine`s with their speakers); writing and the oral
 * task sheets are one task each, with their translations.
 */
import type { SheetRoute } from '../catalogue-data';
import type { Grade, GuidingPointText, LetterRegister } from '../sheet-schema';
import type { Trap } from './traps';
import type { Topic } from './topics';

/** Headlines of reading part 1. */
export const HEADLINE_LETTERS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'] as const;
type HeadlineLetter = (typeof HEADLINE_LETTERS)[number];

/** Adverts of reading part 3; `x` answers a situation that no advert fits. */
export const ADVERT_LETTERS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'] as const;
type AdvertLetter = (typeof ADVERT_LETTERS)[number];
type AdvertAnswer = AdvertLetter | 'x';

/** The three options of a multiple-choice item. */
export const ABC = ['a', 'b', 'c'] as const;
type Abc = (typeof ABC)[number];

/** The word box of Sprachbausteine part 2. */
export const BOX_LETTERS = [
  'a',
  'b',
  'c',
  'd',
  'e',
  'f',
  'g',
  'h',
  'i',
  'j',
  'k',
  'l',
  'm',
  'n',
  'o',
] as const;
type BoxLetter = (typeof BOX_LETTERS)[number];

/**
 * Why an option fits or does not, in both languages, named by its trap (`traps.ts`); the key's
 * explanation uses the trap `key`.
 */
export interface Explanation {
  trap: Trap;
  de: string;
  en: string;
}

/** The sheet section that teaches the skill an item tests (a link that must resolve). */
export interface Teaches {
  sheet: SheetRoute;
  section: string;
}

/**
 * What every item carries: its number on the answer sheet, the key, why each option fits or not,
 * the passage that decides it (exact substrings of the part's German material, highlighted after
 * checking) and where the skill is taught.
 */
interface ItemBase<N extends number, O extends string> {
  n: N;
  key: O;
  /** At least the key and the nearest distractors; the rest fall back to the part's option notes. */
  why: Partial<Record<O, Explanation>>;
  evidence: string[];
  teaches: Teaches;
}

/** A named person of a part's material, with what they are there (docs/content-brief.md). */
interface Person {
  /** As the material names them: "Sandra Keller", "Frau Koch", "Familie Albrecht". */
  name: string;
  /** Short English: "nursing trainee", "neighbour who keeps the key". */
  role: string;
}

/**
 * What every part of a test declares about its content (authored, checked across the tests by
 * `validateModelTests`): its `topics`, tags from the controlled list in `topics.ts` (one tag per
 * distinct subject; no topic in two parts of one test, none in more than two parts of all tests),
 * and the `people` it names (a name keeps one role in all tests). Reading, Sprachbausteine,
 * listening, writing and the oral task sheets all carry them; the oral sheets' tags name the
 * subjects of parts 2 and 3 (part 1 is the candidates' own introduction).
 */
export interface PartContent {
  topics: Topic[];
  people: Person[];
}

/** Reading part 1 (items 1–5): five short texts, ten headlines, one headline per text. */
interface Reading1 extends PartContent {
  headlines: Record<HeadlineLetter, string>;
  /** For every headline, what it is: the right one for which text, or which trap it sets. */
  optionNotes: Record<HeadlineLetter, Explanation>;
  items: [Reading1Item<1>, Reading1Item<2>, Reading1Item<3>, Reading1Item<4>, Reading1Item<5>];
}
interface Reading1Item<N extends number> extends ItemBase<N, HeadlineLetter> {
  /** The short text (paragraphs separated by a blank line). */
  text: string;
}

/** What kind of text the article of reading part 2 is; the tests together use at least two. */
type ArticleType = 'report' | 'interview' | 'portrait' | 'feature' | 'column';

/**
 * Reading part 2 (items 6–10): one longer article, five a/b/c items in the order of the text. The
 * items do not walk through the paragraphs one by one: an item's paragraph is the one of its first
 * evidence quote, and the five are not consecutive paragraphs in order; at least two items need two
 * paragraphs (evidence quotes in different paragraphs).
 */
interface Reading2 extends PartContent {
  textType: ArticleType;
  title: string;
  /** The article (paragraphs separated by a blank line). */
  text: string;
  items: [Abc1Item<6>, Abc1Item<7>, Abc1Item<8>, Abc1Item<9>, Abc1Item<10>];
}
interface Abc1Item<N extends number> extends ItemBase<N, Abc> {
  /** The stem, for example "Im Text steht, dass …" (may be empty for a gap item). */
  stem: string;
  options: Record<Abc, string>;
  why: Record<Abc, Explanation>;
}

/** Reading part 3 (items 11–20): ten situations, twelve adverts, `x` where none fits. */
interface Reading3 extends PartContent {
  adverts: Record<AdvertLetter, { title: string; text: string }>;
  /** For every advert and for `x`: what it is (whose advert, or which near miss). */
  optionNotes: Record<AdvertAnswer, Explanation>;
  items: [
    Reading3Item<11>,
    Reading3Item<12>,
    Reading3Item<13>,
    Reading3Item<14>,
    Reading3Item<15>,
    Reading3Item<16>,
    Reading3Item<17>,
    Reading3Item<18>,
    Reading3Item<19>,
    Reading3Item<20>,
  ];
}
interface Reading3Item<N extends number> extends ItemBase<N, AdvertAnswer> {
  /** The situation: who looks for what (one sentence). */
  situation: string;
  /**
   * The adverts a careful reader weighs and rejects: same topic, one condition failing (named in
   * `fails`). At least one for a situation keyed with an advert, at least two for one keyed x; never
   * the key itself.
   */
  nearMiss: NearMiss[];
}

/** An advert that almost fits a situation, and the one condition it fails. */
interface NearMiss {
  advert: AdvertLetter;
  fails: { de: string; en: string };
}

/**
 * Sprachbausteine part 1 (items 21–30): a letter or e-mail with ten gaps, a/b/c each. The text
 * marks each gap with its number in braces: `{21}`.
 */
interface Language1 extends PartContent {
  text: string;
  items: [
    GapAbcItem<21>,
    GapAbcItem<22>,
    GapAbcItem<23>,
    GapAbcItem<24>,
    GapAbcItem<25>,
    GapAbcItem<26>,
    GapAbcItem<27>,
    GapAbcItem<28>,
    GapAbcItem<29>,
    GapAbcItem<30>,
  ];
}
interface GapAbcItem<N extends number> extends ItemBase<N, Abc> {
  options: Record<Abc, string>;
  why: Record<Abc, Explanation>;
}

/** Sprachbausteine part 2 (items 31–40): a text with ten gaps (`{31}`), a box of fifteen words. */
interface Language2 extends PartContent {
  text: string;
  box: Record<BoxLetter, string>;
  /** For every word: the gap it fills, or why it fits none (word class, meaning, form). */
  optionNotes: Record<BoxLetter, Explanation>;
  items: [
    GapBoxItem<31>,
    GapBoxItem<32>,
    GapBoxItem<33>,
    GapBoxItem<34>,
    GapBoxItem<35>,
    GapBoxItem<36>,
    GapBoxItem<37>,
    GapBoxItem<38>,
    GapBoxItem<39>,
    GapBoxItem<40>,
  ];
}
interface GapBoxItem<N extends number> extends ItemBase<N, BoxLetter> {
  /**
   * The box words whose form fits the gap (word class, case, ending, verb form), the key among
   * them. In at least 7 of the 10 gaps two or more words fit, so meaning decides, not form alone.
   */
  formFits: BoxLetter[];
}

/** Listening items are statements marked + (richtig) or − (falsch) on the answer sheet. */
export const PLUS_MINUS = ['+', '-'] as const;
type PlusMinus = (typeof PLUS_MINUS)[number];

/**
 * Who speaks in a recording and how the player voices them: `low` and `high` pick different
 * voices where the device has several German ones and a lower or higher pitch where it has one.
 * `announcer` is the voice of announcements and radio (a pause before and after, its own voice
 * where possible).
 */
interface ScriptSpeaker {
  /** As the transcript shows it: "Frau Krüger", "Moderator", "Ansage". */
  name: string;
  voice: 'low' | 'high' | 'announcer';
}

/**
 * One turn of a recording: its speaker (a key of the recording's `speakers`) and what they say.
 * `text` is the transcript, written as German is written ("18 Uhr", "340 Euro", "die A3"); a line
 * with a digit gives `say`, the same words with every number as it is said, which the player
 * speaks (a digit is read differently by every speech engine).
 */
interface ScriptLine {
  who: string;
  text: string;
  say?: string;
}

/** A recording: spoken German, written to be heard (see docs/content-brief.md). */
export interface Recording {
  /** What it is, German, shown above the transcript: "Ansage im Supermarkt", "Umfrage: Marco". */
  label: string;
  speakers: Record<string, ScriptSpeaker>;
  lines: ScriptLine[];
}

/** A true/false statement: both answers explained, the key's with the trap `key`. */
export interface StatementItem<N extends number> extends ItemBase<N, PlusMinus> {
  /** The statement as printed on the task sheet, German. */
  statement: string;
  why: Record<PlusMinus, Explanation>;
  /**
   * Set when a speaker's self-correction ("nein, Moment …") decides the item: at most one such
   * item per test, and every item whose evidence holds a correction carries it (the validator).
   */
  decidedBy?: 'self-correction';
}

/** A statement with its own recording (listening parts 1 and 3). */
interface RecordingItem<N extends number> extends StatementItem<N> {
  recording: Recording;
}

/**
 * Listening part 1 (items 41–45): five short texts, usually opinions or short statements of
 * different people, heard once; one statement each. `context` introduces them (German, one
 * sentence, said before the reading time): "Sie hören fünf Meinungen zum Thema Sport."
 */
interface Listening1 extends PartContent {
  context: string;
  items: [RecordingItem<41>, RecordingItem<42>, RecordingItem<43>, RecordingItem<44>, RecordingItem<45>];
}

/**
 * Listening part 2 (items 46–55): one conversation or interview (two or three speakers), heard
 * twice; ten statements in the order of the conversation.
 */
interface Listening2 extends PartContent {
  context: string;
  recording: Recording;
  items: [
    StatementItem<46>,
    StatementItem<47>,
    StatementItem<48>,
    StatementItem<49>,
    StatementItem<50>,
    StatementItem<51>,
    StatementItem<52>,
    StatementItem<53>,
    StatementItem<54>,
    StatementItem<55>,
  ];
}

/**
 * Listening part 3 (items 56–60): five short everyday texts (announcements, messages on an
 * answering machine, radio information), each heard twice; one statement each.
 */
interface Listening3 extends PartContent {
  context: string;
  items: [RecordingItem<56>, RecordingItem<57>, RecordingItem<58>, RecordingItem<59>, RecordingItem<60>];
}

/** The listening parts of one test. */
export interface ModelTestListening {
  listening1: Listening1;
  listening2: Listening2;
  listening3: Listening3;
}

/** A German line with its English translation (the English page shows both). */
export interface Translated {
  german: string;
  translation: string;
}

/**
 * The writing task (Schriftlicher Ausdruck): the situation and the e-mail received, line by line,
 * the instruction line, then exactly four guiding points, as the exam's one task; and a model
 * answer of our own with the grades a marker would give it on the three criteria (task,
 * communication, accuracy).
 */
export interface WritingPart extends PartContent {
  title: { de: string; en: string };
  text: Translated[];
  /**
   * What to write, in our own words (EXAM_FACTS.md): answer whom, handle all four points, greeting
   * and closing. Shown above the points; German only in the timed run.
   */
  instruction: Translated;
  /** The guiding points, each with the writing coach's cues (as on the sheets' tasks). */
  points: [GuidingPointText, GuidingPointText, GuidingPointText, GuidingPointText];
  register: LetterRegister;
  /** Whether a point asks the writer to ask something. */
  asksQuestion: boolean;
  model: { lines: string[]; grades: [Grade, Grade, Grade] };
}

/**
 * The oral task sheets of a test (Mündlicher Ausdruck), our own: part 1's topic cues; part 2's
 * topic with two different short texts (A and B, each one person's quoted opinion); part 3's
 * planning task with its points. German, as the sheets are handed out; translated for the English page.
 */
export interface OralSheets {
  part1: { cues: Translated[] };
  part2: {
    topic: Translated;
    a: { name: string; text: Translated };
    b: { name: string; text: Translated };
  };
  part3: { situation: Translated; points: Translated[] };
  /** What the examiner and the partner say when one person rehearses alone (`OralSoloScript`). */
  solo: OralSoloScript;
}

/**
 * The voiced lines of the solo rehearsal, our own, German at B1 with the English: the examiner opens
 * each part (its name and time as in EXAM_FACTS.md) and closes the exam; the partner (a named fellow
 * candidate, person B: it presents text B) asks her the part 1 questions one at a time, one with a
 * follow-up, then invites her questions and answers them; in part 2 presents text B's view in three
 * to five sentences, asks her opinion and reacts; in part 3 makes proposals on the planning points,
 * asks for her proposal, objects once and agrees. Checked by `oralSoloProblems`.
 */
interface OralSoloScript {
  examiner: { part1: Translated; part2: Translated; part3: Translated; end: Translated };
  part1: {
    /** Three or four questions from the cues; at least one has a follow-up. */
    questions: { ask: Translated; followUp?: Translated }[];
    /** The partner hands over: now she asks. */
    askBack: Translated;
    /** The partner's answers to the usual questions (name, home, work, languages, free time). */
    answers: Translated;
  };
  part2: {
    /** Text B's view, three to five sentences. */
    view: Translated;
    /** Asks her opinion. */
    ask: Translated;
    /** Reacts to it and asks on. */
    reaction: Translated;
  };
  part3: {
    /** Proposals on the planning points, each ending with a question to her. */
    proposals: Translated[];
    /** Asks for her proposal. */
    ask: Translated;
    /** Objects once (to whatever she proposed) and asks for another idea. */
    objection: Translated;
    /** Agrees and says who does what. */
    agreement: Translated;
  };
  /** A model conversation of parts 1–3 at B1, opened after her own try. */
  model: [ModelLine[], ModelLine[], ModelLine[]];
}

/** The functional-language sheet's sections a model line's phrase is taught in. */
type PhraseSection = 'opinion-discussion' | 'asking-suggesting' | 'connecting-ideas';

/**
 * A line of a model conversation: person A (the candidate with sheet A) or B (the partner), German
 * with the English, and the phrases from the functional-language sheet it uses (exact parts of the
 * German, each with the section that teaches it; marked and linked in the transcript).
 */
export interface ModelLine {
  who: 'A' | 'B';
  german: string;
  translation: string;
  phrases?: { text: string; section: PhraseSection }[];
}

/** The oral task sheets with their topics and people (the metadata stays out of the page). */
export interface OralTasks extends OralSheets, PartContent {}

/** One model test: the written parts that exist so far. */
export interface ModelTest {
  /** The URL slug: `/mock-tests/<id>`. */
  id: string;
  /** A short German line naming the test's themes (shown in the list of tests). */
  themes: { de: string; en: string };
  reading1: Reading1;
  reading2: Reading2;
  reading3: Reading3;
  language1: Language1;
  language2: Language2;
  listening1: Listening1;
  listening2: Listening2;
  listening3: Listening3;
  writing: WritingPart;
  oral: OralTasks;
}
