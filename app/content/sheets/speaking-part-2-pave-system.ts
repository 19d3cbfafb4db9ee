import { table, type Sheet } from '../sheet-schema';

/** The three steps of the worked topic pairs (section more-topic-pairs). */
const PRESENT_A = { de: 'Vorstellen: Sie haben Text A.', en: 'Presenting: you have text A.' };
const PRESENT_B = { de: 'Vorstellen: Sie haben Text B.', en: 'Presenting: you have text B.' };
const REACT_TO_A = {
  de: 'Reagieren: Ihr Partner hat Text A vorgestellt.',
  en: 'Reacting: your partner has presented text A.',
};
const REACT_TO_B = {
  de: 'Reagieren: Ihr Partner hat Text B vorgestellt.',
  en: 'Reacting: your partner has presented text B.',
};
const OPINION_AND_QUESTION = { de: 'Ihre Meinung und eine Frage', en: 'Your opinion and a question' };

/** German taught in more than one place on this sheet: written once, used where it is taught. */
const ICH_HABE_SELBST_DIE = {
  german: 'Ich habe selbst die Erfahrung gemacht, dass …',
  translation: 'I have found from my own experience that …',
} as const;
const WAS_STEHT_IN_DEINEM = 'Was steht in deinem Text?';

/** The A of PAVE: its German name, and the short title a phrase list and a dialogue note give it. */
const A_ARGUMENTE = 'A – Argumente und Erfahrungen';
const A_ARGUMENTE_TITLE = { de: A_ARGUMENTE, en: 'A – Arguments and experiences' };

