import type { OralTasks } from './schema';

/** Model test 3, oral task sheets: paying in cash or by card, and helping an elderly neighbour for two weeks. Our own tasks, written for the site. */
export const oral3 = {
  topics: ['banking', 'caring-for-others'],
  people: [
    { name: 'Dominik', role: 'shop assistant who pays by card' },
    { name: 'Renate', role: 'hairdresser who pays in cash' },
    { name: 'Frau Kessler', role: 'elderly neighbour who lives alone' },
  ],
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
      german: 'Bar oder mit Karte bezahlen – was ist besser?',
      translation: 'Paying in cash or by card – which is better?',
    },
    a: {
      name: 'Dominik, 27, Verkäufer',
      text: {
        german:
          'Ich habe fast nie Bargeld dabei. Ich bezahle alles mit der Karte oder mit dem Handy, sogar beim Bäcker. Das geht schnell, und ich muss nie zum Geldautomaten. In meiner App sehe ich jeden Abend, wofür ich Geld ausgegeben habe. Wenn ich meine Karte verliere, kann ich sie sofort sperren lassen. Verlorenes Bargeld ist dagegen einfach weg.',
        translation:
          'I hardly ever have cash on me. I pay for everything by card or with my phone, even at the baker’s. It is quick, and I never have to go to a cash machine. In my app I see every evening what I have spent money on. If I lose my card, I can have it blocked at once. Lost cash, on the other hand, is simply gone.',
      },
    },
    b: {
      name: 'Renate, 61, Friseurin',
      text: {
        german:
          'Ich bezahle am liebsten bar. Am Anfang der Woche hole ich Geld am Automaten, und wenn das Portemonnaie leer ist, kaufe ich nichts mehr. So habe ich meine Ausgaben gut im Blick. Mit der Karte gibt man schnell zu viel aus, weil man das Geld nicht sieht. Außerdem funktioniert die Karte nicht immer: Letzten Monat war beim Bäcker das Kartengerät kaputt.',
        translation:
          'I prefer to pay in cash. At the start of the week I take money out at the cash machine, and when my purse is empty I don’t buy anything else. That way I keep a good eye on my spending. With a card you quickly spend too much because you don’t see the money. Besides, the card does not always work: last month the card reader at the baker’s was broken.',
      },
    },
  },
  part3: {
    situation: {
      german:
        'Ihre Nachbarin, Frau Kessler, ist 84 Jahre alt und lebt allein. Ihre Tochter wohnt weit weg und fährt für zwei Wochen in den Urlaub. In dieser Zeit möchten Sie Frau Kessler helfen. Planen Sie zusammen mit Ihrem Gesprächspartner / Ihrer Gesprächspartnerin, was Sie für sie tun.',
      translation:
        'Your neighbour, Ms Kessler, is 84 and lives alone. Her daughter lives far away and is going on holiday for two weeks. During that time you would like to help Ms Kessler. Plan together with your partner what you will do for her.',
    },
    points: [
      { german: 'Einkaufen: was und wann?', translation: 'Shopping: what and when?' },
      { german: 'Wer besucht sie wann?', translation: 'Who visits her when?' },
      { german: 'Hilfe im Haushalt?', translation: 'Help with the housework?' },
      {
        german: 'Termine (zum Beispiel beim Friseur)?',
        translation: 'Appointments (for example at the hairdresser’s)?',
      },
      { german: 'Etwas zusammen unternehmen?', translation: 'Doing something together?' },
      { german: 'Telefonnummern für den Notfall?', translation: 'Phone numbers for emergencies?' },
    ],
  },
} satisfies OralTasks;
