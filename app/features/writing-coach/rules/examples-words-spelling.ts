/** Small words, pronouns and spelling: sentences each rule must mark (at the words given) and correct German close to them it must leave alone. Used by rules.test.ts. */
export const WORD_SPELLING_EXAMPLES: Record<string, { hit: [string, string][]; miss: string[] }> = {
  'dass-das': {
    hit: [
      ['Der Film war so lang, das ich eingeschlafen bin.', 'das'],
      ['Wir planen ein Fest, und ich bin sicher, das du kommst.', 'das'],
      ['Ich hoffe, das du kommst.', 'das'],
      ['Ich freue mich, das ihr kommt.', 'das'],
    ],
    miss: [
      'Der Film war so lang, dass ich eingeschlafen bin.',
      'Ich finde das Buch sehr gut, das du mir geschenkt hast.',
      'Ich hoffe, dass du kommst.',
      'Das Buch, das ich lese, ist gut.',
      'Ich finde das gut.',
    ],
  },
  'kein-nicht': {
    hit: [['Ich habe leider nicht Zeit.', 'nicht Zeit']],
    miss: [
      'Ich habe leider keine Zeit.',
      'Es ist noch nicht Zeit.',
      'Ich habe nicht Zeit, sondern Geld verloren.',
    ],
  },
  'zu-infinitive': {
    hit: [
      ['Ich habe Lust, ins Kino gehen.', 'gehen'],
      ['Ich muss am Samstag zu arbeiten.', 'zu arbeiten'],
      ['Ich versuche jeden Tag, früh ins Bett gehen.', 'gehen'],
      ['Ich vergesse oft, die Fenster schließen.', 'schließen'],
      ['Ich hoffe, bald wieder tanzen können.', 'können'],
    ],
    miss: [
      'Ich versuche jeden Tag, früh ins Bett zu gehen.',
      'Ich vergesse oft, die Fenster zu schließen.',
      'Ich hoffe, bald wieder tanzen zu können.',
      'Ich versuche es, aber ich kann nicht kommen.',
      'Ich hoffe, alle kommen.',
      'Ich hoffe, die Kinder kommen.',
      'Ich hoffe, es klappen beide Termine.',
      'Ich habe Lust, ins Kino zu gehen.',
      'Ich muss am Samstag arbeiten.',
      'Kannst du etwas zu essen mitbringen?',
      'Ich habe Zeit, wir können gehen.',
      'Ich muss zu Hause bleiben.',
      // "sieben" is the number, not an infinitive.
      'Am Freitag, gleiche Zeit, Viertel nach sieben?',
    ],
  },
  'reflexive-missing': {
    hit: [
      ['Ich helfe gern und kümmere um den Garten.', 'kümmere um'],
      ['Ich freue, dass du kommst.', 'freue, dass'],
      ['Ich freue auf deine Party.', 'freue auf'],
      ['Deshalb interessiere ich für den Kurs.', 'interessiere ich für'],
    ],
    miss: [
      'Ich helfe gern und kümmere mich um den Garten.',
      'Ich freue mich, dass du kommst.',
      'Es freut mich, dass du kommst.',
      'Ich freue mich auf deine Party.',
      'Ich interessiere mich für den Kurs.',
      'Freut ihr euch auch?',
    ],
  },
  'subject-verb-agreement': {
    hit: [
      ['Ich hat keine Zeit.', 'Ich hat'],
      ['Wir ist am Samstag zu Hause.', 'Wir ist'],
      ['Morgen hat ich Zeit.', 'hat ich'],
      ['Am Montag ist meine Kinder bei meiner Schwester.', 'ist meine Kinder'],
      ['Die Nachbarin haben einen großen Hund.', 'Die Nachbarin haben'],
    ],
    miss: [
      'Ich habe keine Zeit.',
      'Mein Mann und ich sind am Samstag zu Hause.',
      'Das bin ich.',
      'Am Montag sind meine Kinder bei meiner Schwester.',
      'Am Montag ist meine Kinderzimmer-Lampe kaputt.',
      'Die Nachbarin hat einen großen Hund.',
      'Die Nachbarin haben wir zum Fest eingeladen.',
      'Die Nachbarin und ihr Mann haben einen Hund.',
      'Die Nachbarinnen haben einen großen Hund.',
    ],
  },
  'wenn-als-wann': {
    hit: [
      ['Wenn ich ein Kind war, habe ich viel gespielt.', 'Wenn'],
      ['Als ich morgen komme, bringe ich Kuchen mit.', 'Als'],
      ['Wann ich Zeit habe, helfe ich dir.', 'Wann'],
    ],
    miss: [
      'Als wir letzten Sommer in Spanien waren, war es sehr heiß.',
      'Immer wenn wir letzten Sommer am Meer waren, war es windig.',
      // Not flagged: with a past time other than gestern, wenn may be a condition or mean "whenever".
      'Wenn wir letzten Sommer am Meer waren, war es meistens windig.',
      'Wenn du letzten Sommer schon da warst, kennst du den Park.',
      'Als ich ein Kind war, habe ich viel gespielt.',
      'Wenn ich Zeit habe, helfe ich dir.',
      'Wann ich komme, weiß ich noch nicht.',
      'Wenn ich gestern Zeit gehabt hätte, wäre ich gekommen.',
    ],
  },
  'noun-lowercase': {
    hit: [
      ['Am wochenende habe ich zeit.', 'wochenende'],
      ['Ich bin heute abend zu hause.', 'abend'],
      ['Die neuen wohnungen sind teuer.', 'wohnungen'],
      ['Ich habe viele erfahrungen gesammelt.', 'erfahrungen'],
    ],
    miss: [
      'Am Wochenende habe ich Zeit.',
      'Ich bin abends zu Hause.',
      'Es tut mir leid.',
      'Ich miete ein Auto.',
      // Strong participles in -ungen are verbs.
      'Wir haben im Chor gesungen.',
      'Die Kinder sind ins Wasser gesprungen.',
      'Das Fest ist gut gelungen.',
      'Ich habe die erste Seite übersprungen.',
    ],
  },
  'sie-lowercase': {
    hit: [
      ['Könnten sie mir bitte helfen?', 'sie'],
      ['Vielen Dank für ihre E-Mail.', 'ihre'],
      ['Ich danke ihnen sehr.', 'ihnen'],
      ['Besuchen sie uns doch im Sommer!', 'sie'],
    ],
    miss: [
      'Besuchen Sie uns doch im Sommer!',
      'Und Ihre Eltern? Kommen sie doch auch?',
      'Haben sie doch noch angerufen!',
      'Könnten Sie mir bitte helfen?',
      'Meine Kollegen haben sie gestern eingeladen.',
      'Ich danke Ihnen sehr.',
    ],
  },
  'comma-subordinate': {
    hit: [
      ['Ich weiß wie man Kuchen backt.', 'weiß wie'],
      ['Sagen Sie mir bitte wann Sie kommen.', 'bitte wann'],
      ['Ich komme nicht weil ich krank bin.', 'nicht weil'],
      ['Ich hoffe dass du kommst.', 'hoffe dass'],
    ],
    miss: [
      'Ich weiß, wie man Kuchen backt.',
      'Ich frage wie immer nach dem Preis.',
      'Das ist eine Frage wie jede andere.',
      'Ich komme nicht, weil ich krank bin.',
      'Ich komme, auch wenn es regnet.',
      'Ich komme nur wenn du kommst.',
    ],
  },
};
