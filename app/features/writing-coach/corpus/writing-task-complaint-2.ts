import type { CorpusLetter } from './types';

/** Task `writing-task-complaint:2`: the evening course cancelled too often, a reply to Mr Weber (Sie). */
export const letters: CorpusLetter[] = [
  {
    id: 'writing-task-complaint:2/01',
    task: 'writing-task-complaint:2',
    kind: 'good',
    text: `Sehr geehrter Herr Weber,

vielen Dank für Ihre Frage. Mit dem Lehrer bin ich sehr zufrieden, aber leider ist der Kurs seit März schon sechsmal ausgefallen. Zweimal haben wir es erst eine Stunde vorher erfahren.

Für mich ist das ein großes Problem. Ich mache im Juli die Prüfung B1 und brauche das Zertifikat für meine Arbeit. Außerdem habe ich für 40 Stunden bezahlt, aber nur 28 Stunden bekommen.

Ich wünsche mir, dass die Schule eine Vertretung organisiert, wenn der Lehrer krank ist. Die ausgefallenen Stunden sollten Sie nachholen.

Für Ersatzstunden habe ich am Samstagvormittag oder am Freitagabend Zeit.

Mit freundlichen Grüßen
Olga Schmidt`,
    points: [true, true, true, true],
    mistakes: [],
  },
  {
    id: 'writing-task-complaint:2/02',
    task: 'writing-task-complaint:2',
    kind: 'good',
    text: `Sehr geehrter Herr Weber,

Sie fragen, ob wir mit dem Kurs zufrieden sind. Ehrlich gesagt: nicht ganz. Der Unterricht ist gut, aber er ist in den letzten drei Monaten fünfmal ausgefallen. Wann der Kurs ausfällt, erfahren wir es oft erst sehr spät.

Das ist für mich sehr ärgerlich. Ich fahre jedes Mal eine halbe Stunde mit dem Bus zur Schule, und zweimal stand ich vor der geschlossenen Tür. Ich habe auch Angst, dass ich den Stoff für die Prüfung nicht schaffe.

Bitte informieren Sie uns in Zukunft früher, zum Beispiel per SMS. Und bitte anbieten Sie Ersatzstunden.

Für Ersatzstunden habe ich montags und donnerstags ab 18 Uhr Zeit, weil ich an diesen Tagen früher Feierabend habe.

Mit freundlichen Grüßen
Ahmed Karimi`,
    points: [true, true, true, true],
    mistakes: [
      { fragment: 'Wann der Kurs ausfällt', rule: 'wenn-als-wann' },
      { fragment: 'bitte anbieten Sie', rule: 'separable-verb' },
    ],
  },
  {
    id: 'writing-task-complaint:2/03',
    task: 'writing-task-complaint:2',
    kind: 'short',
    text: `Sehr geehrter Herr Weber,

ich bin nicht zufrieden. Ich lerne seit März hier, und ich komme immer pünktlich. Der Kurs ist viermal ausgefallen, und das ist nicht gut, weil ich möchte die Prüfung machen. Ich habe bezahlt für den ganzen Kurs. Auch meine Kollegen sind sauer. Bitte machen sie mehr Stunden.

Mit freundlichen Grüßen
Ahmed Karimi`,
    points: [true, true, true, false],
    mistakes: [
      { fragment: 'weil ich möchte', rule: 'verb-final-subordinate' },
      { fragment: 'habe bezahlt für den ganzen Kurs', rule: 'participle-end' },
      { fragment: 'machen sie mehr', rule: 'sie-lowercase' },
    ],
  },
  {
    id: 'writing-task-complaint:2/04',
    task: 'writing-task-complaint:2',
    kind: 'off-topic',
    text: `Sehr geehrter Herr Weber,

vielen Dank für Ihre E-Mail. Ich möchte nach dem B1-Kurs gern einen B2-Kurs an Ihrer Schule machen. Ich brauche das Zertifikat für meinem Beruf. Deshalb habe ich einige Fragen. Wann beginnt der nächste B2-Kurs, und wie viel kostet er? Gibt es auch Kurse am Vormittag? Ich arbeite ab September im Schichtdienst und kann nicht jeden Abend kommen.

Außerdem möchte ich wissen, ob ich mich online anmelden kann. Für Ihre Antwort danke ich Ihnen im Voraus.

Mit freundlichen Grüßen
Olga Schmidt`,
    points: [false, false, false, false],
    mistakes: [{ fragment: 'für meinem Beruf', rule: 'accusative-preposition' }],
  },
  {
    id: 'writing-task-complaint:2/05',
    task: 'writing-task-complaint:2',
    kind: 'missing-one',
    text: `Sehr geehrter Herr Weber,

danke, dass wir unsere Meinung sagen dürfen. Der Kurs ist seit März insgesamt siebenmal ausgefallen, zuletzt am Dienstag und am Donnerstag in der letzten Woche.

Ich schlage vor, dass die Schule eine zweite Lehrerin für den Kurs sucht. Dann kann sie einspringen, wenn Frau Lang krank ist. Außerdem sollten alle Teilnehmenden die fehlenden Stunden nachholen können.

Für Ersatzstunden passt mir am besten der Mittwochabend ab 18:30 Uhr. Samstags habe ich leider nicht Zeit, weil ich dann arbeite.

Mit freundlichen Grüßen
Ahmed Karimi`,
    points: [true, false, true, true],
    mistakes: [{ fragment: 'leider nicht Zeit', rule: 'kein-nicht' }],
  },
  {
    id: 'writing-task-complaint:2/06',
    task: 'writing-task-complaint:2',
    kind: 'missing-one',
    text: `Sehr geehrter Herr Weber,

ich möchte Ihnen gern meine Meinung schreiben. Der Kurs ist bis jetzt achtmal ausgefallen. Das sind sechzehn Stunden Unterricht, also fast ein Drittel!

Für mich ist das sehr schwierig. Ich habe zwei kleine Kinder und muss jedes Mal eine Babysitterin organisieren. Wenn der Kurs dann ausfällt, habe ich umsonst bezahlt. Außerdem lerne ich weniger als geplant und bin nicht sicher, ob ich die Prüfung im Sommer bestehe.

Ich habe am Freitagnachmittag von 14 bis 17 Uhr Zeit, dann ist meine Kinder bei der Oma. Für Ersatzstunden würde ich gern kommen.

Mit freundlichen Grüßen
Olga Schmidt`,
    points: [true, true, false, true],
    mistakes: [{ fragment: 'ist meine Kinder', rule: 'subject-verb-agreement' }],
  },
  {
    id: 'writing-task-complaint:2/07',
    task: 'writing-task-complaint:2',
    kind: 'missing-two',
    text: `Sehr geehrter Herr Weber,

vielen Dank für Ihre E-Mail. Leider ist unser Kurs sehr oft ausgefallen: im April dreimal, im Mai zweimal und im Juni noch einmal. Insgesamt waren es also sechs Abende.

Die lehrerin ist sehr nett und erklärt alles gut. Die Gruppe ist auch sehr angenehm.

Wenn es Ersatzstunden gibt, komme ich gern am Samstag. Am Samstagvormittag habe ich immer frei.

Mit freundlichen Grüßen
Ahmed Karimi`,
    points: [true, false, false, true],
    mistakes: [{ fragment: 'Die lehrerin', rule: 'noun-lowercase' }],
  },
  {
    id: 'writing-task-complaint:2/08',
    task: 'writing-task-complaint:2',
    kind: 'paraphrase',
    text: `Sehr geehrter Herr Weber,

von März bis heute gab es an sieben Abenden keinen Unterricht. Jedes Mal war die Lehrerin krank oder im Urlaub.

Ich ärgere sehr darüber. Ich habe für zwanzig Abende bezahlt und lerne jetzt viel weniger. Ehrlich gesagt habe ich schon Angst vor der Prüfung im Juli.

Ich wünsche mir eine feste Vertretung, wenn die Lehrerin fehlt. Die verlorenen Stunden möchte ich bitte nachholen.

Mittwochs und samstags wäre ich frei. An diesen Tagen könnte ich gern zusätzlich zum Unterricht kommen.

Mit freundlichen Grüßen
Olga Schmidt`,
    points: [true, true, true, true],
    mistakes: [{ fragment: 'Ich ärgere sehr darüber', rule: 'reflexive-missing' }],
  },
  {
    id: 'writing-task-complaint:2/09',
    task: 'writing-task-complaint:2',
    kind: 'paraphrase',
    text: `Sehr geehrter Herr Weber,

wir sitzen leider nicht jede Woche im Unterricht: Seit dem Frühjahr hat die Lehrerin schon neunmal abgesagt, meistens am selben Tag.

Ich komme direkt von der Arbeit und fahre vierzig Minuten. Zweimal habe ich ganz umsonst hingefahren, weil die Absage zu spät kam. Vor allem fehlt mir aber die Übung im Sprechen.

Bitte organisieren Sie eine zweite Lehrkraft und schicken Sie uns Absagen früher per E-Mail.

Die fehlenden Abende würde ich gern am Dienstag oder Donnerstag nachholen, jeweils ab 19 Uhr.

Mit freundlichen Grüßen
Ahmed Karimi`,
    points: [true, true, true, true],
    mistakes: [{ fragment: 'habe ich ganz umsonst hingefahren', rule: 'perfect-sein-movement' }],
  },
  {
    id: 'writing-task-complaint:2/10',
    task: 'writing-task-complaint:2',
    kind: 'weak',
    text: `Sehr geehrter Herr Weber,

ich bin nicht zufrieden mit den Kurs. Der Kurs ist seit März sechsmal ausgefallen, und ich habe nicht gewusst, wann. Ich bin zweimal zu der Schule gekommen, und niemand war dort.

Das ist für mich schlecht weil ich brauche die Prüfung für meinem Job. Ich habe seit zwei Jahren in Deutschland gewohnt und will hier bleiben.

Die Schule soll eine andere Lehrerin finden wenn die Lehrerin krank ist. Ich möchte auch zurückhaben das Geld für die Stunden. Kannst du mir das sagen?

Ich habe Zeit am Montag und am Freitag. Am Wochenende ich arbeite.

Mit freundlichen Grüßen
Olga Schmidt`,
    points: [true, true, true, true],
    mistakes: [
      { fragment: 'mit den Kurs', rule: 'dative-preposition' },
      { fragment: 'schlecht weil', rule: 'comma-subordinate' },
      { fragment: 'ich brauche die Prüfung', rule: 'verb-final-subordinate' },
      { fragment: 'für meinem Job', rule: 'accusative-preposition' },
      { fragment: 'habe seit zwei Jahren in Deutschland gewohnt', rule: 'seit-tense' },
      { fragment: 'finden wenn', rule: 'comma-subordinate' },
      { fragment: 'möchte auch zurückhaben das Geld', rule: 'modal-infinitive-end' },
      { fragment: 'Kannst du mir', rule: 'du-sie-mixed' },
      { fragment: 'Am Wochenende ich arbeite', rule: 'verb-second' },
    ],
  },
];
