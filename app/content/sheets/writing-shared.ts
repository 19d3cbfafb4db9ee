import {
  table,
  type Block,
  type CalloutBlock,
  type LocalText,
  type ParagraphBlock,
  type SheetSummary,
  type TimelineBlock,
} from '../sheet-schema';

// What every writing sheet shares: the exam's one e-mail is the same task whatever the situation,
// so its format, time plan, marking and the general final check are written once, here. The five
// writing sheets follow one template: situation → plan → task → model answer and marking (criteria,
// model, weaker version) → phrases → mistakes → final check → one more task without a solution.

/** The key figures of every writing sheet's summary, the same on all five. */
export const WRITING_FIGURES: SheetSummary['figures'] = [
  {
    label: { de: 'Schreiben', en: 'Writing' },
    value: {
      de: '30 Minuten, eine E-Mail, vier Leitpunkte, meist ohne Wahl (so im Modelltest)',
      en: '30 minutes, one e-mail, four guiding points, usually no choice (as in the model test)',
    },
  },
  {
    label: { de: 'Punkte', en: 'Points' },
    value: {
      de: 'höchstens 45: drei Kriterien, je A/B/C/D = 5/3/1/0, die Summe mal 3',
      en: 'at most 45: three criteria, each A/B/C/D = 5/3/1/0, the sum times 3',
    },
  },
  {
    label: { de: 'Länge', en: 'Length' },
    value: {
      de: 'etwa 100–150 Wörter (Faustregel, keine offizielle Vorgabe)',
      en: 'about 100–150 words (a rule of thumb, not an official limit)',
    },
  },
  {
    label: { de: 'Bestehen', en: 'Passing' },
    value: {
      de: '60 % der schriftlichen Prüfung: 135 von 225 Punkten; die Teile gleichen sich aus',
      en: '60 % of the written exam: 135 of 225 points; the parts make up for each other',
    },
  },
];

/** The exam's one writing task, hedged as EXAM_FACTS.md marks it ("no choice" is [M]). */
export const WRITING_ONE_TASK: ParagraphBlock = {
  type: 'paragraph',
  text: {
    de: 'In der Prüfung gibt es **eine** Schreibaufgabe, im Modelltest und in der Regel ohne Wahl: Sie beantworten eine E-Mail und schreiben zu **vier Leitpunkten**. Die Situationen der Spickzettel „Schreiben üben“ sind Übungen für diese eine E-Mail, keine eigenen Prüfungsaufgaben.',
    en: 'The exam has **one** writing task; in the model test, and as a rule, there is no choice: you answer an e-mail and write about **four guiding points** ([[Leitpunkte]]). The situations on the “Writing Practice” cheat sheets are practice for this one e-mail, not separate exam tasks.',
  },
};

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
        de: 'Anrede, Einleitung, zu jedem Leitpunkt zwei, drei Sätze, Schluss und Gruß. Die Sätze mit Konnektoren verbinden. Direkt auf den Antwortbogen schreiben, keinen ganzen Entwurf.',
        en: 'Greeting, opening, two or three sentences for each guiding point, ending and closing. Link the sentences with connectors. Write straight onto the answer sheet, no full draft.',
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

/**
 * The three criteria of the e-mail, what earns an A on each and the one rule every weaker version
 * on the writing sheets is marked by (EXAM_FACTS.md).
 */
export const WRITING_CRITERIA_TABLE: Block = table({
  caption: {
    de: 'So wird die E-Mail bewertet: A, B, C, D = 5, 3, 1, 0 Punkte, die Summe mal 3 (höchstens 45)',
    en: 'How the e-mail is marked: A, B, C, D = 5, 3, 1, 0 points, the sum times 3 (at most 45)',
  },
  columns: [
    { key: 'criterion', header: { de: 'Kriterium', en: 'Criterion' } },
    { key: 'question', header: { de: 'Was zählt', en: 'What counts' } },
    { key: 'a', header: { de: 'So bekommen Sie ein A', en: 'How to get an A' } },
    { key: 'lower', header: { de: 'B oder C, wenn …', en: 'B or C when …' } },
  ],
  rows: [
    {
      criterion: { de: 'Aufgabenbewältigung', en: '[[Aufgabenbewältigung]] (task completion)' },
      question: {
        de: 'Wie viele Leitpunkte behandelt sind: 4 = A, 3 = B, 2 = C, 1 oder 0 = D.',
        en: 'How many guiding points are handled: 4 = A, 3 = B, 2 = C, 1 or 0 = D.',
      },
      a: {
        de: 'Zu allen vier Punkten etwas schreiben. Ein kurzer Satz zählt schon.',
        en: 'Write something on all four points. One short sentence already counts.',
      },
      lower: {
        de: 'Ein Leitpunkt fehlt: B (−6 Punkte). Zwei fehlen: C.',
        en: 'One guiding point missing: B (−6 points). Two missing: C.',
      },
    },
    {
      criterion: {
        de: 'Kommunikative Gestaltung',
        en: '[[Kommunikative Gestaltung]] (communicative design)',
      },
      question: {
        de: 'Passende Anrede und Gruß, immer du oder immer Sie, Sätze verbunden.',
        en: 'A fitting greeting and closing, always du or always Sie, sentences linked.',
      },
      a: {
        de: 'Konnektoren wie [[deshalb]], [[außerdem]], [[weil]]; nicht jeden Satz mit „Ich“ beginnen.',
        en: 'Connectors such as [[deshalb]], [[außerdem]], [[weil]]; do not start every sentence with "Ich".',
      },
      lower: {
        de: 'Nur eine Schwäche (z. B. wenige Konnektoren oder viele Sätze mit „Ich“): B. Wechsel zwischen du und Sie oder ein falscher Gruß, dazu kaum Konnektoren: C.',
        en: 'Only one weakness (e.g. few connectors or many sentences starting with "Ich"): B. A switch between du and Sie or a wrong closing, plus hardly any connectors: C.',
      },
    },
    {
      criterion: { de: 'Formale Richtigkeit', en: '[[Formale Richtigkeit]] (formal accuracy)' },
      question: {
        de: 'Grammatik, Rechtschreibung, Zeichensetzung.',
        en: 'Grammar, spelling, punctuation.',
      },
      a: {
        de: 'Einfache, sichere Sätze statt langer Sätze mit Fehlern. Am Ende prüfen.',
        en: 'Simple, safe sentences rather than long ones with mistakes. Check at the end.',
      },
      lower: {
        de: 'Fehler, die das Verstehen nicht stören: B. Fehler, die Teile schwer verständlich machen: C.',
        en: 'Mistakes that do not get in the way of understanding: B. Mistakes that make parts hard to understand: C.',
      },
    },
  ],
});

