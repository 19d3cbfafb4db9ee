import { table, type Sheet } from '../sheet-schema';

/** German taught in more than one place on this sheet: written once, used where it is taught. */
const NACH_HAUSE_GEGANGEN = {
  german: 'Ich bin gestern nach Hause gegangen.',
  translation: 'I went home yesterday.',
} as const;
const WEIL_KEINE_ZEIT = {
  german: '…, weil ich keine Zeit habe.',
  translation: '…, because I have no time.',
} as const;
const AM_WOCHENENDE_BESUCHE = {
  german: 'Am Wochenende besuche ich meine Eltern.',
  translation: 'At the weekend I visit my parents.',
} as const;
const FREUE_MICH_AUF = {
  german: 'Ich freue mich auf die Party.',
  translation: 'I’m looking forward to the party.',
} as const;
const WOHNE_IN_DER_STADT = { german: 'Ich wohne in der Stadt.', translation: 'I live in town.' } as const;

/** Two of the marking criteria, named in both the writing and the speaking table. */
const AUFGABENBEWAELTIGUNG = {
  de: 'Aufgabenbewältigung',
  en: '[[Aufgabenbewältigung]] (task completion)',
} as const;
const FORMALE_RICHTIGKEIT = {
  de: 'Formale Richtigkeit',
  en: '[[Formale Richtigkeit]] (formal accuracy)',
} as const;

/** The weekly check in the study plans: one more task of the type practised, against the clock. */
const SAME_TASK_TYPE_TIMED = { de: 'Derselbe Aufgabentyp mit Uhr', en: 'The same task type, timed' } as const;

/** The columns of the three study plans: when, focus, tasks, check. */
const planColumns = [
  { key: 'when', header: { de: 'Wann', en: 'When' } },
  { key: 'focus', header: { de: 'Schwerpunkt', en: 'Focus' } },
  { key: 'tasks', header: { de: 'Aufgaben', en: 'Tasks' } },
  { key: 'check', header: { de: 'Kontrolle', en: 'Check' } },
] as const;

