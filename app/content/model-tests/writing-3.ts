import type { WritingPart } from './schema';

/** Model test 3, writing: the property management asks the tenants for ideas for a new courtyard. Our own task, written for the site. */
export const writing3 = {
  title: { de: 'Eine E-Mail an Ihre Hausverwaltung', en: 'An e-mail to your property management' },
  text: [
    {
      german:
        'Sie wohnen zur Miete in einem großen Haus mit einem Innenhof. Herr Petersen von der Hausverwaltung hat allen Mieterinnen und Mietern folgende E-Mail geschrieben:',
      translation:
        'You rent a flat in a large building with a courtyard. Mr Petersen from the property management has sent all the tenants the following e-mail:',
    },
    { german: 'Liebe Mieterinnen und Mieter,', translation: 'Dear tenants,' },
    {
      german: 'im Frühling möchten wir den Innenhof hinter dem Haus neu gestalten.',
      translation: 'in the spring we would like to redesign the courtyard behind the building.',
    },
    {
      german: 'Im Moment stehen dort nur die Mülltonnen und ein paar alte Fahrradständer.',
      translation: 'At the moment there are only the bins and a few old bike stands there.',
    },
    {
      german: 'Der Hof soll schöner werden, damit alle Bewohnerinnen und Bewohner ihn nutzen können.',
      translation: 'The courtyard is to be made nicer so that all the residents can use it.',
    },
    {
      german: 'Was wünschen Sie sich? Bitte schreiben Sie mir Ihre Ideen bis zum 15. März.',
      translation: 'What would you like? Please send me your ideas by 15 March.',
    },
    { german: 'Mit freundlichen Grüßen', translation: 'Kind regards' },
    {
      german: 'Jan Petersen, Hausverwaltung Nordstern',
      translation: 'Jan Petersen, Nordstern property management',
    },
  ],
  points: [
    {
      german: 'Wie Sie den Hof jetzt nutzen',
      translation: 'How you use the courtyard now',
      cues: [
        'fahrrad*',
        'müll*',
        'nutze',
        'benutze',
        'im moment',
        'zurzeit',
        'jetzt',
        'stelle … ab',
        'selten',
        'nie',
        'gar nicht',
      ],
    },
    {
      german: 'Ihre Wünsche für den neuen Hof',
      translation: 'What you would like for the new courtyard',
      cues: [
        'wünsche',
        'wunsch',
        'wünschen',
        'spielplatz',
        'bank',
        'bänke',
        'blume*',
        'baum',
        'bäume',
        'grün',
        'rasen',
        'tisch*',
        'beet*',
        'sandkasten',
        'grill*',
        'schön wäre*',
        'wäre schön',
        'hätte gern',
        'fände … gut',
      ],
    },
    {
      german: 'Wie Sie mithelfen können',
      translation: 'How you can help',
      cues: [
        'helfe',
        'helfen',
        'mithelfen',
        'mithilfe',
        'pflanzen',
        'mitmachen',
        'aktionstag',
        'streichen',
        'aufräumen',
        'bauen',
        'gieß*',
      ],
    },
    {
      german: 'Eine Frage zu den Kosten',
      translation: 'A question about the costs',
      cues: [
        'kost*',
        'miete',
        'teuer',
        'geld',
        'euro',
        'bezahlen',
        'zahlen',
        'preis*',
        'nebenkosten',
        'steigt',
        'höher',
      ],
    },
  ],
  register: 'Sie',
  asksQuestion: true,
  model: {
    lines: [
      'Sehr geehrter Herr Petersen,',
      'vielen Dank für Ihre E-Mail. Die Idee mit dem neuen Hof finde ich sehr gut. Im Moment stelle ich dort nur mein Fahrrad ab. Die Kinder aus dem Haus spielen leider auf dem Gehweg, weil es im Hof keinen Platz für sie gibt.',
      'Deshalb wünsche ich mir einen kleinen Spielplatz mit einem Sandkasten. Schön wären auch ein paar Bänke und Blumenbeete, denn dann könnten die Nachbarn im Sommer dort zusammensitzen.',
      'Gern helfe ich auch selbst mit, zum Beispiel beim Pflanzen. Vielleicht können wir an einem Samstag einen Aktionstag für alle Mieter machen.',
      'Eine Frage habe ich noch: Steigt die Miete durch die Arbeiten? Das wäre für meine Familie leider ein Problem.',
      'Mit freundlichen Grüßen',
      'Amir Haddad',
    ],
    grades: ['A', 'A', 'A'],
  },
} satisfies WritingPart;
