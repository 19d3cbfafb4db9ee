import { table, type Sheet } from '../sheet-schema';

/** German taught in more than one place on this sheet: written once, used where it is taught. */
const WAS_MEINST_DU_DAZU = {
  german: 'Was meinst du dazu?',
  translation: 'What do you think about it?',
} as const;
const DARF_ICH_KURZ_ETWAS = {
  german: 'Darf ich kurz etwas dazu sagen?',
  translation: 'May I briefly say something about that?',
} as const;
const ALSO_FASSEN_WIR_KURZ = {
  german: 'Also, fassen wir kurz zusammen: …',
  translation: 'So, let’s sum up briefly: …',
} as const;

/** The three parts of the conversation, as the summary and the timeline name them. */
const PART_1 = { de: 'Teil 1: Einander kennenlernen', en: 'Part 1: Getting to know each other' } as const;
const PART_2 = { de: 'Teil 2: Über ein Thema sprechen', en: 'Part 2: Talking about a topic' } as const;
/** The German name of part 3, also in the overview table (with a longer English label there). */
const TEIL_3 = 'Teil 3: Gemeinsam etwas planen';
const PART_3 = { de: TEIL_3, en: 'Part 3: Planning something together' } as const;

/** Length and points of part 2 and of part 3 (the same for both). */
const SIX_MINUTES_30_POINTS = {
  de: 'etwa 6 Minuten · 30 Punkte',
  en: 'about 6 minutes · 30 points',
} as const;

