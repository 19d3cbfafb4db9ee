import { table, type Sheet } from '../sheet-schema';

/** German taught in more than one place on this sheet: written once, used where it is taught. */
const ICH_LERNE_DEUTSCH_WEIL = 'Ich lerne Deutsch, weil ich hier arbeiten möchte.';
const ICH_WOHNE_SEIT_ZWEI = 'Ich wohne seit zwei Jahren in Köln.';
const UND_DU_WOHER_KOMMST = {
  german: 'Und du? Woher kommst du?',
  translation: 'And you? Where are you from?',
} as const;

/** The H of WHO: its German name, and the short title a phrase list and an example answer give it. */
const H_HOBBYS_FAMILIE = 'H – Hobbys, Gewohnheiten, Familie';
const H_HOBBYS_FAMILIE_TITLE = { de: H_HOBBYS_FAMILIE, en: 'H – Hobbies, habits, family' };

/** The word-order rule after „weil“, given at a phrase and again at the mistake it prevents. */
const NACH_WEIL_VERB_AM_ENDE = {
  de: 'Nach „weil“ steht das Verb am Ende.',
  en: 'After [[weil]] the verb goes to the end.',
};

/** Cheat sheet #05: Speaking Part 1, the WHO system. */
export const speakingPart1WhoSystem = {
  pageTitle: {
    main: { de: 'Sprechen Teil 1:', en: 'Speaking Part 1:' },
    highlight: { de: 'Das WHO-System', en: 'The WHO System' },
    subtitle: {
      de: 'Mit drei Buchstaben stellen Sie sich in etwa 30 Sekunden vor und kommen mit Ihrem Partner ins Gespräch.',
      en: 'Three letters help you introduce yourself in about 30 seconds and get a conversation going with your partner.',
    },
  },
  exam: {
    de: 'Mündliche Prüfung · Teil 1, Einander kennenlernen (früher: Kontaktaufnahme)',
    en: 'Oral exam · Part 1, Getting to know each other (Einander kennenlernen; older name: Kontaktaufnahme)',
  },
  summary: {
    method: [
      {
        de: '**W – Wer bin ich?** Name, Herkunft, Wohnort, Arbeit, Sprachen.',
        en: '**W – Who am I?** Name, where you come from, where you live, work, languages.',
      },
      {
        de: '**H – Hobbys, Gewohnheiten, Familie:** ein Satz reicht.',
        en: '**H – Hobbies, habits, family:** one sentence is enough.',
      },
      {
        de: '**O – Meinung (Opinion):** ein Satz mit Grund, zum Beispiel mit „weil“.',
        en: '**O – Opinion:** one sentence with a reason, for example with [[weil]] (because).',
      },
      {
        de: 'Dann fragen Sie zurück: „Und du?“ Antworten und fragen Sie abwechselnd.',
        en: 'Then ask back: [[Und du?]] Take turns answering and asking.',
      },
    ],
    phrases: [
      { german: 'Ich heiße … und komme aus …', translation: 'My name is … and I come from …' },
      {
        german: 'Ich wohne seit … in … und arbeite als …',
        translation: 'I have been living in … for … and I work as …',
      },
      { german: 'Ich lerne Deutsch, weil …', translation: 'I am learning German because …' },
      UND_DU_WOHER_KOMMST,
      {
        german: 'Ach, wirklich? Und wie ist das bei dir?',
        translation: 'Oh, really? And what about you?',
      },
    ],
    figures: [
      {
        label: { de: 'Teil 1', en: 'Part 1' },
        value: {
          de: 'etwa 3 Minuten, ein Gespräch für Sie beide zusammen',
          en: 'about 3 minutes, one conversation for the two of you together',
        },
      },
      {
        label: { de: 'Ihre Vorstellung', en: 'Your introduction' },
        value: {
          de: 'etwa 30 Sekunden, 4–5 Sätze (unser Rat, keine Regel)',
          en: 'about 30 seconds, 4–5 sentences (our advice, not a rule)',
        },
      },
      {
        label: { de: 'Punkte', en: 'Points' },
        value: {
          de: '15 von 75; die mündliche Prüfung besteht man ab 45 Punkten',
          en: '15 of 75; you pass the oral exam with 45 points or more',
        },
      },
      {
        label: { de: 'Bewertung', en: 'Marking' },
        value: {
          de: 'vier Kriterien in jedem Teil: Ausdrucksfähigkeit, Aufgabenbewältigung, Formale Richtigkeit, Aussprache/Intonation',
          en: 'four criteria in every part: [[Ausdrucksfähigkeit, Aufgabenbewältigung, Formale Richtigkeit, Aussprache/Intonation]]',
        },
      },
      {
        label: { de: 'Notizen', en: 'Notes' },
        value: {
          de: 'in der Regel: ansehen ja, vorlesen nein',
          en: 'usually: look at them, yes; read them out, no',
        },
      },
    ],
  },
  sections: [
    {
      id: 'overview',
      title: { de: 'Teil 1 auf einen Blick', en: 'Part 1 at a glance' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Teil 1 heißt **Einander kennenlernen** (früher: Kontaktaufnahme). Mit ihm beginnt die mündliche Prüfung. Sie und Ihr Partner lernen sich kennen: Sie erzählen etwas über sich, antworten auf Fragen und fragen zurück. Das Thema kennen Sie sehr gut: Es geht um **Sie selbst**.',
            en: 'Part 1, Getting to know each other ([[Einander kennenlernen]], older name: [[Kontaktaufnahme]]), opens the oral exam. You and your partner get to know each other: you tell each other about yourselves, answer questions and ask questions back. You know the topic very well: **yourself**.',
          },
        },
        table({
          caption: { de: 'Teil 1 im Überblick', en: 'Part 1 at a glance' },
          columns: [
            { key: 'aspect', header: { de: 'Was?', en: 'What?' } },
            { key: 'detail', header: { de: 'So ist es', en: 'How it works' } },
          ],
          rows: [
            {
              aspect: { de: 'Dauer', en: 'Length' },
              detail: {
                de: 'etwa 3 Minuten, für Sie und Ihren Partner zusammen',
                en: 'about 3 minutes, for you and your partner together',
              },
            },
            {
              aspect: { de: 'Personen', en: 'People' },
              detail: {
                de: 'meistens zwei Kandidaten und zwei Prüferinnen und Prüfer. Wenn nur Sie angemeldet sind, übernimmt eine Prüferin oder ein Prüfer die Rolle des Partners.',
                en: 'usually two candidates and two examiners. If you are the only candidate, one examiner takes the role of your partner.',
              },
            },
            {
              aspect: { de: 'Aufgabenblatt', en: 'Task sheet' },
              detail: {
                de: 'nur Stichpunkte, zum Beispiel: Name, Wohnort, Arbeit, Familie, Sprachen, Freizeit',
                en: 'only topic cues, for example: name, where you live, work, family, languages, free time',
              },
            },
            {
              aspect: { de: 'Aufgabe', en: 'Task' },
              detail: {
                de: 'antworten **und** zurückfragen: Sie erzählen von sich und fragen Ihren Partner zu denselben Punkten.',
                en: 'answer **and** ask back: you talk about yourself and ask your partner about the same points.',
              },
            },
            {
              aspect: { de: 'Punkte', en: 'Points' },
              detail: {
                de: '15 von 75 Punkten der mündlichen Prüfung',
                en: '15 of the 75 points of the oral exam',
              },
            },
            {
              aspect: { de: 'Ziel', en: 'Goal' },
              detail: {
                de: 'ein freundliches Gespräch in beide Richtungen, kein Vortrag',
                en: 'a friendly conversation in both directions, not a speech',
              },
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'Die ganze mündliche Prüfung', en: 'The whole oral exam' },
          items: [
            {
              de: 'Das Prüfungsgespräch dauert für ein Paar etwa 15 Minuten und hat drei Teile.',
              en: 'The exam conversation takes about 15 minutes for a pair and has three parts.',
            },
            {
              de: '**Teil 1: Einander kennenlernen**, etwa 3 Minuten, 15 Punkte.',
              en: '**Part 1, Getting to know each other** ([[Einander kennenlernen]]): about 3 minutes, 15 points.',
            },
            {
              de: '**Teil 2: Über ein Thema sprechen** (früher: Gespräch über ein Thema), etwa 6 Minuten, 30 Punkte.',
              en: '**Part 2, Talking about a topic** ([[Über ein Thema sprechen]], older name: [[Gespräch über ein Thema]]): about 6 minutes, 30 points.',
            },
            {
              de: '**Teil 3: Gemeinsam etwas planen**, etwa 6 Minuten, 30 Punkte.',
              en: '**Part 3, Planning something together** ([[Gemeinsam etwas planen]]): about 6 minutes, 30 points.',
            },
            {
              de: 'Teil 1 ist kurz. Er hilft Ihnen, ruhig zu werden und ins Deutschsprechen zu kommen.',
              en: 'Part 1 is short. It helps you calm down and get into speaking German.',
            },
          ],
        },
      ],
    },
    {
      id: 'preparation-and-marking',
      title: { de: 'Vorbereitung und Bewertung', en: 'Preparation and marking' },
      blocks: [
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'Die 20 Minuten Vorbereitung', en: 'The 20 minutes of preparation' },
          items: [
            {
              de: 'Vor der Prüfung haben Sie 20 Minuten Zeit in einem anderen Raum. Sie bekommen in der Regel **alle** Aufgabenblätter, auch das Blatt für Teil 1 mit den Stichpunkten.',
              en: 'Before the exam you have 20 minutes in a separate room. You usually get **all** the task sheets, including the sheet for part 1 with the topic cues.',
            },
            {
              de: 'Schreiben Sie Notizen auf das gestempelte Papier. In der Regel dürfen Sie die Notizen mitnehmen und in der Prüfung anschauen, aber nicht vorlesen.',
              en: 'Write notes on the stamped paper you are given. Usually you may take the notes into the exam and look at them, but not read them out.',
            },
            {
              de: 'Für Teil 1 reichen wenige Stichwörter: ein Wort pro Stichpunkt und zwei oder drei Fragen an Ihren Partner.',
              en: 'For part 1 a few keywords are enough: one word per topic cue and two or three questions for your partner.',
            },
            {
              de: 'Unser Rat: Bereiten Sie sich allein vor, nicht mit Ihrem Partner. Dafür gibt es keine offizielle Regel. Aber so bleibt das Gespräch in der Prüfung frisch und natürlich.',
              en: 'Our advice: prepare on your own, not with your partner. There is no official rule on this. But that way the conversation in the exam stays fresh and natural.',
            },
          ],
        },
        {
          type: 'paragraph',
          text: {
            de: 'Die Prüferinnen und Prüfer bewerten in **jedem** Teil dieselben vier Kriterien. Im Modelltest gibt es in Teil 1 diese Punkte:',
            en: 'The examiners mark the same four criteria in **each** part. In the model test, part 1 gives these points:',
          },
        },
        table({
          caption: { de: 'Die vier Kriterien in Teil 1', en: 'The four criteria in part 1' },
          columns: [
            { key: 'criterion', header: { de: 'Kriterium', en: 'Criterion' }, lang: 'de' },
            { key: 'points', header: { de: 'Punkte', en: 'Points' } },
            { key: 'meaning', header: { de: 'Was heißt das für Sie?', en: 'What does it mean for you?' } },
          ],
          rows: [
            {
              criterion: 'Ausdrucksfähigkeit',
              points: { same: '4 / 3 / 1 / 0' },
              meaning: {
                de: 'Sie finden passende Wörter und Sätze für Ihre Informationen und Fragen.',
                en: 'Range of expression: you find fitting words and sentences for your information and questions.',
              },
            },
            {
              criterion: 'Aufgabenbewältigung',
              points: { same: '4 / 3 / 1 / 0' },
              meaning: {
                de: 'Sie sagen etwas zu den Punkten auf dem Blatt **und** fragen zurück.',
                en: 'Task completion: you talk about the points on the sheet **and** ask back.',
              },
            },
            {
              criterion: 'Formale Richtigkeit',
              points: { same: '4 / 3 / 1 / 0' },
              meaning: {
                de: 'Grammatik und Satzbau, zum Beispiel das Verb an Position 2 und nach „weil“ am Ende.',
                en: 'Formal accuracy: grammar and word order, for example the verb in second place and at the end after [[weil]].',
              },
            },
            {
              criterion: 'Aussprache/Intonation',
              points: { same: '3 / 2 / 1 / 0' },
              meaning: {
                de: 'Man versteht Sie gut. Sie sprechen ruhig und deutlich.',
                en: 'Pronunciation and intonation: people understand you easily. You speak calmly and clearly.',
              },
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Zurückfragen zählt', en: 'Asking back counts' },
          text: {
            de: 'Fragen Sie Ihren Partner, und helfen Sie ihm, wenn er ein Wort nicht findet. Das zählt meistens positiv für Sie. Wer nur antwortet, erfüllt die Aufgabe nur halb.',
            en: 'Ask your partner questions, and help them when they cannot find a word. That usually counts in your favour. If you only answer, you only do half the task.',
          },
        },
      ],
    },
    {
      id: 'who-method',
      title: { de: 'Die WHO-Methode', en: 'The WHO method' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Merken Sie sich drei Buchstaben: **W – H – O**. Mit ihnen sagen Sie das Wichtigste über sich: **etwa 30 Sekunden, 4–5 Sätze**. Das ist unser Rat, keine Regel. Danach stellen Sie Ihrem Partner eine Frage, und das Gespräch beginnt.',
            en: 'Remember three letters: **W – H – O**. They help you say the most important things about yourself: **about 30 seconds, 4–5 sentences**. That is our advice, not a rule. Then you ask your partner a question, and the conversation begins.',
          },
        },
        {
          type: 'steps',
          items: [
            {
              title: { de: 'W – Wer bin ich?', en: 'W – Who am I? ([[Wer bin ich?]])' },
              text: {
                de: 'Name, Herkunft, Wohnort, Arbeit oder Ausbildung, Sprachen. Zwei oder drei kurze Sätze reichen.',
                en: 'Name, where you come from, where you live, your job or training, your languages. Two or three short sentences are enough.',
              },
            },
            {
              title: {
                de: H_HOBBYS_FAMILIE,
                en: 'H – Hobbies, habits, family ([[Hobbys, Gewohnheiten, Familie]])',
              },
              text: {
                de: 'Was machen Sie gern in Ihrer Freizeit? Haben Sie Familie? Ein Satz reicht.',
                en: 'What do you like doing in your free time? Do you have a family? One sentence is enough.',
              },
            },
            {
              title: {
                de: 'O – Meinung (englisch: Opinion): Was denken Sie?',
                en: 'O – Opinion ([[Meinung]])',
              },
              text: {
                de: 'Ein Satz mit Ihrer Meinung, zum Beispiel über das Deutschlernen oder über Ihre Stadt. Geben Sie einen Grund mit „weil“.',
                en: 'One sentence with your opinion, for example about learning German or your town. Give a reason with [[weil]] (because).',
              },
            },
            {
              title: { de: '? – Fragen Sie zurück', en: '? – Ask back' },
              text: {
                de: 'Zum Beispiel: „Und du? Woher kommst du?“ Dann hören Sie gut zu, reagieren kurz und stellen die nächste Frage.',
                en: 'For example: [[Und du? Woher kommst du?]] Then listen carefully, react briefly and ask the next question.',
              },
            },
          ],
        },
        table({
          caption: {
            de: 'Die Stichpunkte vom Aufgabenblatt: WHO und passende Fragen',
            en: 'The topic cues on the task sheet: WHO and matching questions',
          },
          columns: [
            { key: 'cue', header: { de: 'Stichpunkt', en: 'Topic cue' } },
            { key: 'letter', header: { same: 'WHO' } },
            {
              key: 'question',
              header: { de: 'Frage an den Partner', en: 'Question for your partner' },
              lang: 'de',
            },
            { key: 'english', header: { de: 'Übersetzung', en: 'Translation' }, lang: 'en' },
          ],
          rows: [
            {
              cue: { de: 'Name', en: 'Name' },
              letter: { same: 'W' },
              question: 'Wie heißt du?',
              english: 'What is your name?',
            },
            {
              cue: { de: 'Wohnort', en: 'Where you live' },
              letter: { same: 'W' },
              question: 'Wo wohnst du, und seit wann?',
              english: 'Where do you live, and since when?',
            },
            {
              cue: { de: 'Arbeit', en: 'Work' },
              letter: { same: 'W' },
              question: 'Was machst du beruflich?',
              english: 'What do you do for a living?',
            },
            {
              cue: { de: 'Sprachen', en: 'Languages' },
              letter: { same: 'W' },
              question: 'Welche Sprachen sprichst du?',
              english: 'Which languages do you speak?',
            },
            {
              cue: { de: 'Familie', en: 'Family' },
              letter: { same: 'H' },
              question: 'Hast du Familie? Hast du Geschwister?',
              english: 'Do you have a family? Do you have brothers or sisters?',
            },
            {
              cue: { de: 'Freizeit', en: 'Free time' },
              letter: { same: 'H' },
              question: 'Was machst du gern in deiner Freizeit?',
              english: 'What do you like doing in your free time?',
            },
            {
              cue: { de: 'Extra: Ihre Meinung', en: 'Extra: your opinion' },
              letter: { same: 'O' },
              question: 'Wie findest du das Deutschlernen?',
              english: 'What do you think of learning German?',
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Die Reihenfolge ist flexibel', en: 'The order is flexible' },
          text: {
            de: 'WHO ist eine Hilfe für Ihr Gedächtnis, kein festes Programm. Oft fragt Ihr Partner schon nach dem ersten Satz. Dann antworten Sie und sagen den Rest später.',
            en: 'WHO is a memory aid, not a fixed programme. Your partner will often ask a question after your first sentence. Then you answer and say the rest later.',
          },
        },
      ],
    },
    {
      id: 'who-phrases',
      title: { de: 'Beispielsätze für jeden Buchstaben', en: 'Example sentences for each letter' },
      blocks: [
        {
          type: 'phrases',
          title: { de: 'W – Wer bin ich?', en: 'W – Who am I?' },
          items: [
            {
              german: 'Ich heiße Marta Silva. / Mein Name ist Marta Silva.',
              translation: 'My name is Marta Silva.',
              tip: {
                de: 'Beide Formen sind richtig. Nennen Sie Vor- und Nachnamen.',
                en: 'Both are correct. Give your first name and surname.',
              },
            },
            {
              german: 'Ich komme aus Portugal, genauer gesagt aus Porto.',
              translation: 'I come from Portugal, from Porto to be exact.',
              tip: {
                de: 'Manche Länder haben einen Artikel: aus der Türkei, aus dem Irak, aus den USA.',
                en: 'Some countries take an article: [[aus der Türkei, aus dem Irak, aus den USA]].',
              },
            },
            {
              german: ICH_WOHNE_SEIT_ZWEI,
              translation: 'I have been living in Cologne for two years.',
              tip: {
                de: 'seit + Dativ, und das Verb steht im Präsens: seit einem Jahr, seit drei Monaten.',
                en: '[[seit]] + dative, and the verb is in the present tense: [[seit einem Jahr, seit drei Monaten]].',
              },
            },
            {
              german: 'Ich arbeite als Krankenpflegerin in einem Krankenhaus.',
              translation: 'I work as a nurse in a hospital.',
              tip: {
                de: 'Nach „als“ steht kein Artikel: als Koch, als Verkäuferin.',
                en: 'No article after [[als]]: [[als Koch, als Verkäuferin]].',
              },
            },
            {
              german: 'Ich mache gerade eine Ausbildung. / Im Moment suche ich Arbeit.',
              translation:
                'I am doing vocational training at the moment. / At the moment I am looking for work.',
              tip: {
                de: 'Ehrliche, einfache Antworten sind gut. Sie müssen nichts erfinden. Sie dürfen aber etwas erfinden oder höflich das Thema wechseln, wenn Sie über etwas Privates nicht sprechen möchten. Bewertet wird Ihr Deutsch.',
                en: 'Honest, simple answers are good. You do not have to invent anything. But you may invent something or politely change the subject if you do not want to talk about something private. It is your German that is marked.',
              },
            },
            {
              german: 'Ich spreche Arabisch und Englisch. Deutsch lerne ich seit einem Jahr.',
              translation: 'I speak Arabic and English. I have been learning German for a year.',
              tip: {
                de: 'Sprachen schreibt man groß: Deutsch, Englisch, Arabisch.',
                en: 'Languages start with a capital letter: [[Deutsch, Englisch, Arabisch]].',
              },
            },
          ],
        },
        {
          type: 'phrases',
          title: H_HOBBYS_FAMILIE_TITLE,
          items: [
            {
              german: 'In meiner Freizeit spiele ich gern Fußball.',
              translation: 'In my free time I like playing football.',
              tip: {
                de: 'Das Verb steht an Position 2: „In meiner Freizeit spiele ich …“',
                en: 'The verb comes second: [[In meiner Freizeit spiele ich …]]',
              },
            },
            {
              german: 'Am Wochenende treffe ich meistens meine Freunde.',
              translation: 'At the weekend I usually meet my friends.',
              tip: {
                de: 'Gewohnheiten zeigen Sie mit: jeden Tag, oft, meistens, manchmal.',
                en: 'Show habits with [[jeden Tag, oft, meistens, manchmal]] (every day, often, usually, sometimes).',
              },
            },
            {
              german: 'Ich bin verheiratet und habe zwei Kinder.',
              translation: 'I am married and have two children.',
            },
            {
              german: 'Ich bin ledig und wohne in einer WG.',
              translation: 'I am single and live in a shared flat.',
              tip: {
                de: 'WG = Wohngemeinschaft. Das Wort kennen alle in Deutschland.',
                en: '[[WG]] = [[Wohngemeinschaft]]. Everybody in Germany knows the word.',
              },
            },
          ],
        },
        {
          type: 'phrases',
          title: { de: 'O – Meinung', en: 'O – Opinion' },
          items: [
            {
              german: 'Deutsch finde ich schwer, aber interessant.',
              translation: 'I find German hard, but interesting.',
            },
            {
              german: ICH_LERNE_DEUTSCH_WEIL,
              translation: 'I am learning German because I want to work here.',
              tip: NACH_WEIL_VERB_AM_ENDE,
            },
            {
              german: 'Köln gefällt mir sehr gut, weil es hier viele Parks gibt.',
              translation: 'I like Cologne very much, because there are many parks here.',
            },
            {
              german: 'Ich finde es toll, dass man hier überall Fahrrad fahren kann.',
              translation: 'I think it is great that you can cycle everywhere here.',
              tip: {
                de: 'Auch nach „dass“ steht das Verb am Ende.',
                en: 'After [[dass]] the verb also goes to the end.',
              },
            },
          ],
        },
      ],
    },
    {
      id: 'questions',
      title: { de: 'Fragen stellen und reagieren', en: 'Asking and reacting' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Ihr Partner sagt meistens **du** zu Ihnen, die Prüferinnen und Prüfer sagen **Sie**. Bereiten Sie zu jeder Frage eine kurze Antwort vor (ein oder zwei Sätze), und stellen Sie die Fragen auch selbst.',
            en: 'Your partner will usually say [[du]] to you; the examiners say [[Sie]]. Prepare an answer of one or two sentences for each question, and ask the questions yourself too.',
          },
        },
        {
          type: 'phrases',
          title: { de: 'Weitere Fragen (du / Sie)', en: 'More questions (du / Sie)' },
          items: [
            { german: 'Woher kommst du? / Woher kommen Sie?', translation: 'Where are you from?' },
            {
              german: 'Was sind Sie von Beruf?',
              translation: 'What is your job?',
              tip: {
                de: 'Die Sie-Form hören Sie oft von den Prüferinnen und Prüfern.',
                en: 'You often hear the [[Sie]] form from the examiners.',
              },
            },
            {
              german: 'Wie lange lernst du schon Deutsch?',
              translation: 'How long have you been learning German?',
              tip: {
                de: 'Antwort mit „seit“: „Ich lerne seit einem Jahr Deutsch.“',
                en: 'Answer with [[seit]]: [[Ich lerne seit einem Jahr Deutsch.]]',
              },
            },
            { german: 'Warum lernst du Deutsch?', translation: 'Why are you learning German?' },
            { german: 'Wie gefällt dir die Stadt hier?', translation: 'How do you like the town here?' },
          ],
        },
        {
          type: 'phrases',
          title: { de: 'Reagieren und nachfragen', en: 'Reacting and asking back' },
          items: [
            {
              german: 'Ach, wirklich? Das ist ja interessant!',
              translation: 'Oh, really? That is interesting!',
              tip: {
                de: 'Kurze Reaktionen zeigen: Sie hören zu.',
                en: 'Short reactions show that you are listening.',
              },
            },
            { german: 'Das geht mir genauso.', translation: 'Same here.' },
            { german: 'Und wie ist das bei dir?', translation: 'And what about you?' },
            {
              german: 'Entschuldigung, kannst du das bitte noch einmal sagen?',
              translation: 'Sorry, could you say that again, please?',
            },
            {
              german: 'Können Sie die Frage bitte wiederholen?',
              translation: 'Can you repeat the question, please?',
              tip: {
                de: 'Zu den Prüferinnen und Prüfern: immer mit „Sie“.',
                en: 'To the examiners: always with [[Sie]].',
              },
            },
          ],
        },
      ],
    },
    {
      id: 'sample-introduction',
      title: { de: 'Beispiel: Vorstellung und Gespräch', en: 'Example: introduction and conversation' },
      blocks: [
        {
          type: 'example',
          title: {
            de: 'Marta stellt sich vor (etwa 30 Sekunden, gut 50 Wörter)',
            en: 'Marta introduces herself (about 30 seconds, just over 50 words)',
          },
          text: [
            {
              german: 'Hallo, ich heiße Marta Silva und komme aus Portugal.',
              translation: 'Hello, my name is Marta Silva and I come from Portugal.',
            },
            {
              german: 'Seit zwei Jahren wohne ich in Köln und arbeite als Krankenpflegerin.',
              translation: 'I have been living in Cologne for two years and I work as a nurse.',
            },
            {
              german: 'Ich spreche Portugiesisch, Englisch und jetzt auch Deutsch.',
              translation: 'I speak Portuguese, English and now German too.',
            },
            {
              german: 'In meiner Freizeit schwimme ich gern, meistens mit meiner Familie.',
              translation: 'In my free time I like swimming, usually with my family.',
            },
            {
              german: 'Deutsch macht mir Spaß, weil ich jetzt mit meinen Nachbarn sprechen kann.',
              translation: 'I enjoy German, because now I can talk to my neighbours.',
            },
            UND_DU_WOHER_KOMMST,
          ],
          steps: [
            {
              prompt: {
                de: '„Hallo, ich heiße …“, „Seit zwei Jahren …“ und „Ich spreche …“',
                en: '[[Hallo, ich heiße …]], [[Seit zwei Jahren …]] and [[Ich spreche …]]',
              },
              answer: {
                de: 'W – Wer bin ich? Name, Herkunft, Wohnort, Arbeit, Sprachen',
                en: 'W – Who am I? Name, origin, where she lives, work, languages',
              },
              reasoning: {
                de: 'In drei kurzen Sätzen nennt Marta vier Stichpunkte vom Blatt (Name, Wohnort, Arbeit, Sprachen) und ihre Herkunft. „Seit zwei Jahren“: seit + Dativ, das Verb im Präsens.',
                en: 'In three short sentences Marta covers four cues from the sheet (name, where she lives, work, languages) and where she comes from. [[Seit zwei Jahren]]: [[seit]] + dative, the verb in the present tense.',
              },
            },
            {
              prompt: { de: '„In meiner Freizeit …“', en: '[[In meiner Freizeit …]]' },
              answer: H_HOBBYS_FAMILIE_TITLE,
              reasoning: {
                de: 'Ein Satz für zwei Stichpunkte: Freizeit und Familie. „meistens“ zeigt eine Gewohnheit. Das Verb steht an Position 2.',
                en: 'One sentence for two cues: free time and family. [[meistens]] (usually) shows a habit. The verb comes second.',
              },
            },
            {
              prompt: {
                de: '„Deutsch macht mir Spaß, weil …“',
                en: '[[Deutsch macht mir Spaß, weil …]]',
              },
              answer: { de: 'O – Meinung mit Grund', en: 'O – Opinion with a reason' },
              reasoning: {
                de: 'Eine Meinung, und „weil“ gibt den Grund. Nach „weil“ steht das Verb am Ende: „sprechen kann“.',
                en: 'An opinion, and [[weil]] gives the reason. After [[weil]] the verb goes to the end: [[sprechen kann]].',
              },
            },
            {
              prompt: { de: '„Und du? Woher kommst du?“', en: '[[Und du? Woher kommst du?]]' },
              answer: { de: 'Die Frage an den Partner', en: 'The question for her partner' },
              reasoning: {
                de: 'Nach etwa 30 Sekunden gibt Marta das Wort weiter. Jetzt spricht Tomasz, und das Gespräch beginnt.',
                en: 'After about 30 seconds Marta hands over. Now Tomasz speaks, and the conversation begins.',
              },
            },
          ],
        },
        {
          type: 'dialogue',
          title: { de: 'So geht das Gespräch weiter', en: 'How the conversation goes on' },
          lines: [
            {
              speaker: { same: 'Tomasz' },
              german:
                'Ich bin Tomasz. Ich komme aus Polen, aus Danzig, und wohne jetzt in Bonn. Und warum bist du nach Köln gekommen?',
              translation:
                'I’m Tomasz. I come from Poland, from Gdańsk, and now I live in Bonn. And why did you come to Cologne?',
              note: {
                de: 'Tomasz nennt seinen Namen, antwortet kurz und fragt sofort zurück.',
                en: 'Tomasz gives his name, answers briefly and asks back straight away.',
              },
              drill: [
                {
                  german: 'Ich komme aus Polen und wohne jetzt in Bonn.',
                  translation: 'I come from Poland, and now I live in Bonn.',
                },
                { german: 'Warum bist du nach Köln gekommen?', translation: 'Why did you come to Cologne?' },
              ],
            },
            {
              speaker: { same: 'Marta' },
              german:
                'Wegen der Arbeit. Ich habe hier eine gute Stelle gefunden. Und was machst du beruflich?',
              translation: 'Because of work. I found a good job here. And what do you do for a living?',
            },
            {
              speaker: { same: 'Tomasz' },
              german: 'Ich bin Elektriker. Im Moment arbeite ich bei einer kleinen Firma.',
              translation: 'I am an electrician. At the moment I work for a small company.',
            },
            {
              speaker: { same: 'Marta' },
              german: 'Elektriker? Dann hast du sicher viel zu tun. Hast du auch Familie hier?',
              translation: 'An electrician? Then you must have a lot of work. Do you have family here too?',
              note: {
                de: 'Erst kurz reagieren, dann eine Frage zum nächsten Stichpunkt.',
                en: 'React briefly first, then ask about the next cue.',
              },
            },
            {
              speaker: { same: 'Tomasz' },
              german:
                'Nein, meine Familie lebt noch in Polen. Sonntags telefonieren wir immer lange. Was machst du denn außer Schwimmen gern?',
              translation:
                'No, my family still lives in Poland. On Sundays we always talk on the phone for a long time. What else do you like doing apart from swimming?',
              note: {
                de: 'Tomasz hat gut zugehört: Er fragt nach etwas aus Martas Vorstellung.',
                en: 'Tomasz has listened well: he asks about something from Marta’s introduction.',
              },
              drill: [
                {
                  german: 'Meine Familie lebt noch in Polen.',
                  translation: 'My family still lives in Poland.',
                },
                {
                  german: 'Was machst du denn außer Schwimmen gern?',
                  translation: 'What else do you like doing apart from swimming?',
                },
              ],
            },
            {
              speaker: { same: 'Marta' },
              german: 'Ich koche sehr gern, am liebsten Fisch. Und welche Sprachen sprichst du?',
              translation: 'I love cooking, fish most of all. And which languages do you speak?',
            },
            {
              speaker: { same: 'Tomasz' },
              german: 'Polnisch, Russisch und ein bisschen Englisch. Deutsch ist also meine vierte Sprache.',
              translation: 'Polish, Russian and a little English. So German is my fourth language.',
            },
            {
              speaker: { same: 'Marta' },
              german: 'Vier Sprachen – toll! Und was machst du in deiner Freizeit?',
              translation: 'Four languages – great! And what do you do in your free time?',
            },
            {
              speaker: { same: 'Tomasz' },
              german: 'Am Wochenende spiele ich Fußball im Verein. Da spreche ich viel Deutsch.',
              translation: 'At the weekend I play football in a club. I speak a lot of German there.',
            },
            {
              speaker: { same: 'Marta' },
              german: 'Super, das ist die beste Übung!',
              translation: 'Great, that’s the best practice!',
              note: {
                de: 'Zum Schluss eine kurze Reaktion, kein Schweigen.',
                en: 'A short reaction at the end, not silence.',
              },
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'Was das Beispiel zeigt', en: 'What the example shows' },
          text: {
            de: 'Jede Person sagt etwas zu den Stichpunkten und fragt nach – bewertet wird jede Person einzeln. Marta und Tomasz sprechen beide über Name, Wohnort, Arbeit, Familie, Sprachen und Freizeit. Die Antworten sind kurz, die Fragen passen zu dem, was der andere gesagt hat.',
            en: 'Each person says something about the cues and asks back – each person is marked separately. Marta and Tomasz both talk about name, where they live, work, family, languages and free time. The answers are short, and the questions fit what the other person has said.',
          },
        },
      ],
    },
    {
      id: 'common-mistakes',
      title: { de: 'Typische Fehler', en: 'Common mistakes' },
      blocks: [
        table({
          caption: { de: 'Falsch und richtig', en: 'Wrong and right' },
          columns: [
            { key: 'wrong', header: { de: 'Nicht so', en: 'Not like this' }, lang: 'de', wrong: true },
            { key: 'right', header: { de: 'Besser so', en: 'Better like this' }, lang: 'de' },
            { key: 'why', header: { de: 'Warum?', en: 'Why?' } },
          ],
          rows: [
            {
              wrong: 'Ich habe 34 Jahre.',
              right: 'Ich bin 34 Jahre alt.',
              why: {
                de: 'Für das Alter braucht man „sein“ und „alt“.',
                en: 'For age you need [[sein]] and [[alt]].',
              },
            },
            {
              wrong: 'Ich komme von Spanien.',
              right: 'Ich komme aus Spanien.',
              why: { de: 'Für die Herkunft sagt man „aus“.', en: 'For where you come from, say [[aus]].' },
            },
            {
              wrong: 'Ich wohne in Köln seit zwei Jahre.',
              right: ICH_WOHNE_SEIT_ZWEI,
              why: {
                de: 'seit + Dativ: „Jahren“. Die Zeit steht meistens vor dem Ort.',
                en: '[[seit]] + dative: [[Jahren]]. Time usually comes before place.',
              },
            },
            {
              wrong: 'Ich arbeite als ein Koch.',
              right: 'Ich arbeite als Koch.',
              why: { de: 'Nach „als“ kommt kein Artikel.', en: 'No article after [[als]].' },
            },
            {
              wrong: 'Ich lerne Deutsch, weil ich möchte hier arbeiten.',
              right: ICH_LERNE_DEUTSCH_WEIL,
              why: NACH_WEIL_VERB_AM_ENDE,
            },
          ],
        }),
      ],
    },
    {
      id: 'tips',
      title: { de: 'Tipps für Teil 1', en: 'Tips for part 1' },
      blocks: [
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'So klingen Sie sicher und natürlich', en: 'How to sound confident and natural' },
          items: [
            {
              de: 'Halten Sie Ihre Vorstellung kurz: etwa 30 Sekunden, 4–5 Sätze. Teil 1 dauert nur etwa 3 Minuten für Sie beide, und Ihr Partner braucht auch Zeit.',
              en: 'Keep your introduction short: about 30 seconds, 4–5 sentences. Part 1 only takes about 3 minutes for the two of you, and your partner needs time too.',
            },
            {
              de: 'Antworten Sie nicht nur mit einem Wort. Ein oder zwei ganze Sätze sind genau richtig.',
              en: 'Do not answer with just one word. One or two full sentences are just right.',
            },
            {
              de: 'Teil 1 ist ein Gespräch, kein Vortrag. Reagieren Sie auf die Antworten Ihres Partners und fragen Sie weiter.',
              en: 'Part 1 is a conversation, not a speech. React to your partner’s answers and keep asking.',
            },
            {
              de: 'Sprechen Sie ruhig und nicht zu schnell. Ein Lächeln und Blickkontakt helfen auch.',
              en: 'Speak calmly and not too fast. A smile and eye contact help too.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: { de: 'Keinen Text auswendig lernen', en: 'Do not learn a text by heart' },
          text: {
            de: 'Lernen Sie keinen langen Text Wort für Wort auswendig. Das klingt unnatürlich, und bei einer Frage verlieren Sie schnell den Faden. Lernen Sie lieber die WHO-Punkte und einzelne Sätze, die Sie frei kombinieren können.',
            en: 'Do not learn a long text by heart word for word. It sounds unnatural, and when someone asks a question you quickly lose your thread. Instead, learn the WHO points and single sentences that you can combine freely.',
          },
        },
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'Du oder Sie?', en: 'du or Sie?' },
          items: [
            {
              de: 'Mit Ihrem Partner können Sie „du“ oder „Sie“ sagen. Viele Kandidaten sagen „du“. Fragen Sie einfach: „Wollen wir uns duzen?“',
              en: 'With your partner you can say [[du]] or [[Sie]]. Many candidates say [[du]]. Just ask: [[Wollen wir uns duzen?]] (Shall we say du to each other?)',
            },
            {
              de: 'Zu den Prüferinnen und Prüfern sagen Sie immer „Sie“.',
              en: 'To the examiners you always say [[Sie]].',
            },
          ],
        },
        {
          type: 'list',
          items: [
            {
              de: '**Zu Hause üben:** Sagen Sie Ihre Vorstellung laut und messen Sie die Zeit. Ziel: etwa 30 Sekunden.',
              en: '**Practise at home:** say your introduction out loud and time yourself. Aim for about 30 seconds.',
            },
            {
              de: '**Mit jemandem üben:** Stellen Sie sich gegenseitig die Fragen oben, jedes Mal in einer anderen Reihenfolge.',
              en: '**Practise with someone:** ask each other the questions above, in a different order each time.',
            },
            {
              de: '**Aufnehmen:** Nehmen Sie sich mit dem Handy auf. Achten Sie beim Hören auf die Position des Verbs und auf die Aussprache.',
              en: '**Record yourself:** use your phone. When you listen back, pay attention to the position of the verb and to pronunciation.',
            },
          ],
        },
      ],
    },
  ],
  closing: {
    de: 'Sie kennen das Thema von Teil 1 besser als jeder andere: Es geht um Sie. Mit W, H, O und einer Frage an Ihren Partner starten Sie ruhig und sicher in die mündliche Prüfung.',
    en: 'You know the topic of part 1 better than anyone: it is about you. With W, H, O and a question for your partner, you start the oral exam calmly and confidently.',
  },
  seoMeta: {
    title: {
      de: 'Sprechen Teil 1: Das WHO-System – telc Deutsch B1',
      en: 'Speaking Part 1: The WHO System – telc Deutsch B1',
    },
    description: {
      de: 'Teil 1 der mündlichen B1-Prüfung (Einander kennenlernen): sich mit WHO in etwa 30 Sekunden vorstellen, zurückfragen, Beispielsätze, Mustergespräch.',
      en: 'Part 1 of the B1 oral exam (getting to know each other): introduce yourself in about 30 seconds with WHO, ask back, example sentences, sample talk.',
    },
  },
} satisfies Sheet;
