import type { CorpusLetter } from './types';

/**
 * Corpus letters for `model-test-1` (Katja asks about your dog, du form): our own letters, written and
 * annotated by a reader who has not seen the coach's cue sets.
 * Points: your experience with the dog; whether a dog suits Katja; going for a walk together; a
 * suggestion for meeting up.
 */
export const letters: CorpusLetter[] = [
  {
    id: 'model-test-1/01',
    task: 'model-test-1',
    kind: 'good',
    text: [
      'Liebe Katja,',
      'vielen Dank für deine E-Mail! Mir geht es gut. Ja, Bruno ist jetzt schon ein Jahr bei mir, und ich bin sehr glücklich mit ihm. Am Anfang war es nicht leicht, weil er alles kaputt gemacht hat. Aber jetzt ist er ruhig und hört gut auf mich.',
      'Ob ein Hund zu dir passt, weiß ich nicht genau. Ein Hund braucht jeden Tag viel Bewegung, auch bei Regen. Du arbeitest lange im Büro, also müsste er viele Stunden allein sein. Vielleicht kannst du ihn aber mit ins Büro nehmen?',
      'Natürlich gehe ich gern mit dir spazieren! Bruno freut sich immer über neue Freunde.',
      'Wie wäre es mit Samstagvormittag um zehn Uhr? Wir können uns am Eingang vom Stadtpark treffen.',
      'Liebe Grüße\nDeine Ana',
    ].join('\n\n'),
    points: [true, true, true, true],
    mistakes: [],
  },
  {
    id: 'model-test-1/02',
    task: 'model-test-1',
    kind: 'good',
    text: [
      'Hallo Katja,',
      'schön, dass du dich meldest! Mit Luna ist es wunderbar, aber auch anstrengend. Ich aufstehe jeden Morgen um sechs Uhr, weil sie raus muss. Dafür bin ich viel fitter als früher und habe im Park viele nette Leute kennengelernt.',
      'Ich glaube, ein Hund passt gut zu dir, denn du brauchst mehr Bewegung. Aber überleg dir gut, wer ihn tagsüber betreut. Es gibt zum Beispiel Hundesitter oder eine Hundetagesstätte.',
      'Spazieren gehen? Sehr gern! Dann kannst du sehen, wie das Leben mit einem Hund wirklich ist.',
      'Hast du am Sonntagnachmittag Zeit? Komm doch um drei Uhr zu mir, dann gehen wir zusammen an den See.',
      'Bis bald\nDein Tomasz',
    ].join('\n\n'),
    points: [true, true, true, true],
    mistakes: [{ fragment: 'Ich aufstehe', rule: 'separable-verb' }],
  },
  {
    id: 'model-test-1/03',
    task: 'model-test-1',
    kind: 'short',
    text: [
      'Hallo Katja,',
      'danke für deine Mail. Mein Hund heißt Max, und er ist sehr lieb. Aber er braucht viel Zeit, jeden Tag ich gehe zwei Stunden mit ihm. Du kannst gern mit uns spazieren gehen, das macht Spaß! Max mag neue Menschen.',
      'Diese Woche habe ich nicht Zeit, ich schreibe dir später.',
      'Viele Grüße\nOlena',
    ].join('\n\n'),
    points: [true, false, true, false],
    mistakes: [
      { fragment: 'jeden Tag ich gehe', rule: 'verb-second' },
      { fragment: 'habe ich nicht Zeit', rule: 'kein-nicht' },
    ],
  },
  {
    id: 'model-test-1/04',
    task: 'model-test-1',
    kind: 'off-topic',
    text: [
      'Liebe Katja,',
      'danke für deine E-Mail! Bei mir gibt es große Neuigkeiten: Ich habe seit zwei Wochen in einer neuen Wohnung gewohnt. Sie ist hell und hat einen kleinen Balkon, und die Miete ist nicht zu hoch. Leider ist der Weg zur Arbeit jetzt länger.',
      'Und im August fliege ich mit meiner Schwester nach Portugal. Wir wollen am Meer wohnen und viel schwimmen. Warst du schon einmal in Lissabon? Ich brauche noch Tipps für Restaurants.',
      'Wie läuft es bei dir im Büro? Hast du immer noch so viel Arbeit?',
      'Liebe Grüße\nDeine Nadia',
    ].join('\n\n'),
    points: [false, false, false, false],
    mistakes: [{ fragment: 'habe seit zwei Wochen in einer neuen Wohnung gewohnt', rule: 'seit-tense' }],
  },
  {
    id: 'model-test-1/05',
    task: 'model-test-1',
    kind: 'missing-one',
    text: [
      'Liebe Katja,',
      'wie schön, von dir zu hören! Ich habe Fips jetzt seit einem Jahr. Wenn ich ihn geholt habe, war er noch ganz klein. Das Leben mit ihm ist manchmal chaotisch, aber ich möchte nie mehr ohne Hund leben. Nur im Urlaub ist es schwierig, weil ich ihn nicht überall mitnehmen kann.',
      'Du möchtest mit uns spazieren gehen? Super Idee! Fips läuft gern durch den Wald, und du bist danach bestimmt nicht mehr so müde vom Büro.',
      'Treffen wir uns doch am Mittwoch nach die Arbeit, so um 18 Uhr? Ich hole dich mit dem Auto ab, dann fahren wir zum Waldparkplatz.',
      'Herzliche Grüße\nDeine Sabine',
    ].join('\n\n'),
    points: [true, false, true, true],
    mistakes: [
      { fragment: 'Wenn ich ihn geholt habe', rule: 'wenn-als-wann' },
      { fragment: 'nach die Arbeit', rule: 'dative-preposition' },
    ],
  },
  {
    id: 'model-test-1/06',
    task: 'model-test-1',
    kind: 'missing-one',
    text: [
      'Hallo Katja,',
      'danke für deine nette Nachricht! Du willst also auch einen Hund? Ich finde, du solltest gut nachdenken. Ein Hund kann nicht acht Stunden allein zu Hause bleiben. Vielleicht passt eine Katze besser zu dir, weil Katzen selbstständiger sind. Oder du kannst fragen in deiner Firma, ob du den Hund mitbringen darfst.',
      'Natürlich kannst du mal mit mir und Rocky eine Runde drehen. Dann siehst du ob dir das gefällt.',
      'Was hältst du von Samstag um elf? Wir könnten uns vor der Bäckerei an der Ecke treffen und danach an der Spree entlanglaufen.',
      'Viele Grüße\nDein Mehmet',
    ].join('\n\n'),
    points: [false, true, true, true],
    mistakes: [
      { fragment: 'kannst fragen in deiner Firma', rule: 'modal-infinitive-end' },
      { fragment: 'siehst du ob', rule: 'comma-subordinate' },
    ],
  },
  {
    id: 'model-test-1/07',
    task: 'model-test-1',
    kind: 'missing-two',
    text: [
      'Liebe Katja,',
      'mir geht es gut, danke! Mit Kira habe ich viel gelernt. Sie war am Anfang sehr ängstlich, und ich musste viel Geduld haben. Heute ist sie ein fröhlich Hund und spielt gern mit Kindern. Das futter und der Tierarzt kosten aber mehr, als ich gedacht habe.',
      'Ich denke, ein Hund ist gut für dich, wenn du abends nicht mehr nur auf dem Sofa liegen willst. Aber tagsüber brauchst du jemanden, der sich um ihn kümmert. Deine Nachbarin hat doch viel Zeit, oder?',
      'Schreib mir bald, wie du dich entscheidest!',
      'Liebe Grüße\nJana',
    ].join('\n\n'),
    points: [true, true, false, false],
    mistakes: [
      { fragment: 'ein fröhlich Hund', rule: 'adjective-ending' },
      { fragment: 'Das futter', rule: 'noun-lowercase' },
    ],
  },
  {
    id: 'model-test-1/08',
    task: 'model-test-1',
    kind: 'paraphrase',
    text: [
      'Hi Katja,',
      'toll, von dir zu lesen! Balu ist das Beste, was mir letztes Jahr passiert ist. Er weckt mich jeden Morgen, und deshalb habe ich nie mehr zu spät zur Arbeit gekommen. Nur meine Schuhe hat er am Anfang oft kaputt gebissen.',
      'Für dich wäre ein Vierbeiner, glaube ich, eine gute Idee. Du bewegst dich dann automatisch mehr. Allerdings darf er nicht den ganzen Tag allein sein, das musst du organisieren.',
      'Komm doch einfach mit, wenn ich mit Balu raus muss! Dann lernst du ihn kennen.',
      'Ich hätte am Samstag Zeit, am besten nachmittags. Ich warte um drei an der Haltestelle Parkstraße auf dich.',
      'Bis dann\nDeine Lucía',
    ].join('\n\n'),
    points: [true, true, true, true],
    mistakes: [{ fragment: 'habe ich nie mehr zu spät zur Arbeit gekommen', rule: 'perfect-sein-movement' }],
  },
  {
    id: 'model-test-1/09',
    task: 'model-test-1',
    kind: 'paraphrase',
    text: [
      'Liebe Katja,',
      'danke für deine Nachricht! Mit meinem Hund Paul ist jedes Wochenende ein kleines Abenteuer. Wir waren schon am Meer und in den Bergen, und er ist immer dabei. Paul freut immer auf den Samstag, denn dann fahren wir raus. Manchmal bellt er zu laut, und die Nachbarn ärgern sich.',
      'Du fragst, ob das etwas für dich ist. Ehrlich gesagt: Mit deinem Bürojob wird es schwer. Aber wenn du einen älteren, ruhigen Hund aus dem Tierheim nimmst, kann es klappen.',
      'Paul und ich drehen jeden Abend eine Runde durch den Park. Begleiten Sie uns doch einmal!',
      'Am Donnerstag habe ich frei. Hast du um 17 Uhr Zeit? Dann komm einfach zu mir.',
      'Liebe Grüße\nDein Ivan',
    ].join('\n\n'),
    points: [true, true, true, true],
    mistakes: [
      { fragment: 'Paul freut immer', rule: 'reflexive-missing' },
      { fragment: 'Begleiten Sie uns', rule: 'du-sie-mixed' },
    ],
  },
  {
    id: 'model-test-1/10',
    task: 'model-test-1',
    kind: 'weak',
    text: [
      'Hallo Katja,',
      'danke für deine Mail. Ich habe seit ein Jahr einen Hund, er heißt Rex. Am Anfang war es schwer, weil er hat alles gefressen, auch meine Socken. Jetzt er ist brav und ich bin sehr glücklich mit ihm.',
      'Ich denke, ein Hund ist gut für dich weil du immer im Büro sitzt. Aber du musst viel Zeit für den Hund haben, denn ein Hund nicht gern allein ist.',
      'Ja, ich will gern mit dich spazieren gehen! Rex mag andere Leute sehr. Letzte Woche haben wir in den Wald gegangen, das war schön.',
      'Wir können am Sonntag treffen, um 14 Uhr vor meine Haus. Ich freue auf dich!',
      'Viele Grüße\nAhmad',
    ].join('\n\n'),
    points: [true, true, true, true],
    mistakes: [
      { fragment: 'seit ein Jahr', rule: 'dative-preposition' },
      { fragment: 'weil er hat alles gefressen', rule: 'verb-final-subordinate' },
      { fragment: 'Jetzt er ist', rule: 'verb-second' },
      { fragment: 'für dich weil', rule: 'comma-subordinate' },
      { fragment: 'denn ein Hund nicht gern allein ist', rule: 'denn-word-order' },
      { fragment: 'mit dich', rule: 'dative-preposition' },
      { fragment: 'haben wir in den Wald gegangen', rule: 'perfect-sein-movement' },
      { fragment: 'können am Sonntag treffen', rule: 'reflexive-missing' },
      { fragment: 'vor meine Haus', rule: 'dative-preposition' },
      { fragment: 'Ich freue auf', rule: 'reflexive-missing' },
    ],
  },
];
