import type { OralTasks } from './schema';

/** Model test 2, oral task sheets: working from home, and helping a new classmate in his first week. Our own tasks, written for the site. */
export const oral2 = {
  topics: ['working-from-home', 'newcomers'],
  people: [
    { name: 'Melanie', role: 'insurance clerk who works from home' },
    { name: 'Holger', role: 'engineer back in the office' },
    { name: 'Daniel', role: 'new German-course participant' },
  ],
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
      german: 'Im Homeoffice arbeiten – eine gute Idee?',
      translation: 'Working from home – a good idea?',
    },
    a: {
      name: 'Melanie, 38, Sachbearbeiterin',
      text: {
        german:
          'Seit zwei Jahren arbeite ich drei Tage pro Woche im Homeoffice. Für mich ist das ideal: Ich spare jeden Tag fast zwei Stunden, weil ich nicht mit dem Zug in die Stadt fahren muss. Zu Hause kann ich mich besser konzentrieren als im Großraumbüro. Und wenn mein Sohn mittags aus der Schule kommt, bin ich da. Natürlich muss man sich gut organisieren, aber das habe ich gelernt.',
        translation:
          'For two years I have worked from home three days a week. For me it is ideal: I save almost two hours every day because I don’t have to take the train into town. At home I can concentrate better than in the open-plan office. And when my son comes home from school at lunchtime, I am there. Of course you have to organise yourself well, but I have learned how.',
      },
    },
    b: {
      name: 'Holger, 52, Ingenieur',
      text: {
        german:
          'Ich habe ein Jahr lang zu Hause gearbeitet, und ich war froh, als es vorbei war. Meine Wohnung ist klein, einen Schreibtisch habe ich nur in der Küche. Mir haben auch die Kollegen gefehlt: Im Büro trinkt man zusammen einen Kaffee und löst Probleme schnell im Gespräch. Zu Hause habe ich oft viel länger gearbeitet, weil ich nie richtig Feierabend hatte. Heute fahre ich wieder jeden Tag ins Büro.',
        translation:
          'I worked from home for a year, and I was glad when it was over. My flat is small; the only desk I have is in the kitchen. I also missed my colleagues: in the office you have a coffee together and solve problems quickly by talking. At home I often worked much longer, because I never really finished for the day. Today I go to the office every day again.',
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