/** Cheat sheet #17: Oral Block Strategy. */
export const oralBlockStrategy = {
  pageTitle: {
    main: { de: 'Strategie für die', en: 'Oral Block' },
    highlight: { de: 'mündliche Prüfung', en: 'Strategy' },
    subtitle: {
      de: 'Mit dem ACE-System nutzen Sie 20 Minuten Vorbereitung und etwa 15 Minuten Gespräch klug.',
      en: 'With the ACE system you make good use of 20 minutes of preparation and about 15 minutes of conversation.',
    },
  },
  exam: { de: 'Mündliche Prüfung · alle Teile', en: 'Oral exam · All parts' },
  summary: {
    method: [
      {
        de: 'A – aktiv vorbereiten: alle Aufgaben lesen, Stichwörter auf das gestempelte Papier, am besten allein.',
        en: 'A – Actively prepare: read all tasks, keywords on the stamped paper, ideally on your own.',
      },
      {
        de: 'Teil 2 mit PAVE: Was sagt die Person im Text? Grund und eigene Erfahrung, Ihre Meinung, dann den Partner einbeziehen.',
        en: 'Part 2 with PAVE: what does the person in the text say? Their reason and your experience, your opinion, then engage your partner.',
      },
      {
        de: 'Teil 3: Notizen zu den Punkten vom Aufgabenblatt, zu jedem eine Idee mit Grund.',
        en: 'Part 3: notes on the points on the task sheet, one idea with a reason for each.',
      },
      {
        de: 'C – im Gespräch bleiben: zuhören, reagieren, nachfragen, dem Partner helfen.',
        en: 'C – Connect & converse: listen, react, ask back, help your partner.',
      },
      {
        de: 'E – klar abschließen: eine Frage an den Partner (Teil 1 und 2), Zwischenergebnisse und Zusammenfassung (Teil 3).',
        en: 'E – End strongly: a question to your partner (parts 1 and 2), pinning down each decision as you go and a summary (part 3).',
      },
    ],
    phrases: [
      { german: 'Und du? Woher kommst du?', translation: 'And you? Where are you from?' },
      WAS_MEINST_DU_DAZU,
      DARF_ICH_KURZ_ETWAS,
      { german: 'In meinem Text geht es um …', translation: 'My text is about …' },
      ALSO_FASSEN_WIR_KURZ,
    ],
    figures: [
      {
        label: { de: 'Vorbereitung', en: 'Preparation' },
        value: { de: '20 Minuten, in einem anderen Raum', en: '20 minutes, in a separate room' },
      },
      {
        label: { de: 'Gespräch', en: 'Conversation' },
        value: { de: 'etwa 15 Minuten, meistens zu zweit', en: 'about 15 minutes, usually in pairs' },
      },
      {
        label: PART_1,
        value: { de: 'etwa 3 Minuten · 15 Punkte', en: 'about 3 minutes · 15 points' },
      },
      { label: PART_2, value: SIX_MINUTES_30_POINTS },
      { label: PART_3, value: SIX_MINUTES_30_POINTS },
      {
        label: { de: 'Bestehen', en: 'Pass mark' },
        value: { de: '45 von 75 Punkten (60 %)', en: '45 of 75 points (60 %)' },
      },
    ],
  },
  sections: [
    {
      id: 'at-a-glance',
      title: { de: 'Die mündliche Prüfung auf einen Blick', en: 'The oral exam at a glance' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Die mündliche Prüfung hat zwei Phasen: zuerst **20 Minuten Vorbereitung** in einem anderen Raum, danach ein **Gespräch von etwa 15 Minuten**. Meistens sprechen Sie zu zweit mit einem Partner. Zwei Prüferinnen und Prüfer sind dabei. Ist nur eine Person angemeldet, übernimmt eine Prüferin oder ein Prüfer die Rolle des Partners. „Ihr Partner“ heißt auf allen Spickzetteln zur mündlichen Prüfung: die andere Person im Gespräch, Frau oder Mann.',
            en: 'The oral exam has two phases: first **20 minutes of preparation** in a separate room, then a **conversation of about 15 minutes**. You usually take it in pairs, with a partner. Two examiners are present. If only one candidate is registered, an examiner takes the partner’s role. (In German, the oral sheets say [[Ihr Partner]] for the other person in the conversation, woman or man.)',
          },
        },
        table({
          caption: { de: 'Überblick: die ganze mündliche Prüfung', en: 'Overview: the whole oral exam' },
          columns: [
            { key: 'phase', header: { same: 'Phase' } },
            { key: 'activity', header: { de: 'Was Sie tun', en: 'What you do' } },
            { key: 'duration', header: { de: 'Dauer', en: 'Duration' } },
            { key: 'points', header: { de: 'Punkte', en: 'Points' } },
          ],
          rows: [
            {
              phase: { de: 'Vorbereitung', en: 'Preparation' },
              activity: {
                de: 'Alle Aufgabenblätter lesen (für Teil 1 nur Stichwörter), Notizen machen, am besten allein (unser Rat)',
                en: 'Read all the task sheets (part 1 only has topic cues), make notes, ideally on your own (our advice)',
              },
              duration: { de: '20 Minuten', en: '20 minutes' },
              points: { same: '–' },
            },
            {
              phase: {
                de: 'Teil 1: Einander kennenlernen (früher: Kontaktaufnahme)',
                en: 'Part 1, Getting to know each other ([[Einander kennenlernen]]; older name: [[Kontaktaufnahme]])',
              },
              activity: {
                de: 'Sich kurz vorstellen (WHO), dann Fragen in beide Richtungen: antworten und zurückfragen',
                en: 'Introduce yourself briefly (WHO), then questions both ways: answer and ask back',
              },
              duration: { de: 'etwa 3 Minuten', en: 'about 3 minutes' },
              points: { same: '15' },
            },
            {
              phase: {
                de: 'Teil 2: Über ein Thema sprechen (früher: Gespräch über ein Thema)',
                en: 'Part 2, Talking about a topic ([[Über ein Thema sprechen]]; older name: [[Gespräch über ein Thema]])',
              },
              activity: {
                de: 'Gleiches Thema, verschiedene kurze Texte: Sie erzählen, was in Ihrem Text steht (PAVE), dann sprechen Sie über Ihre Erfahrungen und Meinungen und diskutieren',
                en: 'Same topic, different short texts: you say what your text says (PAVE), then you talk about your experiences and opinions and discuss',
              },
              duration: { de: 'etwa 6 Minuten für beide zusammen', en: 'about 6 minutes for both of you' },
              points: { same: '30' },
            },
            {
              phase: {
                de: TEIL_3,
                en: 'Part 3, Planning something together ([[Gemeinsam etwas planen]])',
              },
              activity: {
                de: 'Nach den Punkten auf dem Aufgabenblatt planen: vorschlagen, reagieren, sich einigen (LISTEN)',
                en: 'Plan along the points on the task sheet: suggest, react, agree (LISTEN)',
              },
              duration: { de: 'etwa 6 Minuten', en: 'about 6 minutes' },
              points: { same: '30' },
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'Teil 1 üben Sie zu Hause', en: 'Practise part 1 at home' },
          text: {
            de: 'Auch für Teil 1 bekommen Sie ein Blatt. Darauf stehen aber nur Stichwörter, zum Beispiel Name, Wohnort, Arbeit, Familie, Sprachen und Freizeit. Üben Sie Ihre Vorstellung deshalb schon zu Hause: etwa 30 Sekunden, also 4–5 Sätze. Das ist unser Rat, keine Regel. In der Prüfung stellen Sie sich danach gegenseitig Fragen.',
            en: 'You also get a sheet for part 1, but it only has topic cues, for example name, where you live, work, family, languages and free time. So practise your introduction at home: about 30 seconds, that is 4–5 sentences. That is our advice, not a rule. In the exam you then ask each other questions.',
          },
        },
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'Wann ist die mündliche Prüfung?', en: 'When is the oral exam?' },
          text: {
            de: 'Die mündliche Prüfung kann am selben Tag wie die schriftliche Prüfung sein oder an einem anderen Tag, meist innerhalb von 14 Tagen. Manchmal ist sie sogar vorher. Ihr Prüfungszentrum sagt Ihnen den Termin. Bringen Sie auch dann denselben gültigen Ausweis im Original mit, mit dem Sie sich angemeldet haben.',
            en: 'The oral exam may be on the same day as the written exam or on another day, usually within 14 days. Sometimes it even comes first. Your exam centre tells you the date. Bring the same valid original ID you registered with on that day too.',
          },
        },
      ],
    },
    {
      id: 'ace-system',
      title: { de: 'Das ACE-System', en: 'The ACE system' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'ACE ist ein einfacher Plan für die ganze mündliche Prüfung. Jeder Buchstabe steht für eine Aufgabe, die Sie immer im Kopf behalten. Die Buchstaben kommen von englischen Wörtern; Sie merken sich am besten die deutsche Bedeutung.',
            en: 'ACE is a simple plan for the whole oral exam. Each letter stands for a task that you always keep in mind. The letters come from English words. Remember the German meaning above all.',
          },
        },
        {
          type: 'steps',
          items: [
            {
              title: { de: 'A – aktiv vorbereiten (Actively prepare)', en: 'A – Actively prepare' },
              text: {
                de: 'Teilen Sie sich die 20 Minuten gut ein (ein Zeitplan steht unten). Für Teil 2 notieren Sie Stichwörter nach PAVE: was die Person in Ihrem Text sagt und warum, Ihre eigene Erfahrung, Ihre Meinung und eine Frage an den Partner. Für Teil 3 schreiben Sie die Punkte vom Aufgabenblatt untereinander und notieren zu jedem Punkt eine Idee mit Grund. Nur Stichwörter, keine ganzen Sätze.',
                en: 'Plan your 20 minutes well (there is a time plan below). For part 2, note keywords following PAVE: what the person in your text says and why, your own experience, your opinion and a question for your partner. For part 3, write the points from the task sheet one below the other and note one idea with a reason for each. Keywords only, no full sentences.',
              },
            },
            {
              title: {
                de: 'C – Kontakt halten und im Gespräch bleiben (Connect & converse)',
                en: 'C – Connect & converse',
              },
              text: {
                de: 'Die Prüfung ist ein Gespräch, kein Vortrag. Schauen Sie Ihren Partner an. Hören Sie gut zu und reagieren Sie auf das, was er sagt. Stellen Sie Fragen, stimmen Sie zu oder sagen Sie freundlich, dass Sie anderer Meinung sind.',
                en: 'The exam is a conversation, not a speech. Look at your partner. Listen carefully and react to what your partner says. Ask questions, agree, or say in a friendly way that you see it differently.',
              },
            },
            {
              title: { de: 'E – klar abschließen (End strongly)', en: 'E – End strongly' },
              text: {
                de: 'Beenden Sie jeden Beitrag mit einem klaren Schluss: in Teil 1 und Teil 2 mit einer Frage an Ihren Partner, in Teil 3 mit einer kurzen Zusammenfassung des Plans. Halten Sie in Teil 3 auch unterwegs Zwischenergebnisse fest. So zeigen Sie: Ich habe die Aufgabe gelöst.',
                en: 'Finish each turn with a clear ending: in parts 1 and 2 with a question to your partner, in part 3 with a short summary of the plan. In part 3, also pin down each decision as you go. This shows: I have completed the task.',
              },
            },
          ],
        },
        table({
          caption: { de: 'ACE in Aktion', en: 'ACE in action' },
          columns: [
            { key: 'phase', header: { same: 'Phase' } },
            { key: 'action', header: { de: 'Was Sie tun', en: 'What you do' } },
            { key: 'why', header: { de: 'Warum?', en: 'Why?' } },
            { key: 'how', header: { de: 'Wie?', en: 'How?' } },
          ],
          rows: [
            {
              phase: { de: 'A – Vorbereitung Teil 2', en: 'A – Preparing part 2' },
              action: { de: 'Ihren Text mit PAVE ordnen', en: 'Organise your text with PAVE' },
              why: {
                de: 'Sie können Ihrem Partner klar sagen, was in Ihrem Text steht.',
                en: 'You can tell your partner clearly what your text says.',
              },
              how: {
                de: 'Stichwörter zu P, A, V und E (siehe Tabelle unten): Was sagt die Person im Text, und warum? Ihre Erfahrung? Ihre Meinung? Eine Frage an den Partner.',
                en: 'Keywords for P, A, V and E (see the table below): what does the person in the text say, and why? Your experience? Your opinion? A question for your partner.',
              },
            },
            {
              phase: { de: 'A – Vorbereitung Teil 3', en: 'A – Preparing part 3' },
              action: {
                de: 'Ideen zu den Punkten vom Aufgabenblatt sammeln',
                en: 'Collect ideas for the points on the task sheet',
              },
              why: {
                de: 'Sie haben sofort Vorschläge und müssen nicht lange überlegen.',
                en: 'You have suggestions ready and do not need to think for long.',
              },
              how: {
                de: 'Die Punkte vom Blatt abschreiben, zum Beispiel [[Wann? Was mitbringen? Wie hinkommen?]] Zu jedem Punkt eine Idee mit Grund, wenn möglich auch eine zweite.',
                en: 'Copy the points from the sheet, for example [[Wann? Was mitbringen? Wie hinkommen?]] (When? What to bring? How to get there?) One idea with a reason for each point, a second one if possible.',
              },
            },
            {
              phase: { de: 'C – Teil 1', en: 'C – Part 1' },
              action: {
                de: 'Sich vorstellen und Fragen stellen',
                en: 'Introduce yourself and ask questions',
              },
              why: { de: 'Ein guter Start nimmt die Nervosität.', en: 'A good start calms your nerves.' },
              how: {
                de: 'Eine kurze WHO-Vorstellung (etwa 30 Sekunden, 4–5 Sätze), dann zum Beispiel: [[Und du? Woher kommst du?]]',
                en: 'A short WHO introduction (about 30 seconds, 4–5 sentences), then for example: [[Und du? Woher kommst du?]] (And you? Where are you from?)',
              },
            },
            {
              phase: { de: 'C – Teil 2 und Teil 3', en: 'C – Parts 2 and 3' },
              action: { de: 'Zuhören und reagieren', en: 'Listen and react' },
              why: {
                de: 'Das Gespräch mit dem Partner gehört zur Aufgabe.',
                en: 'Talking with your partner is part of the task.',
              },
              how: {
                de: 'Nachfragen, zustimmen, widersprechen: [[Wie meinst du das?]] [[Da hast du recht.]]',
                en: 'Ask, agree, disagree: [[Wie meinst du das?]] (What do you mean?) [[Da hast du recht.]] (You’re right.)',
              },
            },
            {
              phase: { de: 'E – Ende Teil 2', en: 'E – End of part 2' },
              action: {
                de: 'Ihren Beitrag mit einer Frage beenden',
                en: 'End your turn with a question',
              },
              why: {
                de: 'Der Partner weiß sofort: Jetzt bin ich dran.',
                en: 'Your partner knows at once: now it is my turn.',
              },
              how: {
                de: '[[Was steht in deinem Text? Und was meinst du?]]',
                en: '[[Was steht in deinem Text? Und was meinst du?]] (What does your text say? And what do you think?)',
              },
            },
            {
              phase: { de: 'E – Ende Teil 3', en: 'E – End of part 3' },
              action: { de: 'Den Plan zusammenfassen', en: 'Sum up the plan' },
              why: {
                de: 'Alle hören das Ergebnis noch einmal klar und deutlich.',
                en: 'Everyone hears the result once more, clearly.',
              },
              how: {
                de: '[[Also: Wir treffen uns am Samstag um zehn Uhr am Bahnhof.]]',
                en: '[[Also: Wir treffen uns am Samstag um zehn Uhr am Bahnhof.]] (So: we’ll meet at the station on Saturday at ten.)',
              },
            },
          ],
        }),
        table({
          caption: {
            de: 'Die Methoden für die drei Teile (mehr dazu auf den Spickzetteln zu jedem Teil)',
            en: 'The methods for the three parts (more on the cheat sheet for each part)',
          },
          columns: [
            { key: 'part', header: { de: 'Teil', en: 'Part' } },
            { key: 'letters', header: { de: 'Die Buchstaben', en: 'The letters' } },
          ],
          rows: [
            {
              part: { de: 'Alle Teile: OHR', en: 'All parts: OHR' },
              letters: {
                de: 'O – Orientieren · H – Hören · R – Reagieren (Spickzettel „Zuhören in der mündlichen Prüfung“)',
                en: 'O – Orient ([[Orientieren]]) · H – Hear ([[Hören]]) · R – React ([[Reagieren]]) (cheat sheet “Listening Mastery: Oral Exam”)',
              },
            },
            {
              part: { de: 'Teil 1: WHO', en: 'Part 1: WHO' },
              letters: {
                de: 'W – Wer bin ich? · H – Hobbys, Gewohnheiten, Familie · O – Meinung (Opinion)',
                en: 'W – Who am I? · H – Hobbies, habits, family · O – Opinion',
              },
            },
            {
              part: { de: 'Teil 2: PAVE', en: 'Part 2: PAVE' },
              letters: {
                de: 'P – Position des Textes: Was sagt die Person? · A – Argumente und Erfahrungen · V – Sichtweise (View): Ihre Meinung · E – einbeziehen (Engage): den Partner fragen',
                en: 'P – Position of the text: what does the person say? · A – Arguments and experiences · V – View: your opinion · E – Engage your partner',
              },
            },
            {
              part: { de: 'Teil 3: LISTEN', en: 'Part 3: LISTEN' },
              letters: {
                de: 'L – zuhören (Listen) · I – beginnen (Initiate) · S – vorschlagen und begründen (Suggest & support) · T – abwechselnd sprechen (Take turns) · E – Alternativen suchen (Explore alternatives) · N – den Plan festmachen (Nail it down)',
                en: 'L – Listen · I – Initiate · S – Suggest & support · T – Take turns · E – Explore alternatives · N – Nail it down',
              },
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'Warum englische Buchstaben?', en: 'Why English letters?' },
          text: {
            de: 'Manche Merkwörter der schriftlichen Teile stehen für deutsche Wörter (KBMP: Kontext – Bedeutung – Muster – Prüfen), andere für englische (SCAN – SKIM – SEARCH beim Lesen). WHO, PAVE und LISTEN sind kurze Wörter, die viele schon kennen. Darum behalten wir sie, auch wenn einige Buchstaben von englischen Wörtern kommen. Wichtig ist nicht das Merkwort, sondern der deutsche Satz zu jedem Schritt, zum Beispiel V – [[Ich finde, dass …]].',
            en: 'Some memory words of the written parts stand for German words (KBMP: [[Kontext – Bedeutung – Muster – Prüfen]]), others for English ones (SCAN – SKIM – SEARCH in reading). WHO, PAVE and LISTEN are short words many people already know, so we keep them, even though some letters come from English words. What matters is not the memory word but the German sentence for each step, for example V – [[Ich finde, dass …]].',
          },
        },
      ],
    },
    {
      id: 'preparation-timeline',
      title: { de: 'Die 20 Minuten Vorbereitung', en: 'The 20 minutes of preparation' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Dieser Zeitplan ist eine **Empfehlung**, keine offizielle Regel: ein Plan für die Vorbereitung ohne Partner. So verlieren Sie keine Zeit und bereiten alle Teile gut vor.',
            en: 'This time plan is a **recommendation**, not an official rule: a plan for preparing without your partner. It helps you avoid wasting time and prepare all parts well.',
          },
        },
        {
          type: 'timeline',
          timer: 'preparation',
          caption: {
            de: 'Empfohlener Zeitplan für die 20 Minuten Vorbereitung (Richtwert)',
            en: 'Recommended plan for the 20 minutes of preparation (guideline)',
          },
          headers: {
            phase: { same: 'Phase' },
            activity: { de: 'Aktivität', en: 'Activity' },
            duration: { de: 'Dauer', en: 'Duration' },
            goal: { de: 'Ziel', en: 'Goal' },
          },
          segments: [
            {
              phase: { de: 'Alle Aufgaben lesen', en: 'Read all tasks' },
              activity: {
                de: 'Minute 1–2: alle Aufgabenblätter lesen (Stichwörter für Teil 1, Ihr Text für Teil 2, die Aufgabe für Teil 3) und zwei oder drei Fragen für Teil 1 notieren.',
                en: 'Minutes 1–2: read all the task sheets (the topic cues for part 1, your text for part 2, the task for part 3) and note two or three questions for part 1.',
              },
              from: 0,
              to: 2,
              goal: {
                de: 'Sie wissen, was auf Sie zukommt, und haben Fragen für Teil 1.',
                en: 'You know what is coming and have questions for part 1.',
              },
            },
            {
              phase: { de: 'Teil 2 vorbereiten', en: 'Prepare part 2' },
              activity: {
                de: 'Minute 3–10: Ihren Text genau lesen, dann Stichwörter nach PAVE notieren: Was sagt die Person, und warum? Ihre eigene Erfahrung, Ihre Meinung und eine Frage an den Partner.',
                en: 'Minutes 3–10: read your text carefully, then note keywords following PAVE: what does the person say, and why? Your own experience, your opinion and a question for your partner.',
              },
              from: 2,
              to: 10,
              goal: {
                de: 'Sie können frei erzählen, was in Ihrem Text steht und was Sie denken.',
                en: 'You can say freely what your text says and what you think.',
              },
            },
            {
              phase: { de: 'Teil 3 vorbereiten', en: 'Prepare part 3' },
              activity: {
                de: 'Minute 11–17: die Punkte vom Aufgabenblatt untereinander schreiben. Zu jedem Punkt eine Idee mit Grund, wenn möglich auch eine zweite als Gegenvorschlag.',
                en: 'Minutes 11–17: write the points from the task sheet one below the other. One idea with a reason for each point, and if possible a second one as a counter-proposal.',
              },
              from: 10,
              to: 17,
              goal: {
                de: 'Zu jedem Punkt haben Sie mindestens einen Vorschlag.',
                en: 'You have at least one suggestion for each point.',
              },
            },
            {
              phase: { de: 'Ruhe und Check', en: 'Calm and check' },
              activity: {
                de: 'Minute 18–20: die Notizen noch einmal lesen, den ersten Satz für jeden Teil im Kopf sagen, tief durchatmen.',
                en: 'Minutes 18–20: read your notes once more, say your first sentence for each part in your head, breathe deeply.',
              },
              from: 17,
              to: 20,
              goal: {
                de: 'Ruhig und konzentriert ins Gespräch gehen.',
                en: 'Go into the conversation calm and focused.',
              },
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'Was gilt in der Vorbereitung?', en: 'What applies during preparation?' },
          items: [
            {
              de: 'Sie bekommen **alle** Aufgabenblätter. Auf dem Blatt für Teil 1 stehen nur Stichwörter.',
              en: 'You get **all** the task sheets. The sheet for part 1 only has topic cues.',
            },
            {
              de: 'Ihre Notizen schreiben Sie auf das gestempelte Papier, das Sie dort bekommen.',
              en: 'You write your notes on the stamped paper you are given there.',
            },
            {
              de: 'Sie dürfen die Notizen mit in den Prüfungsraum nehmen und ansehen, aber nicht ablesen.',
              en: 'You may take your notes into the exam room and look at them, but not read them out.',
            },
            {
              de: 'Wörterbücher, Handys und andere elektronische Geräte sind nicht erlaubt.',
              en: 'Dictionaries, phones and other electronic devices are not allowed.',
            },
            {
              de: 'So ist es in der Regel. Wenn Sie unsicher sind, fragen Sie Ihr Prüfungszentrum.',
              en: 'That is the usual practice. If you are unsure, ask your exam centre.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Allein oder mit dem Partner?', en: 'On your own or with your partner?' },
          text: {
            de: 'Dazu gibt es keine offizielle Regel. Unser Rat: Bereiten Sie sich allein vor und planen Sie Teil 3 nicht vorher mit Ihrem Partner. Das Gespräch soll in der Prüfung entstehen. Dort zeigen Sie, wie gut Sie spontan reagieren.',
            en: 'There is no official rule about this. Our advice: prepare on your own and do not plan part 3 with your partner beforehand. The conversation should happen in the exam. That is where you show how well you react spontaneously.',
          },
        },
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Gute Notizen', en: 'Good notes' },
          items: [
            {
              de: 'Auf Deutsch notieren, nicht in Ihrer Muttersprache.',
              en: 'Write in German, not in your first language.',
            },
            {
              de: 'Nur Stichwörter, keine ganzen Sätze: Sie sollen frei sprechen.',
              en: 'Keywords only, no full sentences: you are meant to speak freely.',
            },
            {
              de: 'Wichtige Nomen mit Artikel aufschreiben, zum Beispiel [[der Ausflug, die Kosten]].',
              en: 'Write down important nouns with their article, for example [[der Ausflug, die Kosten]] (the trip, the costs).',
            },
            {
              de: 'Den ersten Satz für Teil 3 vorbereiten, zum Beispiel [[Ich schlage vor, dass wir …]]',
              en: 'Prepare your first sentence for part 3, for example [[Ich schlage vor, dass wir …]] (I suggest that we …)',
            },
          ],
        },
      ],
    },
    {
      id: 'conversation-parts',
      title: { de: 'Das Gespräch: drei Teile', en: 'The conversation: three parts' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Nach der Vorbereitung beginnt das Gespräch. Es dauert **etwa 15 Minuten**. Die Minuten im Balken sind gerundet und zeigen nur ungefähr, wie lange jeder Teil dauert.',
            en: 'After the preparation, the conversation begins. It lasts **about 15 minutes**. The minutes in the bar are rounded and only show roughly how long each part takes.',
          },
        },
        {
          type: 'timeline',
          timer: 'conversation',
          caption: {
            de: 'Ablauf des Gesprächs (etwa 15 Minuten, ungefähre Zeiten)',
            en: 'Course of the conversation (about 15 minutes, approximate times)',
          },
          headers: {
            phase: { same: 'Phase' },
            activity: { de: 'Aktivität', en: 'Activity' },
            duration: { de: 'Dauer', en: 'Duration' },
            goal: { de: 'Ziel', en: 'Goal' },
          },
          segments: [
            {
              phase: PART_1,
              activity: {
                de: 'Sich kurz mit WHO vorstellen (etwa 30 Sekunden), dann fragen und antworten, in beide Richtungen.',
                en: 'Introduce yourself briefly with WHO (about 30 seconds), then ask and answer, both ways.',
              },
              from: 0,
              to: 3,
              goal: { de: 'Ein freundlicher, sicherer Start', en: 'A friendly, confident start' },
            },
            {
              phase: PART_2,
              activity: {
                de: 'Sie haben dasselbe Thema, aber verschiedene Texte. Jede Person erzählt, was in ihrem Text steht (PAVE). Danach sprechen Sie über Ihre Erfahrungen und Meinungen. Keine Bildbeschreibung, kein langer Vortrag.',
                en: 'You have the same topic but different texts. Each of you says what your text says (PAVE). Then you talk about your experiences and opinions. No picture description, no long speech.',
              },
              from: 3,
              to: 9,
              goal: {
                de: 'Die eigene Meinung klar sagen und auf den Partner reagieren',
                en: 'State your opinion clearly and react to your partner',
              },
            },
            {
              phase: PART_3,
              activity: {
                de: 'Eine Person beginnt mit einem Vorschlag zum ersten Punkt, dann reagieren Sie aufeinander (LISTEN). Sie halten Zwischenergebnisse fest und fassen am Ende den Plan zusammen.',
                en: 'One of you starts with a suggestion on the first point, then you react to each other (LISTEN). You pin down each decision as you go and sum up the plan at the end.',
              },
              from: 9,
              to: 15,
              goal: { de: 'Gemeinsam zu einem klaren Plan kommen', en: 'Reach a clear plan together' },
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'Wie lange dauert jeder Teil?', en: 'How long does each part take?' },
          text: {
            de: 'Teil 1 dauert etwa 3 Minuten, Teil 2 etwa 6 Minuten und Teil 3 etwa 6 Minuten. Zusammen sind das etwa 15 Minuten für Sie beide. Eine feste Redezeit pro Person gibt es nicht. Achten Sie auf das Gespräch, nicht auf die Uhr.',
            en: 'Part 1 takes about 3 minutes, part 2 about 6 minutes and part 3 about 6 minutes. Together that is about 15 minutes for the two of you. There is no fixed speaking time per person. Focus on the conversation, not on the clock.',
          },
        },
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'Was die Prüferinnen und Prüfer tun', en: 'What the examiners do' },
          items: [
            {
              de: 'Meistens leitet eine Prüferin oder ein Prüfer das Gespräch und achtet auf die Zeit.',
              en: 'Usually one examiner leads the conversation and keeps the time.',
            },
            {
              de: 'Es kann sein, dass ein Teil beendet wird, bevor Sie fertig sind, zum Beispiel bevor Sie den Plan in Teil 3 zusammengefasst haben.',
              en: 'A part may be ended before you have finished, for example before you have summed up the plan in part 3.',
            },
            {
              de: 'Wenn das Gespräch stockt, stellen die Prüferinnen und Prüfer vielleicht eine Frage. Antworten Sie einfach und sprechen Sie weiter.',
              en: 'If the conversation stalls, an examiner may ask a question. Just answer and carry on.',
            },
            {
              de: 'Beides ist normal und kostet Sie für sich allein keine Punkte.',
              en: 'Both are normal and cost you nothing by themselves.',
            },
            {
              de: '**Tipp für Teil 3:** Halten Sie Zwischenergebnisse fest: [[Gut, also Samstag um zehn.]] Dann ist der Plan auch ohne Schlusszusammenfassung klar.',
              en: '**Tip for part 3:** pin down each decision as you go: [[Gut, also Samstag um zehn.]] (Good, so Saturday at ten.) Then the plan is clear even without a final summary.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Du oder Sie?', en: 'Informal or formal “you”?' },
          text: {
            de: 'Mit Ihrem Partner sprechen Sie meistens per du. Mit den Prüferinnen und Prüfern sprechen Sie immer per Sie. Unsicher? Fragen Sie: [[Wollen wir uns duzen?]]',
            en: 'With your partner you usually use [[du]]. With the examiners you always use [[Sie]]. Unsure? Ask: [[Wollen wir uns duzen?]] (Shall we say du to each other?)',
          },
        },
      ],
    },
    {
      id: 'partner-types',
      title: { de: 'Drei Partnertypen und Ihre Strategie', en: 'Three partner types and your strategy' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Meist können Sie Ihren Partner nicht auswählen. Mit diesen Strategien bleiben Sie trotzdem gut im Gespräch.',
            en: 'Usually you cannot choose your partner. With these strategies you can still keep the conversation going.',
          },
        },
        table({
          caption: {
            de: 'Partnertypen: Herausforderung und Strategie',
            en: 'Partner types: challenge and strategy',
          },
          columns: [
            { key: 'type', header: { de: 'Partnertyp', en: 'Partner type' } },
            { key: 'challenge', header: { de: 'Herausforderung', en: 'Challenge' } },
            { key: 'strategy', header: { de: 'Strategie', en: 'Strategy' } },
          ],
          rows: [
            {
              type: { de: 'Der stille Partner', en: 'The silent partner' },
              challenge: {
                de: 'Sagt wenig und antwortet nur kurz. Sie haben das Gefühl, allein zu sprechen.',
                en: 'Says little and gives only short answers. You feel that you are talking alone.',
              },
              strategy: {
                de: 'Offene Fragen stellen, zum Beispiel [[Was denkst du darüber?]] Zeit zum Antworten lassen. Auf jede Antwort freundlich reagieren.',
                en: 'Ask open questions, for example [[Was denkst du darüber?]] (What do you think about it?) Give your partner time to answer. React to every answer in a friendly way.',
              },
            },
            {
              type: { de: 'Der dominante Partner', en: 'The dominant partner' },
              challenge: {
                de: 'Spricht sehr lange, unterbricht Sie und lässt Sie kaum zu Wort kommen.',
                en: 'Talks for a very long time, interrupts you and hardly lets you speak.',
              },
              strategy: {
                de: 'Höflich, aber klar das Wort ergreifen: [[Darf ich kurz etwas dazu sagen?]] [[Lass mich bitte kurz ausreden.]] Ruhig bleiben, nicht lauter werden.',
                en: 'Take the floor politely but clearly: [[Darf ich kurz etwas dazu sagen?]] (May I briefly say something about that?) [[Lass mich bitte kurz ausreden.]] (Please let me finish.) Stay calm, do not get louder.',
              },
            },
            {
              type: { de: 'Der Partner mit vielen Fehlern', en: 'The partner who makes a lot of mistakes' },
              challenge: {
                de: 'Macht viele Fehler. Sie werden unsicher oder möchten korrigieren.',
                en: 'Makes a lot of mistakes. You become unsure or want to correct them.',
              },
              strategy: {
                de: 'Fehler ignorieren und auf den Inhalt achten. Nicht korrigieren. Nur nachfragen, wenn Sie wirklich etwas nicht verstehen: [[Wie meinst du das genau?]]',
                en: 'Ignore the mistakes and focus on the meaning. Do not correct. Ask only if you really do not understand something: [[Wie meinst du das genau?]] (What exactly do you mean?)',
              },
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'warning',
          title: { de: 'Nicht korrigieren!', en: 'Do not correct!' },
          text: {
            de: 'Sie sind Gesprächspartner, nicht Lehrer. Korrekturen stören das Gespräch und wirken unfreundlich. Achten Sie lieber auf Ihre eigene Sprache. Wenn Sie Ihrem Partner helfen und nachfragen, zählt das meistens zu Ihren Gunsten.',
            en: 'You are a conversation partner, not a teacher. Corrections interrupt the conversation and seem unfriendly. Pay attention to your own language instead. Helping your partner and asking back usually count in your favour.',
          },
        },
        {
          type: 'phrases',
          title: { de: 'Stiller Partner: offene Fragen', en: 'Silent partner: open questions' },
          items: [
            {
              ...WAS_MEINST_DU_DAZU,
              tip: { de: 'Passt gut nach Ihrer eigenen Meinung.', en: 'Works well after your own opinion.' },
            },
            {
              german: 'Wie ist das bei dir?',
              translation: 'What’s it like for you?',
              tip: { de: 'Macht das Thema persönlich und leicht.', en: 'Makes the topic personal and easy.' },
            },
            {
              german: 'Hast du schon einmal so etwas gemacht?',
              translation: 'Have you ever done something like that?',
            },
            {
              german: 'Welche von unseren Ideen findest du am besten?',
              translation: 'Which of our ideas do you like best?',
              tip: {
                de: 'Gut in Teil 3, wenn es drei oder mehr Ideen gibt. Bei zwei Ideen: [[Was findest du besser?]]',
                en: 'Good in part 3 when there are three or more ideas. With two ideas: [[Was findest du besser?]] (Which do you think is better?)',
              },
            },
          ],
        },
        {
          type: 'phrases',
          title: {
            de: 'Dominanter Partner: höflich das Wort ergreifen',
            en: 'Dominant partner: take the floor politely',
          },
          items: [
            {
              ...DARF_ICH_KURZ_ETWAS,
              tip: {
                de: 'Freundlich lächeln, dann direkt weitersprechen.',
                en: 'Smile, then go straight on with what you want to say.',
              },
            },
            {
              german: 'Lass mich bitte kurz ausreden.',
              translation: 'Please let me finish.',
              tip: {
                de: 'Wenn Sie unterbrochen werden. Ruhig sagen, nicht laut.',
                en: 'When you are interrupted. Say it calmly, not loudly.',
              },
            },
            {
              german: 'Entschuldigung, ich möchte noch etwas ergänzen.',
              translation: 'Sorry, I would like to add something.',
            },
            {
              german: 'Das ist ein guter Punkt. Aber ich sehe das ein bisschen anders.',
              translation: 'That’s a good point. But I see it a little differently.',
              tip: {
                de: 'Erst anerkennen, dann die eigene Meinung sagen.',
                en: 'First acknowledge, then give your own opinion.',
              },
            },
          ],
        },
        {
          type: 'phrases',
          title: {
            de: 'Partner mit Fehlern: auf den Inhalt achten',
            en: 'Partner who makes mistakes: focus on the meaning',
          },
          items: [
            {
              german: 'Ah, interessant! Und warum?',
              translation: 'Oh, interesting! And why?',
              tip: {
                de: 'Reagieren Sie auf den Inhalt, nicht auf die Grammatik.',
                en: 'React to the content, not to the grammar.',
              },
            },
            {
              german: 'Wie meinst du das genau?',
              translation: 'What exactly do you mean?',
              tip: {
                de: 'Nur wenn Sie wirklich nicht verstanden haben.',
                en: 'Only if you really have not understood.',
              },
            },
            { german: 'Ach so, jetzt verstehe ich.', translation: 'Oh, I see. Now I understand.' },
          ],
        },
      ],
    },
    {
      id: 'end-strongly',
      title: { de: 'Klar abschließen', en: 'Ending strongly' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Der letzte Eindruck bleibt. Beenden Sie jeden Teil bewusst und nicht mit Schweigen.',
            en: 'The last impression is the one that stays. End each part on purpose, not with silence.',
          },
        },
        {
          type: 'list',
          items: [
            {
              de: '**Teil 1:** Beenden Sie Ihre Vorstellung mit einer Frage an Ihren Partner.',
              en: '**Part 1:** End your introduction with a question to your partner.',
            },
            {
              de: '**Teil 2:** Sagen Sie Ihre Meinung (V). Dann fragen Sie Ihren Partner nach seinem Text und seiner Meinung (E).',
              en: '**Part 2:** Give your opinion (V). Then ask your partner about their text and their opinion (E).',
            },
            {
              de: '**Teil 3:** Halten Sie nach jedem Punkt kurz fest, was Sie beschlossen haben. Am Ende fassen Sie den Plan zusammen: alle Punkte vom Aufgabenblatt und wer was macht.',
              en: '**Part 3:** After each point, briefly pin down what you have decided. At the end, sum up the plan: all the points from the task sheet and who does what.',
            },
            {
              de: '**Keine Idee mehr?** Nicht schweigen. Fassen Sie kurz zusammen oder stellen Sie eine Frage.',
              en: '**Out of ideas?** Do not go silent. Sum up briefly or ask a question.',
            },
            {
              de: '**Ganz am Ende:** Verabschieden Sie sich höflich von den Prüferinnen und Prüfern.',
              en: '**At the very end:** Say goodbye politely to the examiners.',
            },
          ],
        },
        {
          type: 'phrases',
          title: { de: 'Sätze für einen klaren Schluss', en: 'Sentences for a strong ending' },
          items: [
            {
              german: 'Was steht in deinem Text? Und was meinst du?',
              translation: 'What does your text say? And what do you think?',
              tip: {
                de: 'Ende Ihres Beitrags in Teil 2 (E – den Partner einbeziehen).',
                en: 'End of your turn in part 2 (E – engage your partner).',
              },
            },
            {
              german: 'Gut, das haben wir. Jetzt zum nächsten Punkt: …',
              translation: 'Good, we’ve got that. Now on to the next point: …',
              tip: {
                de: 'Ein Zwischenergebnis in Teil 3: Der Plan wächst Punkt für Punkt.',
                en: 'One decision pinned down in part 3: the plan grows point by point.',
              },
            },
            { ...ALSO_FASSEN_WIR_KURZ, tip: { de: 'Ende von Teil 3.', en: 'End of part 3.' } },
            {
              german: 'Gut, dann machen wir es so.',
              translation: 'Good, then let’s do it that way.',
              tip: { de: 'Bestätigt die Einigung.', en: 'Confirms the agreement.' },
            },
            {
              german: 'Vielen Dank. Auf Wiedersehen!',
              translation: 'Thank you very much. Goodbye!',
              tip: {
                de: 'An die Prüferinnen und Prüfer, ganz am Ende.',
                en: 'To the examiners, at the very end.',
              },
            },
          ],
        },
        {
          type: 'dialogue',
          title: {
            de: 'Beispiel: das Ende von Teil 3 (eine kranke Kollegin besuchen; Punkte: Wann?, Was mitbringen?, Wie hinkommen?, Wer macht was?)',
            en: 'Example: the end of part 3 (visiting a colleague who is ill; points: when, what to bring, how to get there, who does what)',
          },
          lines: [
            {
              speaker: { same: 'Anna' },
              german: 'Gut, dann haben wir zu allen Punkten etwas. Sollen wir kurz zusammenfassen?',
              translation: 'Good, then we have something for every point. Shall we sum up briefly?',
              note: { de: 'Anna leitet den Schluss ein.', en: 'Anna starts the ending.' },
            },
            {
              speaker: { same: 'Karim' },
              german:
                'Ja, gern. Also: Wir besuchen Frau Berger am Samstagnachmittag im Krankenhaus. Wir bringen ihr ein Buch und eine Karte von allen Kollegen mit.',
              translation:
                'Yes, sure. So: we’ll visit Ms Berger in hospital on Saturday afternoon. We’ll bring her a book and a card from all her colleagues.',
              note: { de: 'Wann? Was mitbringen?', en: 'When? What to bring?' },
              drill: [
                {
                  german: 'Wir besuchen Frau Berger am Samstagnachmittag im Krankenhaus.',
                  translation: 'We’ll visit Ms Berger in hospital on Saturday afternoon.',
                },
                { german: 'Wir bringen ihr ein Buch mit.', translation: 'We’ll bring her a book.' },
              ],
            },
            {
              speaker: { same: 'Anna' },
              german:
                'Genau. Ich kaufe das Buch, und du sammelst bis Freitag die Unterschriften für die Karte.',
              translation:
                'Exactly. I’ll buy the book, and you’ll collect the signatures for the card by Friday.',
              note: { de: 'Wer macht was?', en: 'Who does what?' },
            },
            {
              speaker: { same: 'Karim' },
              german:
                'Und wir fahren zusammen mit der Straßenbahn. Ich hole dich um drei ab. Dann machen wir es so!',
              translation:
                'And we’ll go together by tram. I’ll pick you up at three. Let’s do it that way, then!',
              note: { de: 'Wie hinkommen?', en: 'How to get there' },
              drill: [
                {
                  german: 'Wir fahren zusammen mit der Straßenbahn.',
                  translation: 'We’ll go together by tram.',
                },
                { german: 'Ich hole dich um drei ab.', translation: 'I’ll pick you up at three.' },
              ],
            },
            {
              speaker: { same: 'Anna' },
              german: 'Super, sie freut sich bestimmt!',
              translation: 'Great, she’ll definitely be pleased!',
            },
          ],
        },
      ],
    },
    {
      id: 'points-and-passing',
      title: { de: 'Punkte und Bestehen', en: 'Points and passing' },
      blocks: [
        {
          type: 'list',
          items: [
            {
              de: 'Teil 1 bringt 15 Punkte, Teil 2 und Teil 3 bringen je 30 Punkte. Zusammen sind das **75 Punkte**.',
              en: 'Part 1 is worth 15 points, parts 2 and 3 are worth 30 points each. That makes **75 points** in all.',
            },
            {
              de: 'In jedem Teil bewerten die Prüferinnen und Prüfer vier Kriterien: **Ausdrucksfähigkeit, Aufgabenbewältigung, Formale Richtigkeit** und **Aussprache/Intonation**.',
              en: 'In each part the examiners mark four criteria: [[Ausdrucksfähigkeit]] (range of expression), [[Aufgabenbewältigung]] (task completion), [[Formale Richtigkeit]] (formal accuracy) and [[Aussprache/Intonation]] (pronunciation and intonation).',
            },
            {
              de: 'Sie brauchen mindestens **60 %**, also **45 von 75 Punkten**.',
              en: 'You need at least **60 %**, that is **45 of 75 points**.',
            },
            {
              de: 'Außerdem brauchen Sie mindestens 60 % in der schriftlichen Prüfung (135 von 225 Punkten). Insgesamt gibt es 300 Punkte.',
              en: 'You also need at least 60 % in the written exam (135 of 225 points). There are 300 points in all.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Was heißt das für Sie?', en: 'What does this mean for you?' },
          text: {
            de: 'Sie müssen die schriftliche und die mündliche Prüfung bestehen: Viele Punkte in der schriftlichen Prüfung helfen Ihnen in der mündlichen Prüfung nicht. Aber Sie müssen nicht perfekt sprechen. Kleine Fehler sind normal. Bleiben Sie in allen drei Teilen aktiv im Gespräch.',
            en: 'You must pass both the written and the oral exam: lots of points in the written exam do not help you in the oral exam. But you do not have to speak perfectly. Small mistakes are normal. Stay active in the conversation in all three parts.',
          },
        },
      ],
    },
  ],
  closing: {
    de: 'Mit einem klaren Plan für die 20 Minuten und dem ACE-System gehen Sie ruhig in die Prüfung. Sie müssen nicht perfekt sprechen, Sie müssen nur im Gespräch bleiben.',
    en: 'With a clear plan for the 20 minutes and the ACE system, you can go into the exam calmly. You do not have to speak perfectly; you just have to stay in the conversation.',
  },
  seoMeta: {
    title: {
      de: 'Strategie für die mündliche Prüfung B1: das ACE-System',
      en: 'Oral Block Strategy for B1: the ACE System',
    },
    description: {
      de: '20 Minuten Vorbereitung, etwa 15 Minuten Gespräch: So nutzen Sie die Zeit in der mündlichen B1-Prüfung mit dem ACE-System und Redemitteln.',
      en: '20 minutes of preparation, about 15 minutes of talking: use your time in the B1 oral exam well with the ACE system, a time plan and partner phrases.',
    },
  },
} satisfies Sheet;
