import type { OralTasks } from './schema';

/** Model test 2, oral task sheets: three generations under one roof, and helping a new classmate in his first week. Our own tasks, written for the site. */
export const oral2 = {
  part1: {
    cues: [
      { german: 'Name', translation: 'Name' },
      { german: 'Wohnort', translation: 'Where you live' },
      { german: 'Familie', translation: 'Family' },
      { german: 'Beruf oder Ausbildung', translation: 'Job or training' },
      { german: 'Sprachen', translation: 'Languages' },
      { german: 'Deutsch lernen: seit wann?', translation: 'Learning German: since when?' },
      { german: 'Freizeit', translation: 'Free time' },
    ],
  },
  part2: {
    topic: {
      german: 'Drei Generationen unter einem Dach – eine gute Idee?',
      translation: 'Three generations under one roof – a good idea?',
    },
    a: {
      name: 'Anna, 36, Erzieherin',
      text: {
        german:
          'Seit drei Jahren wohnt meine Schwiegermutter bei uns. Sie hat ein eigenes Zimmer mit Bad. Für uns ist das ideal: Wenn ich Spätdienst habe, holt sie die Kinder von der Schule ab. Dafür kaufe ich für sie ein und begleite sie zum Arzt. Die Kinder lieben ihre Oma, und wir sparen viel Geld. Natürlich gibt es manchmal Streit, aber das gehört in einer Familie dazu.',
        translation:
          'My mother-in-law has been living with us for three years. She has her own room with a bathroom. For us it is ideal: when I work a late shift, she picks the children up from school. In return I do her shopping and go to the doctor with her. The children love their grandma, and we save a lot of money. Of course we argue sometimes, but that is part of family life.',
      },
    },
    b: {
      name: 'Jürgen, 68, Rentner',
      text: {
        german:
          'Meine Tochter hat mir angeboten, zu ihr und ihrer Familie zu ziehen. Ich habe aber Nein gesagt. Ich liebe meine Enkel und besuche sie oft, aber ich brauche meine Ruhe und meine eigene Wohnung. Wenn man zusammen wohnt, gibt es schnell Streit, zum Beispiel über die Erziehung oder über laute Musik. Für mich ist es so am besten: nah beieinander, aber nicht unter einem Dach.',
        translation:
          'My daughter offered to let me move in with her and her family. But I said no. I love my grandchildren and visit them often, but I need my peace and quiet and my own flat. When you live together, arguments start quickly, for example about bringing up the children or about loud music. For me this is best: close to each other, but not under one roof.',
      },
    },
  },
  part3: {
    situation: {
      german:
        'Ein neuer Teilnehmer in Ihrem Deutschkurs, Daniel, ist erst seit einer Woche in Deutschland. Er muss viele Dinge erledigen, zum Beispiel beim Bürgeramt und bei der Bank, aber er versteht noch nicht viel Deutsch. Planen Sie zusammen mit Ihrem Gesprächspartner / Ihrer Gesprächspartnerin, wie Sie ihm in der nächsten Woche helfen.',
      translation:
        'A new participant in your German class, Daniel, has only been in Germany for a week. He has a lot of things to sort out, for example at the citizens’ office and at the bank, but he does not understand much German yet. Plan together with your partner how you will help him next week.',
    },
    points: [
      {
        german: 'Welche Termine sind am wichtigsten?',
        translation: 'Which appointments are the most important?',
      },
      { german: 'Wann haben Sie Zeit?', translation: 'When do you have time?' },
      { german: 'Welche Papiere braucht er?', translation: 'Which documents does he need?' },
      { german: 'Wer begleitet ihn wohin?', translation: 'Who goes with him where?' },
      { german: 'Was kann er schon allein machen?', translation: 'What can he already do on his own?' },
    ],
  },
} satisfies OralTasks;