/** Introduces a weaker version: its grades follow the table's rule; B and C are a judgement. */
export const WRITING_WEAKER_INTRO: ParagraphBlock = {
  type: 'paragraph',
  text: {
    de: 'Dieselbe E-Mail, schwächer: Die Hinweise zeigen, wo sie Punkte verliert. Die Noten folgen der Regel in der Tabelle; B und C sind die Einschätzung eines Prüfers, keine offizielle Bewertung. Die Länge wird nicht eigens bewertet, aber in nur etwa 50 bis 60 Wörtern lassen sich vier Punkte kaum ausführen und verbinden.',
    en: 'The same e-mail, weaker: the notes show where it loses points. The grades follow the rule in the table; B and C are an examiner’s judgement, not an official marking. Length is not marked as such, but in only about 50 to 60 words four points can hardly be developed and linked.',
  },
};

/** Introduces the last task of a sheet, the one without a solution. */
export const WRITING_PRACTICE_INTRO: ParagraphBlock = {
  type: 'paragraph',
  text: {
    de: 'Ohne Lösung: Schreiben Sie die E-Mail in 30 Minuten und prüfen Sie sie mit der Checkliste.',
    en: 'No solution given: write the e-mail in 30 minutes and check it with the checklist.',
  },
};

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
 * The check in the last five minutes of the plan (minute 25 to 30): the general points of every
 * e-mail, then the points of the sheet's situation (`own`).
 */
export function finalCheck(own: LocalText[]): CalloutBlock {
  return {
    type: 'callout',
    tone: 'tip',
    title: { de: 'Die letzten fünf Minuten: Checkliste', en: 'The last five minutes: checklist' },
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

/**
 * The site's one rule for the greeting and the closing, shown on every writing sheet where it
 * teaches the greeting: formal is "Sehr geehrte Frau … / Mit freundlichen Grüßen", semi-formal is
 * "Liebe Frau … / Viele Grüße", and "Sehr geehrte Damen und Herren" only when no name is known.
 * Every example on the sheets and every greeting card of the drill follows it.
 */
export const GREETING_RULE: CalloutBlock = {
  type: 'callout',
  tone: 'info',
  title: { de: 'Eine Regel für Anrede und Gruß', en: 'One rule for the greeting and the closing' },
  items: [
    {
      de: '**Formell (Sie):** [[Sehr geehrte Frau …, / Sehr geehrter Herr …,]] und am Ende [[Mit freundlichen Grüßen]]. Für Personen, die Sie nicht persönlich kennen: Vermieter, Hausverwaltung, Firma, Amt, Praxis.',
      en: '**Formal (Sie):** [[Sehr geehrte Frau …, / Sehr geehrter Herr …,]] and at the end [[Mit freundlichen Grüßen]]. For people you do not know personally: a landlord, a property manager, a company, an office, a surgery.',
    },
    {
      de: '**Halbformell (Sie):** [[Liebe Frau …, / Lieber Herr …,]] und am Ende [[Viele Grüße]] oder [[Herzliche Grüße]]. Für Personen, die Sie kennen und siezen: Kursleiterin, Trainer, Kollegin, Nachbar.',
      en: '**Semi-formal (Sie):** [[Liebe Frau …, / Lieber Herr …,]] and at the end [[Viele Grüße]] or [[Herzliche Grüße]]. For people you know and call Sie: a course teacher, a coach, a colleague, a neighbour.',
    },
    {
      de: '**Informell (du):** [[Liebe Jana, / Lieber Paul,]] oder [[Hallo Paul,]] und am Ende [[Viele Grüße]] oder [[Liebe Grüße]]. Für Freunde und Familie.',
      en: '**Informal (du):** [[Liebe Jana, / Lieber Paul,]] or [[Hallo Paul,]] and at the end [[Viele Grüße]] or [[Liebe Grüße]]. For friends and family.',
    },
    {
      de: '[[Sehr geehrte Damen und Herren,]] schreiben Sie nur, wenn Sie keinen Namen kennen. In der Prüfung nennt die Aufgabe die Person, die Ihnen geschrieben hat. Schreiben Sie diesen Namen in die Anrede.',
      en: 'Write [[Sehr geehrte Damen und Herren,]] (Dear Sir or Madam) only when you know no name. In the exam the task names the person who wrote to you: their name belongs in the greeting.',
    },
    {
      de: 'Unsicher, ob formell oder halbformell? Dann formell. Bei beiden bleiben Sie bis zum Gruß bei [[Sie]], [[Ihnen]], [[Ihr]].',
      en: 'Not sure whether formal or semi-formal? Then formal. In both you keep to [[Sie]], [[Ihnen]], [[Ihr]] up to the closing.',
    },
  ],
};
