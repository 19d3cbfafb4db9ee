import type { WritingPart } from './schema';
import { WEEKDAY_CUES } from '../writing-cues';

/** Model test 2, writing: an answer to the volunteer centre about helping in one of its projects. Our own task, written for the site. */
export const writing2 = {
  topics: ['volunteering'],
  people: [
    { name: 'Sabine Krämer', role: 'volunteer-centre worker' },
    { name: 'Lucía Gómez', role: 'former nursery teacher who writes the model answer' },
  ],
  title: { de: 'Eine E-Mail an die Freiwilligenagentur', en: 'An e-mail to the volunteer centre' },
  text: [
    {
      german:
        'Sie möchten in Ihrer Freizeit ehrenamtlich helfen und haben sich bei der Freiwilligenagentur Ihrer Stadt gemeldet. Frau Krämer von der Agentur hat Ihnen folgende E-Mail geschrieben:',
      translation:
        'You would like to do voluntary work in your free time and have contacted the volunteer centre in your town. Ms Krämer from the centre has sent you the following e-mail:',
    },
    { german: 'Guten Tag,', translation: 'Hello,' },
    {
      german: 'vielen Dank für Ihr Interesse an einem Ehrenamt!',
      translation: 'thank you very much for your interest in voluntary work!',
    },
    {
      german:
        'Im Moment suchen wir vor allem Helferinnen und Helfer für zwei Projekte: die Hausaufgabenhilfe für Grundschulkinder und den Einkaufsdienst für ältere Menschen im Stadtteil.',
      translation:
        'At the moment we are mainly looking for helpers for two projects: homework help for primary school children and the shopping service for older people in the neighbourhood.',
    },
    {
      german: 'Für beide Projekte brauchen Sie etwa zwei Stunden pro Woche.',
      translation: 'Each project takes about two hours a week.',
    },
    {
      german:
        'Bitte schreiben Sie mir, warum Sie sich engagieren möchten und welches Projekt Sie interessiert.',
      translation:
        'Please write and tell me why you would like to get involved and which project interests you.',
    },
    {
      german: 'Danach lade ich Sie gern zu einem ersten Gespräch ein.',
      translation: 'After that I will be happy to invite you to a first meeting.',
    },
    { german: 'Mit freundlichen Grüßen', translation: 'Kind regards' },
    {
      german: 'Sabine Krämer, Freiwilligenagentur Neustadt',
      translation: 'Sabine Krämer, Neustadt volunteer centre',
    },
  ],
  instruction: {
    german:
      'Antworten Sie Frau Krämer von der Freiwilligenagentur mit einer E-Mail. Schreiben Sie etwas zu jedem der vier Punkte unten, ein kurzer Satz pro Punkt reicht schon. Vergessen Sie die Anrede am Anfang und den Gruß am Schluss nicht.',
    translation:
      'Answer Ms Krämer from the volunteer centre with an e-mail. Write something about each of the four points below; one short sentence per point is enough. Do not forget the greeting at the start and the closing at the end.',
  },
  points: [
    {
      german: 'Grund für Ihr Interesse',
      translation: 'The reason for your interest',
      cues: [
        'helfen',
        'geholfen',
        'zurückgeben',
        'sinnvoll',
        'freizeit',
        'engagier*',
        'ehrenamt*',
        'interessier*',
        'interesse',
      ],
    },
    {
      german: 'Welches Projekt und warum',
      translation: 'Which project, and why',
      cues: ['hausaufgaben*', 'einkauf*', 'projekt*', 'kindern', 'ältere*', 'senior*'],
    },
    {
      german: 'Ihre Erfahrungen mit Kindern oder älteren Menschen',
      translation: 'Your experience with children or older people',
      cues: [
        'erfahrung*',
        'gearbeitet',
        'war ich',
        'erzieher*',
        'lehrer*',
        'kindergarten',
        'oma',
        'opa',
        'großeltern',
        'großmutter',
        'großvater',
        'sohn',
        'tochter',
        'eigene',
        'früher',
        'babysitt*',
        'pflege*',
        'nachbarin',
        'nachbar',
        'neffe*',
        'nichte*',
        'trainiere',
        'übe … mit',
        'mannschaft',
      ],
    },
    {
      german: 'Termin für ein erstes Gespräch',
      translation: 'A date for a first meeting',
      cues: [
        'termin',
        'gespräch',
        'treffen',
        'uhr',
        'passt',
        'passen',
        'vormittag*',
        'nachmittag*',
        'anrufen',
        'ruf* … an',
        ...WEEKDAY_CUES,
        'hätten sie … zeit',
        'habe … zeit',
        'hätte … zeit',
      ],
    },
  ],
  register: 'Sie',
  asksQuestion: false,
  model: {
    lines: [
      'Sehr geehrte Frau Krämer,',
      'vielen Dank für Ihre schnelle Antwort. Seit zwei Jahren lebe ich in Neustadt, und am Anfang haben mir hier viele Menschen geholfen. Deshalb möchte ich jetzt gern selbst etwas zurückgeben.',
      'Am meisten interessiert mich die Hausaufgabenhilfe, weil ich sehr gern mit Kindern arbeite. Außerdem ist das für mein Deutsch eine gute Übung.',
      'In meiner Heimat Kolumbien war ich drei Jahre lang Erzieherin in einem Kindergarten. Auch zu Hause helfe ich meinem Sohn jeden Tag bei den Hausaufgaben, vor allem in Mathematik.',
      'Für ein erstes Gespräch hätte ich am Dienstag oder am Donnerstag ab 15 Uhr Zeit. Wenn Ihnen das nicht passt, rufen Sie mich gern an.',
      'Ich freue mich auf Ihre Antwort.',
      'Mit freundlichen Grüßen',
      'Lucía Gómez',
    ],
    grades: ['A', 'A', 'A'],
  },
} satisfies WritingPart;
