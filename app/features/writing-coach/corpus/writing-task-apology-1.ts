import type { CorpusLetter } from './types';

/** Task `writing-task-apology:1`: Tobias's 30th birthday party, missed (du). */
export const letters: CorpusLetter[] = [
  {
    id: 'writing-task-apology:1/01',
    task: 'writing-task-apology:1',
    kind: 'good',
    text: `Lieber Tobias,

es tut mir wirklich leid, dass ich am Samstag nicht zu deiner Party gekommen bin. Entschuldige bitte!

Am Nachmittag hat meine Schwester angerufen: Ihr Sohn hatte hohes Fieber, und ich musste auf ihre Tochter aufpassen. Mein Handy lag den ganzen Abend in der Jacke, deshalb habe ich deine Anrufe nicht gehört.

Wie war die Party? Wer war alles da, und hast du schöne Geschenke bekommen? Ich habe gehört, dass ihr bis zwei Uhr getanzt habt. Das klingt super!

Ich möchte deinen Geburtstag gern nachfeiern. Hast du am Freitagabend Zeit? Wir könnten zusammen ins Restaurant „Adria“ gehen, ich lade dich ein. Treffen wir uns um sieben vor dem Restaurant?

Viele Grüße
Alex`,
    points: [true, true, true, true],
    mistakes: [],
  },
  {
    id: 'writing-task-apology:1/02',
    task: 'writing-task-apology:1',
    kind: 'good',
    text: `Hallo Tobias,

entschuldige bitte, dass ich nicht zu deiner Feier gekommen bin! Ich weiß, dass du auf mich gewartet hast.

Am Samstag hatte ich leider einen Notfall bei der Arbeit. Mein Kollege war krank, und ich musste bis elf Uhr im Lager bleiben. Danach war ich so müde dass ich sofort eingeschlafen bin. Deshalb bin ich auch nicht ans Telefon gegangen.

Erzähl mal: Wie viele Gäste waren da? Was habt ihr gegrillt? Und hat deine Freundin wieder ihren berühmten Kuchen gebacken?

Ich mache dir einen Vorschlag: Nächsten Sonntag koche ich für dich, und du bringst die Fotos von der Party mit. Passt dir 18 Uhr bei mir?

Liebe Grüße
Alex`,
    points: [true, true, true, true],
    mistakes: [{ fragment: 'müde dass', rule: 'comma-subordinate' }],
  },
  {
    id: 'writing-task-apology:1/03',
    task: 'writing-task-apology:1',
    kind: 'short',
    text: `Hallo Tobias,

sorry, ich war am Samstag nicht auf deine Party. Das tut mir echt leid! Ich konnte nicht kommen, weil ich habe zehn Stunden im Restaurant gearbeitet. Danach ich war total müde und bin sofort ins bett gegangen. Ich hoffe, du hattest einen schönen Abend mit deinen Freunden.

Bis bald
Alex`,
    points: [true, true, false, false],
    mistakes: [
      { fragment: 'auf deine Party', rule: 'dative-preposition' },
      { fragment: 'weil ich habe zehn Stunden', rule: 'verb-final-subordinate' },
      { fragment: 'Danach ich war', rule: 'verb-second' },
      { fragment: 'ins bett', rule: 'noun-lowercase' },
    ],
  },
  {
    id: 'writing-task-apology:1/04',
    task: 'writing-task-apology:1',
    kind: 'off-topic',
    text: `Lieber Tobias,

vielen Dank für deine E-Mail. Ich möchte dir von meinem Urlaub erzählen. Letzte Woche bin ich mit meiner Familie nach Italien gefahren. Wir haben in einem kleinen Hotel am Meer gewohnt. Das Wetter war sehr schön, und wir sind jeden Tag schwimmen gegangen. Das Essen war lecker, besonders die Pizza und das Eis.

Seit drei Tagen war ich wieder zu Hause, und ich vermisse das Meer schon sehr. Im Sommer möchte ich auf jeden Fall wieder nach Italien fahren.

Viele Grüße
Alex`,
    points: [false, false, false, false],
    mistakes: [{ fragment: 'Seit drei Tagen war ich', rule: 'seit-tense' }],
  },
  {
    id: 'writing-task-apology:1/05',
    task: 'writing-task-apology:1',
    kind: 'missing-one',
    text: `Lieber Tobias,

bitte entschuldige, dass ich deine Geburtstagsparty verpasst habe. Ich habe so auf den Abend gefreut!

Leider bin ich am Samstagmorgen mit starken Kopfschmerzen aufgewacht. Ich habe den ganzen Tag im Bett gelegen und geschlafen. Erst am Sonntag habe ich gesehen, dass du zweimal angerufen hast. Jetzt geht es mir wieder besser.

Wie war die Party denn? Hat das Wetter gepasst? Und welches Geschenk hat dir am besten gefallen? Schick mir doch ein paar Fotos!

Noch einmal alles Gute zum Geburtstag!

Viele Grüße
Alex`,
    points: [true, true, true, false],
    mistakes: [{ fragment: 'Ich habe so auf den Abend gefreut', rule: 'reflexive-missing' }],
  },
  {
    id: 'writing-task-apology:1/06',
    task: 'writing-task-apology:1',
    kind: 'missing-one',
    text: `Hallo Tobias,

es tut mir so leid wegen Samstag! Ich hoffe, du bist nicht böse auf mich.

Am Samstag habe ich meinen Zug verpasst. Ich war bei meinen Eltern in Kassel, und der letzte Zug hat ohne mich abgefahren. Mein Handy hatte keinen Akku mehr, deshalb konnte ich nicht anrufen dich.

Ich will das wiedergutmachen. Hast du Lust, am Mittwoch mit mir ins Kino zu gehen? Danach lade ich dich zum Essen ein. Wir können uns um halb acht am Bahnhof treffen.

Bis bald und liebe Grüße
Alex`,
    points: [true, true, false, true],
    mistakes: [
      { fragment: 'hat ohne mich abgefahren', rule: 'perfect-sein-movement' },
      { fragment: 'konnte ich nicht anrufen dich', rule: 'modal-infinitive-end' },
    ],
  },
  {
    id: 'writing-task-apology:1/07',
    task: 'writing-task-apology:1',
    kind: 'missing-two',
    text: `Lieber Tobias,

entschuldige bitte, dass ich am Samstag nicht da war. Ich fühle mich wirklich schlecht deswegen.

Wie war dein Geburtstag? Habt ihr wirklich bis zwei Uhr getanzt? Wer hat denn gegrillt, du oder dein Bruder? Ich bin sicher, das Essen war wieder fantastisch. Und hat Maria auch Gitarre gespielt wie letztes Jahr? Ich hoffe, das du einen schönen Abend hattest.

Ich wünsche dir noch einmal alles Gute zum Dreißigsten! Bleib so, wie du bist.

Herzliche Grüße
Alex`,
    points: [true, false, true, false],
    mistakes: [{ fragment: 'Ich hoffe, das du', rule: 'dass-das' }],
  },
  {
    id: 'writing-task-apology:1/08',
    task: 'writing-task-apology:1',
    kind: 'paraphrase',
    text: `Hallo Tobias,

es tut mir schrecklich leid, dass ich dich am Samstag enttäuscht habe. Das war nicht in Ordnung von mir.

Am Samstagabend musste ich plötzlich ins Krankenhaus, weil meine Oma gestürzt ist. Wenn ich das Krankenhaus erreicht habe, hat sie noch im Flur gewartet. Ich bin bis Mitternacht bei ihr geblieben. Zum Glück ist nichts gebrochen.

Wie war denn dein Fest? Hat euch das Grillen Spaß gemacht, und wer hat am längsten getanzt? Ich bin sehr neugierig!

Ich hätte am nächsten Samstag Zeit. Wollen wir zusammen frühstücken? Ich kenne ein nettes Café in der Altstadt und lade dich ein.

Viele Grüße
Alex`,
    points: [true, true, true, true],
    mistakes: [{ fragment: 'Wenn ich das Krankenhaus erreicht habe', rule: 'wenn-als-wann' }],
  },
  {
    id: 'writing-task-apology:1/09',
    task: 'writing-task-apology:1',
    kind: 'paraphrase',
    text: `Lieber Tobias,

verzeih mir bitte, dass ich bei deinem Dreißigsten gefehlt habe. Bitte sei nicht sauer!

Am Samstag hatte ich einen Unfall mit dem Fahrrad. Es war nicht schlimm, aber mein Knie hat sehr wehgetan, und ich konnte nicht laufen. Darum bin ich zu Hause geblieben und habe früh geschlafen.

Erzähl doch mal, wie der Abend war! Wer war alles da? Hat dir das Geschenk von deinen Kollegen gefallen?

Hast du vielleicht Lust, am Sonntag bei mir essen? Ich koche etwas Leckeres für uns beide. Sag mir einfach, ob dir 13 Uhr passt.

Alles Liebe
Alex`,
    points: [true, true, true, true],
    mistakes: [{ fragment: 'Lust, am Sonntag bei mir essen', rule: 'zu-infinitive' }],
  },
  {
    id: 'writing-task-apology:1/10',
    task: 'writing-task-apology:1',
    kind: 'weak',
    text: `Hallo Tobias,

Entschuldigung, das ich nicht bin gekommen zu deine Party. Es tut mir sehr leid. Am Samstag mein Auto war kaputt, und ich konnte nicht fahren, weil am Abend fährt kein Bus in mein Dorf. Ich hatte auch nicht Handy dabei, deshalb ich habe deine Anrufe nicht gehört.

Wie war die Party? Wie viele Leute war da? Habt ihr viel getanzt?

Ich möchte dich bald sehen. Kannst du am Freitag zu mir kommen? Wir können kochen zusammen eine Pizza, und ich gebe dir mein Geschenk. Ich freue schon!

Viele Grüße
Alex`,
    points: [true, true, true, true],
    mistakes: [
      { fragment: 'Entschuldigung, das ich', rule: 'dass-das' },
      { fragment: 'nicht bin gekommen', rule: 'verb-final-subordinate' },
      { fragment: 'zu deine Party', rule: 'dative-preposition' },
      { fragment: 'Am Samstag mein Auto war', rule: 'verb-second' },
      { fragment: 'weil am Abend fährt', rule: 'verb-final-subordinate' },
      { fragment: 'nicht Handy', rule: 'kein-nicht' },
      { fragment: 'deshalb ich habe', rule: 'verb-second' },
      { fragment: 'Leute war da', rule: 'subject-verb-agreement' },
      { fragment: 'können kochen zusammen', rule: 'modal-infinitive-end' },
      { fragment: 'Ich freue schon', rule: 'reflexive-missing' },
    ],
  },
];
