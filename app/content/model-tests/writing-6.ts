import type { WritingPart } from './schema';
import { WEEKDAY_CUES } from '../writing-cues';

/** Model test 6, writing: a neighbour asks you to water her balcony and house plants while she is away. Our own task, written for the site. */
export const writing6 = {
  topics: ['balcony-and-house-plants'],
  people: [
    { name: 'Agnes Hesse', role: 'neighbour who goes on a trip' },
    { name: 'Dana Wirth', role: 'neighbour who writes the model answer' },
  ],
  title: { de: 'Eine E-Mail an Ihre Nachbarin', en: 'An e-mail to your neighbour' },
  text: [
    {
      german:
        'Frau Hesse wohnt in Ihrem Haus, eine Etage über Ihnen. Sie kennen sich gut und sagen „Sie“ zueinander. Frau Hesse hat Ihnen folgende E-Mail geschrieben:',
      translation:
        'Ms Hesse lives in your building, one floor above you. You know each other well and say “Sie” to each other. Ms Hesse has sent you the following e-mail:',
    },
    { german: 'Hallo,', translation: 'Hello,' },
    {
      german: 'vom 5. bis zum 26. Juli besuche ich meine Tochter in Kanada.',
      translation: 'from 5 to 26 July I am visiting my daughter in Canada.',
    },
    {
      german:
        'Auf meinem Balkon stehen viele Blumen und Tomaten, und in der Wohnung habe ich zwölf Zimmerpflanzen.',
      translation:
        'On my balcony there are lots of flowers and tomatoes, and in the flat I have twelve house plants.',
    },
    {
      german:
        'Könnten Sie meine Pflanzen in dieser Zeit gießen? Im Sommer brauchen sie auf dem Balkon fast jeden Tag Wasser.',
      translation:
        'Could you water my plants during that time? In summer the ones on the balcony need water almost every day.',
    },
    {
      german: 'Den Schlüssel gebe ich Ihnen gern vorher. Sagen Sie mir einfach, wann es Ihnen passt.',
      translation: 'I will gladly give you the key beforehand. Just tell me when suits you.',
    },
    { german: 'Viele Grüße', translation: 'Best wishes' },
    { german: 'Ihre Agnes Hesse', translation: 'Yours, Agnes Hesse' },
  ],
  instruction: {
    german:
      'Antworten Sie Frau Hesse mit einer E-Mail. Schreiben Sie etwas zu jedem der vier Punkte unten, ein kurzer Satz pro Punkt reicht schon. Vergessen Sie die Anrede am Anfang und den Gruß am Schluss nicht.',
    translation:
      'Answer Ms Hesse with an e-mail. Write something about each of the four points below; one short sentence per point is enough. Do not forget the greeting at the start and the closing at the end.',
  },
  points: [
    {
      german: 'Ob Sie die Pflanzen gießen können',
      translation: 'Whether you can water the plants',
      cues: [
        'gieß*',
        'helf*',
        'hilfe',
        'kümmer*',
        'natürlich',
        'gern',
        'gerne',
        'kein problem',
        'mache ich',
        'übernehme*',
        'leider nicht',
        'kann ich nicht',
      ],
    },
    {
      german: 'Wann Sie den Schlüssel holen',
      translation: 'When you will collect the key',
      cues: [
        'schlüssel',
        'abhol*',
        'hole',
        'holen',
        'vorbei*',
        'komme',
        'uhr',
        'abends',
        'am abend',
        ...WEEKDAY_CUES,
        'passt',
      ],
    },
    {
      german: 'Ein Wochenende, an dem Sie nicht da sind',
      translation: 'A weekend when you are away',
      cues: [
        '*wochenende',
        'nicht da',
        'nicht zu hause',
        'weg',
        'verreis*',
        'unterwegs',
        'urlaub',
        'bei meinen eltern',
        // Who waters instead: "mein Sohn", not any son ("viele Grüße an Ihre Tochter").
        'mein* sohn',
        'mein* tochter',
        'mein* freundin',
        'mein* freund',
        'vertret*',
        'wieder da',
        'zurück',
        'hochzeit',
        'heirat*',
        'nicht in der stadt',
        'leider nicht',
        'fahre ich',
      ],
    },
    {
      german: 'Eine Frage zu den Pflanzen',
      translation: 'A question about the plants',
      cues: [
        'frage',
        'wie viel',
        'wie oft',
        'wasser',
        'düng*',
        'soll ich',
        'sollen die',
        'muss ich',
        'darf ich',
        // A question, not the plants named in passing ("Ich gieße gern Ihre Blumen").
        'brauch* die',
        'welche pflanze*',
        'wann … gieß*',
        'zimmerpflanzen',
      ],
    },
  ],
  register: 'semi',
  asksQuestion: true,
  model: {
    lines: [
      'Liebe Frau Hesse,',
      'vielen Dank für Ihre E-Mail. Natürlich gieße ich gern Ihre Pflanzen, während Sie in Kanada sind. Ich habe selbst viele Blumen auf dem Balkon, deshalb macht mir das Spaß.',
      'Am besten hole ich den Schlüssel am Freitag, dem 4. Juli, bei Ihnen ab. Ich komme gegen 18 Uhr von der Arbeit. Passt Ihnen das? Dann können Sie mir auch zeigen, wo die Gießkanne steht.',
      'Leider bin ich am Wochenende vom 12. bis zum 13. Juli bei meinen Eltern. Aber mein Sohn bleibt hier und kann die Pflanzen an diesen zwei Tagen gießen. Ist das für Sie in Ordnung?',
      'Eine Frage habe ich noch: Wie viel Wasser brauchen die Tomaten? Und soll ich die Zimmerpflanzen auch jeden Tag gießen?',
      'Ich wünsche Ihnen eine schöne Reise und eine gute Zeit mit Ihrer Tochter!',
      'Viele Grüße',
      'Dana Wirth',
    ],
    grades: ['A', 'A', 'A'],
  },
} satisfies WritingPart;
