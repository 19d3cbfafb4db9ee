import type { CorpusLetter } from './types';

/**
 * Corpus letters for `model-test-6` (Ms Hesse asks you to water her plants, Sie form to a neighbour):
 * our own letters, written and annotated by a reader who has not seen the coach's cue sets.
 * Points: whether you can water the plants; when you will fetch the key; a weekend when you are not
 * there; a question about the plants.
 */
export const letters: CorpusLetter[] = [
  {
    id: 'model-test-6/01',
    task: 'model-test-6',
    kind: 'good',
    text: [
      'Liebe Frau Hesse,',
      'vielen Dank für Ihre E-Mail. Kanada, wie schön! Natürlich gieße ich gern Ihre Pflanzen, während Sie bei Ihrer Tochter sind. Ich bin im Juli fast immer zu Hause.',
      'Den Schlüssel kann ich am Abend vor Ihrer Abreise bei Ihnen abholen, so gegen 19 Uhr. Dann können Sie mir auch gleich zeigen, wo die Gießkanne steht.',
      'Nur am dritten Wochenende im Juli bin ich nicht da, weil meine Cousine heiratet. In dieser Zeit bitte ich Herrn Brückner aus dem Erdgeschoss, die Blumen zu gießen.',
      'Eine Frage habe ich noch: Brauchen die Zimmerpflanzen auch jeden Tag Wasser, oder reicht es einmal pro Woche?',
      'Viele Grüße\nIhr Matteo Ricci',
    ].join('\n\n'),
    points: [true, true, true, true],
    mistakes: [],
  },
  {
    id: 'model-test-6/02',
    task: 'model-test-6',
    kind: 'good',
    text: [
      'Liebe Frau Hesse,',
      'danke für Ihre Nachricht. Ich helfe Ihnen sehr gern und kümmere um Ihre Pflanzen. Ihre Tomaten sehen immer so lecker aus!',
      'Den Schlüssel könnte ich am Tag vor Ihrer Abreise holen, am besten nach 18 Uhr, wenn ich von der Arbeit komme.',
      'Allerdings fahre ich am zweiten Juliwochenende mit meinem Sohn zu einem Zeltlager in den Schwarzwald. Von Freitag bis Sonntag kann ich also leider nicht gießen. Meine Tochter ist aber zu Hause, sie kann das übernehmen.',
      'Sollen die Tomaten morgens oder abends Wasser bekommen? Und gibt es Pflanzen, die man nicht so oft gießen darf?',
      'Viele Grüße\nIhre Katarzyna Wójcik',
    ].join('\n\n'),
    points: [true, true, true, true],
    mistakes: [{ fragment: 'kümmere um', rule: 'reflexive-missing' }],
  },
  {
    id: 'model-test-6/03',
    task: 'model-test-6',
    kind: 'short',
    text: [
      'Liebe Frau Hesse,',
      'danke für Ihre Mail. Ja, ich kann Ihre Blumen gießen, das ist kein Problem. Ich habe das schon gemacht, wenn Sie letzten Sommer in Italien waren. Den Schlüssel ich kann am Montag holen. Gute Reise nach Kanada und viele Grüße an Ihre Tochter!',
      'Viele Grüße\nHamza Benali',
    ].join('\n\n'),
    points: [true, true, false, false],
    mistakes: [
      { fragment: 'wenn Sie letzten Sommer in Italien waren', rule: 'wenn-als-wann' },
      { fragment: 'Den Schlüssel ich kann', rule: 'verb-second' },
    ],
  },
  {
    id: 'model-test-6/04',
    task: 'model-test-6',
    kind: 'off-topic',
    text: [
      'Liebe Frau Hesse,',
      'danke für Ihre E-Mail, und ich wünsche Ihnen schon jetzt eine schöne Reise! Ich habe aber eine Bitte an Sie: Nächste Woche bekomme ich ein großes Paket, und ich bin den ganzen Tag bei der Arbeit. Könnten Sie es vielleicht für mich annehmen? Der Paketbote klingelt meistens am Vormittag.',
      'Außerdem wollte ich Ihnen sagen, dass das Licht im Keller ist seit Tagen kaputt. Haben Sie vielleicht die Telefonnummer vom Hausmeister? Ich habe sie leider verloren. Gestern war es so dunkel, dass ich auf der Treppe fast hingefallen bin.',
      'Viele Grüße\nIhre Shirin Tehrani',
    ].join('\n\n'),
    points: [false, false, false, false],
    mistakes: [{ fragment: 'dass das Licht im Keller ist', rule: 'verb-final-subordinate' }],
  },
  {
    id: 'model-test-6/05',
    task: 'model-test-6',
    kind: 'missing-one',
    text: [
      'Liebe Frau Hesse,',
      'vielen Dank für Ihr Vertrauen! Eine Reise nach Kanada, wie schön! Ich gieße Ihre Pflanzen gern, ich liebe Blumen. Ich hatte selbst einmal Tomaten auf dem Balkon, aber leider sind sie nicht gut gewachsen.',
      'Ich muss Ihnen aber sagen dass ich am ersten Wochenende nach Ihrer Abreise nicht in der Stadt bin. Ich fahre dann zu meine Eltern nach Dresden. An diesen zwei Tagen kann vielleicht meine Freundin Mira kommen, sie wohnt gleich um die Ecke.',
      'Wie viel Wasser brauchen die Zimmerpflanzen? Und muss ich die Tomaten auch düngen?',
      'Viele Grüße\nIhr Tarek Nasser',
    ].join('\n\n'),
    points: [true, false, true, true],
    mistakes: [
      { fragment: 'sagen dass', rule: 'comma-subordinate' },
      { fragment: 'zu meine Eltern', rule: 'dative-preposition' },
    ],
  },
  {
    id: 'model-test-6/06',
    task: 'model-test-6',
    kind: 'missing-one',
    text: [
      'Liebe Frau Hesse,',
      'schön, dass Sie Ihre Tochter besuchen! Sie haben sie bestimmt lange nicht gesehen.',
      'Natürlich kümmere ich mich um Ihre Blumen und Tomaten. Das mache ich gern für Ihnen, denn Sie haben geholfen mir auch oft, zum Beispiel als ich krank war.',
      'Den Schlüssel hole ich am Samstag vor Ihrer Reise ab, wenn Ihnen das passt. Vor 17 Uhr bin ich aber nicht zu Hause.',
      'Nur am Wochenende vor Ihrer Rückkehr bin ich auf einem Seminar in Köln. Dann gießt meine Mitbewohnerin Ihre Pflanzen, sie hat selbst einen grünen Daumen.',
      'Viele Grüße\nIhre Magdalena Horvat',
    ].join('\n\n'),
    points: [true, true, true, false],
    mistakes: [
      { fragment: 'für Ihnen', rule: 'accusative-preposition' },
      { fragment: 'haben geholfen mir', rule: 'participle-end' },
    ],
  },
  {
    id: 'model-test-6/07',
    task: 'model-test-6',
    kind: 'missing-two',
    text: [
      'Liebe Frau Hesse,',
      'vielen Dank für Ihre E-Mail. Ich habe mich gefreut, dass Sie an mich gedacht haben. Klar, ich gieße Ihre Pflanzen! Ich habe selbst viele Blumen auf meinem Balkon und weiß, wie viel Arbeit sie im Sommer machen. Letztes Jahr hatte ich sogar Erdbeeren und Kräuter.',
      'Ich habe aber ein paar Fragen. Welche Pflanzen brauchen nicht Sonne? Soll ich die reifen tomaten ernten und essen, oder soll ich sie für Sie in den Kühlschrank legen?',
      'Ich wünsche Ihnen eine wunderbare Zeit in Kanada!',
      'Viele Grüße\nIhr Viktor Szabó',
    ].join('\n\n'),
    points: [true, false, false, true],
    mistakes: [
      { fragment: 'brauchen nicht Sonne', rule: 'kein-nicht' },
      { fragment: 'reifen tomaten', rule: 'noun-lowercase' },
    ],
  },
  {
    id: 'model-test-6/08',
    task: 'model-test-6',
    kind: 'paraphrase',
    text: [
      'Liebe Frau Hesse,',
      'was für eine schöne Reise! Ihr Balkon wird in diesen drei Wochen bestimmt nicht vertrocknen, versprochen. Ich kümmere mich gern um alles, was grün ist.',
      'Ich komme am Abend vor Ihrer Abreise kurz zu Ihnen hoch. Dann kannst du mir den Wohnungsschlüssel geben und mir zeigen, was ich tun muss.',
      'Mitte Juli fahre ich allerdings von Freitag bis Sonntag zu einer Hochzeit nach Wien. Am Donnerstag bekommen die Pflanzen deshalb besonders viel Wasser, und am Montag bin ich wieder da.',
      'Und der große Kaktus im Flur: Braucht er auch Wasser, oder lasse ich ihn lieber in Ruhe?',
      'Viele Grüße\nIhre Rania Khalil',
    ].join('\n\n'),
    points: [true, true, true, true],
    mistakes: [{ fragment: 'kannst du', rule: 'du-sie-mixed' }],
  },
  {
    id: 'model-test-6/09',
    task: 'model-test-6',
    kind: 'paraphrase',
    text: [
      'Liebe Frau Hesse,',
      'danke für Ihre Nachricht. Sie können ganz beruhigt nach Kanada fliegen, ich sorge für Ihre Blumen und Ihr Gemüse.',
      'Werfen Sie den Wohnungsschlüssel doch einfach am Samstag vor Ihrem Abflug in meinen Briefkasten. Ich bin an diesem Tag aber auch zu Hause, Sie können also gern klingeln.',
      'Am dritten Juliwochenende fahre ich mit meinem Bruder an die Nordsee. Da kann ich leider nicht zum Gießen kommen, aber am Freitag davor gieße ich alles gründlich.',
      'Mögen Ihre Zimmerpflanzen kalte Wasser aus der Leitung, oder soll ich es erst ein paar Stunden stehen lassen?',
      'Viele Grüße\nIhr Andrés Molina',
    ].join('\n\n'),
    points: [true, true, true, true],
    mistakes: [{ fragment: 'kalte Wasser', rule: 'adjective-ending' }],
  },
  {
    id: 'model-test-6/10',
    task: 'model-test-6',
    kind: 'weak',
    text: [
      'Liebe Frau Hesse,',
      'danke für ihre Mail. Ja, ich kann Ihre Pflanzen gießen, kein Problem. Ich mache das gern, weil Sie ist immer so nett zu mir. Ich freue, dass ich Ihnen helfen kann.',
      'Ich abhole den Schlüssel am Freitag vor Ihrer Reise um 18 Uhr.',
      'Aber am zweiten Wochenende ich bin nicht da, denn meine Schwester in Leipzig heiratet. Dann kann mein Sohn gießen die Blumen, er ist schon 15.',
      'Ich habe eine Frage: Wie oft muss ich die pflanzen in der Wohnung gießen? Und brauchen die Tomaten jeden Tag Wasser?',
      'Ich wünsche Ihnen eine schöne Reise und viel Spaß mit Ihre Tochter!',
      'Viele Grüße\nOana Popescu',
    ].join('\n\n'),
    points: [true, true, true, true],
    mistakes: [
      { fragment: 'ihre Mail', rule: 'sie-lowercase' },
      { fragment: 'weil Sie ist', rule: 'verb-final-subordinate' },
      { fragment: 'Ich freue, dass', rule: 'reflexive-missing' },
      { fragment: 'Ich abhole', rule: 'separable-verb' },
      { fragment: 'Wochenende ich bin', rule: 'verb-second' },
      { fragment: 'denn meine Schwester in Leipzig heiratet', rule: 'denn-word-order' },
      { fragment: 'gießen die Blumen', rule: 'modal-infinitive-end' },
      { fragment: 'die pflanzen', rule: 'noun-lowercase' },
      { fragment: 'mit Ihre Tochter', rule: 'dative-preposition' },
    ],
  },
];
