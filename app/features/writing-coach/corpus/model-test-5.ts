import type { CorpusLetter } from './types';

/**
 * Corpus letters for `model-test-5` (Mr Korkmaz offers to check your electricity use, Sie form to a
 * colleague): our own letters, written and annotated by a reader who has not seen the coach's cue
 * sets.
 * Points: why your consumption has gone up; what you already do to save electricity; when Mr Korkmaz
 * can come; a question about his visit.
 */
export const letters: CorpusLetter[] = [
  {
    id: 'model-test-5/01',
    task: 'model-test-5',
    kind: 'good',
    text: [
      'Lieber Herr Korkmaz,',
      'vielen Dank für Ihr nettes Angebot! Ich nehme es sehr gern an.',
      'Dass unser Verbrauch so stark gestiegen ist, hat mehrere Gründe. Seit dem Frühling arbeitet meine Frau zwei Tage pro Woche im Homeoffice, und im Winter haben wir oft einen kleinen Heizlüfter benutzt. Außerdem steht bei uns jetzt ein zweiter Kühlschrank im Keller.',
      'Ein bisschen spare ich schon: Wir haben überall LED-Lampen, und die Waschmaschine läuft nur, wenn sie voll ist.',
      'Am besten passt mir der Samstagvormittag, zum Beispiel nächsten Samstag um zehn Uhr. Unter der Woche bin ich erst nach 18 Uhr zu Hause.',
      'Wie lange dauert Ihr Besuch ungefähr? Und soll ich vorher etwas vorbereiten, zum Beispiel die alten Stromrechnungen?',
      'Viele Grüße\nDragan Ilić',
    ].join('\n\n'),
    points: [true, true, true, true],
    mistakes: [],
  },
  {
    id: 'model-test-5/02',
    task: 'model-test-5',
    kind: 'good',
    text: [
      'Lieber Herr Korkmaz,',
      'danke für Ihre E-Mail und Ihr freundliches Angebot. Ich würde mich sehr freuen, wenn Sie zu mir kommen.',
      'Ich glaube, der höhere Verbrauch kommt von unserem neuen Trockner. Wir haben ihn letzten Sommer gekauft, weil unsere Wohnung keinen Balkon hat. Außerdem sind wir seit der Geburt unserer Tochter viel mehr zu Hause.',
      'Wir versuchen aber schon, Strom zu sparen. Den Fernseher schalten wir abends ganz aus, und wir kochen immer mit Deckel. Ich habe auch ein paar Steckdosenleisten mit schalter gekauft.',
      'Hätten Sie nächste Woche am Dienstag oder am Donnerstag nach der Arbeit Zeit? Wir könnten zusammen mit dem Bus zu mir fahren.',
      'Ich habe noch eine Frage: Muss ich an diesem Tag alle Geräte einschalten, damit Sie sie prüfen können?',
      'Viele Grüße\nIrina Wolkowa',
    ].join('\n\n'),
    points: [true, true, true, true],
    mistakes: [{ fragment: 'mit schalter', rule: 'noun-lowercase' }],
  },
  {
    id: 'model-test-5/03',
    task: 'model-test-5',
    kind: 'short',
    text: [
      'Lieber Herr Korkmaz,',
      'danke für Ihre Mail. Ja, ich möchte ihr Angebot gern nutzen. Unser Verbrauch war so hoch, weil mein Sohn wohnt jetzt wieder bei uns. Er spielt jeden Abend stundenlang am Computer. Sie können am Freitag um 17 Uhr zu mir kommen.',
      'Viele Grüße\nOmar Farouk',
    ].join('\n\n'),
    points: [true, false, true, false],
    mistakes: [
      { fragment: 'ihr Angebot', rule: 'sie-lowercase' },
      { fragment: 'weil mein Sohn wohnt', rule: 'verb-final-subordinate' },
    ],
  },
  {
    id: 'model-test-5/04',
    task: 'model-test-5',
    kind: 'off-topic',
    text: [
      'Lieber Herr Korkmaz,',
      'vielen Dank für Ihre Nachricht. Ich wollte Ihnen sowieso schreiben, weil ich eine Frage zum Sommerfest unserer Firma habe. Sie sind doch im Team, das das Fest plant, oder?',
      'Ich würde gern einen Kuchen mitbringen und vielleicht auch meinen Mann. Ist das erlaubt? Außerdem habe ich gehört, dass es dieses Jahr ein Fußballspiel gegen die Kollegen aus dem Lager geben soll. Mein Mann hat seit zehn Jahren in einem Verein gespielt und würde gern mitmachen.',
      'Bitte schreiben Sie mir auch, wem ich das Geld für das Essen geben muss.',
      'Viele Grüße\nHanna Virtanen',
    ].join('\n\n'),
    points: [false, false, false, false],
    mistakes: [{ fragment: 'hat seit zehn Jahren in einem Verein gespielt', rule: 'seit-tense' }],
  },
  {
    id: 'model-test-5/05',
    task: 'model-test-5',
    kind: 'missing-one',
    text: [
      'Lieber Herr Korkmaz,',
      'danke, dass Sie an mich gedacht haben! Ihr Angebot nehme ich gern an.',
      'Der hohe Verbrauch hat einen einfachen Grund: Im letzten Jahr haben wir ein Elektroauto gekauft, und wir laden es meistens in der Garage. Außerdem hat meine Schwiegermutter zu uns gezogen, und sie friert schnell. Deshalb läuft in ihrem Zimmer oft eine elektrische Heizung.',
      'Könnten Sie kommen am nächsten Sonntagnachmittag? Wenn das nicht geht, passt mir auch jeder Abend ab 19 Uhr.',
      'Eine Frage habe ich noch: Bringen Sie ein Messgerät mit, oder muss ich eins besorgen?',
      'Viele Grüße\nTheo Lindner',
    ].join('\n\n'),
    points: [true, false, true, true],
    mistakes: [
      { fragment: 'hat meine Schwiegermutter zu uns gezogen', rule: 'perfect-sein-movement' },
      { fragment: 'Könnten Sie kommen am', rule: 'modal-infinitive-end' },
    ],
  },
  {
    id: 'model-test-5/06',
    task: 'model-test-5',
    kind: 'missing-one',
    text: [
      'Lieber Herr Korkmaz,',
      'vielen Dank für Ihre E-Mail. Ich war selbst überrascht, wenn die Stromrechnung kam.',
      'Ich denke, das liegt an unserer alten Gefriertruhe. Sie ist über zwanzig Jahre alt und sehr laut. Außerdem haben meine Kinder jetzt beide einen eigene Laptop und eine Spielkonsole.',
      'Dabei achten wir eigentlich schon auf den Stromverbrauch. Wir waschen nur bei 30 Grad und trocknen die Wäsche auf dem Balkon. Das Licht machen wir immer aus, wenn wir aus dem Zimmer gehen.',
      'Ihr Angebot nehme ich gern an. Wie lange dauert so ein Besuch bei Ihnen, und müssen alle Familienmitglieder zu Hause sein?',
      'Viele Grüße\nTeresa Kowalczyk',
    ].join('\n\n'),
    points: [true, true, false, true],
    mistakes: [
      { fragment: 'wenn die Stromrechnung kam', rule: 'wenn-als-wann' },
      { fragment: 'einen eigene Laptop', rule: 'adjective-ending' },
    ],
  },
  {
    id: 'model-test-5/07',
    task: 'model-test-5',
    kind: 'missing-two',
    text: [
      'Lieber Herr Korkmaz,',
      'herzlichen Dank für Ihre Nachricht. Es ist sehr nett, dass Sie mir helfen wollen, und ich nehme Ihr Angebot gern an.',
      'Eigentlich versuche ich schon lange, Strom sparen. Wasser mache ich immer im Wasserkocher heiß, nicht auf dem Herd, und seit Januar habe ich einen neuen Kühlschrank mit der besten Energieklasse. Ich ausschalte jeden Abend meinen Computer.',
      'Sie können gern am Mittwoch nach der Arbeit mit mir nach Hause kommen. Ich wohne nur zehn Minuten von der Firma entfernt, wir können zu Fuß gehen.',
      'Viele Grüße\nMarek Dvořák',
    ].join('\n\n'),
    points: [false, true, true, false],
    mistakes: [
      { fragment: 'Strom sparen', rule: 'zu-infinitive' },
      { fragment: 'Ich ausschalte', rule: 'separable-verb' },
    ],
  },
  {
    id: 'model-test-5/08',
    task: 'model-test-5',
    kind: 'paraphrase',
    text: [
      'Lieber Herr Korkmaz,',
      'vielen Dank, Ihr Angebot ist wirklich nett!',
      'Die hohe Rechnung hat mich nicht überrascht: Seit letztem Herbst steht in unserem Wohnzimmer ein großes Aquarium mit Heizung und Pumpe, und die laufen Tag und Nacht.',
      'Im Alltag passe ich schon auf. Die Spülmaschine läuft nur im Eco-Programm, und Fernseher, Router und Drucker hängen an einer Steckerleiste, die ich nachts abschalte.',
      'Mein Mann und ich sind an den Wochenenden meistens daheim. Kommen sie doch einfach am Samstag zum Kaffee vorbei!',
      'Soll ich für Sie etwas vorbereiten, zum Beispiel eine Liste mit allen Geräten?',
      'Viele Grüße\nThu Hoang',
    ].join('\n\n'),
    points: [true, true, true, true],
    mistakes: [{ fragment: 'Kommen sie', rule: 'sie-lowercase' }],
  },
  {
    id: 'model-test-5/09',
    task: 'model-test-5',
    kind: 'paraphrase',
    text: [
      'Lieber Herr Korkmaz,',
      'danke, dass Sie mir helfen möchten! Den Grund kenne ich wahrscheinlich schon: Von Januar bis April habe ich nach einer Knieoperation von zu Hause gearbeitet, und der Computer und die Kaffeemaschine sind den ganzen Tag gelaufen. Außerdem habe ich abends oft eine Heizdecke benutzt.',
      'Ganz untätig bin ich aber nicht. Die alten Glühbirnen habe ich längst weggeworfen, und mein Handy lade ich nur noch tagsüber.',
      'Jetzt bin ich wieder im Büro, aber ab 17 Uhr bin ich immer zu Hause. Suchen Sie sich einfach einen Abend aus der Ihnen gefällt, nur nicht den Freitag.',
      'Bringen Sie eigentlich Werkzeug mit, oder brauchen Sie etwas von mir?',
      'Viele Grüße\nHamid Sharifi',
    ].join('\n\n'),
    points: [true, true, true, true],
    mistakes: [{ fragment: 'Abend aus der', rule: 'comma-subordinate' }],
  },
  {
    id: 'model-test-5/10',
    task: 'model-test-5',
    kind: 'weak',
    text: [
      'Lieber Herr Korkmaz,',
      'danke für ihre E-Mail. Ich möchte gern Ihr Angebot nutzen. Mein Verbrauch ist gestiegen, weil meine Eltern sind im Oktober zu uns gekommen. Mein Vater sieht den ganzen Tag fern, und im Winter meine Mutter braucht eine elektrische Heizung.',
      'Ich versuche schon, weniger Strom verbrauchen. Ich habe neu Lampen gekauft, und ich habe nicht Trockner.',
      'Sie können am Samstag kommen, ich bin den ganzen Tag zu Hause. Oder Sie können kommen am Sonntag nach dem Mittagessen.',
      'Ich habe eine Frage: Wie lange bleibst du bei uns? Meine Eltern möchten auch dabei sein. Ich freue mich, das Sie kommen.',
      'Viele Grüße\nGiorgi',
    ].join('\n\n'),
    points: [true, true, true, true],
    mistakes: [
      { fragment: 'ihre E-Mail', rule: 'sie-lowercase' },
      { fragment: 'weil meine Eltern sind', rule: 'verb-final-subordinate' },
      { fragment: 'im Winter meine Mutter braucht', rule: 'verb-second' },
      { fragment: 'weniger Strom verbrauchen', rule: 'zu-infinitive' },
      { fragment: 'neu Lampen', rule: 'adjective-ending' },
      { fragment: 'habe nicht Trockner', rule: 'kein-nicht' },
      { fragment: 'können kommen am Sonntag', rule: 'modal-infinitive-end' },
      { fragment: 'bleibst du', rule: 'du-sie-mixed' },
      { fragment: 'das Sie kommen', rule: 'dass-das' },
    ],
  },
];
