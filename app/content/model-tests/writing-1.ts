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
  instruction: {
    german:
      'Antworten Sie Katja mit einer E-Mail. Schreiben Sie etwas zu jedem der vier Punkte unten, ein kurzer Satz pro Punkt reicht schon. Vergessen Sie die Anrede am Anfang und den Gruß am Schluss nicht.',
    translation:
      'Answer Katja with an e-mail. Write something about each of the four points below; one short sentence per point is enough. Do not forget the greeting at the start and the closing at the end.',
  },
  points: [
    { german: 'Ihre Erfahrungen mit dem Fotokurs', translation: 'Your experience of the photography course' },
    { german: 'Ein Kurs, der zu Katja passt', translation: 'A course that would suit Katja' },
    { german: 'Zusammen einen Kurs machen?', translation: 'Doing a course together?' },
    { german: 'Vorschlag für ein Treffen', translation: 'A suggestion for meeting up' },
  ],
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
