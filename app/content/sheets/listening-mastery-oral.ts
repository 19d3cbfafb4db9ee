import { table, type Sheet } from '../sheet-schema';

/** German taught in more than one place on this sheet: written once, used where it is taught. */
const KANNST_DU_DAS_BITTE = {
  german: 'Kannst du das bitte noch einmal sagen?',
  translation: 'Can you say that again, please?',
} as const;
const HABE_ICH_RICHTIG_VERSTANDEN = {
  german: 'Habe ich richtig verstanden, dass …?',
  translation: 'Have I understood correctly that …?',
} as const;
const WIE_MEINST_DU_DAS = { german: 'Wie meinst du das?', translation: 'How do you mean?' } as const;
const DU_HAST_GESAGT_DASS = {
  german: 'Du hast gesagt, dass … Das finde ich auch.',
  translation: 'You said that … I think so too.',
} as const;
const ENTSCHULDIGUNG_KONNEN_SIE_DAS = {
  german: 'Entschuldigung, könnten Sie das bitte wiederholen?',
  translation: 'Excuse me, could you repeat that, please?',
} as const;

/** The three parts of the oral exam, as the summary and the tables name them. */
const PART_1 = {
  de: 'Teil 1: Einander kennenlernen',
  en: 'Part 1, Getting to know each other ([[Einander kennenlernen]])',
} as const;
const PART_2 = {
  de: 'Teil 2: Über ein Thema sprechen',
  en: 'Part 2, Talking about a topic ([[Über ein Thema sprechen]])',
} as const;
const PART_3 = {
  de: 'Teil 3: Gemeinsam etwas planen',
  en: 'Part 3, Planning something together ([[Gemeinsam etwas planen]])',
} as const;

/** Length and points of part 2 and of part 3 (the same for both). */
const SIX_MINUTES_30_POINTS = {
  de: 'etwa 6 Minuten · 30 Punkte',
  en: 'about 6 minutes · 30 points',
} as const;