/** Cheat sheet #18: Practice and Improvement Framework (Üben mit System). */
export const practiceImprovementFramework = {
  pageTitle: {
    main: { de: 'Üben', en: 'Practice and Improvement' },
    highlight: { de: 'mit System', en: 'Framework' },
    subtitle: {
      de: 'Mit einem Übungskreislauf, Punkten statt Gefühl, einem Fehlerprotokoll und einem Lernplan für 8, 4 oder 2 Wochen.',
      en: 'With a practice loop, points instead of gut feeling, an error log and a study plan for 8, 4 or 2 weeks.',
    },
  },
  exam: { de: 'Alle Prüfungsteile · Lernplan', en: 'All exam parts · Study plan' },
  summary: {
    method: [
      {
        de: 'Übungskreislauf jede Woche: **Diagnose → Ziel → Üben → Kontrolle**.',
        en: 'A practice loop every week: **diagnose → target → practise → check**.',
      },
      {
        de: 'Übungstests wie die echte Prüfung: mit Uhr, Antwortbogen und ohne Wörterbuch.',
        en: 'Practice tests like the real exam: timed, with an answer sheet and without a dictionary.',
      },
      {
        de: 'Punkte ausrechnen, nicht nur richtige Antworten zählen: Die Aufgaben sind verschieden viel wert.',
        en: 'Work out points, do not just count right answers: the items are worth different amounts.',
      },
      {
        de: 'Fehlerprotokoll führen und jede Woche die drei häufigsten Fehler üben. **Die fünf Sätze unten sind typische Fehler, richtig geschrieben:** Bewegung → sein, Verb am Ende, Verb auf Position 2, Präposition, Dativ.',
        en: 'Keep an error log and practise your three most frequent errors every week. **The five sentences below are typical errors, corrected:** movement → sein, verb at the end, verb second, preposition, dative.',
      },
      {
        de: 'In der E-Mail immer alle vier Leitpunkte behandeln: Dort bekommen Sie am leichtesten Punkte.',
        en: 'Always cover all four guiding points in the e-mail: they are the easiest points to win.',
      },
    ],
    phrases: [
      NACH_HAUSE_GEGANGEN,
      WEIL_KEINE_ZEIT,
      AM_WOCHENENDE_BESUCHE,
      FREUE_MICH_AUF,
      WOHNE_IN_DER_STADT,
    ],
    figures: [
      {
        label: { de: 'Schriftlich', en: 'Written block' },
        value: {
          de: '225 Punkte, bestanden ab 135 (60 %); keine Mindestpunktzahl pro Teil',
          en: '225 points, pass mark 135 (60 %); no minimum per subtest',
        },
      },
      {
        label: { de: 'Mündlich', en: 'Oral block' },
        value: {
          de: '75 Punkte (Teil 1: 15, Teil 2: 30, Teil 3: 30), bestanden ab 45 (60 %)',
          en: '75 points (part 1: 15, part 2: 30, part 3: 30), pass mark 45 (60 %)',
        },
      },
      {
        label: { de: 'Punkte pro Aufgabe', en: 'Points per item' },
        value: {
          de: 'Lesen 5 · 5 · 2,5 – Sprachbausteine 1,5 – Hören 5 · 2,5 · 5',
          en: 'Reading 5 · 5 · 2.5 – Sprachbausteine 1.5 – listening 5 · 2.5 · 5',
        },
      },
      {
        label: { de: 'Schreiben', en: 'Writing' },
        value: {
          de: 'A/B/C/D = 5/3/1/0 pro Kriterium, Summe × 3, höchstens 45',
          en: 'A/B/C/D = 5/3/1/0 per criterion, sum × 3, max. 45',
        },
      },
    ],
  },
  sections: [
    {
      id: 'practice-loop',
      title: { de: 'Der Übungskreislauf', en: 'The practice loop' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Viel üben hilft nur, wenn Sie das Richtige üben. Arbeiten Sie deshalb in einem Kreislauf aus vier Schritten. Ein Durchgang dauert etwa eine Woche.',
            en: 'Practising a lot only helps if you practise the right things. So work in a loop of four steps. One round takes about a week.',
          },
        },
        {
          type: 'steps',
          items: [
            {
              title: { de: 'Diagnose', en: 'Diagnose' },
              text: {
                de: 'Machen Sie einen Test oder einen Prüfungsteil mit Uhr. Rechnen Sie die Punkte pro Teil aus und schreiben Sie jeden Fehler ins Fehlerprotokoll.',
                en: 'Do a test or one exam part against the clock. Work out the points per part and write every error in your error log.',
              },
            },
            {
              title: { de: 'Ziel', en: 'Target' },
              text: {
                de: 'Wählen Sie ein oder zwei Ziele für die Woche – dort, wo Sie die meisten Punkte gewinnen können. Ein gutes Ziel kann man messen: „Hören Teil 1: von 2 auf 4 richtige Antworten“, nicht „besser hören“.',
                en: 'Choose one or two targets for the week – where you can gain the most points. A good target can be measured: “listening part 1: from 2 to 4 right answers”, not “listen better”.',
              },
            },
            {
              title: { de: 'Üben', en: 'Practise' },
              text: {
                de: 'Üben Sie jeden Tag kurz und gezielt, nur für Ihr Ziel: zum Beispiel zehn Sätze mit „weil“ oder jeden Tag einen Hörtext aus dem Alltag.',
                en: 'Practise briefly and with focus every day, only for your target: for example ten sentences with [[weil]], or one everyday listening text each day.',
              },
            },
            {
              title: { de: 'Kontrolle', en: 'Check' },
              text: {
                de: 'Am Ende der Woche machen Sie eine neue Aufgabe desselben Typs mit Uhr. Ziel erreicht? Dann kommt das nächste Ziel. Nicht erreicht? Dann üben Sie anders, aber für dasselbe Ziel.',
                en: 'At the end of the week, do a new task of the same type against the clock. Target reached? Then move to the next one. Not reached? Practise differently, but for the same target.',
              },
            },
          ],
        },
      ],
    },
    {
      id: 'points-per-item',
      title: {
        de: 'Punkte statt Gefühl: Was jede Aufgabe wert ist',
        en: 'Points, not gut feeling: what each item is worth',
      },
      blocks: [
        table({
          caption: { de: 'Die schriftliche Prüfung in Punkten', en: 'The written exam in points' },
          columns: [
            { key: 'part', header: { de: 'Teil', en: 'Part' } },
            { key: 'items', header: { de: 'Aufgaben × Punkte', en: 'Items × points' } },
            { key: 'max', header: { de: 'Höchstens', en: 'Maximum' } },
          ],
          rows: [
            {
              part: { de: 'Lesen Teil 1 / Teil 2 / Teil 3', en: 'Reading parts 1 / 2 / 3' },
              items: { de: '5 × 5 / 5 × 5 / 10 × 2,5', en: '5 × 5 / 5 × 5 / 10 × 2.5' },
              max: { same: '75' },
            },
            {
              part: { de: 'Sprachbausteine Teil 1 und 2', en: 'Sprachbausteine parts 1 and 2' },
              items: { de: '20 × 1,5', en: '20 × 1.5' },
              max: { same: '30' },
            },
            {
              part: { de: 'Hören Teil 1 / Teil 2 / Teil 3', en: 'Listening parts 1 / 2 / 3' },
              items: { de: '5 × 5 / 10 × 2,5 / 5 × 5', en: '5 × 5 / 10 × 2.5 / 5 × 5' },
              max: { same: '75' },
            },
            {
              part: { de: 'Schreiben: eine E-Mail', en: 'Writing: one e-mail' },
              items: {
                de: '3 Kriterien, je A/B/C/D = 5/3/1/0; Summe × 3',
                en: '3 criteria, each A/B/C/D = 5/3/1/0; sum × 3',
              },
              max: { same: '45' },
            },
            {
              part: { de: '**Schriftlich gesamt**', en: '**Written total**' },
              items: { de: 'bestanden ab 135 Punkten', en: 'pass mark 135 points' },
              max: { same: '**225**' },
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'So wird bestanden', en: 'How you pass' },
          items: [
            {
              de: 'Sie brauchen mindestens 60 % in der schriftlichen Prüfung (135 von 225 Punkten) **und** mindestens 60 % in der mündlichen Prüfung (45 von 75 Punkten).',
              en: 'You need at least 60 % in the written exam (135 of 225 points) **and** at least 60 % in the oral exam (45 of 75 points).',
            },
            {
              de: 'In der schriftlichen Prüfung gleichen sich die Teile aus: Es gibt keine Mindestpunktzahl pro Teil. Viele Punkte im Lesen können wenige Punkte im Hören ausgleichen.',
              en: 'In the written exam the subtests make up for each other: there is no minimum per subtest. Strong reading can make up for weak listening.',
            },
            {
              de: 'Schriftliche und mündliche Prüfung gleichen sich aber nicht aus: Gute schriftliche Punkte retten keine schwache mündliche Prüfung.',
              en: 'But the written and the oral exam do not make up for each other: good written points do not rescue a weak oral exam.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Wo Sie leicht Punkte bekommen', en: 'Where points come cheap' },
          items: [
            {
              de: '**Schreiben:** Eine Note besser in einem Kriterium (C → B oder B → A) bringt 2 × 3 = **6 Punkte**. Der fehlende vierte Leitpunkt ist oft nur ein kurzer Satz.',
              en: '**Writing:** one grade higher on one criterion (C → B or B → A) brings 2 × 3 = **6 points**. The missing fourth guiding point is often just one short sentence.',
            },
            {
              de: '**5-Punkte-Aufgaben:** Lesen Teil 1 und 2, Hören Teil 1 und 3. Hier ist jede richtige Antwort so viel wert wie zwei in Lesen Teil 3 oder Hören Teil 2.',
              en: '**5-point items:** reading parts 1 and 2, listening parts 1 and 3. Here each right answer is worth as much as two in reading part 3 or listening part 2.',
            },
            {
              de: '**Sprachbausteine:** 1,5 Punkte pro Lücke. Üben Sie sie, aber nicht auf Kosten der anderen Teile.',
              en: '**Sprachbausteine:** 1.5 points per gap. Practise them, but not at the cost of the other parts.',
            },
          ],
        },
      ],
    },
    {
      id: 'worked-example',
      title: { de: 'Beispiel: einen Übungstest auswerten', en: 'Worked example: scoring a practice test' },
      blocks: [
        {
          type: 'example',
          title: {
            de: 'Das Ergebnis von Lena (erfundener Übungstest)',
            en: 'Lena’s result (a fictional practice test)',
          },
          text: [
            {
              german: 'Lesen: Teil 1: 3 von 5 richtig · Teil 2: 4 von 5 · Teil 3: 7 von 10',
              translation: 'Reading: part 1: 3 of 5 right · part 2: 4 of 5 · part 3: 7 of 10',
            },
            {
              german: 'Sprachbausteine: Teil 1: 5 von 10 richtig · Teil 2: 6 von 10',
              translation: 'Sprachbausteine: part 1: 5 of 10 right · part 2: 6 of 10',
            },
            {
              german: 'Hören: Teil 1: 3 von 5 richtig · Teil 2: 6 von 10 · Teil 3: 3 von 5',
              translation: 'Listening: part 1: 3 of 5 right · part 2: 6 of 10 · part 3: 3 of 5',
            },
            {
              german: 'Schreiben: Aufgabenbewältigung B · Kommunikative Gestaltung C · Formale Richtigkeit C',
              translation:
                'Writing: Aufgabenbewältigung (task completion) B · Kommunikative Gestaltung (communicative design) C · Formale Richtigkeit (formal accuracy) C',
            },
          ],
          steps: [
            {
              prompt: {
                de: 'Wie viele Punkte hat Lena im Lesen?',
                en: 'How many points does Lena get in reading?',
              },
              answer: { de: '52,5 von 75', en: '52.5 of 75' },
              reasoning: {
                de: '3 × 5 + 4 × 5 + 7 × 2,5 = 15 + 20 + 17,5 = 52,5. In Teil 3 ist jede Aufgabe nur 2,5 Punkte wert.',
                en: '3 × 5 + 4 × 5 + 7 × 2.5 = 15 + 20 + 17.5 = 52.5. In part 3 each item is worth only 2.5 points.',
              },
            },
            {
              prompt: { de: 'Und in den Sprachbausteinen?', en: 'And in Sprachbausteine?' },
              answer: { de: '16,5 von 30', en: '16.5 of 30' },
              reasoning: {
                de: '5 + 6 = 11 richtige Lücken; 11 × 1,5 = 16,5.',
                en: '5 + 6 = 11 right gaps; 11 × 1.5 = 16.5.',
              },
            },
            {
              prompt: { de: 'Und im Hören?', en: 'And in listening?' },
              answer: { same: '45 / 75' },
              reasoning: {
                de: '3 × 5 + 6 × 2,5 + 3 × 5 = 15 + 15 + 15 = 45.',
                en: '3 × 5 + 6 × 2.5 + 3 × 5 = 15 + 15 + 15 = 45.',
              },
            },
            {
              prompt: { de: 'Und im Schreiben?', en: 'And in writing?' },
              answer: { same: '15 / 45' },
              reasoning: {
                de: 'B + C + C = 3 + 1 + 1 = 5; 5 × 3 = 15. B bei der Aufgabenbewältigung heißt: Lena hat drei von vier Leitpunkten behandelt.',
                en: 'B + C + C = 3 + 1 + 1 = 5; 5 × 3 = 15. B for Aufgabenbewältigung means Lena covered three of the four guiding points.',
              },
            },
            {
              prompt: { de: 'Hat Lena bestanden?', en: 'Has Lena passed?' },
              answer: { de: 'Nein: 129 von 225, es fehlen 6 Punkte.', en: 'No: 129 of 225, 6 points short.' },
              reasoning: {
                de: '52,5 + 16,5 + 45 + 15 = 129. Die Grenze ist 135.',
                en: '52.5 + 16.5 + 45 + 15 = 129. The pass mark is 135.',
              },
            },
            {
              prompt: { de: 'Was hätte gereicht?', en: 'What would have been enough?' },
              answer: {
                de: 'Der vierte Leitpunkt: Aufgabenbewältigung A statt B.',
                en: 'The fourth guiding point: Aufgabenbewältigung A instead of B.',
              },
              reasoning: {
                de: '(5 − 3) × 3 = 6 Punkte mehr, also genau 135: bestanden. Ein kurzer Satz zum fehlenden Leitpunkt bringt so viel wie vier Sprachbausteine mehr (4 × 1,5 = 6). Lenas Ziel für die nächste Woche: vor der Abgabe die vier Leitpunkte abhaken.',
                en: '(5 − 3) × 3 = 6 more points, so exactly 135: passed. One short sentence on the missing guiding point is worth as much as four more Sprachbausteine (4 × 1.5 = 6). Lena’s target for next week: tick off the four guiding points before handing in.',
              },
            },
          ],
        },
      ],
    },
    {
      id: 'model-tests',
      title: {
        de: 'Modelltests nutzen und Punkte verfolgen',
        en: 'Using model tests and tracking your score',
      },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Für diese Prüfung gibt es einen veröffentlichten Modelltest von telc. Er zeigt das echte Format und die Bewertung. Fragen Sie Ihre Kursleitung oder Ihr Prüfungszentrum auch nach weiteren Übungstests.',
            en: 'telc has published a model test for this exam. It shows the real format and marking. Ask your teacher or your exam centre about further practice tests, too.',
          },
        },
        {
          type: 'steps',
          items: [
            {
              title: { de: 'Wie in der Prüfung', en: 'As in the exam' },
              text: {
                de: 'Schriftlich alles an einem Stück: 150 Minuten, meist ohne Pause. Lesen und Sprachbausteine zusammen in 90 Minuten, dann Hören, dann Schreiben in 30 Minuten. Kein Wörterbuch, kein Handy, den Hörtext nie anhalten.',
                en: 'Do the written exam in one go: 150 minutes, usually without a break. Reading and Sprachbausteine together in 90 minutes, then listening, then writing in 30 minutes. No dictionary, no phone, never pause the recording.',
              },
            },
            {
              title: { de: 'Gleich auf den Antwortbogen', en: 'Straight onto the answer sheet' },
              text: {
                de: 'Markieren Sie jede Lösung sofort auf dem Antwortbogen. In der Prüfung gibt es in der Regel keine Extrazeit zum Übertragen.',
                en: 'Mark each answer on the answer sheet straight away. In the exam there is usually no extra time to transfer answers.',
              },
            },
            {
              title: { de: 'Auswerten', en: 'Score it' },
              text: {
                de: 'Rechnen Sie die Punkte pro Teil aus wie im Beispiel oben. Ihre E-Mail bewerten Sie mit den drei Kriterien (siehe unten) – oder besser: Sie lassen sie von einer Lehrkraft bewerten.',
                en: 'Work out the points per part as in the example above. Mark your e-mail with the three criteria (see below) – or better, ask a teacher to mark it.',
              },
            },
            {
              title: { de: 'Mündlich simulieren', en: 'Simulate the oral exam' },
              text: {
                de: 'Mit einem Partner: 20 Minuten Vorbereitung allein, dann alle drei Teile. Nehmen Sie das Gespräch mit dem Handy auf.',
                en: 'With a partner: 20 minutes of preparation on your own, then all three parts. Record the conversation on your phone.',
              },
            },
          ],
        },
        table({
          caption: {
            de: 'Punkte-Tabelle (Beispiel mit Lenas Tests)',
            en: 'Score tracker (example with Lena’s tests)',
          },
          columns: [
            { key: 'test', header: { de: 'Test', en: 'Test' } },
            { key: 'reading', header: { de: 'Lesen (75)', en: 'Reading (75)' } },
            { key: 'elements', header: { de: 'Sprachbausteine (30)', en: 'Sprachbausteine (30)' } },
            { key: 'listening', header: { de: 'Hören (75)', en: 'Listening (75)' } },
            { key: 'writing', header: { de: 'Schreiben (45)', en: 'Writing (45)' } },
            { key: 'total', header: { de: 'Summe (225)', en: 'Total (225)' } },
            { key: 'gap', header: { de: 'Abstand zu 135', en: 'Distance from 135' } },
          ],
          rows: [
            {
              test: { de: 'Test 1 · Woche 1', en: 'Test 1 · week 1' },
              reading: { de: '52,5', en: '52.5' },
              elements: { de: '16,5', en: '16.5' },
              listening: { same: '45' },
              writing: { same: '15' },
              total: { same: '129' },
              gap: { same: '−6' },
            },
            {
              test: { de: 'Test 2 · Woche 4', en: 'Test 2 · week 4' },
              reading: { same: '55' },
              elements: { same: '21' },
              listening: { same: '50' },
              writing: { same: '27' },
              total: { same: '153' },
              gap: { same: '+18' },
            },
            {
              test: { de: 'Test 3 · Woche 7', en: 'Test 3 · week 7' },
              reading: { same: '60' },
              elements: { de: '22,5', en: '22.5' },
              listening: { same: '55' },
              writing: { same: '33' },
              total: { de: '170,5', en: '170.5' },
              gap: { de: '+35,5', en: '+35.5' },
            },
          ],
        }),
        {
          type: 'list',
          items: [
            {
              de: 'Mündlich führen Sie eine eigene Zeile pro Simulation, mit der Ja-Nein-Checkliste aus dem Spickzettel „Wiederholung und Modelltests“: Was hat geklappt, was nicht? Punkte (Ziel: mindestens 45 von 75) tragen Sie nur ein, wenn eine Lehrerin oder ein Lehrer sie geschätzt hat.',
              en: 'For the oral exam keep a separate line per simulation, with the yes/no checklist from the “Master Review and Mock Tests” cheat sheet: what worked, what did not? Enter points (target: at least 45 of 75) only when a teacher has estimated them.',
            },
            {
              de: 'Planen Sie einen Puffer ein: Am Prüfungstag sind viele nervös. Ihre Übungstests sollten deshalb klar über der Grenze liegen.',
              en: 'Plan a safety margin: many people are nervous on exam day. So your practice tests should be clearly above the pass mark.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: { de: 'Denselben Test zweimal?', en: 'The same test twice?' },
          text: {
            de: 'Beim zweiten Mal kennen Sie die Lösungen, das Ergebnis sagt also wenig. Nutzen Sie einen bekannten Test dann nur für das Zeittraining oder hören Sie die Hörtexte noch einmal und lesen Sie dabei das Transkript mit. Für die Kontrolle brauchen Sie einen neuen Test.',
            en: 'The second time you know the answers, so the score says little. Use a test you know only for timing practice, or listen to the recordings again while reading the transcript. For a real check you need a new test.',
          },
        },
      ],
    },
    {
      id: 'self-assessment',
      title: { de: 'Selbst bewerten: Schreiben und Sprechen', en: 'Marking yourself: writing and speaking' },
      blocks: [
        table({
          caption: { de: 'Die E-Mail: drei Kriterien', en: 'The e-mail: three criteria' },
          columns: [
            { key: 'criterion', header: { de: 'Kriterium', en: 'Criterion' } },
            { key: 'counts', header: { de: 'Was zählt', en: 'What counts' } },
            {
              key: 'question',
              header: { de: 'Ihre Frage beim Korrigieren', en: 'Your question when checking' },
            },
          ],
          rows: [
            {
              criterion: AUFGABENBEWAELTIGUNG,
              counts: {
                de: 'Wie viele Leitpunkte sind behandelt? 4 Leitpunkte = A, 3 = B, 2 = C, 1 oder 0 = D. Ein kurzer Satz reicht für einen Punkt.',
                en: 'How many guiding points are covered? 4 guiding points = A, 3 = B, 2 = C, 1 or 0 = D. One short sentence is enough for a point.',
              },
              question: {
                de: 'Kann ich zu jedem Leitpunkt auf einen Satz zeigen?',
                en: 'Can I point to a sentence for each guiding point?',
              },
            },
            {
              criterion: {
                de: 'Kommunikative Gestaltung',
                en: '[[Kommunikative Gestaltung]] (communicative design)',
              },
              counts: {
                de: 'Passende Anrede und passender Gruß, durchgehend du oder Sie, Leitpunkte verbunden, nicht fast jeder Satz mit „Ich“ oder „Wir“ am Anfang. Absender, Adresse, Datum und Betreff sind nicht nötig.',
                en: 'A fitting greeting and sign-off, [[du]] or [[Sie]] all the way through, the guiding points linked, not almost every sentence starting with [[Ich]] or [[Wir]]. Sender, address, date and subject line are not required.',
              },
              question: {
                de: 'Wie viele Sätze beginnen mit „Ich“? Wo fehlt ein Wort wie „deshalb“ oder „außerdem“?',
                en: 'How many sentences start with [[Ich]]? Where is a word like [[deshalb]] or [[außerdem]] missing?',
              },
            },
            {
              criterion: FORMALE_RICHTIGKEIT,
              counts: {
                de: 'Grammatik, Rechtschreibung und Zeichensetzung.',
                en: 'Grammar, spelling and punctuation.',
              },
              question: {
                de: 'Welche Fehler aus meinem Fehlerprotokoll finde ich wieder?',
                en: 'Which errors from my error log do I find again?',
              },
            },
          ],
        }),
        {
          type: 'paragraph',
          text: {
            de: 'Jedes Kriterium bekommt A, B, C oder D = 5, 3, 1 oder 0 Punkte. Die Summe mal 3 ist Ihr Ergebnis, höchstens 45 Punkte. Beispiel: A + B + C = 5 + 3 + 1 = 9, also 9 × 3 = 27 Punkte. Eine E-Mail, die das Thema verfehlt, bekommt 0 Punkte. Eine offizielle Wortzahl gibt es nicht; etwa 100 bis 150 Wörter sind ein guter Richtwert.',
            en: 'Each criterion gets A, B, C or D = 5, 3, 1 or 0 points. The sum times 3 is your score, at most 45 points. Example: A + B + C = 5 + 3 + 1 = 9, so 9 × 3 = 27 points. An e-mail that misses the topic scores 0 points. There is no official word count; about 100 to 150 words is a good guideline.',
          },
        },
        table({
          caption: {
            de: 'Sprechen: vier Kriterien in jedem Teil (Punkte wie im Modelltest)',
            en: 'Speaking: four criteria in every part (points as in the model test)',
          },
          columns: [
            { key: 'criterion', header: { de: 'Kriterium', en: 'Criterion' } },
            { key: 'part1', header: { de: 'Teil 1', en: 'Part 1' } },
            { key: 'parts23', header: { de: 'Teil 2 und Teil 3', en: 'Parts 2 and 3' } },
            {
              key: 'question',
              header: { de: 'Ihre Frage beim Anhören', en: 'What to ask as you listen' },
            },
          ],
          rows: [
            {
              criterion: { de: 'Ausdrucksfähigkeit', en: '[[Ausdrucksfähigkeit]] (range of expression)' },
              part1: { same: '4 / 3 / 1 / 0' },
              parts23: { same: '8 / 6 / 2 / 0' },
              question: {
                de: 'Habe ich genug gesagt, mit verschiedenen Wörtern und Redemitteln?',
                en: 'Did I say enough, with a range of words and phrases?',
              },
            },
            {
              criterion: AUFGABENBEWAELTIGUNG,
              part1: { same: '4 / 3 / 1 / 0' },
              parts23: { same: '8 / 6 / 2 / 0' },
              question: {
                de: 'Habe ich getan, was der Teil verlangt: antworten und zurückfragen, den Text wiedergeben und meine Meinung sagen, vorschlagen und mich einigen?',
                en: 'Did I do what the part asks: answer and ask back, report my text and give my opinion, suggest things and agree on a plan?',
              },
            },
            {
              criterion: FORMALE_RICHTIGKEIT,
              part1: { same: '4 / 3 / 1 / 0' },
              parts23: { same: '8 / 6 / 2 / 0' },
              question: {
                de: 'Welche Fehler höre ich immer wieder, zum Beispiel beim Verb auf Position 2?',
                en: 'Which errors do I hear again and again, for example with the verb in second position?',
              },
            },
            {
              criterion: {
                de: 'Aussprache/Intonation',
                en: '[[Aussprache/Intonation]] (pronunciation and intonation)',
              },
              part1: { same: '3 / 2 / 1 / 0' },
              parts23: { same: '6 / 4 / 2 / 0' },
              question: {
                de: 'Versteht man mich ohne Mühe? Klingt eine Frage wie eine Frage?',
                en: 'Can people understand me without effort? Does a question sound like a question?',
              },
            },
            {
              criterion: { de: '**Summe**', en: '**Total**' },
              part1: { same: '**15**' },
              parts23: { de: '**je 30**', en: '**30 each**' },
              question: {
                de: 'Zusammen 75 Punkte, bestanden ab 45 Punkten.',
                en: '75 points in all, pass mark 45 points.',
              },
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'So hören Sie Ihre Aufnahme an', en: 'How to listen to your recording' },
          items: [
            {
              de: 'Hören Sie die Aufnahme erst am nächsten Tag an. Dann hören Sie Ihre Fehler besser.',
              en: 'Listen to the recording only the next day. Then you hear your errors more clearly.',
            },
            {
              de: 'Gehen Sie jeden Teil einzeln mit den vier Kriterien durch und beantworten Sie die Fragen der Tabelle mit Ja oder Nein, wie in der Ja-Nein-Checkliste von „Wiederholung und Modelltests“. Punkte vergeben Sie dabei nicht: Die schätzt nur eine Lehrerin oder ein Lehrer gut. Die Fragen sind unsere Hilfe, keine offizielle Beschreibung.',
              en: 'Go through each part separately with the four criteria and answer the questions in the table with yes or no, as in the yes/no checklist of “Master Review and Mock Tests”. Do not give yourself points: only a teacher can estimate them well. The questions are our aid, not an official description.',
            },
            {
              de: 'Wenn Sie zurückfragen und Ihrem Partner helfen, zählt das meist positiv. Zählen Sie, wie oft Sie das getan haben.',
              en: 'Asking back and helping your partner usually count in your favour. Count how often you did it.',
            },
          ],
        },
      ],
    },
    {
      id: 'error-log',
      title: { de: 'Das Fehlerprotokoll', en: 'The error log' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Viele Lernende machen immer wieder dieselben Fehler. Das Fehlerprotokoll zeigt Ihnen, welche das sind. Führen Sie es im Heft oder in einer Tabelle auf dem Handy.',
            en: 'Many learners make the same errors again and again. The error log shows you which ones they are. Keep it in a notebook or in a spreadsheet on your phone.',
          },
        },
        table({
          caption: { de: 'Vorlage mit Beispielen', en: 'Template with examples' },
          columns: [
            { key: 'error', header: { de: 'Fehler', en: 'Error' }, lang: 'de', wrong: true },
            { key: 'correct', header: { de: 'Richtig', en: 'Correct form' }, lang: 'de' },
            { key: 'english', header: { de: 'Englisch', en: 'English' }, lang: 'en' },
            { key: 'rule', header: { de: 'Regel (in eigenen Worten)', en: 'Rule (in your own words)' } },
            { key: 'count', header: { de: 'Wie oft?', en: 'How often?' } },
          ],
          rows: [
            {
              error: 'Ich habe gestern nach Hause gegangen.',
              correct: NACH_HAUSE_GEGANGEN.german,
              english: NACH_HAUSE_GEGANGEN.translation,
              rule: {
                de: 'Perfekt mit „sein“ bei Bewegung von A nach B: gehen, fahren, kommen.',
                en: 'Perfect tense with [[sein]] for movement from A to B: [[gehen]], [[fahren]], [[kommen]].',
              },
              count: { same: '||||' },
            },
            {
              error: '…, weil ich habe keine Zeit.',
              correct: WEIL_KEINE_ZEIT.german,
              english: WEIL_KEINE_ZEIT.translation,
              rule: {
                de: 'Nach „weil“, „dass“ und „wenn“ steht das Verb am Ende.',
                en: 'After [[weil]], [[dass]] and [[wenn]] the verb goes to the end.',
              },
              count: { same: '|||| |' },
            },
            {
              error: 'Am Wochenende ich besuche meine Eltern.',
              correct: AM_WOCHENENDE_BESUCHE.german,
              english: AM_WOCHENENDE_BESUCHE.translation,
              rule: {
                de: 'Im Hauptsatz steht das Verb auf Position 2, auch nach einer Zeitangabe.',
                en: 'In a main clause the verb is in second position, also after a time phrase.',
              },
              count: { same: '|||' },
            },
            {
              error: 'Ich freue mich für die Party.',
              correct: FREUE_MICH_AUF.german,
              english: FREUE_MICH_AUF.translation,
              rule: {
                de: 'sich freuen auf + Akkusativ: etwas, das noch kommt.',
                en: '[[sich freuen auf]] + accusative: something that is still to come.',
              },
              count: { same: '||' },
            },
            {
              error: 'Ich wohne in die Stadt.',
              correct: WOHNE_IN_DER_STADT.german,
              english: WOHNE_IN_DER_STADT.translation,
              rule: {
                de: 'Wo? → Dativ (in der Stadt). Wohin? → Akkusativ (in die Stadt).',
                en: '[[Wo?]] (where?) → dative ([[in der Stadt]]). [[Wohin?]] (where to?) → accusative ([[in die Stadt]]).',
              },
              count: { same: '|||' },
            },
          ],
        }),
        {
          type: 'steps',
          items: [
            {
              title: { de: 'Sofort notieren', en: 'Write it down at once' },
              text: {
                de: 'Fehler, richtige Form und die Regel in eigenen Worten – gleich nach dem Korrigieren.',
                en: 'The error, the correct form and the rule in your own words – right after checking.',
              },
            },
            {
              title: { de: 'Striche machen', en: 'Add a tally mark' },
              text: {
                de: 'Kommt ein Fehler wieder, machen Sie einen Strich. So sehen Sie, welche Fehler häufig sind.',
                en: 'When an error comes back, add a tally mark. That way you see which errors are frequent.',
              },
            },
            {
              title: { de: 'Die drei häufigsten üben', en: 'Practise the three most frequent' },
              text: {
                de: 'Üben Sie jede Woche die drei Fehler mit den meisten Strichen. Schreiben Sie zu jedem Fehler drei eigene richtige Sätze und sagen Sie sie laut.',
                en: 'Each week, practise the three errors with the most tally marks. Write three correct sentences of your own for each and say them aloud.',
              },
            },
            {
              title: { de: 'Erst dann streichen', en: 'Only then cross it out' },
              text: {
                de: 'Streichen Sie einen Fehler erst, wenn er in drei Texten nacheinander nicht mehr vorkommt.',
                en: 'Cross out an error only when it has not appeared in three texts in a row.',
              },
            },
          ],
        },
      ],
    },
    {
      id: 'study-plans',
      title: { de: 'Lernpläne: 8, 4 oder 2 Wochen', en: 'Study plans: 8, 4 or 2 weeks' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Wählen Sie den Plan, der zu Ihrer Zeit passt. Als Faustregel: lieber jeden Tag etwa eine Stunde (davon 15–20 Minuten Lernkartei) als einmal pro Woche einen ganzen Tag. Die mündliche Prüfung kann an einem anderen Tag sein als die schriftliche; fragen Sie Ihr Prüfungszentrum nach Ihrem Termin. **Nur noch drei Wochen?** Dann nehmen Sie den Plan „Die letzten drei Wochen“ im Spickzettel „Wiederholung und Modelltests“.',
            en: 'Choose the plan that fits your time. As a rule of thumb: about an hour every day (15–20 minutes of it on flashcards) is better than a whole day once a week. The oral exam may be on a different day from the written one; ask your exam centre for your date. **Only three weeks left?** Then take the plan “The last three weeks” on the “Master Review and Mock Tests” cheat sheet.',
          },
        },
        table({
          caption: { de: 'Plan für 8 Wochen', en: 'Plan for 8 weeks' },
          columns: planColumns,
          rows: [
            {
              when: { de: 'Woche 1', en: 'Week 1' },
              focus: { de: 'Diagnose', en: 'Diagnose' },
              tasks: {
                de: 'Ganzer Übungstest (schriftlich 150 Minuten), mündliche Simulation aufnehmen, Fehlerprotokoll anlegen',
                en: 'Full practice test (written block 150 minutes), record an oral simulation, start your error log',
              },
              check: {
                de: 'Punkte pro Teil, Abstand zu 135 und 45',
                en: 'Points per part, distance from 135 and 45',
              },
            },
            {
              when: { de: 'Woche 2', en: 'Week 2' },
              focus: { de: 'Ihr schwächster Teil', en: 'Your weakest part' },
              tasks: {
                de: 'Jeden Tag eine Aufgabe dieses Typs; Wortschatz: zwei Themen; eine E-Mail',
                en: 'One task of this type every day; vocabulary: two topics; one e-mail',
              },
              check: SAME_TASK_TYPE_TIMED,
            },
            {
              when: { de: 'Woche 3', en: 'Week 3' },
              focus: { de: 'Lesen und Sprachbausteine', en: 'Reading and Sprachbausteine' },
              tasks: {
                de: 'Jeden Tag einen Teil, etwa 20 Minuten pro Teil (Faustregel); Grammatik aus dem Fehlerprotokoll',
                en: 'One part every day, about 20 minutes per part (rule of thumb); grammar from your error log',
              },
              check: { de: 'Alle fünf Teile in 90 Minuten', en: 'All five parts in 90 minutes' },
            },
            {
              when: { de: 'Woche 4', en: 'Week 4' },
              focus: { de: 'Hören · Sprechen Teil 1', en: 'Listening · speaking part 1' },
              tasks: {
                de: 'Jeden Tag kurze Hörtexte (Durchsagen, Nachrichten auf dem Anrufbeantworter); Teil 1 mit Partner üben',
                en: 'Short listening texts every day (announcements, answering-machine messages); practise part 1 with a partner',
              },
              check: {
                de: 'Hören Teil 1–3 ohne Pause; Test 2 (schriftlich)',
                en: 'Listening parts 1–3 without pausing; test 2 (written)',
              },
            },
            {
              when: { de: 'Woche 5', en: 'Week 5' },
              focus: { de: 'Schreiben · Sprechen Teil 2', en: 'Writing · speaking part 2' },
              tasks: {
                de: 'Drei E-Mails zu verschiedenen Situationen, je 30 Minuten; in Teil 2 den eigenen Text wiedergeben und die Meinung begründen',
                en: 'Three e-mails on different situations, 30 minutes each; in part 2, report your own text and give reasons for your opinion',
              },
              check: {
                de: 'E-Mails mit den drei Kriterien bewerten',
                en: 'Mark the e-mails with the three criteria',
              },
            },
            {
              when: { de: 'Woche 6', en: 'Week 6' },
              focus: {
                de: 'Sprechen Teil 3 · mündliche Simulation',
                en: 'Speaking part 3 · oral simulation',
              },
              tasks: {
                de: 'Mit Partner gemeinsam etwas planen; ganze mündliche Simulation aufnehmen',
                en: 'Plan something together with a partner; record a full oral simulation',
              },
              check: { de: 'Mit den vier Kriterien bewerten', en: 'Mark it with the four criteria' },
            },
            {
              when: { de: 'Woche 7', en: 'Week 7' },
              focus: { de: 'Häufige Fehler · Zeit', en: 'Frequent errors · timing' },
              tasks: {
                de: 'Test 3 (neuer Test); jeden Tag die drei häufigsten Fehler; E-Mail in 30 Minuten',
                en: 'Test 3 (a new test); your three most frequent errors every day; an e-mail in 30 minutes',
              },
              check: { de: 'Weniger Striche im Fehlerprotokoll', en: 'Fewer tally marks in your error log' },
            },
            {
              when: { de: 'Woche 8', en: 'Week 8' },
              focus: { de: 'Wiederholen, nichts Neues', en: 'Revise, nothing new' },
              tasks: {
                de: 'Spickzettel und eigene Sätze wiederholen; letzte mündliche Simulation; Weg und Zeit zum Prüfungsort planen',
                en: 'Revise cheat sheets and your own sentences; a last oral simulation; plan the route and time to the exam centre',
              },
              check: { de: 'Ausweis bereit, genug Schlaf', en: 'ID ready, enough sleep' },
            },
          ],
        }),
        table({
          caption: { de: 'Plan für 4 Wochen', en: 'Plan for 4 weeks' },
          columns: planColumns,
          rows: [
            {
              when: { de: 'Woche 1', en: 'Week 1' },
              focus: { de: 'Diagnose', en: 'Diagnose' },
              tasks: {
                de: 'Ganzer Übungstest, Fehlerprotokoll anlegen, die zwei schwächsten Teile wählen',
                en: 'Full practice test, start your error log, choose your two weakest parts',
              },
              check: { de: 'Abstand zu 135 und 45', en: 'Distance from 135 and 45' },
            },
            {
              when: { de: 'Woche 2', en: 'Week 2' },
              focus: { de: 'Die zwei schwächsten Teile · Schreiben', en: 'Your two weakest parts · writing' },
              tasks: {
                de: 'Jeden Tag eine Aufgabe; zwei E-Mails; Sprechen Teil 1 und 2 mit Partner',
                en: 'One task every day; two e-mails; speaking parts 1 and 2 with a partner',
              },
              check: SAME_TASK_TYPE_TIMED,
            },
            {
              when: { de: 'Woche 3', en: 'Week 3' },
              focus: { de: 'Test 2 · Sprechen Teil 3', en: 'Test 2 · speaking part 3' },
              tasks: {
                de: 'Neuer ganzer Test; mündliche Simulation mit 20 Minuten Vorbereitung',
                en: 'A new full test; an oral simulation with 20 minutes of preparation',
              },
              check: { de: 'Vergleich mit Test 1', en: 'Compare with test 1' },
            },
            {
              when: { de: 'Woche 4', en: 'Week 4' },
              focus: { de: 'Fehler und Routine', en: 'Errors and routine' },
              tasks: {
                de: 'Die drei häufigsten Fehler; Zeitplan für die 90 Minuten üben; keine neuen Themen',
                en: 'Your three most frequent errors; practise your timing for the 90 minutes; no new topics',
              },
              check: { de: 'Ausweis, Weg und Uhrzeit geprüft', en: 'ID, route and time checked' },
            },
          ],
        }),
        table({
          caption: { de: 'Plan für 2 Wochen', en: 'Plan for 2 weeks' },
          columns: planColumns,
          rows: [
            {
              when: { de: 'Woche 1, Tag 1–2', en: 'Week 1, days 1–2' },
              focus: { de: 'Diagnose', en: 'Diagnose' },
              tasks: {
                de: 'Ein ganzer Übungstest, Punkte ausrechnen, Fehlerprotokoll',
                en: 'One full practice test, work out the points, error log',
              },
              check: { de: 'Wo fehlen die meisten Punkte?', en: 'Where are the most points missing?' },
            },
            {
              when: { de: 'Woche 1, Tag 3–7', en: 'Week 1, days 3–7' },
              focus: { de: 'Wo die Punkte liegen', en: 'Where the points are' },
              tasks: {
                de: 'Jeden Tag eine E-Mail in 30 Minuten mit Leitpunkt-Check (die leichtesten Punkte); die Teile mit 5 Punkten pro Aufgabe (die wertvollsten); Redemittel für alle drei Sprechteile',
                en: 'One e-mail in 30 minutes every day with a guiding-point check (the easiest points); the parts with 5 points per item (the most valuable); phrases for all three speaking parts',
              },
              check: {
                de: 'Alle vier Leitpunkte in jeder E-Mail',
                en: 'All four guiding points in every e-mail',
              },
            },
            {
              when: { de: 'Woche 2, Tag 8–11', en: 'Week 2, days 8–11' },
              focus: { de: 'Prüfung simulieren', en: 'Simulate the exam' },
              tasks: {
                de: 'Zweiter Test oder alle Teile einzeln mit Uhr; mündliche Simulation mit Partner',
                en: 'A second test, or every part separately against the clock; an oral simulation with a partner',
              },
              check: { de: 'Über 135 und 45?', en: 'Above 135 and 45?' },
            },
            {
              when: { de: 'Woche 2, Tag 12–14', en: 'Week 2, days 12–14' },
              focus: { de: 'Wiederholen, ausruhen', en: 'Revise, rest' },
              tasks: {
                de: 'Die drei häufigsten Fehler, eigene Sätze, Zusammenfassungen; nichts Neues; am Abend vor der Prüfung früh ins Bett gehen',
                en: 'Your three most frequent errors, your own sentences, summaries; nothing new; an early night before the exam',
              },
              check: {
                de: 'Gültiger Lichtbildausweis im Original eingepackt',
                en: 'Valid original photo ID packed',
              },
            },
          ],
        }),
      ],
    },
  ],
  closing: {
    de: 'Fortschritt kommt nicht vom Gefühl, sondern vom System: messen, gezielt üben, wieder messen. Jeder Fehler im Protokoll zeigt Ihnen Punkte, die Sie sich in der Prüfung zurückholen können.',
    en: 'Progress does not come from gut feeling but from a system: measure, practise with focus, measure again. Every error in your log shows you points you can win back in the exam.',
  },
  seoMeta: {
    title: {
      de: 'Üben mit System – telc Deutsch B1',
      en: 'Practice and Improvement Framework – telc Deutsch B1',
    },
    description: {
      de: 'Üben mit System für telc Deutsch B1: Übungskreislauf, Punkte ausrechnen, Selbstbewertung, Fehlerprotokoll und Lernpläne für 8, 4 oder 2 Wochen.',
      en: 'A practice system for telc Deutsch B1: practice loop, working out your score, self-marking, an error log and study plans for 8, 4 or 2 weeks.',
    },
  },
} satisfies Sheet;
