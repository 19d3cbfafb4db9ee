import type { WritingPart } from './schema';

/** Model test 1, writing: a friend asks about your photography course and wants to take a course with you. Our own task, written for the site. */
export const writing1 = {
  title: { de: 'Eine E-Mail an Ihre Freundin Katja', en: 'An e-mail to your friend Katja' },
  text: [
    {
      german:
        'Sie haben im letzten Jahr an der Volkshochschule einen Fotokurs gemacht. Ihre Freundin Katja hat Ihnen folgende E-Mail geschrieben:',
      translation:
        'Last year you did a photography course at the adult education centre. Your friend Katja has sent you the following e-mail:',
    },
    { german: 'Hallo!', translation: 'Hi!' },
    { german: 'Wie geht es dir?', translation: 'How are you?' },
    {
      german: 'Du hast doch an der Volkshochschule einen Fotokurs gemacht, oder? Wie hat er dir gefallen?',
      translation:
        'You did a photography course at the adult education centre, didn’t you? How did you like it?',
    },
    {
      german: 'Ich sitze den ganzen Tag im Büro, und abends liege ich nur noch auf dem Sofa.',
      translation: 'I sit in the office all day, and in the evenings I just lie on the sofa.',
    },
    {
      german:
        'Deshalb möchte ich im Herbst einen Kurs machen, aber ich weiß nicht, welcher gut für mich ist.',
      translation:
        'So I would like to do a course in the autumn, but I don’t know which one is right for me.',
    },
    {
      german: 'Hast du vielleicht Lust, mit mir zusammen einen Kurs zu machen?',
      translation: 'Would you perhaps like to do a course together with me?',
    },
    { german: 'Viele Grüße', translation: 'Best wishes' },
    { german: 'Katja', translation: 'Katja' },
  ],
  points: [
    {
      german: 'Ihre Erfahrungen mit dem Fotokurs',
      translation: 'Your experience of the photography course',
      cues: [
        'fotokurs',
        'foto*',
        'fotografier*',
        'kursleiter*',
        'lehrer*',
        'gefallen',
        'gelernt',
        'kamera',
        'bilder',
        'spaß gemacht',
      ],
    },
    {
      german: 'Ein Kurs, der zu Katja passt',
      translation: 'A course that would suit Katja',
      cues: [
        'passt … zu dir',
        'für dich',
        'sport*',
        'tanz*',
        'salsa*',
        'yoga*',
        'schwimm*',
        'bewegung',
        'bewegen',
        'bewegst',
        'empfehle',
        'empfehlen',
        'wie wäre es',
        'koch*',
      ],
    },
    {
      german: 'Zusammen einen Kurs machen?',
      translation: 'Doing a course together?',
      cues: [
        'zusammen',
        'gemeinsam',
        'mit dir',
        'mitmachen',
        'mache … mit',
        'komme … mit',
        'mitkommen',
        'lust',
        'keine zeit',
        'dabei',
        'zu zweit',
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
        'besuch*',
        'vorbeikommen',
        'uhr',
        'montag',
        'dienstag',
        'mittwoch',
        'donnerstag',
        'freitag',
        'samstag',
        'sonntag',
        'samstagnachmittag',
        'sonntagnachmittag',
      ],
    },
  ],
  register: 'du',
  asksQuestion: false,
  model: {
    lines: [
      'Liebe Katja,',
      'vielen Dank für deine E-Mail! Ja, den Fotokurs habe ich im letzten Frühling gemacht, und er hat mir sehr gut gefallen. Der Kursleiter hat alles gut erklärt, und samstags waren wir oft zusammen in der Stadt unterwegs und haben fotografiert.',
      'Weil du den ganzen Tag sitzt, passt ein Salsakurs vielleicht gut zu dir. Da bewegst du dich, und außerdem lernt man nette Leute kennen.',
      'Natürlich mache ich gern mit! Salsa wollte ich schon immer lernen. Allerdings habe ich nur dienstags und donnerstags abends Zeit, weil ich an den anderen Tagen lange arbeiten muss.',
      'Wollen wir uns am Samstagnachmittag im Café am Marktplatz treffen? Dann können wir uns zusammen das neue Kursprogramm ansehen und uns gleich anmelden.',
      'Bis bald und liebe Grüße',
      'Deine Ana',
    ],
    grades: ['A', 'A', 'A'],
  },
} satisfies WritingPart;