/** Cheat sheet #06: Speaking Part 2, the PAVE system. */
export const speakingPart2PaveSystem = {
  pageTitle: {
    main: { de: 'Sprechen Teil 2:', en: 'Speaking Part 2:' },
    highlight: { de: 'Das PAVE-System', en: 'The PAVE System' },
    subtitle: {
      de: 'Mit vier Schritten sagen Sie, was in Ihrem Text steht, erzählen von sich und kommen mit Ihrem Partner ins Gespräch.',
      en: 'Four steps help you report what your text says, add your own experience and opinion, and get talking with your partner.',
    },
  },
  exam: {
    de: 'Mündliche Prüfung · Teil 2, Über ein Thema sprechen (früher: Gespräch über ein Thema)',
    en: 'Oral exam · Part 2, Talking about a topic (Über ein Thema sprechen; older name: Gespräch über ein Thema)',
  },
  summary: {
    method: [
      {
        de: '**P – Position des Textes:** Was sagt die Person in Ihrem Text? Mit eigenen Worten, nicht vorlesen.',
        en: '**P – Position of the text:** what does the person in your text say? In your own words, do not read it out.',
      },
      {
        de: '**A – Argumente und Erfahrungen:** Welchen Grund nennt die Person? Wie ist das bei Ihnen?',
        en: '**A – Arguments and experiences:** what reason does the person give? What is it like for you?',
      },
      {
        de: '**V – Sichtweise (View):** Was denken Sie selbst, und warum?',
        en: '**V – View:** what do you think yourself, and why?',
      },
      {
        de: '**E – einbeziehen (Engage):** Fragen Sie nach dem Text und der Meinung Ihres Partners. Dann diskutieren Sie.',
        en: '**E – Engage:** ask about your partner’s text and opinion. Then discuss.',
      },
    ],
    phrases: [
      { german: 'In meinem Text geht es um …', translation: 'My text is about …' },
      {
        german: 'Die Person im Text meint, dass …',
        translation: 'The person in the text thinks that …',
      },
      ICH_HABE_SELBST_DIE,
      { german: 'Meiner Meinung nach …', translation: 'In my opinion …' },
      { german: WAS_STEHT_IN_DEINEM, translation: 'What does your text say?' },
    ],
    figures: [
      {
        label: { de: 'Teil 2', en: 'Part 2' },
        value: {
          de: 'etwa 6 Minuten für Sie beide zusammen',
          en: 'about 6 minutes for the two of you together',
        },
      },
      {
        label: { de: 'Ihr erster Beitrag', en: 'Your first turn' },
        value: {
          de: 'keine offizielle Zeit; als Faustregel etwa 1 bis 1½ Minuten',
          en: 'no official time; as a rule of thumb about 1 to 1½ minutes',
        },
      },
      {
        label: { de: 'Punkte', en: 'Points' },
        value: { de: '30 von 75', en: '30 of 75' },
      },
      {
        label: { de: 'Material', en: 'Material' },
        value: {
          de: 'dasselbe Thema, aber für jede Person ein anderer kurzer Text, meist eine Meinung mit Foto',
          en: 'the same topic, but a different short text for each person, usually someone’s opinion with a photo',
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
      title: { de: 'Teil 2 auf einen Blick', en: 'Part 2 at a glance' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Teil 2 heißt **Über ein Thema sprechen** (früher: Gespräch über ein Thema). Sie und Ihr Partner haben **dasselbe Thema**, aber **verschiedene kurze Texte**. Meistens sagt im Text eine Person ihre Meinung, oft gibt es dazu ein Foto. Sie erzählen Ihrem Partner, was in Ihrem Text steht. Dann sprechen Sie über Ihre Erfahrungen und Ihre Meinung und diskutieren zusammen.',
            en: 'Part 2, Talking about a topic ([[Über ein Thema sprechen]], older name: [[Gespräch über ein Thema]]): you and your partner have **the same topic** but **different short texts**. Usually a person gives their opinion in the text, often with a photo. You tell your partner what your text says. Then you talk about your experiences and opinions and discuss them together.',
          },
        },
        table({
          caption: { de: 'Teil 2 im Überblick', en: 'Part 2 at a glance' },
          columns: [
            { key: 'aspect', header: { de: 'Was?', en: 'What?' } },
            { key: 'detail', header: { de: 'So ist es', en: 'How it works' } },
          ],
          rows: [
            {
              aspect: { de: 'Dauer', en: 'Length' },
              detail: {
                de: 'etwa 6 Minuten, für Sie und Ihren Partner zusammen',
                en: 'about 6 minutes, for you and your partner together',
              },
            },
            {
              aspect: { de: 'Material', en: 'Material' },
              detail: {
                de: 'ein kurzer Text, meistens die Meinung einer Person, oft mit Foto. Ihr Partner hat einen anderen Text zum selben Thema.',
                en: 'a short text, usually one person’s opinion, often with a photo. Your partner has a different text on the same topic.',
              },
            },
            {
              aspect: { de: 'Zeit pro Person', en: 'Time per person' },
              detail: {
                de: 'keine offizielle Zeit. Unser Rat: Ihr erster Beitrag dauert etwa 1 bis 1½ Minuten, dann kommt Ihr Partner dran. Die meiste Zeit gehört dem Gespräch.',
                en: 'no official time. Our advice: your first turn takes about 1 to 1½ minutes, then it is your partner’s turn. Most of the time belongs to the conversation.',
              },
            },
            {
              aspect: { de: 'Punkte', en: 'Points' },
              detail: {
                de: '30 von 75 Punkten der mündlichen Prüfung',
                en: '30 of the 75 points of the oral exam',
              },
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'warning',
          title: {
            de: 'Keine Bildbeschreibung, kein langer Vortrag',
            en: 'Not a picture description, not a long speech',
          },
          text: {
            de: 'Das Foto zeigt nur das Thema: Ein Satz dazu reicht. Wichtig ist, was die Person im Text sagt und was Sie selbst denken. Und: Teil 2 ist ein Gespräch. Sprechen Sie nicht lange allein.',
            en: 'The photo only shows the topic: one sentence about it is enough. What matters is what the person in the text says and what you think yourself. And: part 2 is a conversation. Do not talk on your own for long.',
          },
        },
        {
          type: 'timeline',
          caption: {
            de: 'Teil 2 im Zeitverlauf: ein mögliches Beispiel (Richtwerte, keine Regeln)',
            en: 'Part 2 over time: one possible example (guidelines, not rules)',
          },
          headers: {
            phase: { same: 'Phase' },
            activity: { de: 'Was passiert?', en: 'What happens?' },
            duration: { de: 'Dauer', en: 'Length' },
            goal: { de: 'Ziel', en: 'Goal' },
          },
          segments: [
            {
              phase: { de: 'Sie', en: 'You' },
              activity: {
                de: 'Sie sagen, was in Ihrem Text steht. Dann erzählen Sie von sich, sagen Ihre Meinung und stellen eine Frage (etwa 1 Minute, höchstens 1½).',
                en: 'You say what your text says. Then you talk about yourself, give your opinion and ask a question (about 1 minute, at most 1½).',
              },
              from: 0,
              to: 1,
              goal: { de: 'den Text klar wiedergeben', en: 'report the text clearly' },
            },
            {
              phase: { de: 'Ihr Partner', en: 'Your partner' },
              activity: {
                de: 'Ihr Partner erzählt von seinem Text. Sie hören zu und vergleichen ihn mit Ihrem Text.',
                en: 'Your partner talks about their text. You listen and compare it with yours.',
              },
              from: 1,
              to: 2,
              goal: { de: 'gut zuhören', en: 'listen well' },
            },
            {
              phase: { de: 'Zusammen', en: 'Together' },
              activity: {
                de: 'Sie fragen nach, vergleichen die Texte, erzählen von Ihren Erfahrungen und diskutieren. Das ist der längste Teil.',
                en: 'You ask questions, compare the texts, talk about your experiences and discuss. This is the longest stage.',
              },
              from: 2,
              to: 6,
              goal: { de: 'ein echtes Gespräch führen', en: 'have a real conversation' },
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
              de: 'Vor der Prüfung haben Sie 20 Minuten Zeit in einem anderen Raum. Sie bekommen in der Regel **alle** Aufgabenblätter, also auch Ihren Text für Teil 2.',
              en: 'Before the exam you have 20 minutes in a separate room. You usually get **all** the task sheets, so your text for part 2 too.',
            },
            {
              de: 'Lesen Sie Ihren Text genau. Schreiben Sie auf das gestempelte Papier zu P, A, V und E je ein paar Stichwörter.',
              en: 'Read your text carefully. On the stamped paper you are given, write a few keywords each for P, A, V and E.',
            },
            {
              de: 'In der Regel dürfen Sie die Notizen mitnehmen und in der Prüfung anschauen, aber nicht vorlesen.',
              en: 'Usually you may take the notes into the exam and look at them, but not read them out.',
            },
            {
              de: 'Unser Rat: Bereiten Sie sich allein vor, nicht mit Ihrem Partner. Eine offizielle Regel dazu gibt es nicht.',
              en: 'Our advice: prepare on your own, not with your partner. There is no official rule on this.',
            },
          ],
        },
        {
          type: 'paragraph',
          text: {
            de: 'Die Prüferinnen und Prüfer bewerten in **jedem** Teil dieselben vier Kriterien. Im Modelltest gibt es in Teil 2 diese Punkte:',
            en: 'The examiners mark the same four criteria in **each** part. In the model test, part 2 gives these points:',
          },
        },
        table({
          caption: { de: 'Die vier Kriterien in Teil 2', en: 'The four criteria in part 2' },
          columns: [
            { key: 'criterion', header: { de: 'Kriterium', en: 'Criterion' }, lang: 'de' },
            { key: 'points', header: { de: 'Punkte', en: 'Points' } },
            { key: 'meaning', header: { de: 'Was heißt das für Sie?', en: 'What does it mean for you?' } },
          ],
          rows: [
            {
              criterion: 'Ausdrucksfähigkeit',
              points: { same: '8 / 6 / 2 / 0' },
              meaning: {
                de: 'Sie finden passende Wörter, um den Text wiederzugeben und Ihre Meinung zu sagen.',
                en: 'Range of expression: you find fitting words to report the text and give your opinion.',
              },
            },
            {
              criterion: 'Aufgabenbewältigung',
              points: { same: '8 / 6 / 2 / 0' },
              meaning: {
                de: 'Sie sagen, was im Text steht, erzählen von sich, sagen Ihre Meinung und gehen auf Ihren Partner ein.',
                en: 'Task completion: you say what the text says, talk about yourself, give your opinion and respond to your partner.',
              },
            },
            {
              criterion: 'Formale Richtigkeit',
              points: { same: '8 / 6 / 2 / 0' },
              meaning: {
                de: 'Grammatik und Satzbau, zum Beispiel das Verb am Ende nach „dass“ und „weil“.',
                en: 'Formal accuracy: grammar and word order, for example the verb at the end after [[dass]] and [[weil]].',
              },
            },
            {
              criterion: 'Aussprache/Intonation',
              points: { same: '6 / 4 / 2 / 0' },
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
          title: { de: 'Auf den Partner eingehen zählt', en: 'Responding to your partner counts' },
          text: {
            de: 'Fragen Sie nach, und helfen Sie Ihrem Partner, wenn er ein Wort nicht findet. Das zählt meistens positiv für Sie.',
            en: 'Ask questions, and help your partner when they cannot find a word. That usually counts in your favour.',
          },
        },
      ],
    },
    {
      id: 'pave-method',
      title: { de: 'Die PAVE-Methode', en: 'The PAVE method' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'PAVE gibt Ihrem Beitrag eine klare Reihenfolge: erst der Text, dann Sie selbst, dann Ihr Partner. Zwei Buchstaben stehen für deutsche Wörter, zwei für englische.',
            en: 'PAVE gives your turn a clear order: first the text, then you, then your partner. Two letters stand for German words, two for English ones.',
          },
        },
        {
          type: 'steps',
          items: [
            {
              title: {
                de: 'P – Position des Textes: Was sagt die Person?',
                en: 'P – Position of the text: what does the person say? ([[Position des Textes]])',
              },
              text: {
                de: 'Nennen Sie das Thema. Sagen Sie mit eigenen Worten, was die Person im Text meint. Zum Foto sagen Sie höchstens einen Satz.',
                en: 'Name the topic. Say in your own words what the person in the text thinks. Say one sentence about the photo at most.',
              },
            },
            {
              title: {
                de: A_ARGUMENTE,
                en: 'A – Arguments and experiences ([[Argumente und Erfahrungen]])',
              },
              text: {
                de: 'Welchen Grund oder welches Beispiel nennt die Person? Und welche Erfahrungen haben Sie selbst damit, hier oder in Ihrem Heimatland?',
                en: 'What reason or example does the person give? And what experience do you have with it yourself, here or in your home country?',
              },
            },
            {
              title: {
                de: 'V – Sichtweise (englisch: View): Ihre Meinung',
                en: 'V – View: your opinion ([[Ihre Meinung]])',
              },
              text: {
                de: 'Sagen Sie klar, was Sie denken, und geben Sie einen Grund. Sind Sie der gleichen Meinung wie die Person im Text, oder sehen Sie es anders?',
                en: 'Say clearly what you think and give a reason. Do you agree with the person in the text, or do you see it differently?',
              },
            },
            {
              title: {
                de: 'E – einbeziehen (englisch: Engage): den Partner fragen',
                en: 'E – Engage your partner ([[den Partner einbeziehen]])',
              },
              text: {
                de: 'Fragen Sie Ihren Partner: Was steht in seinem Text? Was denkt er? Vergleichen Sie die beiden Texte und diskutieren Sie.',
                en: 'Ask your partner: what does their text say? What do they think? Compare the two texts and discuss.',
              },
            },
          ],
        },
        table({
          caption: {
            de: 'PAVE in etwa 1 bis 1½ Minuten (Richtwerte)',
            en: 'PAVE in about 1 to 1½ minutes (guidelines)',
          },
          columns: [
            { key: 'step', header: { de: 'Schritt', en: 'Step' } },
            { key: 'time', header: { de: 'Zeit', en: 'Time' } },
            { key: 'content', header: { de: 'Inhalt', en: 'Content' } },
          ],
          rows: [
            {
              step: { same: 'P' },
              time: { de: 'etwa 20–30 Sekunden', en: 'about 20–30 seconds' },
              content: {
                de: 'Thema, ein Satz zum Foto, die Meinung der Person',
                en: 'topic, one sentence on the photo, the person’s opinion',
              },
            },
            {
              step: { same: 'A' },
              time: { de: 'etwa 20–30 Sekunden', en: 'about 20–30 seconds' },
              content: {
                de: 'Grund aus dem Text, eigene Erfahrung',
                en: 'reason from the text, your own experience',
              },
            },
            {
              step: { same: 'V' },
              time: { de: 'etwa 15–20 Sekunden', en: 'about 15–20 seconds' },
              content: { de: 'Ihre Meinung mit Grund', en: 'your opinion with a reason' },
            },
            {
              step: { same: 'E' },
              time: { de: 'ein Satz', en: 'one sentence' },
              content: {
                de: 'eine Frage an den Partner, dann das Gespräch',
                en: 'a question for your partner, then the conversation',
              },
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'tip',
          title: {
            de: 'Vor- und Nachteile: gut, aber kein Muss',
            en: 'Pros and cons: good, but not required',
          },
          text: {
            de: 'Wenn Ihnen ein Vorteil und ein Nachteil einfallen, sagen Sie sie bei A oder V. Das ist unser Tipp, keine Pflicht. Die Aufgabe ist: Text wiedergeben, von sich erzählen, Meinung sagen, diskutieren.',
            en: 'If you can think of an advantage and a disadvantage, mention them under A or V. That is our tip, not a requirement. The task is: report the text, talk about yourself, give your opinion, discuss.',
          },
        },
      ],
    },
    {
      id: 'pave-phrases',
      title: { de: 'Redemittel für jeden Schritt', en: 'Useful phrases for each step' },
      blocks: [
        {
          type: 'phrases',
          title: { de: 'P – Den Text wiedergeben', en: 'P – Reporting the text' },
          items: [
            {
              german: 'Im Text geht es um das Thema Arbeit.',
              translation: 'The text is about the topic of work.',
              tip: { de: '„es geht um“ + Akkusativ.', en: '[[es geht um]] + accusative.' },
            },
            {
              german: 'In meinem Text sagt eine Frau, dass sie jeden Tag mit dem Fahrrad fährt.',
              translation: 'In my text a woman says that she cycles every day.',
              tip: {
                de: 'Nach „dass“ steht das Verb am Ende.',
                en: 'After [[dass]] the verb goes to the end.',
              },
            },
            {
              german: 'Die Person im Text meint, dass Kinder zu viel fernsehen.',
              translation: 'The person in the text thinks that children watch too much TV.',
            },
            {
              german: 'Laut Text arbeiten viele Menschen am Wochenende.',
              translation: 'According to the text, many people work at the weekend.',
              tip: {
                de: 'Nach „Laut Text“ kommt direkt das Verb.',
                en: 'After [[Laut Text]] the verb comes straight away.',
              },
            },
            {
              german: 'Auf dem Foto sieht man einen Mann im Büro.',
              translation: 'In the photo you can see a man in an office.',
              tip: {
                de: 'Ein Satz zum Foto reicht. „sieht man“ + Akkusativ: einen Mann.',
                en: 'One sentence on the photo is enough. [[sieht man]] + accusative: [[einen Mann]].',
              },
            },
          ],
        },
        {
          type: 'phrases',
          title: A_ARGUMENTE_TITLE,
          items: [
            {
              german: 'Als Grund nennt sie, dass …',
              translation: 'As a reason, she says that …',
            },
            {
              german: 'Er gibt ein Beispiel: …',
              translation: 'He gives an example: …',
            },
            ICH_HABE_SELBST_DIE,
            {
              german: 'Bei mir ist das ähnlich. / Bei mir ist das ganz anders.',
              translation: 'It is similar for me. / It is quite different for me.',
            },
            {
              german: 'In meinem Heimatland ist das anders: …',
              translation: 'In my home country it is different: …',
              tip: {
                de: 'Ein Vergleich mit Ihrem Heimatland ist ein gutes persönliches Beispiel.',
                en: 'A comparison with your home country is a good personal example.',
              },
            },
          ],
        },
        {
          type: 'phrases',
          title: { de: 'V – Die eigene Meinung sagen', en: 'V – Giving your own opinion' },
          items: [
            {
              german: 'Meiner Meinung nach ist das eine gute Idee.',
              translation: 'In my opinion, that is a good idea.',
              tip: {
                de: 'Nach „Meiner Meinung nach“ kommt direkt das Verb.',
                en: 'After [[Meiner Meinung nach]] the verb comes straight away.',
              },
            },
            {
              german: 'Ich bin der gleichen Meinung wie die Frau im Text.',
              translation: 'I agree with the woman in the text.',
            },
            {
              german: 'Das sehe ich anders als der Mann im Text, weil …',
              translation: 'I see that differently from the man in the text, because …',
              tip: {
                de: 'Nach „weil“ steht das Verb am Ende.',
                en: 'After [[weil]] the verb goes to the end.',
              },
            },
            {
              german: 'Einerseits ist das praktisch, andererseits kostet es viel Zeit.',
              translation: 'On the one hand it is practical, on the other hand it takes a lot of time.',
              tip: {
                de: 'Nach „einerseits“ und „andererseits“ kommt jeweils direkt das Verb.',
                en: 'After both [[einerseits]] and [[andererseits]] the verb comes straight away.',
              },
            },
          ],
        },
        {
          type: 'phrases',
          title: {
            de: 'E – Den Partner fragen und an seinen Text anknüpfen',
            en: 'E – Asking your partner and linking to their text',
          },
          items: [
            { german: WAS_STEHT_IN_DEINEM, translation: 'What does your text say?' },
            {
              german: 'In deinem Text war das anders, oder?',
              translation: 'It was different in your text, wasn’t it?',
              tip: {
                de: 'So verbinden Sie die beiden Texte.',
                en: 'This is how you link the two texts.',
              },
            },
            { german: 'Was denkst du darüber?', translation: 'What are your thoughts on it?' },
            { german: 'Wie ist das bei dir?', translation: 'What is it like for you?' },
          ],
        },
      ],
    },
    {
      id: 'example-cooking-fresh',
      title: { de: 'Beispiel: Jeden Tag frisch kochen?', en: 'Example: cooking fresh every day?' },
      blocks: [
        {
          type: 'example',
          title: { de: 'Emres Aufgabenblatt und PAVE', en: 'Emre’s task sheet and PAVE' },
          text: [
            { german: 'Thema: Kochen im Alltag', translation: 'Topic: Cooking in everyday life' },
            {
              german: 'Foto: Eine Frau kocht mit zwei Kindern in der Küche.',
              translation: 'Photo: A woman is cooking in the kitchen with two children.',
            },
            {
              german:
                'Text: „Ich koche jeden Abend frisch, auch wenn ich müde von der Arbeit komme. Das dauert nur eine halbe Stunde. Fertiggerichte sind teuer, und oft ist viel Salz und Zucker drin. Meine Kinder schneiden das Gemüse und decken den Tisch. So lernen sie etwas fürs Leben, und wir reden dabei über den Tag.“',
              translation:
                'Text: “I cook fresh every evening, even when I come home tired from work. It only takes half an hour. Ready meals are expensive, and they often contain a lot of salt and sugar. My children chop the vegetables and lay the table. That way they learn something for life, and we talk about our day while we do it.”',
            },
            {
              german: 'Jana, 41, Verkäuferin, Mutter von zwei Kindern',
              translation: 'Jana, 41, shop assistant, mother of two children',
            },
          ],
          steps: [
            {
              prompt: {
                de: 'P – Foto und Text: Was sagt Emre?',
                en: 'P – photo and text: what does Emre say?',
              },
              answer: {
                de: 'Ein Satz zum Foto, dann Janas Meinung mit eigenen Worten: „Jana meint, dass man jeden Tag frisch kochen sollte, auch nach der Arbeit.“',
                en: 'One sentence on the photo, then Jana’s opinion in his own words: [[Jana meint, dass man jeden Tag frisch kochen sollte, auch nach der Arbeit.]]',
              },
              reasoning: {
                de: 'Das Foto zeigt nur das Thema. Wichtig ist die Meinung im Text. Emre liest den Text nicht vor.',
                en: 'The photo only shows the topic. What matters is the opinion in the text. Emre does not read the text out.',
              },
            },
            {
              prompt: {
                de: 'A – Welche Gründe nennt Jana, und welche Erfahrung hat Emre?',
                en: 'A – What reasons does Jana give, and what experience does Emre have?',
              },
              answer: {
                de: 'Jana: Fertiggerichte sind teuer und ungesund, und die Kinder lernen etwas. Emre: Er arbeitet bis sechs und hat abends oft keine Lust mehr zu kochen.',
                en: 'Jana: ready meals are expensive and unhealthy, and the children learn something. Emre: he works until six and often does not feel like cooking in the evening.',
              },
              reasoning: {
                de: 'Aus „viel Salz und Zucker“ macht Emre „ungesund“: ein eigenes Wort. Seine Erfahrung macht den Beitrag persönlich.',
                en: 'Emre turns [[viel Salz und Zucker]] into [[ungesund]] (unhealthy): a word of his own. His own experience makes his turn personal.',
              },
            },
            {
              prompt: { de: 'V – Was denkt Emre?', en: 'V – What does Emre think?' },
              answer: {
                de: 'Er findet Janas Idee gut, weil selbst gekochtes Essen gesünder ist. Aber jeden Tag schafft er das nicht.',
                en: 'He likes Jana’s idea, because home-cooked food is healthier. But he cannot manage it every day.',
              },
              reasoning: {
                de: 'Eine klare Meinung mit Grund. Emre ist nicht ganz einverstanden mit Jana: Das gibt Stoff für das Gespräch.',
                en: 'A clear opinion with a reason. Emre does not fully agree with Jana: that gives material for the conversation.',
              },
            },
          ],
        },
        {
          type: 'dialogue',
          title: {
            de: 'Emres Beitrag (etwa 1 Minute, knapp 100 Wörter)',
            en: 'Emre’s turn (about 1 minute, just under 100 words)',
          },
          lines: [
            {
              speaker: { same: 'Emre' },
              german:
                'In meinem Text geht es ums Kochen. Auf dem Foto kocht eine Frau mit zwei Kindern. Jana meint, dass man jeden Tag frisch kochen sollte, auch nach der Arbeit.',
              translation:
                'My text is about cooking. In the photo a woman is cooking with two children. Jana thinks that you should cook fresh every day, even after work.',
              note: { de: 'P – Position des Textes', en: 'P – Position of the text' },
              drill: [
                { german: 'In meinem Text geht es ums Kochen.', translation: 'My text is about cooking.' },
                {
                  german: 'Jana meint, dass man jeden Tag frisch kochen sollte.',
                  translation: 'Jana thinks that you should cook fresh every day.',
                },
              ],
            },
            {
              speaker: { same: 'Emre' },
              german:
                'Als Grund nennt sie, dass Fertiggerichte teuer und ungesund sind. Außerdem lernen ihre Kinder beim Kochen etwas fürs Leben. Bei mir ist das anders: Ich arbeite bis sechs, und abends habe ich oft keine Lust mehr zu kochen.',
              translation:
                'As a reason, she says that ready meals are expensive and unhealthy. Her children also learn something for life when they cook. It is different for me: I work until six, and in the evening I often do not feel like cooking any more.',
              note: A_ARGUMENTE_TITLE,
              drill: [{ german: 'Bei mir ist das anders: …', translation: 'It is different for me: …' }],
            },
            {
              speaker: { same: 'Emre' },
              german:
                'Ich finde Janas Idee gut, weil selbst gekochtes Essen gesünder ist. Aber jeden Tag schaffe ich das nicht.',
              translation:
                'I think Jana’s idea is good, because home-cooked food is healthier. But I cannot manage it every day.',
              note: { de: 'V – Meinung mit Grund', en: 'V – Opinion with a reason' },
              drill: [
                {
                  german: 'Ich finde Janas Idee gut, weil selbst gekochtes Essen gesünder ist.',
                  translation: 'I think Jana’s idea is good, because home-cooked food is healthier.',
                },
                {
                  german: 'Aber jeden Tag schaffe ich das nicht.',
                  translation: 'But I can’t manage it every day.',
                },
              ],
            },
            {
              speaker: { same: 'Emre' },
              german: 'Was steht in deinem Text, Sofia? Und wie ist das bei dir?',
              translation: 'What does your text say, Sofia? And what is it like for you?',
              note: { de: 'E – den Partner einbeziehen', en: 'E – Engaging the partner' },
            },
          ],
        },
        {
          type: 'dialogue',
          title: {
            de: 'Sofias Text und das Gespräch (Ausschnitt)',
            en: 'Sofia’s text and the conversation (extract)',
          },
          lines: [
            {
              speaker: { same: 'Sofia' },
              german:
                'In meinem Text sagt ein Mann etwas ganz anderes. Karl arbeitet im Schichtdienst und kocht unter der Woche nie. Er isst dann ein Brot oder etwas aus der Kantine. Aber am Sonntag kocht er groß für seine Nachbarn. Er meint: Jeden Tag kochen muss nicht sein, einmal pro Woche richtig kochen reicht.',
              translation:
                'In my text a man says something quite different. Karl works shifts and never cooks during the week. He has a sandwich or something from the canteen. But on Sundays he cooks a big meal for his neighbours. He thinks cooking every day isn’t necessary; cooking properly once a week is enough.',
              note: {
                de: 'Sofia gibt ihren Text mit eigenen Worten wieder.',
                en: 'Sofia reports her text in her own words.',
              },
              drill: [
                {
                  german: 'In meinem Text sagt ein Mann etwas ganz anderes.',
                  translation: 'In my text a man says something quite different.',
                },
                { german: 'Karl arbeitet im Schichtdienst.', translation: 'Karl works shifts.' },
              ],
            },
            {
              speaker: { same: 'Emre' },
              german: 'Bei Karl ist das also ganz anders: Für ihn ist Kochen etwas für den Sonntag.',
              translation: 'So it is quite different for Karl: for him cooking is something for Sundays.',
              note: { de: 'Emre verbindet die beiden Texte.', en: 'Emre links the two texts.' },
            },
            {
              speaker: { same: 'Sofia' },
              german:
                'Genau. Ich verstehe Karl gut, ich arbeite auch lange. Deshalb koche ich am Sonntag für die ganze Woche. Dann kommt das Essen in … wie sagt man … so kleine Dosen aus Plastik, mit Deckel.',
              translation:
                'Exactly. I understand Karl well, I work long hours too. So on Sundays I cook for the whole week. Then the food goes into … what’s it called … those little plastic boxes with a lid.',
              note: {
                de: 'Sofia fehlt ein Wort. Sie schweigt nicht, sondern beschreibt das Ding.',
                en: 'Sofia cannot find a word. She does not go silent; she describes the thing.',
              },
              drill: [
                {
                  german: 'Ich verstehe Karl gut, ich arbeite auch lange.',
                  translation: 'I understand Karl well, I work long hours too.',
                },
                {
                  german: 'Wie sagt man … so kleine Dosen aus Plastik, mit Deckel',
                  translation: 'What’s it called … those little plastic boxes with a lid',
                },
              ],
            },
            {
              speaker: { same: 'Emre' },
              german: 'Meinst du Frischhaltedosen?',
              translation: 'Do you mean food storage boxes?',
              note: {
                de: 'Emre hilft mit „Meinst du …?“. Das zählt auch für ihn.',
                en: 'Emre helps with [[Meinst du …?]] That counts for him too.',
              },
            },
            {
              speaker: { same: 'Sofia' },
              german:
                'Ja, genau, Frischhaltedosen! Danke. Abends muss ich dann nur noch etwas warm machen. Was meinst du: Sollten Kinder zu Hause kochen lernen?',
              translation:
                'Yes, exactly, food storage boxes! Thanks. Then in the evening I only have to heat something up. What do you think: should children learn to cook at home?',
              note: {
                de: 'Sie nimmt das Wort auf und spricht weiter. Dann eine Frage zurück.',
                en: 'She takes up the word and carries on. Then a question back.',
              },
              drill: [
                {
                  german: 'Abends muss ich nur noch etwas warm machen.',
                  translation: 'In the evening I only have to heat something up.',
                },
                {
                  german: 'Was meinst du: Sollten Kinder zu Hause kochen lernen?',
                  translation: 'What do you think: should children learn to cook at home?',
                },
              ],
            },
            {
              speaker: { same: 'Emre' },
              german:
                'Ja, auf jeden Fall. Aber jeden Tag frisch kochen wie Jana, das finde ich unrealistisch. Wer bis sechs arbeitet, hat abends keine Kraft mehr.',
              translation:
                'Yes, definitely. But cooking fresh every day like Jana – I think that is unrealistic. If you work until six, you have no energy left in the evening.',
              note: { de: 'Widerspruch zum Text, mit Grund', en: 'Disagreeing with the text, with a reason' },
              drill: [
                { german: 'Das finde ich unrealistisch.', translation: 'I think that is unrealistic.' },
                {
                  german: 'Wer bis sechs arbeitet, hat abends keine Kraft mehr.',
                  translation:
                    'If you work until six, you have no energy left in the evening. (Start with “Wer”.)',
                },
              ],
            },
            {
              speaker: { same: 'Sofia' },
              german:
                'Das sehe ich ein bisschen anders. In Brasilien kochen viele jeden Tag frisch, Reis und Bohnen gehen ganz schnell. Meine Mutter hat das immer so gemacht, obwohl sie gearbeitet hat.',
              translation:
                'I see that a little differently. In Brazil many people cook fresh every day; rice and beans are very quick. My mother always did it like that, although she worked.',
              note: {
                de: 'Widerspruch mit einem Beispiel aus dem Heimatland',
                en: 'Disagreeing with an example from her home country',
              },
              drill: [
                {
                  german: 'In Brasilien kochen viele jeden Tag frisch.',
                  translation: 'In Brazil many people cook fresh every day.',
                },
                {
                  german: 'Meine Mutter hat das immer so gemacht, obwohl sie gearbeitet hat.',
                  translation: 'My mother always did it like that, although she worked.',
                },
              ],
            },
            {
              speaker: { same: 'Emre' },
              german:
                'Hm, also … vielleicht ist das auch eine Frage der Gewohnheit. In der Türkei war das bei uns früher auch so.',
              translation:
                'Hmm, well … maybe it is also a question of habit. In Turkey it used to be like that in our family too.',
              note: {
                de: '„Hm, also …“ gibt Zeit zum Denken.',
                en: '[[Hm, also …]] gives you time to think.',
              },
              drill: [
                {
                  german: 'Vielleicht ist das auch eine Frage der Gewohnheit.',
                  translation: 'Maybe it is also a question of habit.',
                },
              ],
            },
            {
              speaker: { same: 'Sofia' },
              german: 'Genau. Es kommt also darauf an, was man gewohnt ist und wie viel Zeit man hat.',
              translation: 'Exactly. So it depends on what you are used to and how much time you have.',
            },
          ],
        },
      ],
    },
    {
      id: 'more-topic-pairs',
      title: {
        de: 'Drei weitere Themen: Text A, Text B und Ihre Antworten',
        en: 'Three more topics: text A, text B and your answers',
      },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'In Teil 2 kommt oft ein Thema aus dem Alltag: Wohnen, Sport, Helfen. Jedes Paar unten zeigt drei Schritte: **Vorstellen** (P, A: was Ihr Text sagt), **Reagieren** (auf den Text Ihres Partners) und **Ihre Meinung mit einer Frage** (V, E). Die Texte sind von uns geschrieben. Üben Sie so: Lesen Sie Text A, sagen Sie die drei Schritte laut, dann vergleichen Sie.',
            en: 'Part 2 often has an everyday topic: housing, sport, helping others. Each pair below shows three steps: **presenting** (P, A: what your text says), **reacting** (to your partner’s text) and **your opinion with a question** (V, E). We wrote the texts ourselves. Practise like this: read text A, say the three steps aloud, then compare.',
          },
        },
        {
          type: 'example',
          title: { de: 'Wohnen: in der Stadt oder auf dem Land?', en: 'Housing: in town or in the country?' },
          text: [
            {
              german:
                'Text A: „Wir sind mit den Kindern aufs Land gezogen. Die Miete ist viel günstiger, und die Kinder spielen jeden Tag draußen. Ich fahre jetzt 40 Minuten zur Arbeit, aber das ist es mir wert.“ – Heike Brunner, 44, Krankenpflegerin',
              translation:
                'Text A: “We moved to the country with the children. The rent is much cheaper, and the children play outside every day. I now drive 40 minutes to work, but it’s worth it to me.” – Heike Brunner, 44, nurse',
            },
            {
              german:
                'Text B: „Ich wohne mitten in der Stadt und brauche kein Auto. Arzt, Supermarkt und Kino sind zu Fuß zehn Minuten weg. Auf dem Land wäre ich ohne Auto ganz allein.“ – Timo Brandl, 27, Student',
              translation:
                'Text B: “I live right in the town centre and don’t need a car. The doctor, the supermarket and the cinema are ten minutes away on foot. In the country I’d be all alone without a car.” – Timo Brandl, 27, student',
            },
          ],
          steps: [
            {
              prompt: PRESENT_A,
              answer: {
                de: '„In meinem Text geht es ums Wohnen. Frau Brunner ist mit ihrer Familie aufs Land gezogen. Sie sagt, dass die Miete dort günstiger ist und die Kinder viel draußen spielen. Der lange Weg zur Arbeit stört sie nicht so sehr.“',
                en: '[[In meinem Text geht es ums Wohnen. Frau Brunner ist mit ihrer Familie aufs Land gezogen. Sie sagt, dass die Miete dort günstiger ist und die Kinder viel draußen spielen. Der lange Weg zur Arbeit stört sie nicht so sehr.]] (My text is about housing. Ms Brunner has moved to the country with her family. She says the rent is cheaper there and the children play outside a lot. The long way to work does not bother her much.)',
              },
              reasoning: {
                de: 'Thema, Person, Meinung und zwei Gründe, mit eigenen Worten und mit [[dass]]. Nicht vorlesen.',
                en: 'Topic, person, opinion and two reasons, in your own words and with [[dass]]. Do not read it out.',
              },
            },
            {
              prompt: REACT_TO_B,
              answer: {
                de: '„Das ist ein guter Punkt: In der Stadt braucht man kein Auto. Aber die Mieten sind dort sehr hoch, oder?“',
                en: '[[Das ist ein guter Punkt: In der Stadt braucht man kein Auto. Aber die Mieten sind dort sehr hoch, oder?]] (That’s a good point: in town you don’t need a car. But the rents there are very high, aren’t they?)',
              },
              reasoning: {
                de: 'Erst zustimmen, dann ein Gegenargument aus Ihrem Text als Frage. So geht das Gespräch weiter.',
                en: 'Agree first, then an argument from your own text as a question. That keeps the conversation going.',
              },
            },
            {
              prompt: OPINION_AND_QUESTION,
              answer: {
                de: '„Ich wohne lieber in einer kleinen Stadt, weil die Mieten nicht so hoch sind und es trotzdem Busse gibt. Und du? Wo möchtest du lieber wohnen?“',
                en: '[[Ich wohne lieber in einer kleinen Stadt, weil die Mieten nicht so hoch sind und es trotzdem Busse gibt. Und du? Wo möchtest du lieber wohnen?]] (I prefer living in a small town, because the rents are not so high and there are still buses. And you? Where would you rather live?)',
              },
              reasoning: {
                de: 'Eine eigene Meinung zwischen A und B ist erlaubt und oft interessant. Mit der Frage geben Sie das Wort weiter.',
                en: 'An opinion of your own between A and B is allowed and often interesting. With the question you hand over.',
              },
            },
          ],
        },
        {
          type: 'example',
          screenOnly: true,
          title: { de: 'Sport: im Verein oder allein?', en: 'Sport: in a club or on your own?' },
          text: [
            {
              german:
                'Text A: „Seit zwei Jahren spiele ich Volleyball im Verein. Das Training findet zu festen Zeiten statt, deshalb gehe ich auch hin, wenn ich keine Lust habe. Und ich habe dort viele nette Leute kennengelernt.“ – Dorota Kowalczyk, 35, Bankkauffrau',
              translation:
                'Text A: “I’ve been playing volleyball in a club for two years. Training is at fixed times, so I go even when I don’t feel like it. And I’ve met lots of nice people there.” – Dorota Kowalczyk, 35, bank clerk',
            },
            {
              german:
                'Text B: „Ich jogge allein, wann ich will: morgens, abends oder in der Mittagspause. Ein Verein kostet Geld, und die Trainingszeiten passen nicht zu meiner Schichtarbeit.“ – Deniz Aydın, 41, Busfahrer',
              translation:
                'Text B: “I go jogging on my own whenever I want: in the morning, in the evening or in my lunch break. A club costs money, and the training times don’t fit my shift work.” – Deniz Aydın, 41, bus driver',
            },
          ],
          steps: [
            {
              prompt: PRESENT_B,
              answer: {
                de: '„In meinem Text spricht Herr Aydın, ein Busfahrer. Er macht lieber allein Sport, weil er in Schichten arbeitet. Die Zeiten im Verein passen nicht zu seiner Arbeit. Außerdem kostet ein Verein Geld.“',
                en: '[[In meinem Text spricht Herr Aydın, ein Busfahrer. Er macht lieber allein Sport, weil er in Schichten arbeitet. Die Zeiten im Verein passen nicht zu seiner Arbeit. Außerdem kostet ein Verein Geld.]] (In my text Mr Aydın, a bus driver, is speaking. He prefers doing sport on his own, because he works shifts. The club’s times do not fit his work. And a club costs money.)',
              },
              reasoning: {
                de: 'Zwei Gründe, verbunden mit [[weil]] und [[außerdem]]. Aus „Schichtarbeit“ wird „in Schichten arbeiten“: eigene Worte.',
                en: 'Two reasons, linked with [[weil]] and [[außerdem]]. [[Schichtarbeit]] becomes [[in Schichten arbeiten]]: your own words.',
              },
            },
            {
              prompt: REACT_TO_A,
              answer: {
                de: '„Das verstehe ich. Feste Zeiten helfen bestimmt, wenn man keine Lust hat. Aber was macht man, wenn man abends arbeiten muss?“',
                en: '[[Das verstehe ich. Feste Zeiten helfen bestimmt, wenn man keine Lust hat. Aber was macht man, wenn man abends arbeiten muss?]] (I understand that. Fixed times surely help when you don’t feel like it. But what do you do if you have to work in the evenings?)',
              },
              reasoning: {
                de: 'Sie nehmen die Worte des Partners auf („feste Zeiten“) und fragen nach. So zeigen Sie, dass Sie zuhören, und das zählt.',
                en: 'You take up your partner’s words ([[feste Zeiten]], fixed times) and ask a question. Showing that you listen counts.',
              },
            },
            {
              prompt: OPINION_AND_QUESTION,
              answer: {
                de: '„Ich finde, beides hat Vorteile. Ich gehe allein schwimmen, aber im Sommer spiele ich mit Kollegen Fußball. Machst du lieber allein Sport oder mit anderen?“',
                en: '[[Ich finde, beides hat Vorteile. Ich gehe allein schwimmen, aber im Sommer spiele ich mit Kollegen Fußball. Machst du lieber allein Sport oder mit anderen?]] (I think both have advantages. I go swimming on my own, but in summer I play football with colleagues. Do you prefer doing sport alone or with others?)',
              },
              reasoning: {
                de: 'Meinung plus eigene Erfahrung: So wird der Beitrag persönlich. Die Frage hat zwei Möglichkeiten und ist leicht zu beantworten.',
                en: 'Opinion plus your own experience makes your turn personal. The question offers two options and is easy to answer.',
              },
            },
          ],
        },
        {
          type: 'example',
          screenOnly: true,
          title: {
            de: 'Helfen: Sollte jeder ehrenamtlich arbeiten?',
            en: 'Helping: should everyone do voluntary work?',
          },
          text: [
            {
              german:
                'Text A: „Ich helfe jeden Samstag bei der Tafel. Dort bekommen Familien mit wenig Geld Lebensmittel. Ich finde, jeder sollte ein paar Stunden im Monat für andere da sein.“ – Gerhard Lindemann, 67, Rentner',
              translation:
                'Text A: “Every Saturday I help at the food bank. Families with little money get food there. I think everyone should be there for others for a few hours a month.” – Gerhard Lindemann, 67, pensioner',
            },
            {
              german:
                'Text B: „Ich arbeite Vollzeit und habe zwei kleine Kinder. Ehrenamt finde ich toll, aber ich habe einfach keine Zeit. Niemand sollte ein schlechtes Gewissen haben, wenn er nicht hilft.“ – Nadine Fuchs, 36, Friseurin',
              translation:
                'Text B: “I work full-time and have two small children. I think voluntary work is great, but I simply have no time. Nobody should feel guilty if they don’t help.” – Nadine Fuchs, 36, hairdresser',
            },
          ],
          steps: [
            {
              prompt: PRESENT_A,
              answer: {
                de: '„Mein Text ist von Herrn Lindemann. Er ist Rentner und hilft jeden Samstag bei der Tafel. Dort bekommen Familien mit wenig Geld Lebensmittel. Er meint, jeder sollte ein paar Stunden im Monat anderen helfen.“',
                en: '[[Mein Text ist von Herrn Lindemann. Er ist Rentner und hilft jeden Samstag bei der Tafel. Dort bekommen Familien mit wenig Geld Lebensmittel. Er meint, jeder sollte ein paar Stunden im Monat anderen helfen.]] (My text is by Mr Lindemann. He is retired and helps at the food bank every Saturday. Families with little money get food there. He thinks everyone should help others for a few hours a month.)',
              },
              reasoning: {
                de: 'Ein Wort, das Ihr Partner vielleicht nicht kennt ([[die Tafel]]), erklären Sie kurz mit einfachen Wörtern.',
                en: 'A word your partner may not know ([[die Tafel]], the food bank) you explain briefly in simple words.',
              },
            },
            {
              prompt: REACT_TO_B,
              answer: {
                de: '„Da hast du recht: Mit Kindern und einer Vollzeitstelle ist das schwer. Aber vielleicht geht es einmal im Monat, zum Beispiel am Wochenende?“',
                en: '[[Da hast du recht: Mit Kindern und einer Vollzeitstelle ist das schwer. Aber vielleicht geht es einmal im Monat, zum Beispiel am Wochenende?]] (You’re right: with children and a full-time job it is hard. But maybe once a month works, for example at the weekend?)',
              },
              reasoning: {
                de: 'Teilweise zustimmen und einen kleinen Vorschlag machen: höflich und trotzdem eine eigene Position.',
                en: 'Partly agree and make a small suggestion: polite, and still a position of your own.',
              },
            },
            {
              prompt: OPINION_AND_QUESTION,
              answer: {
                de: '„Meiner Meinung nach ist Helfen wichtig, aber es muss freiwillig sein. Ich habe im Deutschkurs anderen bei den Hausaufgaben geholfen, das hat mir Spaß gemacht. Hast du schon einmal ehrenamtlich gearbeitet?“',
                en: '[[Meiner Meinung nach ist Helfen wichtig, aber es muss freiwillig sein. Ich habe im Deutschkurs anderen bei den Hausaufgaben geholfen, das hat mir Spaß gemacht. Hast du schon einmal ehrenamtlich gearbeitet?]] (In my opinion helping is important, but it has to be voluntary. In my German course I helped others with their homework, and I enjoyed it. Have you ever done voluntary work?)',
              },
              reasoning: {
                de: 'Eine kleine Erfahrung reicht. Sie muss nicht spektakulär sein, aber sie passt zum Thema.',
                en: 'A small experience is enough. It need not be special, but it fits the topic.',
              },
            },
          ],
        },
      ],
    },
    {
      id: 'tips',
      title: { de: 'Tipps und typische Fehler', en: 'Tips and common mistakes' },
      blocks: [
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Die wichtigsten Tipps', en: 'The most important tips' },
          items: [
            {
              de: '**Mit eigenen Worten erzählen.** Sagen Sie in zwei oder drei Sätzen, was die Person im Text meint. Lesen Sie nicht vor.',
              en: '**Tell it in your own words.** Say in two or three sentences what the person in the text thinks. Do not read it out.',
            },
            {
              de: '**Immer von sich erzählen.** Ein Beispiel aus Ihrem Leben oder Ihrem Heimatland macht Ihre Meinung stark.',
              en: '**Always talk about yourself.** An example from your life or your home country makes your opinion strong.',
            },
            {
              de: '**Kurz bleiben.** Es gibt keine offizielle Zeit pro Person. Als Faustregel: Nach etwa 1 bis 1½ Minuten ist Ihr Partner dran.',
              en: '**Keep it short.** There is no official time per person. As a rule of thumb: after about 1 to 1½ minutes, it is your partner’s turn.',
            },
            {
              de: '**Ein Wort im Text ist neu?** Ein Wörterbuch gibt es nicht. Raten Sie aus dem Zusammenhang. Geht das nicht, lassen Sie das Wort weg und erzählen Sie nur die Hauptmeinung.',
              en: '**A word in your text is new?** There is no dictionary. Guess from the context. If that does not work, leave the word out and just report the main opinion.',
            },
            {
              de: '**Beide Texte sagen dasselbe?** Vergleichen Sie die Details, dann erzählen Sie von Ihrer eigenen Erfahrung.',
              en: '**Both texts say the same?** Compare the details, then talk about your own experience.',
            },
            {
              de: '**Den Text des Partners nutzen.** Hören Sie gut zu und vergleichen Sie: „In deinem Text war das anders, oder?“',
              en: '**Use your partner’s text.** Listen well and compare: [[In deinem Text war das anders, oder?]]',
            },
          ],
        },
        table({
          caption: {
            de: 'Emres Stichwortzettel: möglichst wenige Wörter',
            en: 'Emre’s keyword notes: as few words as possible',
          },
          columns: [
            { key: 'step', header: { de: 'Schritt', en: 'Step' } },
            { key: 'notes', header: { de: 'Stichwörter', en: 'Keywords' }, lang: 'de' },
          ],
          rows: [
            { step: { same: 'P' }, notes: 'Kochen · Jana: jeden Tag frisch, auch nach der Arbeit' },
            {
              step: { same: 'A' },
              notes: 'Fertiggerichte teuer, ungesund · Kinder lernen · ich: bis 18 Uhr, keine Lust',
            },
            { step: { same: 'V' }, notes: 'Idee gut (gesünder) · jeden Tag? schaffe ich nicht' },
            { step: { same: 'E' }, notes: 'Sofia: dein Text? bei dir?' },
          ],
        }),
        {
          type: 'callout',
          tone: 'warning',
          title: { de: 'Typische Fehler', en: 'Common mistakes' },
          items: [
            {
              de: '**Nur das Foto beschreiben:** Teil 2 ist keine Bildbeschreibung. Wichtig ist der Text.',
              en: '**Only describing the photo:** part 2 is not a picture description. The text is what matters.',
            },
            {
              de: '**Den Text vorlesen:** Erzählen Sie mit eigenen Worten.',
              en: '**Reading the text out:** tell it in your own words.',
            },
            {
              de: '**Lange allein sprechen:** Ihr Partner braucht auch Zeit, und Teil 2 ist ein Gespräch.',
              en: '**Talking on your own for a long time:** your partner needs time too, and part 2 is a conversation.',
            },
            {
              de: '**Den Text des Partners vergessen:** Fragen Sie nach und vergleichen Sie die beiden Texte.',
              en: '**Forgetting your partner’s text:** ask about it and compare the two texts.',
            },
          ],
        },
      ],
    },
    {
      id: 'partners-turn',
      title: { de: 'Wenn Ihr Partner spricht', en: 'When it is your partner’s turn' },
      blocks: [
        {
          type: 'steps',
          items: [
            {
              title: { de: 'Zuhören', en: 'Listen' },
              text: {
                de: 'Was sagt die Person im Text Ihres Partners? Ist das ähnlich wie in Ihrem Text oder anders? Notieren Sie ein Stichwort. Unterbrechen Sie nicht.',
                en: 'What does the person in your partner’s text say? Is it similar to your text or different? Note one keyword. Do not interrupt.',
              },
            },
            {
              title: { de: 'Reagieren', en: 'React' },
              text: {
                de: 'Sagen Sie kurz, was Sie denken: Stimmen Sie zu, oder sehen Sie es anders? Geben Sie einen Grund.',
                en: 'Say briefly what you think: do you agree, or do you see it differently? Give a reason.',
              },
            },
            {
              title: { de: 'Fragen', en: 'Ask' },
              text: {
                de: 'Fragen Sie nach der Meinung oder der Erfahrung Ihres Partners. So geht das Gespräch weiter.',
                en: 'Ask about your partner’s opinion or experience. That keeps the conversation going.',
              },
            },
          ],
        },
        {
          type: 'phrases',
          title: { de: 'Reagieren und fragen', en: 'Reacting and asking' },
          items: [
            { german: 'Da stimme ich dir zu.', translation: 'I agree with you.' },
            { german: 'Da hast du recht, aber …', translation: 'You are right, but …' },
            {
              german: 'Das sehe ich ein bisschen anders, weil …',
              translation: 'I see that a little differently, because …',
              tip: {
                de: 'Höflich widersprechen: erst „ein bisschen anders“, dann ein Grund.',
                en: 'Disagreeing politely: first [[ein bisschen anders]], then a reason.',
              },
            },
            { german: 'Warum findest du das?', translation: 'Why do you think that?' },
            {
              german: 'Wie ist das in deinem Heimatland?',
              translation: 'What is it like in your home country?',
            },
            {
              german: 'Kannst du das bitte noch einmal erklären?',
              translation: 'Could you explain that again, please?',
            },
          ],
        },
        {
          type: 'phrases',
          title: { de: 'Wenn ein Wort fehlt', en: 'When a word is missing' },
          items: [
            {
              german: 'Wie sagt man …? Das ist so ein Ding für …',
              translation: 'What’s it called …? It’s a kind of thing for …',
              tip: { de: 'Beschreiben statt schweigen.', en: 'Describe it instead of going silent.' },
            },
            {
              german: 'Meinst du …?',
              translation: 'Do you mean …?',
              tip: {
                de: 'So helfen Sie Ihrem Partner, wenn ihm ein Wort fehlt.',
                en: 'This is how you help your partner when a word is missing.',
              },
            },
            {
              german: 'Hm, also … / Na ja …',
              translation: 'Hmm, well … / Well …',
              tip: {
                de: 'Kurze Füllwörter geben Ihnen Zeit zum Denken.',
                en: 'Short fillers give you time to think.',
              },
            },
          ],
        },
      ],
    },
  ],
  closing: {
    de: 'Sie müssen keinen Vortrag halten: Erzählen Sie, was in Ihrem Text steht, was Sie erlebt haben und was Sie denken. Mit PAVE und ein paar Stichwörtern kommen Sie leicht mit Ihrem Partner ins Gespräch.',
    en: 'You do not have to give a speech: say what your text says, what you have experienced and what you think. With PAVE and a few keywords you will easily get talking with your partner.',
  },
  seoMeta: {
    title: {
      de: 'Sprechen Teil 2: Das PAVE-System – telc Deutsch B1',
      en: 'Speaking Part 2: The PAVE System – telc Deutsch B1',
    },
    description: {
      de: 'Teil 2 der mündlichen B1-Prüfung: mit PAVE einen kurzen Text wiedergeben, Erfahrung und Meinung sagen, mit dem Partner diskutieren. Mit Beispiel.',
      en: 'Part 2 of the B1 oral exam: use PAVE to report a short text, give your experience and opinion, and discuss with your partner. With an example.',
    },
  },
} satisfies Sheet;
