import type { CorpusLetter } from './types';

/** Task `writing-task-congratulations:2`: the neighbour Ms Kraus has become a grandmother (Sie). */
export const letters: CorpusLetter[] = [
  {
    id: 'writing-task-congratulations:2/01',
    task: 'writing-task-congratulations:2',
    kind: 'good',
    text: `Liebe Frau Kraus,

herzlichen Glückwunsch zu Ihrem Enkel! Das ist wirklich eine schöne Nachricht. Ich wünsche Ihrer Tochter und dem kleinen Felix alles Gute.

Natürlich gieße ich gern Ihre Blumen. Wenn es warm ist, komme ich jeden Abend. Bei kühlem Wetter reicht es sicher jeden zweiten Tag.

Am Sonntag bin ich bis 14 Uhr zu Hause. Danach besuche ich meine Eltern. Bringen Sie mir den Schlüssel also am besten am Vormittag.

Ich habe für Felix ein kleines Geschenk gekauft: einen weichen Teddybären. Können Sie ihn bitte mit nach Bremen nehmen? Ich gebe ihn Ihnen am Sonntag.

Herzliche Grüße
Ihre Nina Wolf`,
    points: [true, true, true, true],
    mistakes: [],
  },
  {
    id: 'writing-task-congratulations:2/02',
    task: 'writing-task-congratulations:2',
    kind: 'good',
    text: `Liebe Frau Kraus,

was für eine wunderbare Nachricht! Ich gratuliere Ihnen ganz herzlich zum Enkel. Felix ist ein sehr schöner Name, und ich freue mich schon darauf, ihn kennenzulernen.

Ihre Blumen gieße ich sehr gern. Ich denke, zweimal pro Woche reicht, oder brauchen die Tomaten mehr Wasser? Schreib mir einfach, was die Pflanzen brauchen.

Am Sonntag bin ich ab 15 Uhr zu Hause, den ganzen Nachmittag. Klingeln Sie einfach.

Für Felix habe ich eine kleine Mütze gestrickt. Ich hoffe, sie gefällt Ihrer Tochter. Ich bringe sie Ihnen am Sonntag vorbei, dann können Sie sie mitnehmen.

Alles Gute und eine schöne Zeit in Bremen!
Ihr Marco Rossi`,
    points: [true, true, true, true],
    mistakes: [{ fragment: 'Schreib mir einfach', rule: 'du-sie-mixed' }],
  },
  {
    id: 'writing-task-congratulations:2/03',
    task: 'writing-task-congratulations:2',
    kind: 'short',
    text: `Liebe Frau Kraus,

herzlichen Glückwunsch! Ein Enkel, das ist schön. Ja, ich kann die Blumen gießen. Ich komme jeden tag. Ich habe auch viele Pflanzen auf meinem Balkon, und ich weiß, was sie brauchen. Nächste Woche ich habe Urlaub. Ich wünsche ihnen eine schöne Reise nach Bremen.

Viele Grüße
Marco Rossi`,
    points: [true, true, false, false],
    mistakes: [
      { fragment: 'jeden tag', rule: 'noun-lowercase' },
      { fragment: 'Nächste Woche ich habe', rule: 'verb-second' },
      { fragment: 'wünsche ihnen', rule: 'sie-lowercase' },
    ],
  },
  {
    id: 'writing-task-congratulations:2/04',
    task: 'writing-task-congratulations:2',
    kind: 'off-topic',
    text: `Liebe Frau Kraus,

vielen Dank für Ihre Nachricht. Ich möchte Ihnen heute etwas über unser Haus schreiben. Seit letzter Woche funktioniert das Licht im Keller nicht mehr. Ich habe leider vergessen, den Hausmeister anrufen. Wissen Sie, ob er diese Woche im Haus ist?

Außerdem steht im Hof seit einem Monat ein altes Fahrrad. Gehört es jemandem aus unserem Haus? Sonst sollten wir es wegbringen lassen.

Einen schönen Tag noch!
Ihr Marco Rossi`,
    points: [false, false, false, false],
    mistakes: [{ fragment: 'vergessen, den Hausmeister anrufen', rule: 'zu-infinitive' }],
  },
  {
    id: 'writing-task-congratulations:2/05',
    task: 'writing-task-congratulations:2',
    kind: 'missing-one',
    text: `Liebe Frau Kraus,

ich gratuliere Ihnen herzlich zu Ihrem ersten Enkelkind! Wie schön, dass alles gut gegangen ist. Sicher freuen Sie sich schon sehr auf die Zeit in Bremen.

Ihre Blumen gieße ich natürlich gern für Ihnen. Im Moment ist es sehr heiß, deshalb komme ich jeden Morgen vor der Arbeit vorbei. Sagen Sie mir bitte, ob ich auch die Kräuter gießen soll.

Am Sonntag bin ich von 10 bis 12 Uhr zu Hause und dann wieder ab 17 Uhr. Passt Ihnen eine dieser Zeiten?

Ich wünsche Ihnen eine gute Reise und viel Freude mit Felix!

Herzliche Grüße
Ihre Nina Wolf`,
    points: [true, true, true, false],
    mistakes: [{ fragment: 'für Ihnen', rule: 'accusative-preposition' }],
  },
  {
    id: 'writing-task-congratulations:2/06',
    task: 'writing-task-congratulations:2',
    kind: 'missing-one',
    text: `Liebe Frau Kraus,

herzlichen Glückwunsch zur Geburt von Felix! Sie sind bestimmt eine sehr liebe Oma. Bitte grüßen Sie auch Ihre Tochter von mir.

Ich kümmere mich gern um Ihren Balkon. Ich gieße die Blumen jeden zweiten Tag, am Abend, wenn die Sonne weg ist. Wenn es regnet, mache ich eine Pause.

Ich habe für Felix ein Bilderbuch mit Tieren gekauft. Mein Sohn hatte das gleiche Buch und hat es sehr geliebt. Ich hoffe, das es Felix auch gefällt, wenn er größer ist.

Viele Grüße und eine gute Zeit in Bremen
Ihre Nina Wolf`,
    points: [true, true, false, true],
    mistakes: [{ fragment: 'hoffe, das es', rule: 'dass-das' }],
  },
  {
    id: 'writing-task-congratulations:2/07',
    task: 'writing-task-congratulations:2',
    kind: 'missing-two',
    text: `Liebe Frau Kraus,

vielen Dank für Ihre Nachricht. Ja, natürlich kann ich Ihre Blumen gießen, das mache ich gern. Ich vorbeikomme jeden Abend nach der Arbeit und gieße alle Pflanzen. Die Geranien brauchen im Sommer viel Wasser, das weiß ich von meiner Mutter.

Den Schlüssel können Sie mir am Sonntag ab 16 Uhr bringen. Vorher bin ich mit meinem Sohn beim Fußball.

Eine gute Reise nach Bremen!
Ihr Marco Rossi`,
    points: [false, true, true, false],
    mistakes: [{ fragment: 'Ich vorbeikomme jeden Abend', rule: 'separable-verb' }],
  },
  {
    id: 'writing-task-congratulations:2/08',
    task: 'writing-task-congratulations:2',
    kind: 'paraphrase',
    text: `Liebe Frau Kraus,

Sie sind Oma geworden, wie wunderbar! Ich freue mich sehr mit Ihnen und wünsche Ihrer Familie viel Glück mit dem Baby.

Um Ihre Pflanzen auf dem Balkon kümmere ich sehr gern. Ich schaue jeden Abend nach ihnen und gebe ihnen Wasser, wenn die Erde trocken ist.

Den Schlüssel können Sie mir gern vorbeibringen. An dem Tag bin ich bis 13 Uhr in meiner Wohnung, danach gehe ich zum Sport.

Für das Baby habe ich einen Strampler mit Bären gekauft. Vielleicht können Sie ihn mitnehmen?

Herzliche Grüße
Ihre Nina Wolf`,
    points: [true, true, true, true],
    mistakes: [{ fragment: 'kümmere ich sehr gern', rule: 'reflexive-missing' }],
  },
  {
    id: 'writing-task-congratulations:2/09',
    task: 'writing-task-congratulations:2',
    kind: 'paraphrase',
    text: `Liebe Frau Kraus,

was für ein Glück! Ich gratuliere Ihnen von Herzen, dass Sie jetzt Großmutter sind. Ihre Tochter ist sicher sehr stolz auf ihren Sohn.

Während Ihrer Reise versorge ich Ihre Pflanzen gern mit Wasser. Ich denke, alle zwei Tage ist genug. Bei großer Hitze komme ich natürlich täglich.

Bringen Sie mir den Schlüssel am besten am Vormittag vorbei. Bis 12 Uhr bin ich auf jeden Fall da, denn ich danach zu meinen Eltern fahre.

Ich möchte dem Baby gern eine Freude machen und habe eine Spieluhr mit einem Mond gekauft. Bitte nehmen Sie sie mit nach Bremen.

Alles Gute
Ihr Marco Rossi`,
    points: [true, true, true, true],
    mistakes: [{ fragment: 'denn ich danach zu meinen Eltern fahre', rule: 'denn-word-order' }],
  },
  {
    id: 'writing-task-congratulations:2/10',
    task: 'writing-task-congratulations:2',
    kind: 'weak',
    text: `Liebe Frau Kraus,

herzlichen Glückwunsch zu Ihre Enkel! Das ist wirklich eine schön Nachricht. Ich habe sehr gefreut.

Ja, ich kann ihre Blumen gießen. Ich komme alle zwei Tage, aber wenn es ist sehr heiß, ich komme jeden Tag. Ich habe seit fünf Jahren einen Balkon mit Blumen gehabt, ich weiß wie man das macht.

Am Sonntag ich bin zu Hause bis 11 Uhr und dann wieder nach 18 Uhr. Du kannst den Schlüssel bringen.

Für Felix ich möchte kaufen ein kleines Spielzeug. Was wünscht sich Ihre Tochter für das Baby?

Viele Grüße
Nina Wolf`,
    points: [true, true, true, true],
    mistakes: [
      { fragment: 'zu Ihre Enkel', rule: 'dative-preposition' },
      { fragment: 'eine schön Nachricht', rule: 'adjective-ending' },
      { fragment: 'Ich habe sehr gefreut', rule: 'reflexive-missing' },
      { fragment: 'kann ihre Blumen', rule: 'sie-lowercase' },
      { fragment: 'wenn es ist sehr heiß', rule: 'verb-final-subordinate' },
      { fragment: 'ich komme jeden Tag', rule: 'verb-second' },
      { fragment: 'habe seit fünf Jahren einen Balkon mit Blumen gehabt', rule: 'seit-tense' },
      { fragment: 'weiß wie', rule: 'comma-subordinate' },
      { fragment: 'Am Sonntag ich bin', rule: 'verb-second' },
      { fragment: 'Du kannst den Schlüssel', rule: 'du-sie-mixed' },
      { fragment: 'Für Felix ich', rule: 'verb-second' },
      { fragment: 'kaufen ein kleines Spielzeug', rule: 'modal-infinitive-end' },
    ],
  },
];
