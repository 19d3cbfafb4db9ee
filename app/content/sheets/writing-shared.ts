import { table, type Block, type CalloutBlock, type LocalText, type TimelineBlock } from '../sheet-schema';

// What every writing sheet shares: the exam's one e-mail is the same task whatever the situation,
// so its time plan, its marking and the general final check are written once, here.

/** The 30 minutes of the writing part as a plan: read and plan, write, check. */
export const WRITING_PLAN: TimelineBlock = {
  type: 'timeline',
  caption: { de: 'Die 30 Minuten für die E-Mail', en: 'The 30 minutes for the e-mail' },
  headers: {
    phase: { de: 'Phase', en: 'Phase' },
    activity: { de: 'Was Sie tun', en: 'What you do' },
    duration: { de: 'Zeit', en: 'Time' },
    goal: { de: 'Ziel', en: 'Goal' },
  },
  segments: [
    {
      phase: { de: 'Lesen und planen', en: 'Read and plan' },
      activity: {
        de: 'Aufgabe lesen, die vier Leitpunkte nummerieren, zu jedem Punkt ein, zwei Stichwörter notieren, du oder Sie wählen.',
        en: 'Read the task, number the four guiding points, note one or two key words for each, choose du or Sie.',
      },
      from: 0,
      to: 5,
      goal: { de: 'Kein Punkt wird vergessen.', en: 'No point is forgotten.' },
    },
    {
      phase: { de: 'Schreiben', en: 'Write' },
      activity: {
        de: 'Anrede, Einleitung, zu jedem Leitpunkt zwei, drei Sätze, Schluss und Gruß. Die Sätze mit Konnektoren verbinden.',
        en: 'Greeting, opening, two or three sentences for each guiding point, ending and closing. Link the sentences with connectors.',
      },
      from: 5,
      to: 25,
      goal: {
        de: 'Etwa 100 bis 150 Wörter (Faustregel, keine offizielle Vorgabe).',
        en: 'About 100 to 150 words (a rule of thumb, not an official limit).',
      },
    },
    {
      phase: { de: 'Prüfen', en: 'Check' },
      activity: {
        de: 'Leitpunkte abhaken, dann Verbposition, Endungen, Groß- und Kleinschreibung prüfen.',
        en: 'Tick off the guiding points, then check verb position, endings, capital letters.',
      },
      from: 25,
      to: 30,
      goal: { de: 'Leichte Fehler finden.', en: 'Catch the easy mistakes.' },
    },
  ],
};

/** The three criteria of the e-mail and what earns an A on each (EXAM_FACTS.md). */
export const WRITING_CRITERIA_TABLE: Block = table({
  caption: {
    de: 'So wird die E-Mail bewertet: A, B, C, D = 5, 3, 1, 0 Punkte, die Summe mal 3 (höchstens 45)',
    en: 'How the e-mail is marked: A, B, C, D = 5, 3, 1, 0 points, the sum times 3 (at most 45)',
  },
  columns: [
    { key: 'criterion', header: { de: 'Kriterium', en: 'Criterion' } },
    { key: 'question', header: { de: 'Was zählt', en: 'What counts' } },
    { key: 'a', header: { de: 'So bekommen Sie ein A', en: 'How to get an A' } },
  ],
  rows: [
    {
      criterion: { same: 'Aufgabenbewältigung' },
      question: {
        de: 'Wie viele Leitpunkte behandelt sind: 4 = A, 3 = B, 2 = C, 1 oder 0 = D.',
        en: 'How many guiding points are handled: 4 = A, 3 = B, 2 = C, 1 or 0 = D.',
      },
      a: {
        de: 'Zu allen vier Punkten etwas schreiben. Ein kurzer Satz zählt schon.',
        en: 'Write something on all four points. One short sentence already counts.',
      },
    },
    {
      criterion: { same: 'Kommunikative Gestaltung' },
      question: {
        de: 'Passende Anrede und Gruß, immer du oder immer Sie, Sätze verbunden.',
        en: 'A fitting greeting and closing, always du or always Sie, sentences linked.',
      },
      a: {
        de: 'Konnektoren wie [[deshalb]], [[außerdem]], [[weil]]; nicht jeden Satz mit „Ich“ beginnen.',
        en: 'Connectors such as [[deshalb]], [[außerdem]], [[weil]]; do not start every sentence with "Ich".',
      },
    },
    {
      criterion: { same: 'Formale Richtigkeit' },
      question: {
        de: 'Grammatik, Rechtschreibung, Zeichensetzung.',
        en: 'Grammar, spelling, punctuation.',
      },
      a: {
        de: 'Einfache, sichere Sätze statt langer Sätze mit Fehlern. Am Ende prüfen.',
        en: 'Simple, safe sentences rather than long ones with mistakes. Check at the end.',
      },
    },
  ],
});

/** What the marker does not need, and the one way to score 0. */
export const WRITING_NOT_REQUIRED: CalloutBlock = {
  type: 'callout',
  tone: 'info',
  title: { de: 'Nicht nötig, aber wichtig', en: 'Not needed, but important' },
  items: [
    {
      de: 'Absender, Adresse, Datum und Betreff sind **nicht** nötig.',
      en: 'Sender, address, date and subject line are **not** required.',
    },
    {
      de: 'Es gibt keine offizielle Wortzahl. Etwa 100 bis 150 Wörter sind ein guter Richtwert.',
      en: 'There is no official word count. About 100 to 150 words is a good guide.',
    },
    {
      de: 'Eine E-Mail, die das Thema verfehlt, bekommt 0 Punkte.',
      en: 'An e-mail that misses the topic scores 0 points.',
    },
  ],
};

/**
 * The check in the last three minutes: the general points of every e-mail, then the points of the
 * sheet's situation (`own`).
 */
export function lastThreeMinutes(own: LocalText[]): CalloutBlock {
  return {
    type: 'callout',
    tone: 'tip',
    title: { de: 'Die letzten drei Minuten: Checkliste', en: 'The last three minutes: checklist' },
    items: [
      {
        de: 'Alle vier Leitpunkte behandelt? Jeden auf dem Aufgabenblatt abhaken.',
        en: 'All four guiding points handled? Tick each one off on the task sheet.',
      },
      {
        de: 'Anrede und Gruß passen zusammen: [[Liebe …, / Viele Grüße]] oder [[Sehr geehrte …, / Mit freundlichen Grüßen]].',
        en: 'Greeting and closing match: [[Liebe …, / Viele Grüße]] or [[Sehr geehrte …, / Mit freundlichen Grüßen]].',
      },
      {
        de: 'Immer du oder immer Sie, auch bei [[dein/Ihr]] und [[dir/Ihnen]].',
        en: 'Always du or always Sie, also in [[dein/Ihr]] and [[dir/Ihnen]].',
      },
      {
        de: 'Nach [[weil]], [[dass]], [[wenn]], [[ob]] steht das Verb am Ende.',
        en: 'After [[weil]], [[dass]], [[wenn]], [[ob]] the verb goes to the end.',
      },
      {
        de: 'Nomen groß, Komma vor [[weil]], [[dass]], [[wenn]].',
        en: 'Nouns with a capital letter, a comma before [[weil]], [[dass]], [[wenn]].',
      },
      ...own,
    ],
  };
}
