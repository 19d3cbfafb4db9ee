import type { CorpusLetter } from './types';

/** Task `writing-task-apology:2`: the missed meeting with Leon's class teacher, Ms Kühn (Sie). */
export const letters: CorpusLetter[] = [
  {
    id: 'writing-task-apology:2/01',
    task: 'writing-task-apology:2',
    kind: 'good',
    text: `Sehr geehrte Frau Kühn,

bitte entschuldigen Sie, dass ich gestern nicht zu unserem Gespräch gekommen bin. Es tut mir sehr leid, dass Sie umsonst gewartet haben.

Ich hatte den Termin nicht vergessen. Aber gestern Mittag ist meine Kollegin krank geworden, und ich musste bis 18 Uhr in der Apotheke bleiben. Leider hatte ich Ihre Telefonnummer nicht dabei.

Könnten wir einen neuen Termin machen? Ich kann am Donnerstag ab 15 Uhr oder am Freitagvormittag in die Schule kommen.

Ich mache mir Sorgen um Leons Noten in Mathematik. Hat er Probleme mit einem bestimmten Thema, oder macht er seine Hausaufgaben nicht? Wie kann ich ihm zu Hause helfen?

Mit freundlichen Grüßen
Maria Ramos`,
    points: [true, true, true, true],
    mistakes: [],
  },
  {
    id: 'writing-task-apology:2/02',
    task: 'writing-task-apology:2',
    kind: 'good',
    text: `Sehr geehrte Frau Kühn,

ich möchte mich für gestern entschuldigen. Ich weiß, dass Sie eine halbe Stunde auf mich gewartet haben, und das tut mir leid.

Mein Bus hatte einen Unfall, und wir mussten lange auf der Straße warten. Ich habe versucht, in der Schule anzurufen, aber das Sekretariat war schon geschlossen.

Ich schlage vor, dass wir uns nächste Woche treffen. Passt ihnen Dienstag um 16 Uhr? Montag und Mittwoch ab 17 Uhr habe ich auch Zeit.

Leon sagt, dass er in der letzten Klassenarbeit eine Vier hatte. Was kann er tun, damit seine Noten besser werden? Braucht er vielleicht Nachhilfe?

Mit freundlichen Grüßen
Carlos Ramos`,
    points: [true, true, true, true],
    mistakes: [{ fragment: 'Passt ihnen', rule: 'sie-lowercase' }],
  },
  {
    id: 'writing-task-apology:2/03',
    task: 'writing-task-apology:2',
    kind: 'short',
    text: `Sehr geehrte Frau Kühn,

Entschuldigung für gestern, ich konnte nicht zu dem Gespräch kommen. Ich hatte sehr viel arbeit im Büro und habe vergessen den Termin. Das war dumm von mir. Ich kann nächste Woche am Montag oder Dienstag kommen, wenn sie Zeit haben. Bitte schreiben Sie mir.

Mit freundlichen Grüßen
Maria Ramos`,
    points: [true, true, true, false],
    mistakes: [
      { fragment: 'viel arbeit', rule: 'noun-lowercase' },
      { fragment: 'habe vergessen den Termin', rule: 'participle-end' },
      { fragment: 'wenn sie Zeit haben', rule: 'sie-lowercase' },
    ],
  },
  {
    id: 'writing-task-apology:2/04',
    task: 'writing-task-apology:2',
    kind: 'off-topic',
    text: `Sehr geehrte Frau Kühn,

vielen Dank für Ihre E-Mail. Ich möchte Ihnen etwas über das Schulfest im Juni schreiben. Mein Mann und ich wollen gern helfen. Wir können einen großer Kuchen backen und am Nachmittag zwei Stunden am Getränkestand arbeiten. Unsere Tochter Sofia möchte auch mitmachen, sie ist in der Klasse 3b.

Außerdem habe ich eine Frage: Wann beginnt das Fest, und wo können wir den Kuchen abgeben? Brauchen Sie noch Tische oder Stühle?

Mit freundlichen Grüßen
Maria Ramos`,
    points: [false, false, false, false],
    mistakes: [{ fragment: 'einen großer Kuchen', rule: 'adjective-ending' }],
  },
  {
    id: 'writing-task-apology:2/05',
    task: 'writing-task-apology:2',
    kind: 'missing-one',
    text: `Sehr geehrte Frau Kühn,

es tut mir sehr leid, dass ich gestern nicht gekommen bin. Bitte entschuldigen Sie mich.

Mein jüngster Sohn hatte am Nachmittag plötzlich hohes Fieber, und ich bin mit ihm zum Kinderarzt gefahren. Dort mussten wir fast zwei Stunden warten. Ich habe erst am Abend an unseren Termin gedacht.

Können wir einen neuen Termin vereinbaren? Mir passt es am Mittwoch um 16 Uhr oder am Freitag um 14 Uhr. Wenn Sie an diesen Tagen keine Zeit haben, anrufen Sie mich bitte: 0171 2345678.

Mit freundlichen Grüßen
Maria Ramos`,
    points: [true, true, true, false],
    mistakes: [{ fragment: 'anrufen Sie mich bitte', rule: 'separable-verb' }],
  },
  {
    id: 'writing-task-apology:2/06',
    task: 'writing-task-apology:2',
    kind: 'missing-one',
    text: `Sehr geehrte Frau Kühn,

ich möchte mich herzlich entschuldigen, weil ich gestern nicht zu unserem Gespräch gekommen bin. Sie haben umsonst gewartet, das war nicht richtig von mir.

Ich möchte gern so schnell wie möglich mit Ihnen sprechen, denn ich mir Sorgen mache. Geht es am Montag um 16 Uhr? Ich könnte auch am Dienstag früh vor der Arbeit kommen, zum Beispiel um halb acht.

Ich habe noch eine Frage zu Leons Noten: Sind sie nur in Mathematik schlecht oder auch in anderen Fächern? Leon erzählt zu Hause wenig über die Schule.

Mit freundlichen Grüßen
Carlos Ramos`,
    points: [true, false, true, true],
    mistakes: [{ fragment: 'denn ich mir Sorgen mache', rule: 'denn-word-order' }],
  },
  {
    id: 'writing-task-apology:2/07',
    task: 'writing-task-apology:2',
    kind: 'missing-two',
    text: `Sehr geehrte Frau Kühn,

vielen Dank für Ihre E-Mail. Es tut mir leid, dass ich gestern nicht da war.

Ich mache mir große Sorgen wegen Leon. Er hat mir nicht gesagt, dass seine Noten in Mathe so schlecht sind. Welche Note hatte er in der letzten Klassenarbeit? Und was können wir als Eltern tun? Vielleicht soll er mehr üben oder Nachhilfe bekommen.

Ich danke dir für deine Hilfe.

Mit freundlichen Grüßen
Maria Ramos`,
    points: [true, false, false, true],
    mistakes: [{ fragment: 'dir für deine Hilfe', rule: 'du-sie-mixed' }],
  },
  {
    id: 'writing-task-apology:2/08',
    task: 'writing-task-apology:2',
    kind: 'paraphrase',
    text: `Sehr geehrte Frau Kühn,

es tut mir wirklich leid, dass Sie gestern vergeblich gewartet haben.

Ich war pünktlich um vier an der Schule, aber ich bin in das falsche Gebäude gegangen. Dort war niemand. Ich bin zweimal um dem Haus gelaufen, aber ich habe Ihr Klassenzimmer nicht gefunden. Um halb fünf bin ich dann nach Hause gefahren.

Hätten Sie am Donnerstagnachmittag eine halbe Stunde Zeit für mich? Sonst passt mir auch der Freitag nach 13 Uhr.

Mich interessiert sehr, wie mein Sohn in Mathe steht. Welche Themen fallen ihm besonders schwer, und was kann er zu Hause üben?

Mit freundlichen Grüßen
Carlos Ramos`,
    points: [true, true, true, true],
    mistakes: [{ fragment: 'um dem Haus', rule: 'accusative-preposition' }],
  },
  {
    id: 'writing-task-apology:2/09',
    task: 'writing-task-apology:2',
    kind: 'paraphrase',
    text: `Sehr geehrte Frau Kühn,

ich bitte vielmals um Verzeihung für gestern Nachmittag. Sie haben sich Zeit für mich genommen, und ich war nicht da.

Meine Chefin hat mich kurzfristig gebeten, länger arbeiten, weil zwei Kolleginnen krank waren. Ich konnte leider nicht Nein sagen, und ich hatte Ihre Nummer nicht im Handy.

Ginge es bei Ihnen am Montag oder Dienstag um 17 Uhr? An beiden Tagen habe ich frei und kann sicher in die Schule kommen.

Mein Sohn sagt, dass Mathematik im Moment schwierig für ihn ist. Wie sind seine Ergebnisse in den Tests, und wie schlimm ist die Lage wirklich?

Mit freundlichen Grüßen
Maria Ramos`,
    points: [true, true, true, true],
    mistakes: [{ fragment: 'gebeten, länger arbeiten', rule: 'zu-infinitive' }],
  },
  {
    id: 'writing-task-apology:2/10',
    task: 'writing-task-apology:2',
    kind: 'weak',
    text: `Sehr geehrte Frau Kühn,

ich möchte für gestern entschuldigen. Ich habe nicht gekommen, weil meine Tochter war krank. Ich musste mit die Kleine zum Arzt gehen. Es tut mir sehr leid, das Sie so lange warten mussten.

Können wir einen neue Termin machen? Ich habe Zeit am Mittwoch oder am Donnerstag nach 16 uhr. Ich kann auch am Morgen kommen wenn es ihnen besser passt.

Ich habe eine Frage: Warum Leon hat schlechte Noten in Mathe? Er lernt jeden Tag, aber er versteht die Aufgaben nicht. Was kannst du uns empfehlen?

Mit freundliche Grüße
Carlos Ramos`,
    points: [true, true, true, true],
    mistakes: [
      { fragment: 'ich möchte für gestern entschuldigen', rule: 'reflexive-missing' },
      { fragment: 'Ich habe nicht gekommen', rule: 'perfect-sein-movement' },
      { fragment: 'meine Tochter war krank', rule: 'verb-final-subordinate' },
      { fragment: 'mit die Kleine', rule: 'dative-preposition' },
      { fragment: 'leid, das Sie', rule: 'dass-das' },
      { fragment: 'einen neue Termin', rule: 'adjective-ending' },
      { fragment: '16 uhr', rule: 'noun-lowercase' },
      { fragment: 'kommen wenn', rule: 'comma-subordinate' },
      { fragment: 'ihnen besser passt', rule: 'sie-lowercase' },
      { fragment: 'Warum Leon hat', rule: 'verb-second' },
      { fragment: 'Was kannst du', rule: 'du-sie-mixed' },
      { fragment: 'Mit freundliche Grüße', rule: 'adjective-ending' },
    ],
  },
];
