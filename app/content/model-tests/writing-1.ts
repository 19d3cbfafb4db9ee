import type { WritingPart } from './schema';
import { WEEKDAY_CUES } from '../writing-cues';

/** Model test 1, writing: a friend asks what it is like to have a dog and wants to go for a walk with you. Our own task, written for the site. */
export const writing1 = {
  topics: ['animals-and-pets'],
  people: [
    { name: 'Katja', role: 'friend who is thinking about getting a dog' },
    { name: 'Ana', role: 'dog owner who writes the model answer' },
  ],
  title: { de: 'Eine E-Mail an Ihre Freundin Katja', en: 'An e-mail to your friend Katja' },
  text: [
    {
      german:
        'Sie haben seit einem Jahr einen Hund. Ihre Freundin Katja hat Ihnen folgende E-Mail geschrieben:',
      translation: 'You have had a dog for a year. Your friend Katja has sent you the following e-mail:',
    },
    { german: 'Hallo!', translation: 'Hi!' },
    { german: 'Wie geht es dir?', translation: 'How are you?' },
    {
      german: 'Du hast doch seit letztem Jahr einen Hund, oder? Wie ist das so mit ihm?',
      translation: 'You have had a dog since last year, haven’t you? What is it like with him?',
    },
    {
      german: 'Ich sitze den ganzen Tag im Büro, und abends liege ich nur noch auf dem Sofa.',
      translation: 'I sit in the office all day, and in the evenings I just lie on the sofa.',
    },
    {
      german:
        'Deshalb überlege ich, ob ich mir auch einen Hund hole. Aber ich weiß nicht, ob das zu meinem Leben passt.',
      translation: 'So I am wondering whether to get a dog too. But I don’t know whether that fits my life.',
    },
    {
      german: 'Hast du vielleicht Lust, einmal mit mir und deinem Hund spazieren zu gehen?',
      translation: 'Would you perhaps like to go for a walk with me and your dog some time?',
    },
    { german: 'Viele Grüße', translation: 'Best wishes' },
    { german: 'Katja', translation: 'Katja' },
  ],
  instruction: {
    german:
      'Antworten Sie Katja mit einer E-Mail. Schreiben Sie etwas zu jedem der vier Punkte unten, ein kurzer Satz pro Punkt reicht schon. Vergessen Sie die Anrede am Anfang und den Gruß am Schluss nicht.',
    translation:
      'Answer Katja with an e-mail. Write something about each of the four points below; one short sentence per point is enough. Do not forget the greeting at the start and the closing at the end.',
  },
  points: [
    {
      german: 'Ihre Erfahrungen mit dem Hund',
      translation: 'Your experience with the dog',
      cues: [
        'mein hund',
        'meinem hund',
        'meinen hund',
        'mit ihm',
        'erfahrung*',
        'glücklich',
        'spaß',
        'anstrengend',
        'gebellt',
        'bellt',
        'gassi',
        'füttern',
        'tierarzt',
        'hört … auf mich',
        'seit einem jahr',
        'seit letztem',
        'letztes jahr',
      ],
    },
    {
      german: 'Passt ein Hund zu Katja?',
      translation: 'Would a dog suit Katja?',
      cues: [
        'passt … zu dir',
        'zu dir passt',
        'für dich',
        'allein',
        'den ganzen tag',
        'katze',
        'rate dir',
        'empfehle',
        'sofa',
        'bewegung',
        'überleg*',
      ],
    },
    {
      german: 'Zusammen spazieren gehen?',
      translation: 'Going for a walk together?',
      cues: [
        'spazieren',
        'spaziergang',
        'zusammen',
        'gemeinsam',
        'mit dir',
        'mitkommen',
        'komm … mit',
        'rausgehen',
        'runde',
        'begleit*',
        'wald',
        'lust',
      ],
    },
    {
      german: 'Vorschlag für ein Treffen',
      translation: 'A suggestion for meeting up',
      cues: [
        'treffen',
        'wollen wir',
        'sollen wir',
        'können wir',
        'wie wäre es',
        'café',
        'kaffee',
        'park',
        'besuch*',
        'vorbeikommen',
        'uhr',
        ...WEEKDAY_CUES,
        'wochenende',
      ],
    },
  ],
  register: 'du',
  asksQuestion: false,
  model: {
    lines: [
      'Liebe Katja,',
      'vielen Dank für deine E-Mail! Ja, seit letztem Frühling wohnt Bruno bei mir, und ich bin sehr glücklich mit ihm. Am Anfang war es anstrengend, weil er noch jung war und viel gebellt hat. Aber jetzt ist er ruhig und hört gut auf mich.',
      'Ob ein Hund zu dir passt, weiß ich nicht genau. Du bist ja den ganzen Tag im Büro, und ein Hund kann nicht acht Stunden allein bleiben. Vielleicht darfst du ihn mit zur Arbeit nehmen? Frag doch mal deinen Chef.',
      'Natürlich gehe ich gern mit dir spazieren! Dann siehst du gleich, wie viel Zeit ein Hund jeden Tag braucht.',
      'Wollen wir uns am Samstagvormittag am Eingang vom Stadtpark treffen? Danach können wir noch zusammen einen Kaffee trinken.',
      'Bis bald und liebe Grüße',
      'Deine Ana',
    ],
    grades: ['A', 'A', 'A'],
  },
} satisfies WritingPart;
