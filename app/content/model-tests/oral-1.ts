import type { OralTasks } from './schema';

/** Model test 1, oral task sheets: town or country life, and a farewell party for the course teacher. Our own tasks, written for the site. */
export const oral1 = {
  topics: ['town-and-country', 'celebrations'],
  people: [
    { name: 'Murat', role: 'nurse who likes living in town' },
    { name: 'Claudia', role: 'office worker who moved to a village' },
    { name: 'Frau Lorenz', role: 'German teacher who is retiring' },
  ],
  part1: {
    cues: [
      { german: 'Name', translation: 'Name' },
      { german: 'Herkunft', translation: 'Where you come from' },
      { german: 'Wohnort', translation: 'Where you live' },
      { german: 'Beruf oder Ausbildung', translation: 'Job or training' },
      { german: 'Sprachen', translation: 'Languages' },
      { german: 'Freizeit', translation: 'Free time' },
      { german: 'Lieblingsort in der Stadt', translation: 'Favourite place in town' },
    ],
  },
  part2: {
    topic: {
      german: 'Leben in der Stadt oder auf dem Land – was ist besser?',
      translation: 'Living in town or in the country – which is better?',
    },
    a: {
      name: 'Murat, 29, Krankenpfleger',
      text: {
        german:
          'Ich bin in einem kleinen Dorf aufgewachsen, aber heute wohne ich sehr gern in der Stadt. Zur Arbeit fahre ich mit dem Fahrrad nur zehn Minuten. Abends gehe ich ins Kino oder treffe Freunde, und am Wochenende gibt es immer etwas Neues: Konzerte, Märkte, Ausstellungen. Auf dem Land war es mir zu langweilig. Dort fährt der Bus nur zweimal am Tag.',
        translation:
          'I grew up in a small village, but today I really like living in town. It only takes me ten minutes to cycle to work. In the evenings I go to the cinema or meet friends, and at the weekend there is always something new: concerts, markets, exhibitions. In the country it was too boring for me. The bus there only runs twice a day.',
      },
    },
    b: {
      name: 'Claudia, 47, Bürokauffrau',
      text: {
        german:
          'Vor fünf Jahren sind wir aus der Stadt in ein Dorf gezogen, und ich möchte nie mehr zurück. Unser Haus ist nicht teurer als die alte Wohnung, aber viel größer. Die Kinder können draußen spielen, und die Nachbarn helfen sich gegenseitig. Natürlich ist mein Weg zur Arbeit jetzt länger. Aber dafür ist es nachts ruhig, und ich schlafe viel besser.',
        translation:
          'Five years ago we moved from the town to a village, and I never want to go back. Our house costs no more than the old flat, but it is much bigger. The children can play outside, and the neighbours help each other. Of course my journey to work is longer now. But in return it is quiet at night, and I sleep much better.',
      },
    },
  },
  part3: {
    situation: {
      german:
        'Ihre Kursleiterin, Frau Lorenz, geht nach diesem Kurs in Rente. Ihr Deutschkurs möchte in der letzten Kursstunde eine kleine Abschiedsfeier für sie machen. Planen Sie zusammen mit Ihrem Gesprächspartner / Ihrer Gesprächspartnerin die Feier.',
      translation:
        'Your course teacher, Ms Lorenz, is retiring after this course. Your German class would like to give her a small farewell party in the last lesson. Plan the party together with your partner.',
    },
    points: [
      { german: 'Wo und wann feiern?', translation: 'Where and when to celebrate?' },
      { german: 'Essen und Getränke?', translation: 'Food and drinks?' },
      { german: 'Welches Geschenk?', translation: 'Which present?' },
      { german: 'Wer bezahlt was?', translation: 'Who pays for what?' },
      {
        german: 'Ein kleines Programm (Rede, Musik …)?',
        translation: 'A short programme (speech, music …)?',
      },
      { german: 'Wer räumt danach auf?', translation: 'Who tidies up afterwards?' },
    ],
  },
} satisfies OralTasks;
