import { table, type Sheet } from '../sheet-schema';

/** German taught in more than one place on this sheet: written once, used where it is taught. */
const NOCH_ZEHN_MINUTEN = {
  german: 'Sie haben noch zehn Minuten.',
  translation: 'You have ten minutes left.',
} as const;

/** The first stretch of the written exam: the three reading parts, then the Sprachbausteine. */
const LESEN_UND_SPRACHBAUSTEINE = {
  de: 'Lesen + Sprachbausteine',
  en: 'Reading + Sprachbausteine',
} as const;

/** Cheat sheet #08: the 150-minute marathon, a time plan for the whole written block. */
export const minuteMarathon150 = {
  pageTitle: {
    main: { de: 'Der', en: 'The' },
    highlight: { de: '150-Minuten-Marathon', en: '150-Minute Marathon' },
    subtitle: {
      de: 'Ein Zeitplan für die ganze schriftliche Prüfung: wo sich Ihre Zeit lohnt, wie Sie den Antwortbogen ausfüllen und was Sie tun, wenn Sie hängen bleiben.',
      en: 'A time plan for the whole written exam: where your time pays most, how to fill in the answer sheet and what to do when you get stuck.',
    },
  },
  exam: { de: 'Schriftliche Prüfung · Zeitplan', en: 'Written exam · Time plan' },
  summary: {
    method: [
      {
        de: '**Lesen + Sprachbausteine: 90 Minuten** für 5 Teile. Faustregel: etwa 20 Minuten pro Teil. Erst die drei Leseteile (je 25 Punkte), dann die Sprachbausteine (je 15 Punkte).',
        en: '**Reading + Sprachbausteine: 90 minutes** for 5 parts. Rule of thumb: about 20 minutes per part. The three reading parts first (25 points each), then the Sprachbausteine (15 points each).',
      },
      {
        de: 'Jede Lösung **sofort** auf den Antwortbogen: Rechnen Sie nicht mit Extrazeit zum Übertragen.',
        en: 'Put every answer on the answer sheet **at once**: do not count on extra time to transfer answers.',
      },
      {
        de: 'Hören: **+** für richtig, **−** für falsch. Lesen Teil 3: **x**, wenn keine Anzeige passt.',
        en: 'Listening: **+** for true, **−** for false. Reading part 3: **x** if no advert fits.',
      },
      {
        de: 'Sie kommen nicht weiter? Ausschließen, entscheiden, markieren, weiter. Eine leere Antwort bringt keinen Punkt.',
        en: 'Stuck? Rule out, decide, mark, move on. A blank scores nothing.',
      },
      {
        de: 'Schreiben: alle 30 Minuten nutzen und alle vier Leitpunkte bearbeiten.',
        en: 'Writing: use all 30 minutes and handle all four guiding points.',
      },
    ],
    phrases: [
      { german: 'der Antwortbogen', translation: 'the answer sheet' },
      { german: 'richtig (+) / falsch (−)', translation: 'true (+) / false (−)' },
      { german: 'Keine Anzeige passt: x', translation: 'No advert fits: x' },
      NOCH_ZEHN_MINUTEN,
      { german: 'Die Zeit ist um.', translation: 'Time is up.' },
    ],
    figures: [
      {
        label: { de: 'Schriftliche Prüfung', en: 'Written exam' },
        value: {
          de: '150 Minuten, 225 Punkte; bestanden ab 135 Punkten (60 %)',
          en: '150 minutes, 225 points; pass mark 135 points (60 %)',
        },
      },
      {
        label: LESEN_UND_SPRACHBAUSTEINE,
        value: {
          de: '90 Minuten für 5 Teile, Aufgaben 1–40',
          en: '90 minutes for 5 parts, items 1–40',
        },
      },
      {
        label: { de: 'Hören', en: 'Listening' },
        value: { de: 'etwa 30 Minuten, Aufgaben 41–60', en: 'about 30 minutes, items 41–60' },
      },
      {
        label: { de: 'Schreiben', en: 'Writing' },
        value: { de: '30 Minuten, eine E-Mail, 45 Punkte', en: '30 minutes, one e-mail, 45 points' },
      },
      {
        label: { de: 'Punkte pro Aufgabe', en: 'Points per item' },
        value: {
          de: 'Lesen 5 · 5 · 2,5 · Sprachbausteine 1,5 · Hören 5 · 2,5 · 5',
          en: 'Reading 5 · 5 · 2.5 · Sprachbausteine 1.5 · listening 5 · 2.5 · 5',
        },
      },
    ],
  },
  sections: [
    {
      id: 'overview',
      title: { de: 'Der Block im Überblick', en: 'The block at a glance' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Die schriftliche Prüfung dauert **150 Minuten** und bringt **225 Punkte**. Sie bestehen mit mindestens **135 Punkten** (60 %). Für einen einzelnen Teil gibt es keine Mindestpunktzahl: Die Teile gleichen sich aus. Ein schwacher Teil ist also kein Grund zur Panik.',
            en: 'The written exam lasts **150 minutes** and is worth **225 points**. You pass with at least **135 points** (60 %). There is no minimum score for a single part: the parts make up for each other. So one weak part is no reason to panic.',
          },
        },
        {
          type: 'timeline',
          caption: {
            de: 'Die 150 Minuten in der Reihenfolge des Modelltests (das Hören dauert etwa 30 Minuten)',
            en: 'The 150 minutes in the order of the model test (listening takes about 30 minutes)',
          },
          headers: {
            phase: { de: 'Teil', en: 'Part' },
            activity: { de: 'Was Sie tun', en: 'What you do' },
            duration: { de: 'Zeit', en: 'Time' },
            goal: { de: 'Ziel', en: 'Goal' },
          },
          segments: [
            {
              phase: LESEN_UND_SPRACHBAUSTEINE,
              activity: {
                de: 'Lesen Teil 1–3 und Sprachbausteine Teil 1–2, Aufgaben 1–40. Faustregel: etwa 20 Minuten pro Teil.',
                en: 'Reading parts 1–3 and Sprachbausteine parts 1–2, items 1–40. Rule of thumb: about 20 minutes per part.',
              },
              from: 0,
              to: 90,
              goal: {
                de: 'Alle 40 Lösungen stehen auf dem Antwortbogen, bevor die Zeit um ist.',
                en: 'All 40 answers are on the answer sheet before time is up.',
              },
            },
            {
              phase: { de: 'Hören', en: 'Listening' },
              activity: {
                de: 'Drei Hörteile, Aufgaben 41–60. Die Aufnahme wird nie angehalten.',
                en: 'Three listening parts, items 41–60. The recording is never stopped.',
              },
              from: 90,
              to: 120,
              goal: {
                de: 'Jede Lösung sofort als + oder − eintragen. Die Seite für das Hören wird in der Regel direkt danach eingesammelt.',
                en: 'Mark each answer as + or − at once. The listening page is usually collected right afterwards.',
              },
            },
            {
              phase: { de: 'Schreiben', en: 'Writing' },
              activity: {
                de: 'Eine E-Mail beantworten: planen, schreiben, kontrollieren.',
                en: 'Answer one e-mail: plan, write, check.',
              },
              from: 120,
              to: 150,
              goal: {
                de: 'Alle vier Leitpunkte sind bearbeitet, und am Ende bleibt Zeit zum Kontrollieren.',
                en: 'All four guiding points are handled, with time left at the end to check.',
              },
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'Was an Ihrem Tag anders sein kann', en: 'What may differ on your day' },
          items: [
            {
              de: 'Die Reihenfolge oben ist die des Modelltests. Es gelten immer die Anweisungen im Prüfungsraum.',
              en: 'The order above is the one in the model test. The instructions in the exam room always count.',
            },
            {
              de: 'Meist finden alle Teile in einer Sitzung statt, ohne geplante Pause.',
              en: 'Usually you do all parts in one sitting, without a scheduled break.',
            },
            {
              de: 'Die mündliche Prüfung kann am selben Tag oder an einem anderen Tag sein (meist innerhalb von 14 Tagen), manchmal sogar vor der schriftlichen. Fragen Sie Ihr Prüfungszentrum.',
              en: 'The oral exam may be on the same day or on another day (usually within 14 days), sometimes even before the written one. Ask your exam centre.',
            },
          ],
        },
      ],
    },
    {
      id: 'where-time-pays',
      title: { de: 'Wo sich Ihre Zeit lohnt', en: 'Where your time pays most' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Nicht jede Aufgabe bringt gleich viele Punkte. Die Zeiten in der Tabelle stammen aus dem Zeitplan auf dieser Seite (ein Richtwert, keine offizielle Regel).',
            en: 'Not every item earns the same number of points. The times in the table come from the time plan on this page (a guideline, not an official rule).',
          },
        },
        table({
          caption: {
            de: 'Punkte pro Aufgabe und empfohlene Zeit',
            en: 'Points per item and advised time',
          },
          columns: [
            { key: 'part', header: { de: 'Teil', en: 'Part' } },
            { key: 'items', header: { de: 'Aufgaben', en: 'Items' } },
            { key: 'perItem', header: { de: 'Punkte pro Aufgabe', en: 'Points per item' } },
            { key: 'total', header: { de: 'Punkte', en: 'Points' } },
            { key: 'time', header: { de: 'Empfohlene Zeit', en: 'Advised time' } },
          ],
          rows: [
            {
              part: { de: 'Lesen Teil 1', en: 'Reading part 1' },
              items: { same: '1–5' },
              perItem: { same: '5' },
              total: { same: '25' },
              time: { de: 'etwa 18 Min.', en: 'about 18 min' },
            },
            {
              part: { de: 'Lesen Teil 2', en: 'Reading part 2' },
              items: { same: '6–10' },
              perItem: { same: '5' },
              total: { same: '25' },
              time: { de: 'etwa 18 Min.', en: 'about 18 min' },
            },
            {
              part: { de: 'Lesen Teil 3', en: 'Reading part 3' },
              items: { same: '11–20' },
              perItem: { de: '2,5', en: '2.5' },
              total: { same: '25' },
              time: { de: 'etwa 18 Min.', en: 'about 18 min' },
            },
            {
              part: { de: 'Sprachbausteine Teil 1', en: 'Sprachbausteine part 1' },
              items: { same: '21–30' },
              perItem: { de: '1,5', en: '1.5' },
              total: { same: '15' },
              time: { de: 'etwa 15 Min.', en: 'about 15 min' },
            },
            {
              part: { de: 'Sprachbausteine Teil 2', en: 'Sprachbausteine part 2' },
              items: { same: '31–40' },
              perItem: { de: '1,5', en: '1.5' },
              total: { same: '15' },
              time: { de: 'etwa 15 Min.', en: 'about 15 min' },
            },
            {
              part: { de: 'Hören Teil 1–3', en: 'Listening parts 1–3' },
              items: { same: '41–60' },
              perItem: { de: '5 · 2,5 · 5', en: '5 · 2.5 · 5' },
              total: { same: '75' },
              time: {
                de: 'etwa 30 Min., von der Aufnahme bestimmt',
                en: 'about 30 min, set by the recording',
              },
            },
            {
              part: { de: 'Schreiben', en: 'Writing' },
              items: { de: '1 E-Mail', en: '1 e-mail' },
              perItem: { same: '45' },
              total: { same: '45' },
              time: { de: '30 Min.', en: '30 min' },
            },
          ],
        }),
        {
          type: 'list',
          items: [
            {
              de: '**Lesen vor Sprachbausteinen:** Jeder Leseteil bringt 25 Punkte, jeder Teil Sprachbausteine nur 15. Eine Aufgabe in Lesen Teil 1 oder 2 (5 Punkte) ist mehr wert als drei Lücken bei den Sprachbausteinen (4,5 Punkte).',
              en: '**Reading before Sprachbausteine:** each reading part is worth 25 points, each Sprachbausteine part only 15. One item in reading part 1 or 2 (5 points) is worth more than three Sprachbausteine gaps (4.5 points).',
            },
            {
              de: '**Hören:** Hier bestimmt die Aufnahme die Zeit; Sie können keine Zeit gewinnen oder verlieren. Nutzen Sie die Lesezeit vor jedem Teil und tragen Sie jede Lösung sofort ein.',
              en: '**Listening:** here the recording sets the time; you cannot gain or lose time. Use the reading time before each part and mark every answer at once.',
            },
            {
              de: '**Schreiben:** Eine einzige Aufgabe bringt 45 Punkte, viel mehr als jede andere Aufgabe. Die 30 Minuten gehören nur dem Schreiben. Nutzen Sie sie ganz.',
              en: '**Writing:** one single task is worth 45 points, far more than any other item. The 30 minutes belong to writing alone. Use all of them.',
            },
          ],
        },
      ],
    },
    {
      id: 'ninety-minutes',
      title: {
        de: 'Die 90 Minuten: Lesen und Sprachbausteine',
        en: 'The 90 minutes: reading and Sprachbausteine',
      },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Fünf Teile, 40 Aufgaben, zusammen 105 Punkte. Eine feste Zeit pro Teil gibt es nicht. Als Faustregel gelten **etwa 20 Minuten pro Teil**. Genau gerechnet sind es 18, denn 5 × 20 ist mehr als 90. Unser Plan gibt den Leseteilen mehr Zeit als den Sprachbausteinen und lässt am Ende eine kleine Reserve.',
            en: 'Five parts, 40 items, 105 points in all. There is no fixed time per part. As a rule of thumb, allow **about 20 minutes per part**. Strictly it is 18, because 5 × 20 is more than 90. Our plan gives the reading parts more time than the Sprachbausteine and keeps a small reserve at the end.',
          },
        },
        {
          type: 'callout',
          tone: 'tip',
          title: {
            de: 'Unsere Empfehlung: erst Lesen 1 → 2 → 3, dann Sprachbausteine 1 → 2',
            en: 'Our advice: reading 1 → 2 → 3 first, then Sprachbausteine 1 → 2',
          },
          items: [
            {
              de: '**Die wertvollen Teile zuerst:** Wenn die Zeit am Ende knapp wird, fehlt sie bei den Sprachbausteinen. Dort bringt eine Lücke nur 1,5 Punkte.',
              en: '**The valuable parts first:** if time runs short at the end, it runs short in the Sprachbausteine, where a gap is worth only 1.5 points.',
            },
            {
              de: '**Lesen braucht einen frischen Kopf:** Die langen Texte kosten Kraft. Am Anfang können Sie sich am besten konzentrieren.',
              en: '**Reading needs a fresh mind:** the long texts take energy. You are at your most focused at the start.',
            },
            {
              de: '**Sprachbausteine gehen oft schneller:** Für eine Lücke lesen Sie meist nur einen oder zwei Sätze. Vielen Lernenden reichen deshalb etwa 15 Minuten pro Teil.',
              en: '**Sprachbausteine are often quicker:** for one gap you usually read only one or two sentences. That is why many learners manage with about 15 minutes per part.',
            },
            {
              de: '**Lesen Teil 3 dauert oft am längsten:** 10 Situationen, 12 Anzeigen. Brauchen Sie dort mehr Zeit, nehmen Sie sie aus Teil 1 oder aus der Reserve.',
              en: '**Reading part 3 often takes longest:** 10 situations, 12 adverts. If you need more time there, take it from part 1 or from the reserve.',
            },
            {
              de: '**Weniger Fehler auf dem Bogen:** Diese Reihenfolge ist auch die Reihenfolge der Nummern 1–40. So tragen Sie keine Lösung in die falsche Zeile ein. Wenn Sie die Reihenfolge ändern, prüfen Sie jede Nummer doppelt.',
              en: '**Fewer slips on the sheet:** this order is also the order of the numbers 1–40, so you do not put an answer in the wrong row. If you change the order, double-check every number.',
            },
          ],
        },
        {
          type: 'timeline',
          caption: {
            de: 'Zeitplan für die 90 Minuten (Richtwert, keine offizielle Regel)',
            en: 'Time plan for the 90 minutes (guideline, not an official rule)',
          },
          headers: {
            phase: { de: 'Teil', en: 'Part' },
            activity: { de: 'Was Sie tun', en: 'What you do' },
            duration: { de: 'Zeit', en: 'Time' },
            goal: { de: 'Kontrollpunkt', en: 'Checkpoint' },
          },
          segments: [
            {
              phase: { de: 'Lesen Teil 1', en: 'Reading part 1' },
              activity: {
                de: 'Erst die 10 Überschriften, dann die 5 Texte schnell lesen und zuordnen.',
                en: 'First the 10 headlines, then read the 5 texts quickly and match them.',
              },
              from: 0,
              to: 18,
              goal: {
                de: 'Minute 18: Aufgaben 1–5 sind markiert.',
                en: 'Minute 18: items 1–5 are marked.',
              },
            },
            {
              phase: { de: 'Lesen Teil 2', en: 'Reading part 2' },
              activity: {
                de: 'Erst die 5 Aufgaben, dann im Artikel die passenden Stellen genau lesen.',
                en: 'First the 5 items, then read the matching places in the article closely.',
              },
              from: 18,
              to: 36,
              goal: {
                de: 'Minute 36: Aufgaben 6–10 sind markiert.',
                en: 'Minute 36: items 6–10 are marked.',
              },
            },
            {
              phase: { de: 'Lesen Teil 3', en: 'Reading part 3' },
              activity: {
                de: 'Erst die 10 Situationen, dann in den 12 Anzeigen suchen.',
                en: 'First the 10 situations, then search the 12 adverts.',
              },
              from: 36,
              to: 54,
              goal: {
                de: 'Minute 54: Aufgaben 11–20 sind markiert, auch jedes x.',
                en: 'Minute 54: items 11–20 are marked, every x included.',
              },
            },
            {
              phase: { de: 'Sprachbausteine Teil 1', en: 'Sprachbausteine part 1' },
              activity: {
                de: 'Den ganzen Satz um die Lücke lesen, dann a, b oder c wählen.',
                en: 'Read the whole sentence around the gap, then choose a, b or c.',
              },
              from: 54,
              to: 69,
              goal: {
                de: 'Minute 69: Aufgaben 21–30 sind markiert.',
                en: 'Minute 69: items 21–30 are marked.',
              },
            },
            {
              phase: { de: 'Sprachbausteine Teil 2', en: 'Sprachbausteine part 2' },
              activity: {
                de: 'Für jede Lücke eines der 15 Wörter; jedes Wort nur einmal. Benutzte Wörter durchstreichen.',
                en: 'One of the 15 words for each gap; each word only once. Cross out words you have used.',
              },
              from: 69,
              to: 84,
              goal: {
                de: 'Minute 84: Aufgaben 31–40 sind markiert.',
                en: 'Minute 84: items 31–40 are marked.',
              },
            },
            {
              phase: { de: 'Reserve', en: 'Reserve' },
              activity: {
                de: 'Zu den notierten schweren Aufgaben zurückgehen. Zum Schluss den Bogen prüfen: Ist keine Zeile leer?',
                en: 'Go back to the hard items you noted. Last, check the sheet: is no row empty?',
              },
              from: 84,
              to: 90,
              goal: {
                de: 'Minute 90: Der Bogen ist vollständig.',
                en: 'Minute 90: the sheet is complete.',
              },
            },
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: {
            de: 'Kontrollpunkte als Uhrzeit notieren',
            en: 'Write the checkpoints down as clock times',
          },
          text: {
            de: 'Ihre Uhr (keine Smartwatch) liegt vor Ihnen auf dem Tisch. Schreiben Sie am Anfang die Kontrollpunkte als Uhrzeit auf Ihr Notizpapier. Ein Beginn um 9:00 Uhr heißt zum Beispiel: 9:18 – 9:36 – 9:54 – 10:09 – 10:24 – Ende 10:30. Sind Sie an einem Kontrollpunkt hinter dem Plan, entscheiden Sie die offenen Aufgaben schnell und gehen weiter.',
            en: 'Your watch (not a smartwatch) lies on the desk in front of you. At the start, write the checkpoints on your note paper as clock times. A 9:00 start, for example, means: 9:18 – 9:36 – 9:54 – 10:09 – 10:24 – end 10:30. If you are behind the plan at a checkpoint, decide the open items quickly and move on.',
          },
        },
        {
          type: 'paragraph',
          text: {
            de: 'Die Methoden für jeden Teil finden Sie auf den Spickzetteln „Leseverstehen meistern“ und „Sprachbausteine: Muster erkennen“.',
            en: 'The methods for each part are on the cheat sheets “Reading Mastery” and “Language Elements Patterns”.',
          },
        },
      ],
    },
    {
      id: 'listening-and-writing',
      title: { de: 'Hören und Schreiben', en: 'Listening and writing' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Beim Hören bestimmt die Aufnahme das Tempo. Sie läuft etwa 30 Minuten und wird nie angehalten. Ihre Aufgabe ist es, jederzeit bereit zu sein.',
            en: 'In listening, the recording sets the pace. It runs for about 30 minutes and is never stopped. Your job is to be ready at every moment.',
          },
        },
        table({
          caption: {
            de: 'Die drei Hörteile und ihre Zeit',
            en: 'The three listening parts and their timing',
          },
          columns: [
            { key: 'part', header: { de: 'Teil', en: 'Part' } },
            { key: 'before', header: { de: 'Zeit vor dem Hören', en: 'Time before listening' } },
            { key: 'heard', header: { de: 'Wie oft?', en: 'How often?' } },
            { key: 'tactic', header: { de: 'Zeit-Taktik', en: 'Timing tactic' } },
          ],
          rows: [
            {
              part: { de: 'Teil 1: 5 kurze Texte (41–45)', en: 'Part 1: 5 short texts (41–45)' },
              before: { de: 'etwa 30 Sekunden', en: 'about 30 seconds' },
              heard: { de: 'nur einmal', en: 'only once' },
              tactic: {
                de: 'Nach jedem Text sofort + oder − setzen. Der nächste Text kommt gleich.',
                en: 'Mark + or − straight after each text. The next text comes at once.',
              },
            },
            {
              part: {
                de: 'Teil 2: ein langes Gespräch (46–55)',
                en: 'Part 2: one long conversation (46–55)',
              },
              before: { de: 'etwa eine Minute', en: 'about a minute' },
              heard: { de: 'zweimal', en: 'twice' },
              tactic: {
                de: 'Beim ersten Hören zu jeder Aussage + oder − auf den Bogen, ein ? neben unsicheren Aussagen ins Heft. Beim zweiten Hören alle prüfen und eindeutig auf dem Bogen korrigieren.',
                en: 'The first time, mark + or − for every statement on the sheet, and a ? in the booklet next to unsure ones. The second time, check them all and correct clearly on the sheet.',
              },
            },
            {
              part: {
                de: 'Teil 3: 5 kurze Alltagstexte (56–60)',
                en: 'Part 3: 5 short everyday texts (56–60)',
              },
              before: {
                de: 'jede Pause nutzen, um die nächste Aussage zu lesen',
                en: 'use every pause to read the next statement',
              },
              heard: { de: 'jeden Text zweimal', en: 'each text twice' },
              tactic: {
                de: 'Nur auf die gesuchte Information achten: Zeit, Ort, Zahl. Wie in Teil 2: gleich auf den Bogen.',
                en: 'Listen only for the information you need: time, place, number. As in part 2: straight onto the sheet.',
              },
            },
          ],
        }),
        {
          type: 'paragraph',
          text: {
            de: 'Mehr zum Hören: Spickzettel „Hörverstehen in der schriftlichen Prüfung“.',
            en: 'More on listening: the cheat sheet “Listening Mastery: Written Exam”.',
          },
        },
        {
          type: 'paragraph',
          text: {
            de: 'Beim Schreiben haben Sie **30 Minuten** für **eine** E-Mail mit vier Leitpunkten. Ein fester Plan schützt Sie davor, dass die Zeit für den letzten Leitpunkt fehlt.',
            en: 'For writing you have **30 minutes** for **one** e-mail with four guiding points ([[Leitpunkte]]). A fixed plan protects you from running out of time for the last guiding point.',
          },
        },
        {
          type: 'steps',
          items: [
            {
              title: { de: 'Minute 1–5: planen', en: 'Minutes 1–5: plan' },
              text: {
                de: 'Die E-Mail und die Aufgabe lesen. Die vier Leitpunkte nummerieren. Du oder Sie? Zu jedem Leitpunkt zwei, drei Stichwörter auf das Notizpapier schreiben.',
                en: 'Read the e-mail and the task. Number the four guiding points. [[du]] or [[Sie]]? Note two or three keywords for each guiding point on the note paper.',
              },
            },
            {
              title: { de: 'Minute 6–25: schreiben', en: 'Minutes 6–25: write' },
              text: {
                de: 'Anrede, dann die Leitpunkte der Reihe nach, mit Verbindungswörtern wie [[außerdem]] oder [[deshalb]], dann der Gruß. Eine offizielle Wortzahl gibt es nicht. Als Faustregel reichen etwa 100 bis 150 Wörter. Schreiben Sie direkt auf den Antwortbogen, aufs Notizpapier nur Stichwörter: Für einen ganzen Entwurf und das Abschreiben reichen 30 Minuten meist nicht, und in der Regel zählt nur der Bogen.',
                en: 'Greeting, then the guiding points in order, linked with words such as [[außerdem]] (also) or [[deshalb]] (so), then the closing. There is no official word count; as a rule of thumb, about 100 to 150 words are enough. Write straight onto the answer sheet, with only key words on the note paper: 30 minutes are usually not enough for a full draft and a fair copy, and as a rule only the sheet counts.',
              },
            },
            {
              title: { de: 'Minute 26–30: kontrollieren', en: 'Minutes 26–30: check' },
              text: {
                de: 'Alle vier Leitpunkte da? Überall dieselbe Anredeform (du oder Sie)? Dann Verbposition, Großschreibung der Nomen und Endungen prüfen.',
                en: 'All four guiding points there? The same form of address ([[du]] or [[Sie]]) throughout? Then check verb position, capital letters on nouns and endings.',
              },
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'Warum jeder Leitpunkt zählt', en: 'Why every guiding point counts' },
          text: {
            de: 'Die E-Mail wird nach drei Kriterien bewertet: Aufgabenbewältigung, Kommunikative Gestaltung und Formale Richtigkeit. Bei der Aufgabenbewältigung zählt, wie viele Leitpunkte Sie bearbeiten: Vier ergeben A (5 Punkte), drei nur B (3 Punkte). Die Punkte der drei Kriterien werden addiert und mit 3 multipliziert. Ein fehlender Leitpunkt kostet also 6 Punkte. Ein kurzer Satz reicht, damit ein Leitpunkt zählt. Übungen finden Sie auf den Spickzetteln „Schreiben üben“.',
            en: 'The e-mail is marked on three criteria: [[Aufgabenbewältigung]] (task completion), [[Kommunikative Gestaltung]] (communicative design) and [[Formale Richtigkeit]] (formal accuracy). For task completion, what counts is how many guiding points you handle: four give an A (5 points), three only a B (3 points). The points of the three criteria are added up and multiplied by 3. So one missing guiding point costs 6 points. One short sentence is enough for a point to count. You will find practice on the “Writing Practice” cheat sheets.',
          },
        },
      ],
    },
    {
      id: 'answer-sheet',
      title: { de: 'Der Antwortbogen', en: 'The answer sheet' },
      blocks: [
        {
          type: 'callout',
          tone: 'warning',
          title: { de: 'Keine Extrazeit zum Übertragen', en: 'No extra time to transfer answers' },
          text: {
            de: 'Die Seite des Antwortbogens für Lesen und Sprachbausteine wird in der Regel eingesammelt, wenn die 90 Minuten vorbei sind, die Seite für das Hören direkt nach dem Hören. Nur was auf dem Bogen steht, bringt Punkte. Markieren Sie deshalb jede Lösung sofort, nicht erst am Ende.',
            en: 'The answer-sheet page for reading and Sprachbausteine is usually collected when the 90 minutes end, the listening page right after listening. Only what is on the sheet earns points. So mark each answer straight away, not at the end.',
          },
        },
        table({
          caption: { de: 'Was Sie wo markieren', en: 'What you mark where' },
          columns: [
            { key: 'part', header: { de: 'Teil', en: 'Part' } },
            { key: 'numbers', header: { de: 'Nummern', en: 'Numbers' } },
            { key: 'mark', header: { de: 'Ihre Lösung', en: 'Your answer' } },
          ],
          rows: [
            {
              part: { de: 'Lesen Teil 1', en: 'Reading part 1' },
              numbers: { same: '1–5' },
              mark: {
                de: 'ein Buchstabe a–j; jede Überschrift höchstens einmal',
                en: 'a letter a–j; each headline at most once',
              },
            },
            {
              part: { de: 'Lesen Teil 2', en: 'Reading part 2' },
              numbers: { same: '6–10' },
              mark: { de: 'a, b oder c', en: 'a, b or c' },
            },
            {
              part: { de: 'Lesen Teil 3', en: 'Reading part 3' },
              numbers: { same: '11–20' },
              mark: {
                de: 'ein Buchstabe a–l, jede Anzeige nur einmal, oder **x**, wenn keine Anzeige passt',
                en: 'a letter a–l, each advert only once, or **x** if no advert fits',
              },
            },
            {
              part: { de: 'Sprachbausteine Teil 1', en: 'Sprachbausteine part 1' },
              numbers: { same: '21–30' },
              mark: { de: 'a, b oder c', en: 'a, b or c' },
            },
            {
              part: { de: 'Sprachbausteine Teil 2', en: 'Sprachbausteine part 2' },
              numbers: { same: '31–40' },
              mark: {
                de: 'ein Buchstabe a–o; jedes Wort nur einmal',
                en: 'a letter a–o; each word only once',
              },
            },
            {
              part: { de: 'Hören Teil 1–3', en: 'Listening parts 1–3' },
              numbers: { same: '41–60' },
              mark: { de: '**+** (richtig) oder **−** (falsch)', en: '**+** (true) or **−** (false)' },
            },
          ],
        }),
        {
          type: 'list',
          items: [
            {
              de: '**Nach jeder Aufgabe:** Lösung im Heft finden, dann sofort auf den Bogen. Prüfen Sie dabei die Nummer der Zeile.',
              en: '**After each item:** find the answer in the booklet, then put it on the sheet at once. Check the row number as you do.',
            },
            {
              de: '**x ist eine Lösung:** In Lesen Teil 3 markieren Sie **x** wie einen Buchstaben. Eine leere Zeile ist nicht dasselbe.',
              en: '**x is an answer:** in reading part 3 you mark **x** like a letter. An empty row is not the same thing.',
            },
            {
              de: '**Markieren wie verlangt:** Halten Sie sich beim Markieren und Korrigieren an die Anweisungen auf dem Bogen und im Raum. Eine Korrektur muss eindeutig sein.',
              en: '**Mark as instructed:** when you mark and correct, follow the instructions on the sheet and in the room. A correction must be unambiguous.',
            },
          ],
        },
        {
          type: 'phrases',
          title: {
            de: 'Sätze, die Sie im Prüfungsraum hören können',
            en: 'Sentences you may hear in the exam room',
          },
          items: [
            { german: 'Sie haben jetzt 90 Minuten Zeit.', translation: 'You now have 90 minutes.' },
            {
              ...NOCH_ZEHN_MINUTEN,
              tip: {
                de: 'Jetzt alle offenen Zeilen füllen.',
                en: 'Now fill every empty row.',
              },
            },
            { german: 'Bitte legen Sie die Stifte weg.', translation: 'Please put your pens down.' },
            {
              german: 'Bitte geben Sie den Antwortbogen ab.',
              translation: 'Please hand in the answer sheet.',
            },
          ],
        },
      ],
    },
    {
      id: 'when-stuck',
      title: { de: 'Wenn Sie hängen bleiben', en: 'When you get stuck' },
      blocks: [
        {
          type: 'steps',
          items: [
            {
              title: { de: 'Grenze setzen', en: 'Set a limit' },
              text: {
                de: 'Kommen Sie bei einer Aufgabe etwa zwei Minuten nicht weiter, hören Sie auf zu suchen. (Unser Richtwert, keine offizielle Regel.)',
                en: 'If an item gets you nowhere for about two minutes, stop searching. (Our guideline, not an official rule.)',
              },
            },
            {
              title: { de: 'Ausschließen', en: 'Rule out' },
              text: {
                de: 'Streichen Sie die Möglichkeiten, die sicher nicht passen. Oft bleiben nur zwei übrig.',
                en: 'Cross out the options that certainly do not fit. Often only two are left.',
              },
            },
            {
              title: { de: 'Entscheiden und markieren', en: 'Decide and mark' },
              text: {
                de: 'Wählen Sie die beste Möglichkeit und tragen Sie sie sofort auf den Bogen ein.',
                en: 'Choose the best option and put it on the sheet at once.',
              },
            },
            {
              title: { de: 'Notieren, weitermachen', en: 'Note it, move on' },
              text: {
                de: 'Schreiben Sie die Nummer der Aufgabe auf Ihr Notizpapier. Bleibt am Ende Zeit, kommen Sie zurück.',
                en: 'Write the item number on your note paper. If there is time at the end, come back.',
              },
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: { de: 'Eine leere Antwort bringt nichts', en: 'A blank scores nothing' },
          text: {
            de: 'Eine leere Zeile bringt sicher keinen Punkt. Eine überlegte Lösung hat wenigstens eine Chance. Lassen Sie also keine Zeile leer.',
            en: 'An empty row certainly earns no points. A considered answer at least has a chance. So leave no row empty.',
          },
        },
        {
          type: 'example',
          title: { de: 'Vier Zeitentscheidungen', en: 'Four timing decisions' },
          steps: [
            {
              prompt: {
                de: 'Minute 40: Sie sind noch bei Lesen Teil 2, Aufgabe 9. Laut Plan sollten Sie seit Minute 36 in Teil 3 sein.',
                en: 'Minute 40: you are still in reading part 2, item 9. By the plan you should have been in part 3 since minute 36.',
              },
              answer: {
                de: 'Aufgaben 9 und 10 jetzt entscheiden, markieren, weiter zu Teil 3.',
                en: 'Decide items 9 and 10 now, mark them, move on to part 3.',
              },
              reasoning: {
                de: 'Vier Minuten holen Sie bei den Sprachbausteinen und in der Reserve wieder auf. Wer noch länger bei Teil 2 bleibt, dem fehlt später die Zeit für die zehn Aufgaben in Teil 3 (25 Punkte).',
                en: 'You can win back four minutes in the Sprachbausteine and the reserve. Stay longer in part 2, and you will be short of time later for the ten items in part 3 (25 points).',
              },
            },
            {
              prompt: {
                de: 'Minute 86: Bei den Sprachbausteinen, Teil 2, sind noch drei Lücken offen.',
                en: 'Minute 86: three gaps in Sprachbausteine part 2 are still open.',
              },
              answer: {
                de: 'Für jede Lücke ein passendes Wort aus den übrigen Wörtern wählen. Dann den Bogen auf leere Zeilen prüfen.',
                en: 'For each gap, choose a fitting word from the words that are left. Then check the sheet for empty rows.',
              },
              reasoning: {
                de: 'Bei Minute 90 wird der Bogen in der Regel eingesammelt. Die Wortart hilft: Fehlt ein Nomen, ein Verb oder eine Präposition?',
                en: 'At minute 90 the sheet is usually collected. The word class helps: is a noun, a verb or a preposition missing?',
              },
            },
            {
              prompt: {
                de: 'Hören Teil 2: Beim ersten Hören haben Sie die Stelle für Aufgabe 48 verpasst. Das Gespräch geht weiter.',
                en: 'Listening part 2: in the first listening you missed the place for item 48. The conversation goes on.',
              },
              answer: {
                de: 'Schnell + oder − auf den Bogen, ein ? ins Heft und sofort auf Aufgabe 49 achten. Aufgabe 48 beim zweiten Hören prüfen.',
                en: 'Quickly mark + or − on the sheet, put a ? in the booklet and listen for item 49 at once. Check item 48 in the second listening.',
              },
              reasoning: {
                de: 'Die Aufnahme wird nie angehalten, und die Aussagen folgen meist dem Gespräch. Wer an Aufgabe 48 hängt, verpasst auch 49. Teil 2 hören Sie aber zweimal.',
                en: 'The recording is never stopped, and the statements usually follow the conversation. If you stay stuck on item 48, you miss 49 as well. But you hear part 2 twice.',
              },
            },
            {
              prompt: {
                de: 'Minute 145 des Blocks: Ihre E-Mail behandelt erst drei der vier Leitpunkte.',
                en: 'Minute 145 of the block: your e-mail handles only three of the four guiding points so far.',
              },
              answer: {
                de: 'Jetzt ein oder zwei kurze Sätze zum vierten Leitpunkt schreiben, dann den Gruß.',
                en: 'Write one or two short sentences on the fourth guiding point now, then the closing.',
              },
              reasoning: {
                de: 'Ein kurzer Satz reicht, damit der Leitpunkt zählt: A statt B bei der Aufgabenbewältigung. Schöne Formulierungen bringen Ihnen jetzt weniger als der fehlende Punkt.',
                en: 'One short sentence is enough for the point to count: A instead of B for [[Aufgabenbewältigung]] (task completion). Polished wording gains you less now than the missing point.',
              },
            },
          ],
        },
      ],
    },
    {
      id: 'energy-focus',
      title: { de: 'Energie und Konzentration', en: 'Energy and focus' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: '150 Minuten konzentriert zu arbeiten, ist anstrengend, und eine geplante Pause gibt es meist nicht. Teilen Sie Ihre Kraft also ein wie bei einem Lauf: gut starten, gleichmäßig arbeiten, kurz durchatmen.',
            en: 'Working with focus for 150 minutes is tiring, and there is usually no scheduled break. So plan your energy as for a run: start well, work at an even pace, take short breathers.',
          },
        },
        table({
          caption: { de: 'Kraft einteilen', en: 'Managing your energy' },
          columns: [
            { key: 'when', header: { de: 'Wann', en: 'When' } },
            { key: 'what', header: { de: 'Was Sie tun', en: 'What you do' } },
          ],
          rows: [
            {
              when: { de: 'Vor dem Start', en: 'Before the start' },
              what: {
                de: 'Etwas Leichtes essen, zur Toilette gehen, eine einfache Uhr und Wasser mitbringen. Viele Zentren erlauben Getränke nur in durchsichtigen Flaschen ohne Etikett. Fragen Sie vorher nach.',
                en: 'Eat something light, go to the toilet, bring a simple watch and water. Many centres allow drinks only in clear bottles without a label. Ask beforehand.',
              },
            },
            {
              when: {
                de: 'Im 90-Minuten-Block nach jedem Teil',
                en: 'In the 90-minute block, after each part',
              },
              what: {
                de: 'Eine Mikropause von etwa 20 Sekunden: Stift hinlegen, vom Papier wegsehen, langsam ausatmen, Schultern locker lassen, einen Schluck trinken.',
                en: 'A micro-pause of about 20 seconds: put the pen down, look away from the paper, breathe out slowly, relax your shoulders, take a sip.',
              },
            },
            {
              when: { de: 'Nach einem schweren Teil', en: 'After a hard part' },
              what: {
                de: 'Den Teil innerlich abhaken. Der nächste Teil bringt neue Punkte, und die Teile gleichen sich aus.',
                en: 'Close the part in your mind. The next part brings new points, and the parts make up for each other.',
              },
            },
            {
              when: { de: 'Vor dem Hören', en: 'Before listening' },
              what: {
                de: 'Gerade sitzen, tief durchatmen, den Stift in die Hand nehmen. Ab jetzt bestimmt die Aufnahme das Tempo.',
                en: 'Sit up, take a deep breath, pick up the pen. From now on the recording sets the pace.',
              },
            },
            {
              when: { de: 'Vor dem Schreiben', en: 'Before writing' },
              what: {
                de: 'Das Hören ist vorbei, egal wie es lief. Ein frischer Start: Sie haben 30 Minuten ganz für sich.',
                en: 'Listening is over, however it went. A fresh start: you have 30 minutes all to yourself.',
              },
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Üben Sie den Marathon vorher', en: 'Practise the marathon beforehand' },
          text: {
            de: 'Machen Sie mindestens einen ganzen Übungstest am Stück, mit Uhr und ohne Pause. So kennen Sie Ihr Tempo und wissen, wann Ihre Konzentration nachlässt. Mehr zur Ruhe am Prüfungstag: Spickzettel „Der Prüfungstag“.',
            en: 'Do at least one full practice test in one go, with a clock and without a break. Then you know your pace and when your focus starts to drop. More on staying calm on exam day: the cheat sheet “Test Day Mastery”.',
          },
        },
      ],
    },
  ],
  closing: {
    de: 'Einen Marathon schafft man mit einem guten Plan und gleichmäßigem Tempo. Kennen Sie Ihre Kontrollpunkte, markieren Sie sofort und lassen Sie keine Zeile leer.',
    en: 'You get through a marathon with a good plan and an even pace. Know your checkpoints, mark as you go and leave no row empty.',
  },
  seoMeta: {
    title: {
      de: 'Der 150-Minuten-Marathon – Zeitplan telc Deutsch B1',
      en: 'The 150-Minute Marathon – telc Deutsch B1 time plan',
    },
    description: {
      de: 'Zeitplan für die schriftliche Prüfung telc Deutsch B1: 90 Minuten Lesen und Sprachbausteine, Hören, Schreiben, Punkte pro Aufgabe und der Antwortbogen.',
      en: 'Time plan for the telc Deutsch B1 written exam: 90 minutes of reading and Sprachbausteine, listening, writing, points per item and the answer sheet.',
    },
  },
} satisfies Sheet;
