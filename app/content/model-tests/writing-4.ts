import type { WritingPart } from './schema';
import { WEEKDAY_CUES } from '../writing-cues';

/** Model test 4, writing: a friend has started a book club, asks what you are reading and visits in May. Our own task, written for the site. */
export const writing4 = {
  topics: ['books-and-reading'],
  people: [
    { name: 'Vera', role: 'friend who has started a book club' },
    { name: 'Dario', role: 'friend who writes the model answer' },
  ],
  title: { de: 'Eine E-Mail an Ihre Freundin Vera', en: 'An e-mail to your friend Vera' },
  text: [
    {
      german:
        'Ihre Freundin Vera wohnt seit einem Jahr in einer anderen Stadt. Sie hat Ihnen folgende E-Mail geschrieben:',
      translation:
        'Your friend Vera has been living in another town for a year. She has sent you the following e-mail:',
    },
    { german: 'Hallo!', translation: 'Hi!' },
    { german: 'Wie geht es dir?', translation: 'How are you?' },
    {
      german:
        'Stell dir vor: Ich habe mit zwei Kolleginnen einen Lesekreis gegründet. Wir treffen uns einmal im Monat und sprechen über ein Buch.',
      translation:
        'Guess what: I have started a book club with two colleagues. We meet once a month and talk about a book.',
    },
    {
      german: 'Liest du eigentlich noch so viel wie früher?',
      translation: 'Do you actually still read as much as you used to?',
    },
    {
      german: 'Wir suchen gerade ein Buch für das nächste Treffen. Hast du einen Tipp für uns?',
      translation: 'We are looking for a book for the next meeting. Do you have a tip for us?',
    },
    {
      german: 'Im Mai komme ich übrigens für ein Wochenende in deine Stadt. Hast du dann Zeit?',
      translation: 'By the way, I am coming to your town for a weekend in May. Will you have time then?',
    },
    { german: 'Liebe Grüße', translation: 'Love' },
    { german: 'Vera', translation: 'Vera' },
  ],
  instruction: {
    german:
      'Antworten Sie Vera mit einer E-Mail. Schreiben Sie etwas zu jedem der vier Punkte unten, ein kurzer Satz pro Punkt reicht schon. Vergessen Sie die Anrede am Anfang und den Gruß am Schluss nicht.',
    translation:
      'Answer Vera with an e-mail. Write something about each of the four points below; one short sentence per point is enough. Do not forget the greeting at the start and the closing at the end.',
  },
  points: [
    {
      german: 'Was und wie viel Sie zurzeit lesen',
      translation: 'What and how much you are reading at the moment',
      cues: [
        'lese',
        'lesen',
        'zurzeit',
        'gerade',
        'krimi*',
        'roman*',
        'zeitung*',
        'zeitschrift*',
        'hörbuch*',
        'hörbüch*',
        'seiten',
        'kapitel',
      ],
    },
    {
      german: 'Ein Buch für den Lesekreis empfehlen',
      translation: 'Recommend a book for the book club',
      cues: [
        'tipp',
        'empfehl*',
        'empfiehl*',
        'solltet',
        'könntet',
        'lest',
        'buch',
        'titel',
        'autor*',
        'geschichte',
        'spannend*',
      ],
    },
    {
      german: 'Zeit für ein Treffen im Mai',
      translation: 'Time to meet in May',
      cues: [
        'mai',
        'besuch*',
        'zeit',
        'treffen',
        'sehen',
        'buchhandlung*',
        'kaffee',
        'uhr',
        'wochenende',
        ...WEEKDAY_CUES,
      ],
    },
    {
      german: 'Eine Frage zum Lesekreis',
      translation: 'A question about the book club',
      cues: [
        // Not "lesekreis*" alone: "Ein Lesekreis passt gut zu dir" asks nothing about it.
        'in dein* lesekreis*',
        'in eure* lesekreis*',
        'im lesekreis*',
        'ihr … lesekreis*',
        'bei euch',
        'ihr euch',
        'lest ihr',
        'macht ihr',
        'redet',
        'diskutiert',
        'mitmachen',
        'eure* gruppe',
        'wie viele',
        'wie oft',
        'mitglied*',
        'aussuchen',
        'sucht',
        'trefft',
        'darf',
        'dürfen',
      ],
    },
  ],
  register: 'du',
  asksQuestion: true,
  model: {
    lines: [
      'Liebe Vera,',
      'vielen Dank für deine E-Mail! Leider lese ich nicht mehr so viel wie früher, weil ich abends oft müde bin. Zurzeit lese ich aber einen spannenden Krimi, der in Hamburg spielt. Meistens schaffe ich vor dem Schlafen zehn Seiten.',
      'Für euren Lesekreis habe ich einen Tipp: „Ein Sommer am See“. Das Buch ist lustig und traurig zugleich, und man kann gut darüber diskutieren. Ich habe es in drei Tagen gelesen!',
      'Natürlich freue ich mich sehr auf deinen Besuch im Mai. Am Samstagvormittag habe ich Zeit. Dann gehen wir zuerst in meine Lieblingsbuchhandlung am Markt und trinken danach zusammen Kaffee.',
      'Sag mal, wie viele Leute seid ihr inzwischen im Lesekreis? Und darf jede Person einmal das Buch aussuchen?',
      'Viele Grüße',
      'Dein Dario',
    ],
    grades: ['A', 'A', 'A'],
  },
} satisfies WritingPart;
