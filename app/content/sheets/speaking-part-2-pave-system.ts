import { table, type Sheet } from '../sheet-schema';

/** German taught in more than one place on this sheet: written once, used where it is taught. */
const ICH_HABE_SELBST_DIE = 'Ich habe selbst die Erfahrung gemacht, dass …';
const WAS_STEHT_IN_DEINEM = 'Was steht in deinem Text?';

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
    en: 'Oral exam · Part 2, Talking about a topic (Über ein Thema sprechen)',
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
        de: '**V – View (Sichtweise):** Was denken Sie selbst, und warum?',
        en: '**V – View:** what do you think yourself, and why?',
      },
      {
        de: '**E – Engage (einbeziehen):** Fragen Sie nach dem Text und der Meinung Ihres Partners. Dann diskutieren Sie.',
        en: "**E – Engage:** ask about your partner's text and opinion. Then discuss.",
      },
    ],
    phrases: [
      { german: 'In meinem Text geht es um …', translation: 'My text is about …' },
      {
        german: 'Die Person im Text meint, dass …',
        translation: 'The person in the text thinks that …',
      },
      {
        german: ICH_HABE_SELBST_DIE,
        translation: 'I have found from my own experience that …',
      },
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
          de: 'keine offizielle Zeit; als Faustregel höchstens etwa 2 Minuten',
          en: 'no official time; as a rule of thumb about 2 minutes at most',
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
          en: "the same topic, but a different short text for each person, usually someone's opinion with a photo",
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
                en: "a short text, usually one person's opinion, often with a photo. Your partner has a different text on the same topic.",
              },
            },
            {
              aspect: { de: 'Zeit pro Person', en: 'Time per person' },
              detail: {
                de: 'keine offizielle Zeit. Unser Rat: Ihr erster Beitrag dauert höchstens etwa 2 Minuten, dann kommt Ihr Partner dran.',
                en: "no official time. Our advice: your first turn takes about 2 minutes at most, then it is your partner's turn.",
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
                de: 'Sie sagen, was in Ihrem Text steht. Dann erzählen Sie von sich, sagen Ihre Meinung und stellen eine Frage.',
                en: 'You say what your text says. Then you talk about yourself, give your opinion and ask a question.',
              },
              from: 0,
              to: 2,
              goal: { de: 'den Text klar wiedergeben', en: 'report the text clearly' },
            },
            {
              phase: { de: 'Ihr Partner', en: 'Your partner' },
              activity: {
                de: 'Ihr Partner erzählt von seinem Text. Sie hören zu und vergleichen ihn mit Ihrem Text.',
                en: 'Your partner talks about their text. You listen and compare it with yours.',
              },
              from: 2,
              to: 4,
              goal: { de: 'gut zuhören', en: 'listen well' },
            },
            {
              phase: { de: 'Zusammen', en: 'Together' },
              activity: {
                de: 'Sie fragen nach, sagen Ihre Meinung und diskutieren.',
                en: 'You ask questions, give your opinions and discuss.',
              },
              from: 4,
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
              de: 'Vor der Prüfung haben Sie 20 Minuten Zeit in einem anderen Raum. Sie bekommen **alle** Aufgabenblätter, also auch Ihren Text für Teil 2.',
              en: 'Before the exam you have 20 minutes in a separate room. You get **all** the task sheets, so your text for part 2 too.',
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
                en: 'Expressing yourself: you find fitting words to report the text and give your opinion.',
              },
            },
            {
              criterion: 'Aufgabenbewältigung',
              points: { same: '8 / 6 / 2 / 0' },
              meaning: {
                de: 'Sie sagen, was im Text steht, erzählen von sich, sagen Ihre Meinung und gehen auf Ihren Partner ein.',
                en: 'Handling the task: you say what the text says, talk about yourself, give your opinion and respond to your partner.',
              },
            },
            {
              criterion: 'Formale Richtigkeit',
              points: { same: '8 / 6 / 2 / 0' },
              meaning: {
                de: 'Grammatik und Satzbau, zum Beispiel das Verb am Ende nach „dass“ und „weil“.',
                en: 'Accuracy: grammar and word order, for example the verb at the end after [[dass]] and [[weil]].',
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
                de: 'A – Argumente und Erfahrungen',
                en: 'A – Arguments and experiences ([[Argumente und Erfahrungen]])',
              },
              text: {
                de: 'Welchen Grund oder welches Beispiel nennt die Person? Und welche Erfahrungen haben Sie selbst damit, hier oder in Ihrem Heimatland?',
                en: 'What reason or example does the person give? And what experience do you have with it yourself, here or in your home country?',
              },
            },
            {
              title: {
                de: 'V – View (englisch für Sichtweise): Ihre Meinung',
                en: 'V – View: your opinion ([[Ihre Meinung]])',
              },
              text: {
                de: 'Sagen Sie klar, was Sie denken, und geben Sie einen Grund. Sind Sie der gleichen Meinung wie die Person im Text, oder sehen Sie es anders?',
                en: 'Say clearly what you think and give a reason. Do you agree with the person in the text, or do you see it differently?',
              },
            },
            {
              title: {
                de: 'E – Engage (englisch für einbeziehen): den Partner fragen',
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
            de: 'PAVE in höchstens etwa 2 Minuten (Richtwerte)',
            en: 'PAVE in about 2 minutes at most (guidelines)',
          },
          columns: [
            { key: 'step', header: { de: 'Schritt', en: 'Step' } },
            { key: 'time', header: { de: 'Zeit', en: 'Time' } },
            { key: 'content', header: { de: 'Inhalt', en: 'Content' } },
          ],
          rows: [
            {
              step: { same: 'P' },
              time: { de: 'etwa 30–40 Sekunden', en: 'about 30–40 seconds' },
              content: {
                de: 'Thema, ein Satz zum Foto, die Meinung der Person',
                en: "topic, one sentence on the photo, the person's opinion",
              },
            },
            {
              step: { same: 'A' },
              time: { de: 'etwa 30–40 Sekunden', en: 'about 30–40 seconds' },
              content: {
                de: 'Grund aus dem Text, eigene Erfahrung',
                en: 'reason from the text, your own experience',
              },
            },
            {
              step: { same: 'V' },
              time: { de: 'etwa 20–30 Sekunden', en: 'about 20–30 seconds' },
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
          title: { de: 'A – Argumente und Erfahrungen', en: 'A – Arguments and experiences' },
          items: [
            {
              german: 'Als Grund nennt sie, dass …',
              translation: 'As a reason, she says that …',
            },
            {
              german: 'Er gibt ein Beispiel: …',
              translation: 'He gives an example: …',
            },
            {
              german: ICH_HABE_SELBST_DIE,
              translation: 'I have found from my own experience that …',
            },
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
              translation: "It was different in your text, wasn't it?",
              tip: {
                de: 'So verbinden Sie die beiden Texte.',
                en: 'This is how you link the two texts.',
              },
            },
            { german: 'Was denkst du darüber?', translation: 'What do you think about it?' },
            { german: 'Wie ist das bei dir?', translation: 'What is it like for you?' },
          ],
        },
      ],
    },
    {
      id: 'example-phones-at-the-table',
      title: { de: 'Beispiel: Das Handy am Esstisch', en: 'Example: phones at the table' },
      blocks: [
        {
          type: 'example',
          title: { de: 'Emres Aufgabenblatt und PAVE', en: "Emre's task sheet and PAVE" },
          text: [
            {
              german: 'Thema: Das Handy in der Familie',
              translation: 'Topic: Phones in the family',
            },
            {
              german: 'Foto: Eine Familie sitzt beim Abendessen, und alle schauen auf ihr Handy.',
              translation: 'Photo: A family is having dinner, and everyone is looking at their phone.',
            },
            {
              german:
                'Text: „Für mich gehören Handys nicht an den Esstisch. Bei uns liegen sie beim Essen deshalb in einer Kiste im Flur. Am Anfang fanden die Kinder das schrecklich. Aber jetzt erzählen sie beim Abendessen wieder von der Schule, und wir lachen viel mehr zusammen.“',
              translation:
                'Text: "For me, phones do not belong at the dinner table. So at our house they stay in a box in the hall during meals. At first the children thought it was terrible. But now they talk about school again at dinner, and we laugh together much more."',
            },
            {
              german: 'Jana, 41, Verkäuferin, Mutter von zwei Kindern',
              translation: 'Jana, 41, shop assistant, mother of two children',
            },
          ],
          steps: [
            {
              prompt: {
                de: '„Foto“: Was sagt Emre dazu?',
                en: '[[Foto]] (photo): what does Emre say about it?',
              },
              answer: {
                de: 'Nur einen Satz: „Auf dem Foto sieht man eine Familie beim Abendessen, und alle schauen auf ihr Handy.“',
                en: 'Just one sentence: [[Auf dem Foto sieht man eine Familie beim Abendessen, und alle schauen auf ihr Handy.]]',
              },
              reasoning: {
                de: 'Das Foto zeigt nur das Thema. Wichtiger ist, was Jana sagt.',
                en: 'The photo only shows the topic. What Jana says matters more.',
              },
            },
            {
              prompt: {
                de: 'P – „Text“: Was meint Jana?',
                en: 'P – [[Text]]: what does Jana think?',
              },
              answer: {
                de: 'Handys stören beim Essen. Bei ihr liegen sie deshalb in einer Kiste im Flur.',
                en: 'Phones get in the way at meals. So at her house they stay in a box in the hall.',
              },
              reasoning: {
                de: 'Emre sagt Janas Position mit eigenen Worten: „Sie meint, dass Handys beim Essen stören.“ Er liest den Text nicht vor.',
                en: "Emre states Jana's position in his own words: [[Sie meint, dass Handys beim Essen stören.]] He does not read the text out.",
              },
            },
            {
              prompt: {
                de: 'A – Welchen Grund nennt Jana, und welche Erfahrung hat Emre?',
                en: 'A – What reason does Jana give, and what experience does Emre have?',
              },
              answer: {
                de: 'Jana: Die Familie spricht und lacht wieder mehr. Emre: Bei ihm liegt das Handy beim Essen oft auf dem Tisch.',
                en: 'Jana: the family talks and laughs more again. Emre: at his home the phone is often on the table during meals.',
              },
              reasoning: {
                de: 'Den Grund nennt Jana im Satz „Aber jetzt …“. Emres eigene Erfahrung macht den Beitrag persönlich.',
                en: "Jana gives the reason in the sentence [[Aber jetzt …]]. Emre's own experience makes his turn personal.",
              },
            },
            {
              prompt: { de: 'V – Was denkt Emre?', en: 'V – What does Emre think?' },
              answer: {
                de: 'Er findet Janas Idee gut, weil man beim Essen Zeit für die Familie haben sollte. Aber eine Kiste im Flur ist ihm zu streng.',
                en: "He likes Jana's idea, because you should have time for your family at meals. But a box in the hall is too strict for him.",
              },
              reasoning: {
                de: 'Eine klare Meinung mit Grund. Emre ist nicht ganz einverstanden mit Jana: Das gibt Stoff für das Gespräch.',
                en: 'A clear opinion with a reason. Emre does not fully agree with Jana: that gives material for the conversation.',
              },
            },
            {
              prompt: { de: 'E – Wie bezieht Emre Sofia ein?', en: 'E – How does Emre bring Sofia in?' },
              answer: {
                de: 'Mit einer Frage: „Was steht in deinem Text, Sofia?“',
                en: 'With a question: [[Was steht in deinem Text, Sofia?]]',
              },
              reasoning: {
                de: 'Sofia hat einen anderen Text zum selben Thema. Die Frage öffnet das Gespräch.',
                en: 'Sofia has a different text on the same topic. The question opens the conversation.',
              },
            },
          ],
        },
        {
          type: 'dialogue',
          title: {
            de: 'Emres Beitrag (etwa 2 Minuten, knapp 160 Wörter)',
            en: "Emre's turn (about 2 minutes, just under 160 words)",
          },
          lines: [
            {
              speaker: { same: 'Emre' },
              german:
                'In meinem Text geht es um das Handy in der Familie. Auf dem Foto sieht man eine Familie beim Abendessen, und alle schauen auf ihr Handy. Im Text erzählt eine Frau, Jana, von ihrer Familie. Sie meint, dass Handys beim Essen stören. Deshalb liegen bei ihr alle Handys beim Essen in einer Kiste im Flur.',
              translation:
                'My text is about phones in the family. In the photo you can see a family having dinner, and everyone is looking at their phone. In the text a woman, Jana, talks about her family. She thinks that phones get in the way at meals. That is why at her house all the phones stay in a box in the hall during meals.',
              note: { de: 'P – Position des Textes', en: 'P – Position of the text' },
            },
            {
              speaker: { same: 'Emre' },
              german:
                'Laut Text fanden die Kinder das am Anfang schrecklich. Aber jetzt erzählen sie wieder von der Schule, und die Familie lacht mehr zusammen. Bei uns ist das anders: Das Handy liegt beim Essen oft auf dem Tisch. Manchmal schaut mein Sohn die ganze Zeit auf sein Handy, und das ärgert mich.',
              translation:
                'According to the text, the children thought it was terrible at first. But now they talk about school again, and the family laughs together more. It is different for us: the phone is often on the table during meals. Sometimes my son looks at his phone the whole time, and that annoys me.',
              note: { de: 'A – Argumente und Erfahrungen', en: 'A – Arguments and experiences' },
            },
            {
              speaker: { same: 'Emre' },
              german:
                'Ich finde Janas Idee gut, weil man beim Essen Zeit für die Familie haben sollte. Aber eine Kiste im Flur ist mir zu streng. Meine Mutter lebt in der Türkei, und manchmal ruft sie genau beim Abendessen an.',
              translation:
                "I think Jana's idea is good, because you should have time for your family at meals. But a box in the hall is too strict for me. My mother lives in Turkey, and sometimes she calls right at dinner time.",
              note: { de: 'V – Meinung mit Grund', en: 'V – Opinion with a reason' },
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
          title: { de: 'Sofias Text und das Gespräch', en: "Sofia's text and the conversation" },
          lines: [
            {
              speaker: { same: 'Sofia' },
              german:
                'In meinem Text sagt ein Mann etwas ganz anderes. Karl ist Rentner und lebt allein. Beim Frühstück telefoniert er per Video mit seiner Tochter in Kanada. Für ihn ist das Handy am Tisch ein Stück Familie.',
              translation:
                'In my text a man says something quite different. Karl is retired and lives alone. At breakfast he video-calls his daughter in Canada. For him the phone at the table is a piece of family.',
              note: {
                de: 'Sofia gibt ihren Text mit eigenen Worten wieder.',
                en: 'Sofia reports her text in her own words.',
              },
            },
            {
              speaker: { same: 'Emre' },
              german: 'In deinem Text war das also anders. Da hilft das Handy der Familie.',
              translation: 'So it was different in your text. There the phone helps the family.',
              note: {
                de: 'Emre verbindet die beiden Texte.',
                en: 'Emre links the two texts.',
              },
            },
            {
              speaker: { same: 'Sofia' },
              german:
                'Genau. Ich verstehe Karl gut. Meine Eltern leben in Brasilien, und ich telefoniere auch oft beim Essen mit ihnen. Aber mit Freunden im Restaurant mag ich kein Handy auf dem Tisch. Was meinst du: Sollen Kinder beim Essen ihr Handy benutzen?',
              translation:
                'Exactly. I understand Karl well. My parents live in Brazil, and I often call them during meals too. But with friends in a restaurant I do not like a phone on the table. What do you think: should children use their phones at meals?',
              note: {
                de: 'Eigene Erfahrung, eigene Meinung und eine Frage zurück.',
                en: 'Her own experience, her own opinion and a question back.',
              },
            },
            {
              speaker: { same: 'Emre' },
              german:
                'Nein, für Kinder finde ich eine feste Regel wichtig. Bei Erwachsenen kann man flexibler sein.',
              translation:
                'No, for children I think a fixed rule is important. With adults you can be more flexible.',
            },
            {
              speaker: { same: 'Sofia' },
              german: 'Da stimme ich dir zu. Es kommt also darauf an, mit wem man am Tisch sitzt.',
              translation: 'I agree with you. So it depends on who you are sitting at the table with.',
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
              de: '**Kurz bleiben.** Es gibt keine offizielle Zeit pro Person. Als Faustregel: Nach höchstens etwa 2 Minuten ist Ihr Partner dran.',
              en: "**Keep it short.** There is no official time per person. As a rule of thumb: after about 2 minutes at most, it is your partner's turn.",
            },
            {
              de: '**Den Text des Partners nutzen.** Hören Sie gut zu und vergleichen Sie: „In deinem Text war das anders, oder?“',
              en: "**Use your partner's text.** Listen well and compare: [[In deinem Text war das anders, oder?]]",
            },
          ],
        },
        table({
          caption: {
            de: 'Emres Stichwortzettel: möglichst wenige Wörter',
            en: "Emre's keyword notes: as few words as possible",
          },
          columns: [
            { key: 'step', header: { de: 'Schritt', en: 'Step' } },
            { key: 'notes', header: { de: 'Stichwörter', en: 'Keywords' }, lang: 'de' },
          ],
          rows: [
            { step: { same: 'P' }, notes: 'Handy in der Familie · Jana: Handys stören → Kiste im Flur' },
            {
              step: { same: 'A' },
              notes: 'Kinder: erst schrecklich, jetzt mehr reden · bei uns: Handy auf dem Tisch, Sohn',
            },
            {
              step: { same: 'V' },
              notes: 'Idee gut (Zeit für Familie) · Kiste zu streng: Anrufe Mutter Türkei',
            },
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
              en: "**Forgetting your partner's text:** ask about it and compare the two texts.",
            },
          ],
        },
      ],
    },
    {
      id: 'partners-turn',
      title: { de: 'Wenn Ihr Partner spricht', en: "When it is your partner's turn" },
      blocks: [
        {
          type: 'steps',
          items: [
            {
              title: { de: 'Zuhören', en: 'Listen' },
              text: {
                de: 'Was sagt die Person im Text Ihres Partners? Ist das ähnlich wie in Ihrem Text oder anders? Notieren Sie ein Stichwort. Unterbrechen Sie nicht.',
                en: "What does the person in your partner's text say? Is it similar to your text or different? Note one keyword. Do not interrupt.",
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
                en: "Ask about your partner's opinion or experience. That keeps the conversation going.",
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