/** Cheat sheet #04: Listening Mastery, oral exam. */
export const listeningMasteryOral = {
  pageTitle: {
    main: { de: 'Zuhören', en: 'Listening Mastery:' },
    highlight: { de: 'in der mündlichen Prüfung', en: 'Oral Exam' },
    subtitle: {
      de: 'Gut zuhören, passend reagieren und höflich nachfragen: So wird aus zwei Monologen ein echtes Gespräch.',
      en: 'Listen well, react to the point and ask politely when something is unclear: that is how two monologues become a real conversation.',
    },
  },
  exam: { de: 'Mündliche Prüfung · Teil 1 bis 3', en: 'Oral exam · All three parts' },
  summary: {
    method: [
      {
        de: 'O – Orientieren: Welcher Teil ist das? Worüber spricht die andere Person gerade?',
        en: 'O – Orient ([[Orientieren]]): which part is this? What is the other person talking about right now?',
      },
      {
        de: 'H – Hören: zwei oder drei Schlüsselwörter merken und zeigen, dass Sie zuhören.',
        en: 'H – Hear ([[Hören]]): remember two or three key words and show that you are listening.',
      },
      {
        de: 'R – Reagieren: Worte aufgreifen, nachfragen, antworten. Zum Partner du, zu den Prüferinnen und Prüfern Sie.',
        en: 'R – React ([[Reagieren]]): pick up their words, ask back, answer. Say [[du]] to your partner and [[Sie]] to the examiners.',
      },
      {
        de: 'Nicht verstanden? Höflich nachfragen, nie nur „Ja, ja“ sagen.',
        en: 'Did not understand? Ask politely; never just say [[Ja, ja]].',
      },
    ],
    phrases: [
      KANNST_DU_DAS_BITTE,
      HABE_ICH_RICHTIG_VERSTANDEN,
      WIE_MEINST_DU_DAS,
      DU_HAST_GESAGT_DASS,
      ENTSCHULDIGUNG_KONNEN_SIE_DAS,
    ],
    figures: [
      {
        label: { de: 'Vorbereitung', en: 'Preparation' },
        value: {
          de: '20 Minuten; in der Regel alle Aufgabenblätter, Notizen ansehen ja, vorlesen nein; unser Rat: allein vorbereiten',
          en: '20 minutes; usually all task sheets, notes looked at, not read out; our advice: prepare on your own',
        },
      },
      {
        label: { de: 'Prüfung', en: 'Exam' },
        value: {
          de: 'etwa 15 Minuten zu zweit, zwei Prüferinnen und Prüfer',
          en: 'about 15 minutes in pairs, two examiners',
        },
      },
      {
        label: PART_1,
        value: { de: 'etwa 3 Minuten · 15 Punkte', en: 'about 3 minutes · 15 points' },
      },
      { label: PART_2, value: SIX_MINUTES_30_POINTS },
      { label: PART_3, value: SIX_MINUTES_30_POINTS },
      {
        label: { de: 'Bestanden', en: 'Pass mark' },
        value: { de: '45 von 75 Punkten', en: '45 of 75 points' },
      },
    ],
  },
  sections: [
    {
      id: 'why-listening-counts',
      title: {
        de: 'Warum Zuhören in der mündlichen Prüfung zählt',
        en: 'Why listening counts in the oral exam',
      },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'In der mündlichen Prüfung sprechen Sie nicht allein. Sie führen ein **Gespräch**, normalerweise mit einem Partner, und **zwei Prüferinnen und Prüfer** hören zu. Wenn nur eine Person zur Prüfung angemeldet ist, übernimmt eine Prüferin oder ein Prüfer die Rolle des Partners. Wer gut zuhört, kann passend antworten, Fragen stellen und das Gespräch weiterführen.',
            en: 'In the oral exam you do not speak alone. You have a **conversation**, normally with a partner, and **two examiners** listen. If only one candidate is registered, one examiner takes the partner’s role. If you listen well, you can answer to the point, ask questions and keep the conversation going.',
          },
        },
        table({
          caption: { de: 'Die mündliche Prüfung im Überblick', en: 'The oral exam at a glance' },
          columns: [
            { key: 'part', header: { de: 'Teil', en: 'Part' } },
            { key: 'time', header: { de: 'Dauer (für beide zusammen)', en: 'Time (for the pair)' } },
            { key: 'points', header: { de: 'Punkte', en: 'Points' } },
            { key: 'task', header: { de: 'Was Sie tun', en: 'What you do' } },
          ],
          rows: [
            {
              part: { de: 'Vorbereitung', en: 'Preparation' },
              time: { de: '20 Minuten', en: '20 minutes' },
              points: { same: '–' },
              task: {
                de: 'In einem anderen Raum bekommen Sie in der Regel **alle** Aufgabenblätter (das Blatt für Teil 1 hat nur Stichpunkte zu Themen). Ihre Notizen auf dem gestempelten Papier dürfen Sie meist in die Prüfung mitnehmen und ansehen, aber nicht vorlesen.',
                en: 'In a separate room you usually get **all** the task sheets (the sheet for part 1 only has topic cues). You may usually take your notes on the stamped paper into the exam and look at them, but not read them out.',
              },
            },
            {
              part: {
                de: 'Teil 1: Einander kennenlernen (früher: Kontaktaufnahme)',
                en: 'Part 1, Getting to know each other ([[Einander kennenlernen]]; older name [[Kontaktaufnahme]])',
              },
              time: { de: 'etwa 3 Minuten', en: 'about 3 minutes' },
              points: { same: '15' },
              task: {
                de: 'Eine kurze Vorstellung von etwa 30 Sekunden (4–5 Sätze; unser Rat, keine Regel). Dann stellen Sie sich gegenseitig Fragen, zum Beispiel zu Wohnort, Arbeit, Familie, Sprachen und Freizeit.',
                en: 'A short introduction of about 30 seconds (4–5 sentences; our advice, not a rule). Then you ask each other questions, for example about where you live, work, family, languages and free time.',
              },
            },
            {
              part: {
                de: 'Teil 2: Über ein Thema sprechen (früher: Gespräch über ein Thema)',
                en: 'Part 2, Talking about a topic ([[Über ein Thema sprechen]]; older name [[Gespräch über ein Thema]])',
              },
              time: { de: 'etwa 6 Minuten', en: 'about 6 minutes' },
              points: { same: '30' },
              task: {
                de: 'Gleiches Thema, aber **verschiedene** kurze Texte, meist die Meinung einer Person mit Foto. Sie erzählen sich gegenseitig, was in Ihrem Text steht. Dann sprechen Sie über Ihre Erfahrungen und Meinungen. Keine Bildbeschreibung, kein langer Vortrag, keine feste Redezeit pro Person.',
                en: 'The same topic, but **different** short texts, usually one person’s opinion with a photo. You tell each other what your text says. Then you talk about your experiences and opinions. Not a picture description, not a long speech, no fixed speaking time per person.',
              },
            },
            {
              part: PART_3,
              time: { de: 'etwa 6 Minuten', en: 'about 6 minutes' },
              points: { same: '30' },
              task: {
                de: 'Eine Aktivität nach den Punkten auf dem Aufgabenblatt planen: Vorschläge machen, reagieren, sich einigen, Aufgaben verteilen.',
                en: 'Plan an activity from the points on the task sheet: make suggestions, react, agree, decide who does what.',
              },
            },
            {
              part: { de: 'Zusammen', en: 'In all' },
              time: { de: 'etwa 15 Minuten', en: 'about 15 minutes' },
              points: { de: '75 (bestanden ab 45)', en: '75 (pass mark 45)' },
              task: {
                de: 'zu zweit, mit zwei Prüferinnen und Prüfern',
                en: 'in pairs, with two examiners',
              },
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Unser Rat: allein vorbereiten', en: 'Our advice: prepare on your own' },
          text: {
            de: 'Planen Sie in der Vorbereitung nicht mit Ihrem Partner. Das ist keine offizielle Regel, sondern unser Rat: So bleibt das Gespräch echt, und Sie hören in der Prüfung wirklich zu.',
            en: 'Do not plan with your partner during the preparation. There is no official rule either way; this is our advice: the conversation stays real, and in the exam you really listen to each other.',
          },
        },
        table({
          caption: {
            de: 'Die vier Kriterien, in jedem Teil (Punkte wie im Modelltest)',
            en: 'The four criteria, in every part (points as in the model test)',
          },
          columns: [
            { key: 'criterion', header: { de: 'Kriterium', en: 'Criterion' } },
            { key: 'part1', header: { de: 'Teil 1', en: 'Part 1' } },
            { key: 'parts23', header: { de: 'Teil 2 und 3', en: 'Parts 2 and 3' } },
            {
              key: 'listening',
              header: { de: 'Was Zuhören damit zu tun hat', en: 'What listening has to do with it' },
            },
          ],
          rows: [
            {
              criterion: { de: 'Ausdrucksfähigkeit', en: 'Range of expression ([[Ausdrucksfähigkeit]])' },
              part1: { same: '4 / 3 / 1 / 0' },
              parts23: { same: '8 / 6 / 2 / 0' },
              listening: {
                de: 'Sie finden passende Worte für das, was Sie gerade gehört haben.',
                en: 'You find fitting words for what you have just heard.',
              },
            },
            {
              criterion: { de: 'Aufgabenbewältigung', en: 'Task completion ([[Aufgabenbewältigung]])' },
              part1: { same: '4 / 3 / 1 / 0' },
              parts23: { same: '8 / 6 / 2 / 0' },
              listening: {
                de: 'Die Aufgabe ist ein Gespräch: antworten, nachfragen, auf Vorschläge eingehen.',
                en: 'The task is a conversation: answer, ask back, respond to suggestions.',
              },
            },
            {
              criterion: { de: 'Formale Richtigkeit', en: 'Formal accuracy ([[Formale Richtigkeit]])' },
              part1: { same: '4 / 3 / 1 / 0' },
              parts23: { same: '8 / 6 / 2 / 0' },
              listening: {
                de: 'Wer die Frage genau hört, antwortet in der passenden Form, zum Beispiel im Perfekt.',
                en: 'If you hear the question exactly, you answer in the matching form, for example in the perfect tense.',
              },
            },
            {
              criterion: {
                de: 'Aussprache/Intonation',
                en: 'Pronunciation and intonation ([[Aussprache/Intonation]])',
              },
              part1: { same: '3 / 2 / 1 / 0' },
              parts23: { same: '6 / 4 / 2 / 0' },
              listening: {
                de: 'Hören Sie auf die Satzmelodie: Geht sie am Ende nach oben ([[Spielst du Gitarre?]]), ist es eine Frage – antworten Sie darauf. Bei [[Du spielst Gitarre?]] macht nur die Melodie den Satz zur Frage.',
                en: 'Listen to the melody: if it goes up at the end ([[Spielst du Gitarre?]]), it is a question – answer it. In [[Du spielst Gitarre?]] only the melody makes the sentence a question.',
              },
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'Nachfragen zählt', en: 'Asking back counts' },
          text: {
            de: 'Wenn Sie nachfragen und Ihrem Partner helfen, zählt das in der Regel zu Ihren Gunsten.',
            en: 'Asking back and helping your partner usually count in your favour.',
          },
        },
      ],
    },
    {
      id: 'ohr-method',
      title: { de: 'Die OHR-Methode im Gespräch', en: 'The OHR method in conversation' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'OHR kennen Sie vielleicht schon aus dem Hörverstehen. O und H bleiben gleich. Im Hörverstehen steht das R für Rückblick, im Gespräch steht es für Reagieren: **Orientieren – Hören – Reagieren**.',
            en: 'You may already know OHR (German for “ear”) from the listening test. O and H stay the same. In the listening test the R stands for [[Rückblick]] (review); in conversation it stands for [[Reagieren]] (react): **Orientieren – Hören – Reagieren** (orient yourself, hear, react).',
          },
        },
        {
          type: 'steps',
          items: [
            {
              title: { de: 'O – Orientieren', en: 'O – Orient ([[Orientieren]])' },
              text: {
                de: 'Welcher Teil ist das, und was verlangt er? In Teil 1 lernen Sie einander kennen, in Teil 2 erzählen Sie von Ihrem Text und diskutieren, in Teil 3 planen Sie gemeinsam. Die Aufgaben kennen Sie aus der Vorbereitung. Fragen Sie sich auch: Worüber spricht die andere Person gerade? Das ist Ihr roter Faden.',
                en: 'Which part is this, and what does it ask of you? In part 1 you get to know each other, in part 2 you tell each other about your texts and discuss, in part 3 you plan together. You know the tasks from the preparation. Also ask yourself: what is the other person talking about right now? That is the thread you follow.',
              },
            },
            {
              title: { de: 'H – Hören', en: 'H – Hear ([[Hören]])' },
              text: {
                de: 'Hören Sie aktiv zu. Merken Sie sich zwei oder drei Schlüsselwörter: ein Hobby, eine Meinung, einen Vorschlag. Zeigen Sie, dass Sie zuhören: Blickkontakt, Nicken und kurze Signale wie [[Ah, interessant!]] oder [[Verstehe]]. Planen Sie nicht schon Ihren nächsten Satz, solange die andere Person spricht.',
                en: 'Listen actively. Remember two or three key words: a hobby, an opinion, a suggestion. Show that you are listening: eye contact, nodding and short signals like [[Ah, interessant!]] or [[Verstehe]]. Do not plan your next sentence while the other person is still speaking.',
              },
            },
            {
              title: { de: 'R – Reagieren', en: 'R – React ([[Reagieren]])' },
              text: {
                de: 'Antworten Sie auf das, was Ihr Partner gesagt hat. Greifen Sie seine Worte auf ([[Du hast gesagt, dass …]]) und stellen Sie eine Nachfrage. Wenn Sie etwas nicht verstanden haben, fragen Sie höflich nach.',
                en: 'Respond to what your partner has said. Pick up their words ([[Du hast gesagt, dass …]]) and ask a follow-up question. If you have not understood something, ask politely.',
              },
            },
          ],
        },
      ],
    },
    {
      id: 'listen-by-part',
      title: { de: 'Worauf Sie in jedem Teil hören', en: 'What to listen for in each part' },
      blocks: [
        table({
          caption: { de: 'Zuhören in den drei Teilen', en: 'Listening in the three parts' },
          columns: [
            { key: 'part', header: { de: 'Teil', en: 'Part' } },
            { key: 'listenFor', header: { de: 'Darauf hören Sie', en: 'Listen for' } },
            { key: 'react', header: { de: 'So reagieren Sie', en: 'How to react' } },
          ],
          rows: [
            {
              part: PART_1,
              listenFor: {
                de: 'Was erzählt Ihr Partner in der kurzen Vorstellung: Wohnort, Arbeit, Familie, Sprachen, Freizeit? Gibt es etwas, das Sie gemeinsam haben?',
                en: 'What does your partner say in their short introduction: where they live, work, family, languages, free time? Is there something you have in common?',
              },
              react: {
                de: 'Eine Frage zu einem Detail stellen: [[Du spielst Gitarre? Seit wann?]] Gemeinsamkeiten nennen: [[Ich koche auch gern!]]',
                en: 'Ask about a detail: [[Du spielst Gitarre? Seit wann?]] (You play the guitar? Since when?) Name what you share: [[Ich koche auch gern!]] (I like cooking too!)',
              },
            },
            {
              part: PART_2,
              listenFor: {
                de: 'Ihr Partner hat einen **anderen Text** als Sie. Sie kennen ihn nicht. Hören Sie also genau zu: Was sagt die Person im Text? Was denkt Ihr Partner darüber, und von welchen Erfahrungen erzählt er?',
                en: 'Your partner has a **different text** from yours. You do not know it. So listen carefully: what does the person in the text say? What does your partner think about it, and what experiences do they tell you about?',
              },
              react: {
                de: 'Die Meinung aufgreifen und Ihre eigene sagen: [[Du findest also, dass … Ich sehe das ein bisschen anders.]] Eine Frage zu den Erfahrungen stellen.',
                en: 'Pick up their opinion and give yours: [[Du findest also, dass … Ich sehe das ein bisschen anders.]] (So you think that … I see it a bit differently.) Ask about their experiences.',
              },
            },
            {
              part: PART_3,
              listenFor: {
                de: 'Vorschläge, Zeit, Ort, Aufgaben, Einwände: Was will die andere Person, was passt ihr nicht?',
                en: 'Suggestions, time, place, tasks, objections: what does the other person want, what does not suit them?',
              },
              react: {
                de: 'Zustimmen oder einen anderen Vorschlag machen, Aufgaben verteilen, am Ende zusammenfassen: [[Also, wir treffen uns am Samstag um zehn.]]',
                en: 'Agree or make another suggestion, share out the tasks, sum up at the end: [[Also, wir treffen uns am Samstag um zehn.]] (So, we meet on Saturday at ten.)',
              },
            },
            {
              part: { de: 'In allen Teilen: die Prüferinnen und Prüfer', en: 'In every part: the examiners' },
              listenFor: {
                de: 'Wann beginnt ein neuer Teil, und wer fängt an? Die Aufgabe selbst steht auf Ihrem Blatt aus der Vorbereitung.',
                en: 'When does a new part begin, and who starts? The task itself is on your sheet from the preparation.',
              },
              react: {
                de: 'Der Anweisung folgen. Eine Frage nicht verstanden? Höflich mit Sie nachfragen.',
                en: 'Follow the instruction. Did not understand a question? Ask politely, using [[Sie]].',
              },
            },
          ],
        }),
      ],
    },
    {
      id: 'asking-for-clarification',
      title: { de: 'Höflich nachfragen', en: 'Asking politely' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Nachfragen ist in einem echten Gespräch ganz normal. Zu den Prüferinnen und Prüfern sagen Sie **Sie**, zu Ihrem Partner meistens **du**.',
            en: 'Asking for clarification is completely normal in a real conversation. You say [[Sie]] to the examiners and usually [[du]] to your partner.',
          },
        },
        {
          type: 'phrases',
          title: { de: 'Um Wiederholung bitten', en: 'Asking for repetition' },
          items: [
            {
              ...ENTSCHULDIGUNG_KONNEN_SIE_DAS,
              tip: {
                de: 'Wenn Sie eine Frage der Prüferinnen und Prüfer nicht verstanden haben.',
                en: 'When you have not understood a question from the examiners.',
              },
            },
            {
              german: 'Könnten Sie bitte etwas langsamer sprechen?',
              translation: 'Could you speak a little more slowly, please?',
            },
            {
              german: 'Wie bitte?',
              translation: 'Sorry? / Pardon?',
              tip: {
                de: 'Kurz und höflich, wenn Sie es freundlich sagen. Nicht nur „Was?“ sagen.',
                en: 'Short and polite if you say it in a friendly way. Do not just say [[Was?]] (What?).',
              },
            },
            { ...KANNST_DU_DAS_BITTE, tip: { de: 'An den Partner (du).', en: 'To your partner ([[du]]).' } },
          ],
        },
        {
          type: 'phrases',
          title: { de: 'Verständnis prüfen', en: 'Checking you understood' },
          items: [
            {
              ...HABE_ICH_RICHTIG_VERSTANDEN,
              tip: {
                de: 'Nach „dass“ steht das Verb am Ende: [[… dass du am Freitag arbeitest?]]',
                en: 'After [[dass]] the verb goes to the end: [[… dass du am Freitag arbeitest?]]',
              },
            },
            { german: 'Meinst du, dass …?', translation: 'Do you mean that …?' },
            {
              german: 'Was bedeutet „…“?',
              translation: 'What does “…” mean?',
              tip: {
                de: 'Wenn Sie ein wichtiges Wort nicht kennen.',
                en: 'When you do not know an important word.',
              },
            },
            { german: 'Du meinst also, wir sollten …?', translation: 'So you mean we should …?' },
          ],
        },
      ],
    },
    {
      id: 'active-listening',
      title: { de: 'Aktiv zuhören und reagieren', en: 'Listening actively and reacting' },
      blocks: [
        {
          type: 'phrases',
          title: { de: 'Zeigen, dass Sie zuhören', en: 'Showing that you are listening' },
          items: [
            { german: 'Ah, interessant!', translation: 'Oh, interesting!' },
            {
              german: 'Verstehe.',
              translation: 'I see.',
              drill: [{ german: 'Verstehe.', translation: 'I see. (= I understand; one word)' }],
            },
            {
              german: 'Ach so!',
              translation: 'Oh, I see!',
              drill: [{ german: 'Ach so!', translation: 'Oh, I see! (= so that’s it; two words)' }],
            },
            { german: 'Wirklich?', translation: 'Really?' },
            { german: 'Das kenne ich.', translation: 'I know that feeling. / That sounds familiar.' },
            { german: 'Stimmt, da hast du recht.', translation: 'True, you are right there.' },
          ],
        },
        {
          type: 'phrases',
          title: {
            de: 'Worte aufgreifen und nachfragen',
            en: 'Picking up words and asking follow-up questions',
          },
          items: [
            {
              ...DU_HAST_GESAGT_DASS,
              tip: {
                de: 'Wenn Sie die Worte der anderen Person wiederholen, zeigen Sie: Ich habe zugehört.',
                en: 'Repeating the other person’s words shows: I was listening.',
              },
            },
            {
              german: 'Du hast gerade von … erzählt. Wie war das genau?',
              translation: 'You were just talking about … What was that like exactly?',
            },
            WIE_MEINST_DU_DAS,
            { german: 'Kannst du ein Beispiel geben?', translation: 'Can you give an example?' },
            {
              german: 'Das ist eine gute Idee. Und wer kümmert sich um …?',
              translation: 'That is a good idea. And who takes care of …?',
            },
            { german: 'Da hast du recht, aber …', translation: 'You are right there, but …' },
          ],
        },
      ],
    },
    {
      id: 'sample-dialogue',
      title: {
        de: 'Beispiele: nachfragen und reagieren in Teil 2 und 3',
        en: 'Examples: asking and reacting in parts 2 and 3',
      },
      blocks: [
        {
          type: 'dialogue',
          title: {
            de: 'Teil 2: den Text des Partners verstehen (Ausschnitt)',
            en: 'Part 2: understanding your partner’s text (extract)',
          },
          lines: [
            {
              speaker: { same: 'Marco' },
              german:
                'In meinem Text erzählt eine Frau, dass sie jeden Morgen vor der Arbeit schwimmen geht. Dafür steht sie um halb sechs auf.',
              translation:
                'In my text a woman says that she goes swimming every morning before work. For that she gets up at half past five.',
              note: {
                de: 'Lena kennt Marcos Text nicht. Sie hört genau zu.',
                en: 'Lena does not know Marco’s text. She listens closely.',
              },
              drill: [
                {
                  german: 'In meinem Text erzählt eine Frau, dass …',
                  translation: 'In my text a woman tells us that …',
                },
              ],
            },
            {
              speaker: { same: 'Lena' },
              german:
                'Habe ich richtig verstanden, dass die Frau in deinem Text jeden Tag um halb sechs aufsteht?',
              translation:
                'Have I understood correctly that the woman in your text gets up at half past five every day?',
              note: { de: 'Ein Detail prüfen', en: 'Checking a detail' },
              drill: [],
            },
            {
              speaker: { same: 'Marco' },
              german: 'Ja, genau, sogar am Wochenende. Sie sagt, danach hat sie den ganzen Tag gute Laune.',
              translation:
                'Yes, exactly, even at the weekend. She says that afterwards she is in a good mood all day.',
            },
            {
              speaker: { same: 'Lena' },
              german: 'Wow, das könnte ich nicht. Und was denkst du selbst darüber?',
              translation: 'Wow, I couldn’t do that. And what do you think about it yourself?',
              note: {
                de: 'Reagieren, dann nach der Meinung des Partners fragen',
                en: 'Reacting, then asking for the partner’s own opinion',
              },
            },
          ],
        },
        {
          type: 'paragraph',
          text: {
            de: 'Lena und Marco haben die Aufgabe in der Vorbereitung gelesen, beide für sich. Auf ihrem Aufgabenblatt stehen die Situation und diese Punkte:',
            en: 'Lena and Marco read the task during the preparation, each on their own. Their task sheet gives the situation and these points:',
          },
        },
        table({
          caption: { de: 'Das Aufgabenblatt (Teil 3)', en: 'The task sheet (part 3)' },
          columns: [
            { key: 'german', header: { de: 'Auf dem Blatt', en: 'On the sheet' }, lang: 'de' },
            { key: 'english', header: { de: 'Englisch', en: 'English' }, lang: 'en' },
          ],
          rows: [
            {
              german:
                'Ihre Kurskollegin Sara zieht nach Hamburg. Planen Sie zusammen ein kleines Abschiedsfest für sie.',
              english:
                'Your classmate Sara is moving to Hamburg. Plan a small farewell party for her together.',
              drill: {},
            },
            { german: 'Wann?', english: 'When?', drill: {} },
            { german: 'Wo?', english: 'Where?', drill: {} },
            { german: 'Essen und Getränke?', english: 'Food and drinks?', drill: {} },
            { german: 'Geschenk?', english: 'Present?', drill: {} },
            { german: 'Wer macht was?', english: 'Who does what?', drill: {} },
          ],
        }),
        {
          type: 'dialogue',
          title: {
            de: 'Ein Abschiedsfest planen (Ausschnitt; in der Prüfung etwa 6 Minuten)',
            en: 'Planning a farewell party (extract; about 6 minutes in the exam)',
          },
          lines: [
            {
              speaker: { de: 'Prüferin', en: 'Examiner' },
              german:
                'Wir kommen jetzt zu Teil 3. Sie planen zusammen ein Abschiedsfest für Sara. Bitte fangen Sie an.',
              translation:
                'We now come to part 3. You are planning a farewell party for Sara together. Please begin.',
              note: {
                de: 'Die Aufgabe steht auf dem Blatt. Lena und Marco kennen sie und fangen direkt an.',
                en: 'The task is on the sheet. Lena and Marco know it and start straight away.',
              },
              drill: [],
            },
            {
              speaker: { same: 'Lena' },
              german: 'Marco, wann wollen wir für Sara feiern? Ich schlage Freitagabend vor.',
              translation: 'Marco, when shall we celebrate for Sara? I suggest Friday evening.',
            },
            {
              speaker: { same: 'Marco' },
              german:
                'Freitag ist schlecht, da hab ich Spätdienst bis sieben, und danach muss ich noch meine Tochter vom Training abholen.',
              translation:
                'Friday is bad, I have a late shift until seven, and after that I still have to pick up my daughter from training.',
              note: {
                de: 'Marco spricht schnell und sagt zwei Dinge auf einmal.',
                en: 'Marco speaks fast and says two things at once.',
              },
              drill: [
                {
                  german: 'Freitag ist schlecht, da habe ich Spätdienst.',
                  translation: 'Friday is bad, I have a late shift then.',
                },
              ],
            },
            {
              speaker: { same: 'Lena' },
              german: 'Moment, habe ich richtig verstanden, dass du am Freitag bis sieben arbeitest?',
              translation: 'Hang on, have I understood correctly that you work until seven on Friday?',
              note: {
                de: 'Lena prüft ihr Verständnis, statt nur „ja“ zu sagen.',
                en: 'Lena checks her understanding instead of just saying “yes”.',
              },
            },
            {
              speaker: { same: 'Marco' },
              german:
                'Genau, und danach hole ich meine Tochter ab. Samstag wäre besser für mich, vielleicht ab drei?',
              translation:
                'Exactly, and after that I pick up my daughter. Saturday would be better for me, maybe from three?',
              drill: [
                { german: 'Samstag wäre besser für mich.', translation: 'Saturday would be better for me.' },
              ],
            },
            {
              speaker: { same: 'Lena' },
              german: 'Verstehe. Samstag um drei passt mir auch. Wollen wir im Kursraum feiern?',
              translation: 'I see. Saturday at three suits me too. Shall we celebrate in the classroom?',
            },
            {
              speaker: { same: 'Marco' },
              german: 'Hm, der Raum ist ziemlich klein. Und Sara ist doch so gern draußen.',
              translation: 'Hmm, the room is rather small. And Sara loves being outdoors.',
            },
            {
              speaker: { same: 'Lena' },
              german:
                'Stimmt, sie ist wirklich gern draußen. Wie wäre es dann mit einem Picknick im Stadtpark?',
              translation:
                'True, she really does like being outdoors. How about a picnic in the city park, then?',
              note: {
                de: 'Lena greift Marcos Worte „gern draußen“ auf und macht daraus einen Vorschlag.',
                en: 'Lena picks up Marco’s words [[gern draußen]] (likes being outdoors) and turns them into a suggestion.',
              },
            },
            {
              speaker: { same: 'Marco' },
              german: 'Gute Idee! Ich kann einen Kuchen backen.',
              translation: 'Good idea! I can bake a cake.',
            },
            {
              speaker: { same: 'Lena' },
              german: 'Super, dann kümmere ich mich um die Getränke. Und was schenken wir ihr?',
              translation: 'Great, then I will take care of the drinks. And what shall we give her?',
            },
            {
              speaker: { same: 'Marco' },
              german: 'Vielleicht ein Fotobuch vom Kurs? Alle schreiben einen Gruß hinein.',
              translation: 'Maybe a photo book of the course? Everyone writes a message in it.',
            },
            {
              speaker: { same: 'Lena' },
              german: 'Wie meinst du das? Schreibt jeder einen Satz unter sein Foto?',
              translation: 'What do you mean? Does everyone write a sentence under their photo?',
              note: {
                de: 'Lena fragt nach, wie Marco seine Idee genau meint.',
                en: 'Lena asks what exactly Marco means by his idea.',
              },
            },
            {
              speaker: { same: 'Marco' },
              german: 'Ja, genau. Ich sammle die Fotos und die Grüße.',
              translation: 'Yes, exactly. I will collect the photos and the messages.',
            },
            {
              speaker: { same: 'Lena' },
              german:
                'Prima. Also: Samstag um drei, Picknick im Stadtpark. Du backst einen Kuchen und machst das Fotobuch, ich bringe die Getränke. Und wenn es regnet, feiern wir doch im Kursraum. Einverstanden?',
              translation:
                'Great. So: Saturday at three, a picnic in the city park. You bake a cake and make the photo book, I bring the drinks. And if it rains, we will celebrate in the classroom after all. Agreed?',
              note: {
                de: 'Am Ende fasst Lena den Plan zusammen: wann, wo, wer macht was.',
                en: 'At the end Lena sums up the plan: when, where, who does what.',
              },
              drill: [
                {
                  german: 'Und wenn es regnet, feiern wir im Kursraum.',
                  translation: 'And if it rains, we’ll celebrate in the classroom.',
                },
              ],
            },
            { speaker: { same: 'Marco' }, german: 'Einverstanden!', translation: 'Agreed!' },
          ],
        },
      ],
    },
    {
      id: 'tips-and-traps',
      title: { de: 'Tipps und Fallen', en: 'Tips and traps' },
      blocks: [
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Keine Panik bei unbekannten Wörtern', en: 'Don’t panic about unknown words' },
          text: {
            de: 'Sie müssen nicht jedes Wort verstehen. Oft hilft der Zusammenhang. Ist das Wort wichtig für Ihre Antwort, fragen Sie kurz nach: [[Was bedeutet das?]] Dann sprechen Sie ruhig weiter.',
            en: 'You do not have to understand every word. The context often helps. If the word matters for your answer, ask briefly: [[Was bedeutet das?]] (What does that mean?) Then carry on calmly.',
          },
        },
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'Die Prüferinnen und Prüfer', en: 'The examiners' },
          text: {
            de: 'Die Aufgabe steht auf Ihrem Blatt. Sie kennen sie aus der Vorbereitung. Fragen Sie also nicht nach der Aufgabe, sondern fangen Sie an. Hören Sie aber genau zu, wenn die Prüferinnen und Prüfer einen Teil beginnen oder Ihnen eine Frage stellen. Haben Sie eine Frage nicht verstanden, fragen Sie höflich mit Sie nach.',
            en: 'The task is on your sheet; you know it from the preparation. So do not ask about the task: just begin. But listen carefully when the examiners start a part or ask you a question. If you have not understood a question, ask politely, using [[Sie]].',
          },
        },
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Ihr Partner spricht schnell', en: 'Your partner speaks fast' },
          items: [
            {
              de: 'Bitten Sie freundlich: [[Kannst du bitte etwas langsamer sprechen?]]',
              en: 'Ask in a friendly way: [[Kannst du bitte etwas langsamer sprechen?]] (Can you speak a bit more slowly, please?)',
            },
            {
              de: 'Fassen Sie mit eigenen Worten zusammen: [[Du meinst also, dass …]]',
              en: 'Sum up in your own words: [[Du meinst also, dass …]] (So you mean that …)',
            },
            {
              de: 'Merken Sie sich nur ein oder zwei Schlüsselwörter und reagieren Sie darauf.',
              en: 'Remember just one or two key words and react to them.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: { de: 'Typische Fehler', en: 'Common mistakes' },
          items: [
            {
              de: 'Nur an den eigenen nächsten Satz denken und nicht zuhören.',
              en: 'Thinking only about your own next sentence and not listening.',
            },
            {
              de: '„Ja, ja“ sagen, obwohl Sie nichts verstanden haben.',
              en: 'Saying [[Ja, ja]] (yes, yes) although you understood nothing.',
            },
            {
              de: 'Das Thema wechseln, ohne auf die andere Person zu reagieren.',
              en: 'Changing the topic without reacting to the other person.',
            },
            {
              de: 'Die andere Person unterbrechen oder ihre Fehler korrigieren.',
              en: 'Interrupting the other person or correcting their mistakes.',
            },
            {
              de: 'Bei jedem Satz „Wie bitte?“ fragen: Fragen Sie gezielt nach dem, was wichtig ist.',
              en: 'Asking [[Wie bitte?]] after every sentence: ask specifically about what matters.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Üben zu zweit: fünf Minuten am Tag', en: 'Practising in pairs: five minutes a day' },
          items: [
            {
              de: 'A sagt drei Sätze: über sich, über seinen Tag oder seine Meinung zu einem Thema.',
              en: 'A says three sentences: about themselves, their day or their opinion on a topic.',
            },
            {
              de: 'B wiederholt mit [[Du hast gesagt, dass …]] und stellt eine Frage dazu.',
              en: 'B repeats them with [[Du hast gesagt, dass …]] (You said that …) and asks one question about them.',
            },
            {
              de: 'Dann tauschen Sie die Rollen. Jede Runde ein neues Thema.',
              en: 'Then swap roles. A new topic each round.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: {
            de: 'Schon in der Vorbereitung an das Zuhören denken',
            en: 'Think about listening already in the preparation',
          },
          text: {
            de: 'Überlegen Sie in den 20 Minuten Vorbereitung auch, welche Fragen Sie stellen können, zum Beispiel in Teil 3: Wann? Wo? Wer macht was? Notieren Sie Stichwörter auf dem gestempelten Papier. In der Regel dürfen Sie die Notizen in der Prüfung ansehen, aber nicht vorlesen.',
            en: 'In the 20 minutes of preparation, also think about which questions you can ask, for example in part 3: when? where? who does what? Note key words on the stamped paper. Usually you may look at your notes in the exam, but not read them out.',
          },
        },
      ],
    },
  ],
  closing: {
    de: 'Wer gut zuhört, muss nicht perfekt sprechen: Eine passende Reaktion und eine gute Nachfrage zeigen, dass Sie ein echtes Gespräch führen können.',
    en: 'If you listen well, you do not have to speak perfectly: a fitting reaction and a good follow-up question show that you can hold a real conversation.',
  },
  seoMeta: {
    title: {
      de: 'Zuhören in der mündlichen Prüfung (telc Deutsch B1): nachfragen und reagieren',
      en: 'telc Deutsch B1 Oral Exam: listening, asking and reacting',
    },
    description: {
      de: 'Mündliche Prüfung im Format von telc Deutsch B1: aktiv zuhören, höflich nachfragen und passend reagieren – mit Redemitteln und einem Beispieldialog.',
      en: 'Oral exam in the telc Deutsch B1 format: listen actively, ask politely and react to the point, with useful phrases and a sample dialogue.',
    },
  },
} satisfies Sheet;
