import type { OralTasks } from './schema';

/** Model test 1, oral task sheets: town or country life, and a course stand at the town festival. Our own tasks, written for the site. */
export const oral1 = {
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
        'Im Juni feiert Ihre Stadt ein großes Stadtfest. Ihr Deutschkurs hat dort einen Stand und möchte Essen aus verschiedenen Ländern verkaufen. Planen Sie zusammen mit Ihrem Gesprächspartner / Ihrer Gesprächspartnerin den Stand.',
      translation:
        'In June your town is holding a big town festival. Your German class has a stand there and would like to sell food from different countries. Plan the stand together with your partner.',
    },
    points: [
      { german: 'Welche Speisen und Getränke?', translation: 'Which food and drinks?' },
      { german: 'Wer kocht?', translation: 'Who does the cooking?' },
      { german: 'Was braucht man für den Stand?', translation: 'What do you need for the stand?' },
      { german: 'Preise?', translation: 'Prices?' },
      { german: 'Wer verkauft wann?', translation: 'Who sells when?' },
      { german: 'Was passiert mit dem Geld?', translation: 'What happens to the money?' },
    ],
  },
} satisfies OralTasks;
