import type { CorpusLetter } from './types';

/**
 * Corpus letters for `model-test-3` (the language school plans its new programme, Sie form to Mr
 * Petersen): our own letters, written and annotated by a reader who has not seen the coach's cue sets.
 * Points: what you think of your course now; your wishes for the new programme; when you have time;
 * a question about the costs.
 */
export const letters: CorpusLetter[] = [
  {
    id: 'model-test-3/01',
    task: 'model-test-3',
    kind: 'good',
    text: [
      'Sehr geehrter Herr Petersen,',
      'vielen Dank für Ihre E-Mail. Ich besuche seit drei Monaten den Kurs B1 bei Frau Lange und bin sehr zufrieden. Der Unterricht ist abwechslungsreich, und ich spreche jetzt viel sicherer als am Anfang.',
      'Für das neue Programm wünsche ich mir Abendkurse, denn viele Teilnehmer arbeiten tagsüber. Schön wären auch ein Kurs zur Prüfungsvorbereitung und manchmal ein Ausflug in die Stadt.',
      'Ab September arbeite ich in einer Bäckerei von sechs bis vierzehn Uhr. Deshalb habe ich nur am Nachmittag oder am Abend Zeit, am besten dienstags und donnerstags.',
      'Zum Schluss habe ich noch eine Frage: Wird ein Abendkurs mehr kosten als ein Kurs am Vormittag?',
      'Mit freundlichen Grüßen\nElif Aydın',
    ].join('\n\n'),
    points: [true, true, true, true],
    mistakes: [],
  },
  {
    id: 'model-test-3/02',
    task: 'model-test-3',
    kind: 'good',
    text: [
      'Sehr geehrter Herr Petersen,',
      'danke, dass sie uns nach unseren Wünschen fragen. Mein Kurs gefällt mir gut. Die Gruppe ist klein, und unsere Lehrerin erklärt die Grammatik sehr klar. Nur die Hausaufgaben sind manchmal ein bisschen viel.',
      'Ich wünsche mir für den Herbst einen Kurs am Samstag, weil ich unter der Woche in Schichten arbeite. Außerdem fände ich einen Online-Kurs praktisch, zum Beispiel für Tage, an denen mein Kind krank ist.',
      'Zeit habe ich am Samstagvormittag und jeden zweiten Mittwoch am Abend.',
      'Könnten Sie mir bitte sagen, ob es für Eltern oder für Arbeitslose eine Ermäßigung gibt? Der Kurs ist für meine Familie ziemlich teuer.',
      'Mit freundlichen Grüßen\nRicardo Mendes',
    ].join('\n\n'),
    points: [true, true, true, true],
    mistakes: [{ fragment: 'dass sie uns', rule: 'sie-lowercase' }],
  },
  {
    id: 'model-test-3/03',
    task: 'model-test-3',
    kind: 'short',
    text: [
      'Sehr geehrter Herr Petersen,',
      'danke für Ihre Mail. Mein Kurs ist gut, und die Lehrerin ist nett. Aber die Gruppe ist zu groß, wir sind 18 Personen. Deshalb ich spreche nicht oft im Unterricht. Für das neue Programm wünsche ich mir kleinere Gruppen und mehr Übungen zum sprechen.',
      'Mit freundlichen Grüßen\nPiotr Nowak',
    ].join('\n\n'),
    points: [true, true, false, false],
    mistakes: [
      { fragment: 'Deshalb ich spreche', rule: 'verb-second' },
      { fragment: 'zum sprechen', rule: 'noun-lowercase' },
    ],
  },
  {
    id: 'model-test-3/04',
    task: 'model-test-3',
    kind: 'off-topic',
    text: [
      'Sehr geehrter Herr Petersen,',
      'ich habe Ihre E-Mail bekommen. Ich habe aber eine andere Bitte. Mein neuer Arbeitgeber möchte wissen, welches Niveau ich habe. Können Sie mir bitte eine Teilnahmebestätigung schreiben? Darin sollen der Kursname, die Stunden und mein Niveau stehen. Ich brauche das Papier für meinem Arbeitgeber bis Ende Februar.',
      'Außerdem habe ich meinen Schal in Raum 4 vergessen. Haben Sie ihn vielleicht gefunden? Er ist blau und aus Wolle.',
      'Vielen Dank im Voraus!',
      'Mit freundlichen Grüßen\nSven Lindqvist',
    ].join('\n\n'),
    points: [false, false, false, false],
    mistakes: [{ fragment: 'für meinem Arbeitgeber', rule: 'accusative-preposition' }],
  },
  {
    id: 'model-test-3/05',
    task: 'model-test-3',
    kind: 'missing-one',
    text: [
      'Sehr geehrter Herr Petersen,',
      'vielen Dank für Ihre Nachricht. Den Kurs finde ich sehr hilfreich. Besonders die Übungen zum Hören helfen mir bei der Arbeit, weil ich viel telefonieren muss. Der Lehrer ist freundlich und geduldig.',
      'Mein größter Wunsch ist ein Kurs am Wochenende. Ich würde mich auch über einen Konversationskurs freuen, in dem man nur spricht und keine Grammatik macht. Ich hoffe, bald besser sprechen können.',
      'Ich habe am Montag- und Mittwochabend ab 18 Uhr Zeit. Am Freitag habe ich leider nicht Zeit, aber am Samstag habe ich den ganzen Tag frei.',
      'Ich freue mich schon auf das neue Programm.',
      'Mit freundlichen Grüßen\nAmina Yusuf',
    ].join('\n\n'),
    points: [true, true, true, false],
    mistakes: [
      { fragment: 'bald besser sprechen können', rule: 'zu-infinitive' },
      { fragment: 'habe ich leider nicht Zeit', rule: 'kein-nicht' },
    ],
  },
  {
    id: 'model-test-3/06',
    task: 'model-test-3',
    kind: 'missing-one',
    text: [
      'Sehr geehrter Herr Petersen,',
      'danke für Ihre Anfrage. Ich finde es gut, das Sie das Programm ändern möchten. Ich wünsche mir einen Kurs am Abend, weil ich seit Januar Vollzeit arbeite. Super wäre auch eine Kinderbetreuung während des Unterrichts, dann könnten mehr Mütter kommen.',
      'Ich kann montags bis donnerstags ab 19 Uhr kommen. Am Wochenende bin ich meistens bei meiner Familie in Hamburg.',
      'Noch eine Frage: Muss man für den Abendkurs mehr bezahlen, und kann man die Gebühren auch in Raten bezahlen?',
      'Mit freundlichen Grüßen\nNguyen Thi Lan',
    ].join('\n\n'),
    points: [false, true, true, true],
    mistakes: [{ fragment: 'gut, das Sie', rule: 'dass-das' }],
  },
  {
    id: 'model-test-3/07',
    task: 'model-test-3',
    kind: 'missing-two',
    text: [
      'Sehr geehrter Herr Petersen,',
      'vielen Dank für Ihre E-Mail. Ehrlich gesagt bin ich mit meinem Kurs nicht ganz zufrieden. Wir lernen viel Grammatik, aber wir sprechen zu wenig. Außerdem wechselt die Lehrerin oft, das finde ich schade. Trotzdem habe ich gelernt schon viel, und meine Mitschüler ist sehr nett.',
      'Ich habe eine Frage zu den Kosten: Bleibt der Preis im neuen Programm gleich? Im Moment bezahle ich 320 Euro im Monat, das ist für mich viel Geld.',
      'Ich wünsche Ihnen viel Erfolg bei der Planung.',
      'Mit freundlichen Grüßen\nDaniel Okafor',
    ].join('\n\n'),
    points: [true, false, false, true],
    mistakes: [
      { fragment: 'habe ich gelernt schon viel', rule: 'participle-end' },
      { fragment: 'meine Mitschüler ist', rule: 'subject-verb-agreement' },
    ],
  },
  {
    id: 'model-test-3/08',
    task: 'model-test-3',
    kind: 'paraphrase',
    text: [
      'Sehr geehrter Herr Petersen,',
      'herzlichen Dank für ihre Nachricht. Mit dem Unterricht bei Frau Schulz bin ich sehr zufrieden. Ich verstehe im Alltag schon viel mehr, zum Beispiel beim Arzt oder auf dem Amt.',
      'Ab Herbst hätte ich gern einmal pro Woche einen Nachmittag nur mit Ausspracheübungen. Toll wäre außerdem ein Angebot am Abend für Berufstätige.',
      'Ich könnte dienstags und freitags von 16 bis 20 Uhr kommen. Vormittags arbeite ich im Krankenhaus.',
      'Und wie teuer wird das Ganze? Ich würde gern wissen ob der Preis pro Monat steigt.',
      'Mit freundlichen Grüßen\nMaria Fernández',
    ].join('\n\n'),
    points: [true, true, true, true],
    mistakes: [
      { fragment: 'für ihre Nachricht', rule: 'sie-lowercase' },
      { fragment: 'wissen ob', rule: 'comma-subordinate' },
    ],
  },
  {
    id: 'model-test-3/09',
    task: 'model-test-3',
    kind: 'paraphrase',
    text: [
      'Sehr geehrter Herr Petersen,',
      'ich habe seit drei Monaten bei Ihnen gelernt und komme jeden Tag gern in die Schule. Die Stimmung in der Gruppe ist super, und ich mache schnelle Fortschritte.',
      'Für Leute wie mich, die im Schichtdienst arbeiten, wäre Unterricht am Wochenende ideal. Auch ein Schreibtraining für Bewerbungen würde mir sehr helfen.',
      'Meine Schichten wechseln jede Woche, aber samstags und sonntags bin ich immer frei.',
      'Eine Sache möchte ich noch wissen: Wie viel muss man für den Unterricht am Wochenende bezahlen?',
      'Mit freundlichen Grüßen\nKofi Mensah',
    ].join('\n\n'),
    points: [true, true, true, true],
    mistakes: [{ fragment: 'habe seit drei Monaten bei Ihnen gelernt', rule: 'seit-tense' }],
  },
  {
    id: 'model-test-3/10',
    task: 'model-test-3',
    kind: 'weak',
    text: [
      'Sehr geehrte Herr Petersen,',
      'danke für Ihre E-Mail. Ich mache seit drei Monate den Kurs, und ich finde ihn gut. Die Lehrerin sind sehr nett, aber der Unterricht ist zu früh für mich, denn ich mein Kind in den Kindergarten bringen muss.',
      'Ich wünsche mir einen Kurs am Nachmittag oder am abend. Außerdem ich möchte mehr sprechen und weniger schreiben, weil Grammatik ist sehr schwer für mich.',
      'Ich habe Zeit am Dienstag und Donnerstag, wenn mein Mann zu Hause ist. Dann aufpasst er auf das Kind und ich kann lernen.',
      'Wie viel kostet der neue Kurs? Kannst du mir bitte schreiben? Ich möchte bezahlen nicht zu viel.',
      'Mit freundliche Grüße\nFatima',
    ].join('\n\n'),
    points: [true, true, true, true],
    mistakes: [
      { fragment: 'Sehr geehrte Herr', rule: 'adjective-ending' },
      { fragment: 'seit drei Monate', rule: 'dative-preposition' },
      { fragment: 'Die Lehrerin sind', rule: 'subject-verb-agreement' },
      { fragment: 'denn ich mein Kind in den Kindergarten bringen muss', rule: 'denn-word-order' },
      { fragment: 'am abend', rule: 'noun-lowercase' },
      { fragment: 'Außerdem ich möchte', rule: 'verb-second' },
      { fragment: 'weil Grammatik ist sehr schwer', rule: 'verb-final-subordinate' },
      { fragment: 'aufpasst er', rule: 'separable-verb' },
      { fragment: 'Kannst du mir', rule: 'du-sie-mixed' },
      { fragment: 'möchte bezahlen nicht zu viel', rule: 'modal-infinitive-end' },
      { fragment: 'freundliche Grüße', rule: 'adjective-ending' },
    ],
  },
];
