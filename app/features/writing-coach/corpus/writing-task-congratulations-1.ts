import type { CorpusLetter } from './types';

/** Task `writing-task-congratulations:1`: Lukas's new job as a cook in Lindau (du). */
export const letters: CorpusLetter[] = [
  {
    id: 'writing-task-congratulations:1/01',
    task: 'writing-task-congratulations:1',
    kind: 'good',
    text: `Lieber Lukas,

herzlichen Glückwunsch zu deiner neuen Stelle! Koch in einem Hotel am Bodensee, das ist wirklich toll. Ich freue mich sehr für dich.

Natürlich komme ich am 28. März zu deiner Abschiedsfeier. Soll ich etwas mitbringen? Ich könnte einen Salat machen.

Du fragst nach meinem ersten Tag im neuen Job. Ich war auch sehr nervös! Am Morgen habe ich den falschen Bus genommen und bin zehn Minuten zu spät gekommen. Aber meine Kollegen waren sehr nett und haben mir alles gezeigt. Am Abend war ich müde, aber glücklich.

Im Sommer besuche ich dich in Lindau. Dann kannst du mir die Stadt zeigen, und wir machen eine Bootsfahrt auf dem See.

Liebe Grüße
Sara`,
    points: [true, true, true, true],
    mistakes: [],
  },
  {
    id: 'writing-task-congratulations:1/02',
    task: 'writing-task-congratulations:1',
    kind: 'good',
    text: `Hallo Lukas,

wow, was für eine tolle Nachricht! Ich gratuliere dir ganz herzlich. Du hast so lange eine Stelle als Koch gesucht, und jetzt hat es endlich geklappt.

Zu deiner Feier komme ich sehr gern. Ich habe an dem Abend frei, und ich bringe eine Flasche Sekt mit.

Mein erster Arbeitstag war ziemlich chaotisch. Mein Computer hat nicht funktioniert, und ich habe den ganzen Vormittag auf den Techniker gewartet. Trotzdem habe ich schon viele Kollegen kennengelernt.

Was meinst du: Kann ich dich im Juni an einem Wochenende in Lindau besuchen? Ich war noch nie am Bodensee und möchte unbedingt sehen dein Hotel.

Viele Grüße
Daniel`,
    points: [true, true, true, true],
    mistakes: [{ fragment: 'möchte unbedingt sehen dein Hotel', rule: 'modal-infinitive-end' }],
  },
  {
    id: 'writing-task-congratulations:1/03',
    task: 'writing-task-congratulations:1',
    kind: 'short',
    text: `Hallo Lukas,

gratuliere zu deinen neuen Job! Das ist super. Ich komme gerne zu deine Feier am 28. März. Ich freue mich schon auf den Abend. Mein erste Tag im Büro war gut, aber ich war auch nervös. Die Kollegen waren nett. Ich arbeite jetzt seit zwei Monaten dort, und es gefällt mir.

Bis bald
Sara`,
    points: [true, true, true, false],
    mistakes: [
      { fragment: 'zu deinen neuen Job', rule: 'dative-preposition' },
      { fragment: 'zu deine Feier', rule: 'dative-preposition' },
      { fragment: 'Mein erste Tag', rule: 'adjective-ending' },
    ],
  },
  {
    id: 'writing-task-congratulations:1/04',
    task: 'writing-task-congratulations:1',
    kind: 'off-topic',
    text: `Lieber Lukas,

danke für deine E-Mail! Bei mir gibt es auch Neuigkeiten: Ich bin letzten Monat umgezogen. Meine neue Wohnung ist in der Nähe vom Park und hat einen kleinen Balkon. Leider ist die Küche sehr klein, aber ich koche sowieso nicht so gern wie du.

Die Nachbarn ist nett. Am Wochenende habe ich eine Lampe und einen Teppich gekauft. Jetzt fehlt nur noch ein Sofa.

Hast du einen Tipp, wo man günstige Möbel kaufen kann?

Liebe Grüße
Daniel`,
    points: [false, false, false, false],
    mistakes: [{ fragment: 'Die Nachbarn ist nett', rule: 'subject-verb-agreement' }],
  },
  {
    id: 'writing-task-congratulations:1/05',
    task: 'writing-task-congratulations:1',
    kind: 'missing-one',
    text: `Lieber Lukas,

ich gratuliere dir ganz herzlich zu deiner neuen Stelle! Ich weiß, wie gern du kochst, und ein Hotel am See passt perfekt zu dir.

Leider kann ich am 28. März nicht zu deiner Abschiedsfeier kommen. An diesem Wochenende bin ich auf der Hochzeit meiner Cousine in Hamburg. Das finde ich wirklich schade! Aber ich anrufe dich vorher.

Wenn du in Lindau wohnst, komme ich dich besuchen. Vielleicht im Mai, an einem langen Wochenende? Dann machen wir zusammen eine Radtour um den Bodensee.

Alles Gute für den Anfang!
Sara`,
    points: [true, true, false, true],
    mistakes: [{ fragment: 'ich anrufe dich vorher', rule: 'separable-verb' }],
  },
  {
    id: 'writing-task-congratulations:1/06',
    task: 'writing-task-congratulations:1',
    kind: 'missing-one',
    text: `Hallo Lukas,

herzlichen Glückwunsch! Koch im Hotel Seeblick, das klingt fantastisch. Du hast es wirklich verdient.

Du willst wissen, wie mein erster Tag war. Ehrlich gesagt war ich genauso nervös wie du. Ich bin schon um sechs Uhr aufgestanden. Wenn ich im Büro angekommen bin, war noch niemand da. Meine Chefin hat mich den anderen vorgestellt, und in der Mittagspause haben wir zusammen gegessen. Danach war ich viel ruhiger.

Ich möchte dich unbedingt in Lindau besuchen. Wie wäre es mit einem Wochenende im Juni? Dann können wir am See spazieren gehen, und du kochst für mich!

Viele Grüße
Daniel`,
    points: [true, false, true, true],
    mistakes: [{ fragment: 'Wenn ich im Büro angekommen bin', rule: 'wenn-als-wann' }],
  },
  {
    id: 'writing-task-congratulations:1/07',
    task: 'writing-task-congratulations:1',
    kind: 'missing-two',
    text: `Lieber Lukas,

das sind ja tolle Neuigkeiten! Herzlichen Glückwunsch zu der Stelle im Hotel Seeblick. Du bist ein super Koch, und ich bin sicher, das die Gäste dein Essen lieben werden.

Lindau ist eine wunderschöne Stadt. Ich war vor zwei Jahren einmal dort, im Sommer. Wenn du dort wohnst, besuche ich dich bestimmt. Wir könnten zusammen mit dem Schiff in die Schweiz fahren oder auf den Pfänder wandern.

Ich wünsche dir einen guten Start in Lindau!

Liebe Grüße
Sara`,
    points: [true, false, false, true],
    mistakes: [{ fragment: 'sicher, das die Gäste', rule: 'dass-das' }],
  },
  {
    id: 'writing-task-congratulations:1/08',
    task: 'writing-task-congratulations:1',
    kind: 'paraphrase',
    text: `Hallo Lukas,

super, dass es mit dem Hotel Seeblick geklappt hat! Ich gratuliere dir von ganzem Herzen. Ich bin sicher, dass du dort viel lernst.

Am 28. März bin ich natürlich dabei. Ich habe mir den Abend schon im Kalender markiert. Soll ich Getränke mitbringen?

Mir ging es damals ähnlich wie dir: Vor meinem Start im Büro habe ich kaum geschlafen. Aber am Ende war alles halb so schlimm. Die Kollegen hat mir viel geholfen, und mittags waren wir zusammen in der Kantine.

Wenn du am Bodensee wohnst, fahre ich für ein Wochenende zu dir. Dann zeigst du mir deine Stadt, einverstanden?

Liebe Grüße
Daniel`,
    points: [true, true, true, true],
    mistakes: [{ fragment: 'Die Kollegen hat', rule: 'subject-verb-agreement' }],
  },
  {
    id: 'writing-task-congratulations:1/09',
    task: 'writing-task-congratulations:1',
    kind: 'paraphrase',
    text: `Lieber Lukas,

Koch am Bodensee, wie toll! Ich freue mich riesig für dich und gratuliere dir herzlich. Das Hotel hat Glück mit dir.

Zu deinem Fest am 28. März bin ich gern da. Ich bringe dir einen kleinen Reiseführer über dem Bodensee mit.

Und jetzt zu mir: Mein Start im Krankenhaus war vor drei Wochen. Ich hatte große Angst vor den vielen Namen, aber meine Kollegin hat mir alles in Ruhe erklärt. Am Ende des Tages war ich sehr stolz auf mich.

Im Sommer möchte ich gern für ein paar Tage zu dir an den See fahren. Hast du im Juli ein Gästebett für mich?

Alles Liebe
Sara`,
    points: [true, true, true, true],
    mistakes: [{ fragment: 'über dem Bodensee', rule: 'accusative-preposition' }],
  },
  {
    id: 'writing-task-congratulations:1/10',
    task: 'writing-task-congratulations:1',
    kind: 'weak',
    text: `Hallo Lukas,

herzlichen Glückwunsch zu deine Stelle! Das ist wirklich toll. Ich bin sicher, das du bist ein guter Koch im Hotel.

Ja, ich komme gern zu der Feier am 28. März. Ich freue schon sehr.

Mein erster Arbeitstag war schwer. Ich habe zu spät gekommen, weil mein Zug hatte Verspätung. Die chefin war nicht froh. Aber danach alles war gut.

Ich möchte dich im Sommer in Lindau besuchen wenn es geht. Wir können schwimmen im See. Haben Sie im Juli Zeit?

Viele Grüße
Daniel`,
    points: [true, true, true, true],
    mistakes: [
      { fragment: 'zu deine Stelle', rule: 'dative-preposition' },
      { fragment: 'sicher, das', rule: 'dass-das' },
      { fragment: 'bist ein guter Koch', rule: 'verb-final-subordinate' },
      { fragment: 'Ich freue schon sehr', rule: 'reflexive-missing' },
      { fragment: 'Ich habe zu spät gekommen', rule: 'perfect-sein-movement' },
      { fragment: 'mein Zug hatte Verspätung', rule: 'verb-final-subordinate' },
      { fragment: 'Die chefin', rule: 'noun-lowercase' },
      { fragment: 'danach alles war', rule: 'verb-second' },
      { fragment: 'besuchen wenn', rule: 'comma-subordinate' },
      { fragment: 'können schwimmen im See', rule: 'modal-infinitive-end' },
      { fragment: 'Haben Sie im Juli', rule: 'du-sie-mixed' },
    ],
  },
];
