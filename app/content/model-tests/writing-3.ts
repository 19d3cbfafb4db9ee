import type { WritingPart } from './schema';
import { WEEKDAY_CUES } from '../writing-cues';

/** Model test 3, writing: the language school asks its course participants what they want from the new programme. Our own task, written for the site. */
export const writing3 = {
  topics: ['language-courses'],
  people: [
    { name: 'Jan Petersen', role: 'head of a language school' },
    { name: 'Amir Haddad', role: 'German-course participant who writes the model answer' },
  ],
  title: { de: 'Eine E-Mail an Ihre Sprachschule', en: 'An e-mail to your language school' },
  text: [
    {
      german:
        'Sie machen seit drei Monaten einen Deutschkurs an der Sprachschule Nordstern. Herr Petersen, der Leiter der Schule, hat allen Kursteilnehmerinnen und Kursteilnehmern folgende E-Mail geschrieben:',
      translation:
        'You have been doing a German course at the Nordstern language school for three months. Mr Petersen, the head of the school, has sent all the course participants the following e-mail:',
    },
    { german: 'Liebe Kursteilnehmerinnen und Kursteilnehmer,', translation: 'Dear course participants,' },
    {
      german: 'im Herbst möchten wir unser Kursprogramm neu planen.',
      translation: 'in the autumn we would like to plan our course programme anew.',
    },
    {
      german: 'Im Moment gibt es nur Kurse am Vormittag, von Montag bis Freitag.',
      translation: 'At the moment there are only morning courses, from Monday to Friday.',
    },
    {
      german: 'Das neue Programm soll besser zu Ihrem Alltag passen, damit alle regelmäßig kommen können.',
      translation:
        'The new programme is to fit your everyday life better, so that everyone can come regularly.',
    },
    {
      german: 'Was wünschen Sie sich? Bitte schreiben Sie mir Ihre Ideen bis zum 15. März.',
      translation: 'What would you like? Please send me your ideas by 15 March.',
    },
    { german: 'Mit freundlichen Grüßen', translation: 'Kind regards' },
    {
      german: 'Jan Petersen, Sprachschule Nordstern',
      translation: 'Jan Petersen, Nordstern language school',
    },
  ],
  instruction: {
    german:
      'Antworten Sie Herrn Petersen von der Sprachschule mit einer E-Mail. Schreiben Sie etwas zu jedem der vier Punkte unten, ein kurzer Satz pro Punkt reicht schon. Vergessen Sie die Anrede am Anfang und den Gruß am Schluss nicht.',
    translation:
      'Answer Mr Petersen from the language school with an e-mail. Write something about each of the four points below; one short sentence per point is enough. Do not forget the greeting at the start and the closing at the end.',
  },
  points: [
    {
      german: 'Wie Sie Ihren Kurs jetzt finden',
      translation: 'What you think of your course now',
      cues: [
        'mein kurs',
        'meinem kurs',
        'meinen kurs',
        'unser kurs',
        'zufrieden',
        'gefällt',
        'gefallen',
        'lehrer*',
        'gruppe',
        'gelernt',
        'lerne',
        'grammatik',
        'unterricht',
        'macht … spaß',
      ],
    },
    {
      german: 'Ihre Wünsche für das neue Programm',
      translation: 'What you would like in the new programme',
      cues: [
        'wünsche mir',
        'wünsche ich mir',
        'mein wunsch',
        'wunsch',
        'wäre … ideal',
        'würde mir … helfen',
        'wäre schön',
        'schön wären',
        'schön wäre',
        'hätte gern',
        'möchte gern',
        'würde mich freuen',
        'besser',
        'kleiner*',
        'mehr',
        'neue* kurs*',
        'abendkurs*',
        'prüfung*',
      ],
    },
    {
      german: 'Wann Sie Zeit haben',
      translation: 'When you have time',
      cues: [
        'zeit',
        'kann ich',
        'abends',
        'am abend',
        'vormittag*',
        'nachmittag*',
        'wochenende',
        'uhr',
        ...WEEKDAY_CUES,
        'arbeite',
      ],
    },
    {
      german: 'Eine Frage zu den Kosten',
      translation: 'A question about the costs',
      cues: [
        'kost*',
        'preis*',
        'euro',
        'bezahl*',
        'gebühr*',
        'teuer*',
        'günstig*',
        'billig*',
        'rabatt',
        'ermäßigung',
      ],
    },
  ],
  register: 'Sie',
  asksQuestion: true,
  model: {
    lines: [
      'Sehr geehrter Herr Petersen,',
      'vielen Dank für Ihre E-Mail. Mit meinem Kurs bin ich sehr zufrieden. Unsere Lehrerin erklärt die Grammatik gut, und wir sprechen viel. Leider ist die Gruppe mit 18 Personen ziemlich groß.',
      'Deshalb wünsche ich mir kleinere Gruppen. Schön wären auch Kurse am Abend oder am Samstag, denn viele Teilnehmer möchten neben dem Kurs arbeiten.',
      'Ich habe gerade eine Stelle gefunden und arbeite ab Oktober jeden Tag bis 16 Uhr. Darum hätte ich nur abends ab 18 Uhr oder am Wochenende Zeit.',
      'Eine Frage habe ich noch: Kostet ein Abendkurs genauso viel wie ein Kurs am Vormittag? Das ist für mich wichtig, weil ich den Kurs selbst bezahle.',
      'Mit freundlichen Grüßen',
      'Amir Haddad',
    ],
    grades: ['A', 'A', 'A'],
  },
} satisfies WritingPart;
