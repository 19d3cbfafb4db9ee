import type { OralTasks } from './schema';

/** Model test 3, oral task sheets: flat-sharing as an adult, and a weekend visit by a friend. Our own tasks, written for the site. */
export const oral3 = {
  part1: {
    cues: [
      { german: 'Name', translation: 'Name' },
      { german: 'Wohnort', translation: 'Where you live' },
      { german: 'Wohnung', translation: 'Your home' },
      { german: 'Familie', translation: 'Family' },
      { german: 'Beruf oder Ausbildung', translation: 'Job or training' },
      { german: 'Sprachen', translation: 'Languages' },
      { german: 'Reisen', translation: 'Travel' },
    ],
  },
  part2: {
    topic: {
      german: 'In einer Wohngemeinschaft (WG) wohnen – auch für Erwachsene?',
      translation: 'Living in a flat share – for adults too?',
    },
    a: {
      name: 'Nicole, 41, Grafikerin',
      text: {
        german:
          'Nach meiner Scheidung bin ich in eine WG gezogen, mit zwei Frauen und einem Mann in meinem Alter. Zuerst hatte ich Zweifel, aber heute bin ich sehr froh. Die Miete ist günstiger, und abends bin ich nicht allein. Wir kochen oft zusammen und teilen uns die Hausarbeit. Wer eine Pause braucht, geht einfach in sein Zimmer. Für mich ist das die perfekte Mischung.',
        translation:
          'After my divorce I moved into a flat share with two women and a man of my age. At first I had doubts, but today I am very glad. The rent is cheaper, and I am not alone in the evenings. We often cook together and share the housework. Anyone who needs a break simply goes to their room. For me it is the perfect mix.',
      },
    },
    b: {
      name: 'Stefan, 44, Elektriker',
      text: {
        german:
          'Als Student habe ich fünf Jahre in einer WG gewohnt. Das war eine tolle Zeit, aber heute möchte ich das nicht mehr. Nach der Arbeit brauche ich Ruhe. In einer WG muss man ständig über alles diskutieren: Wer putzt das Bad? Wer hat die Milch getrunken? Ich wohne lieber allein, auch wenn meine Wohnung klein und ziemlich teuer ist.',
        translation:
          'As a student I lived in a flat share for five years. It was a great time, but I would not want that any more today. After work I need peace and quiet. In a flat share you constantly have to discuss everything: who cleans the bathroom? Who drank the milk? I prefer to live alone, even if my flat is small and quite expensive.',
      },
    },
  },
  part3: {
    situation: {
      german:
        'Ihre gemeinsame Freundin Lina besucht Sie am nächsten Wochenende. Sie ist zum ersten Mal in Ihrer Stadt und bleibt von Freitagabend bis Sonntagnachmittag. Planen Sie zusammen mit Ihrem Gesprächspartner / Ihrer Gesprächspartnerin das Programm für ihren Besuch.',
      translation:
        'Your friend Lina, whom you both know, is visiting you next weekend. It is her first time in your town, and she is staying from Friday evening to Sunday afternoon. Plan the programme for her visit together with your partner.',
    },
    points: [
      { german: 'Wer holt Lina ab, und wo?', translation: 'Who picks Lina up, and where?' },
      { german: 'Wo schläft sie?', translation: 'Where does she sleep?' },
      { german: 'Was zeigen Sie ihr in der Stadt?', translation: 'What do you show her in town?' },
      { german: 'Ein Ausflug in die Umgebung?', translation: 'A trip to the surrounding area?' },
      { german: 'Essen: zu Hause oder im Restaurant?', translation: 'Meals: at home or in a restaurant?' },
      { german: 'Was machen Sie bei Regen?', translation: 'What do you do if it rains?' },
    ],
  },
} satisfies OralTasks;
