import type { ProgressMessages } from './progress-messages-en';

/** German messages of the progress page and the backup tools. */
export const progressDe = {
  title: 'Mein Stand',
  description:
    'Alles, was Sie auf dieser Seite gemacht haben, an einem Ort: gelernte Spickzettel, Phrasen-Trainer, Ihre Briefe, die mündliche Prüfung und die Modelltests, und wo Sie weiterarbeiten. Alles in einer Datei sichern.',
  intro: 'Was Sie auf diesem Gerät gemacht haben und wo Sie weiterarbeiten. Nichts verlässt Ihren Browser.',
  noScript:
    'Ihr Stand wird in Ihrem Browser gespeichert. Deshalb braucht diese Seite JavaScript, um ihn zu zeigen.',
  standing: {
    title: 'Wo Sie stehen',
    note: 'Geschätzt aus unseren eigenen Tests im Format der Prüfung, nicht aus Tests von telc: kein offizielles Ergebnis.',
    difficulty:
      'Eine zweite Person hat alle {items} Lösungen geprüft: Jede ist eindeutig, und {strong} von {items} Aufgaben haben eine falsche Lösung, die wirklich verführt. Trotzdem ist es eine Schätzung: Am Prüfungstag sind die Texte und Stimmen neu. Rechnen Sie dort lieber mit etwas weniger Punkten.',
    writtenTitle: 'Schriftliche Prüfung: bestanden mit {pass} von {max} Punkten',
    writtenPass: 'Die Teile gleichen sich aus: Es gibt kein Minimum pro Teil.',
    total: 'Schätzung: {points} von {max} Punkten',
    range: 'wahrscheinlich zwischen {low} und {high}',
    verdict: {
      above: 'Auch am unteren Ende des Bereichs über der Grenze zum Bestehen.',
      edge: 'Die Grenze zum Bestehen liegt im Bereich: Es kann so oder so ausgehen.',
      below: 'Auch am oberen Ende des Bereichs unter der Grenze zum Bestehen.',
    },
    sure: {
      firm: 'Beruht auf allen Aufgaben dieses Teils.',
      rough: 'Beruht auf einem Teil der Aufgaben oder auf Ihrer eigenen Bewertung: ein ungefährer Wert.',
      wide: 'Beruht auf wenigen Aufgaben: ein breiter Bereich.',
    },
    selfAssessed:
      'Ihre eigene Bewertung Ihrer E-Mail: ein ungefährer Wert (Prüfer geben vielleicht eine Note mehr oder weniger).',
    noTotal: 'Noch keine Schätzung für die ganze schriftliche Prüfung. Es fehlt noch:',
    subtest: 'Teil',
    estimate: 'Schätzung',
    basis: 'Grundlage',
    none: 'noch kein Ergebnis',
    pointsOf: '{points} von {max}',
    rangeShort: '({low}–{high})',
    items: { one: '{count} Aufgabe', other: '{count} Aufgaben' },
    fromPart: 'Modelltest {test}, {part} ({date}): {points} von {max}',
    fromExam: 'Modelltest {test}, {part}, in der ganzen schriftlichen Prüfung ({date}): {points} von {max}',
    fromWriting:
      'Modelltest {test}, Ihre E-Mail in der ganzen schriftlichen Prüfung, selbst bewertet ({date}): {points} von {max}',
    missing: 'Es fehlt: {parts}',
    writingMissing:
      'die E-Mail (schreiben Sie sie in einer ganzen schriftlichen Prüfung und bewerten Sie sie)',
    subtests: {
      reading: 'Leseverstehen',
      language: 'Sprachbausteine',
      listening: 'Hörverstehen',
      writing: 'Schreiben',
    },
    chartTitle: 'Ihre Ergebnisse im Verlauf',
    chartNone: 'Hier erscheinen Ihre Ergebnisse als kleine Grafik, sobald Sie einen Teil ausgewertet haben.',
    chartLabel:
      '{count} Ergebnisse vom {first} bis zum {last}; das letzte {latest} %. Die Linie zeigt 60 %, die Grenze zum Bestehen.',
    chartPart: 'Teil allein geübt',
    chartExam: 'ganze schriftliche Prüfung',
    chartPass: '60 %: Grenze zum Bestehen',
    oralTitle: 'Mündliche Prüfung: bestanden mit {pass} von {max} Punkten',
    oralRough:
      'Eine grobe Selbsteinschätzung, keine Schätzung von Prüfern: aus Ihrer Checkliste nach einer mündlichen Modellprüfung.',
    oralFrom:
      'Aus Ihrer Checkliste zu Modelltest {test} ({date}): {yes} von {of} Fragen mit „Ja“ beantwortet.',
    oralMissing:
      'Noch keine Schätzung: Machen Sie eine mündliche Modellprüfung und füllen Sie am Ende die Checkliste aus.',
    oralOpen: 'Zur mündlichen Prüfung von Modelltest {test}',
    oralCounts: 'Gespeicherte Checklisten: {checklists}. Durchgänge mit dem Timer: {rehearsals}.',
    soloTitle: 'Proben allein',
    soloNote: 'Nur wie flüssig Sie sprechen, aus der Aufnahme gemessen, keine Note für Ihr Deutsch.',
    soloLine:
      'Modelltest {test}, {date}: {within} von {turns} Antworten im Zeitfenster, längste Pause {pause} s, Stille {silence} %',
  },
  sheets: {
    title: 'Gelernte Spickzettel',
    count: '{learned} von {total}',
    next: 'Als Nächstes auf Ihrem Lernweg: {title}',
    all: 'Sie haben alle Spickzettel als gelernt markiert.',
  },
  drill: {
    title: 'Phrasen-Trainer',
    known: { one: '{count} Redemittel sitzt', other: '{count} Redemittel sitzen' },
    due: { one: '{count} Karte heute wiederholen', other: '{count} Karten heute wiederholen' },
    fresh: { one: '{count} Karte noch nicht gesehen', other: '{count} Karten noch nicht gesehen' },
    open: 'Zum Phrasen-Trainer',
  },
  writing: {
    title: 'Briefe im Schreibtrainer',
    none: 'Noch kein Brief geschrieben. Jeder Schreib-Spickzettel hat einen Trainer: Schreiben Sie die E-Mail in 30 Minuten.',
    words: { one: '{count} Wort', other: '{count} Wörter' },
    points: 'Leitpunkte bearbeitet: {count} von 4',
    assessed: 'selbst bewertet',
    started: 'in Arbeit',
    task: '{name}, Aufgabe {n}',
  },
  tests: {
    title: 'Modelltests',
    none: 'Noch kein Teil ausgewertet.',
    latest: 'zuletzt: {points} von {max} Punkten ({percent} %)',
    runs: {
      one: '{count} ganze schriftliche Prüfung geschrieben',
      other: '{count} ganze schriftliche Prüfungen geschrieben',
    },
    open: 'Zu den Modelltests',
  },
  weak: {
    title: 'Hier weiterarbeiten',
    intro: 'Ihre schwächsten Teile in den Modelltests (letztes Ergebnis unter 60 %):',
    none: 'In Ihren letzten Ergebnissen liegt kein Teil unter 60 %.',
    empty: 'Werten Sie einen Teil eines Modelltests aus, dann sehen Sie hier Ihre Schwächen.',
    learn: 'Lesen: {section}',
    practise: 'Noch einmal üben',
  },
  week: {
    title: 'Die letzten sieben Tage',
    days: { one: 'Sie haben an {count} Tag geübt.', other: 'Sie haben an {count} Tagen geübt.' },
  },
  backup: {
    title: 'Sicherung: alles in einer Datei',
    note: 'Ihr Stand wird nur in diesem Browser gespeichert: der Phrasen-Trainer, die gelernten Spickzettel, Ihre Briefe und Bewertungen, die Modelltests, Ihr Lernplan und Ihre Einstellungen. Sichern Sie alles in einer Datei, um eine Kopie zu behalten oder um auf ein anderes Gerät zu wechseln.',
    save: 'Alles als Datei sichern',
    load: 'Aus einer Datei laden',
    reset: 'Alles löschen',
    loadQuestion: 'Was soll mit dieser Datei geschehen?',
    loadChoice:
      'Hinzufügen: Alles hier bleibt, und die Datei bringt dazu, was fehlt oder neuer ist (von Ihrem anderen Gerät). Ersetzen: Was hier ist, wird gelöscht, und der Stand aus der Datei tritt an seine Stelle.',
    loadMerge: 'Zu meinem Stand hinzufügen',
    loadWhat: 'Datei vom {date}.',
    loadOldDrill: 'Eine ältere Datei des Phrasen-Trainers: Sie enthält nur die Karten und die Modelltests.',
    loadConfirm: 'Alles ersetzen',
    resetQuestion:
      'Ihren ganzen Stand in diesem Browser löschen? Sichern Sie vorher eine Datei, wenn Sie ihn behalten möchten.',
    resetConfirm: 'Ja, alles löschen',
    cancel: 'Abbrechen',
    loaded: 'Ihr Stand wurde aus der Datei geladen.',
    merged: 'Aus der Datei hinzugefügt:',
    mergedNothing: 'Die Datei brachte nichts Neues: Alles darin war schon hier.',
    added: {
      attempts: { one: '{count} ausgewerteter Teil', other: '{count} ausgewertete Teile' },
      exams: { one: '{count} ganze schriftliche Prüfung', other: '{count} ganze schriftliche Prüfungen' },
      orals: {
        one: '{count} Checkliste zur mündlichen Prüfung',
        other: '{count} Checklisten zur mündlichen Prüfung',
      },
      answers: { one: 'neuere Antworten in {count} Teil', other: 'neuere Antworten in {count} Teilen' },
      cards: {
        one: '{count} Karte im Phrasen-Trainer (neu oder später geübt)',
        other: '{count} Karten im Phrasen-Trainer (neu oder später geübt)',
      },
      sheets: {
        one: '{count} Spickzettel als gelernt markiert',
        other: '{count} Spickzettel als gelernt markiert',
      },
      ticks: { one: '{count} Aufgabe im Lernplan abgehakt', other: '{count} Aufgaben im Lernplan abgehakt' },
      letters: { one: '{count} Brief', other: '{count} Briefe' },
    },
    saved:
      'Gespeichert als „{file}“. Auf dem Handy finden Sie die Datei unter „Downloads“: bei Android in der App „Dateien“ oder „Downloads“, beim iPhone in der App „Dateien“ (Ordner „Downloads“). Laden Sie sie auf dem anderen Gerät mit „Aus einer Datei laden“.',
    resetDone: 'Ihr ganzer Stand in diesem Browser wurde gelöscht.',
    storeFailed:
      'Nicht alles konnte gespeichert werden: Ihr Browser hat es abgelehnt. Bitte versuchen Sie es noch einmal.',
    foreign: 'Diese Datei ist keine Sicherung dieser Seite. Es wurde nichts geändert.',
    newer:
      'Diese Datei stammt von einer neueren Version der Seite. Laden Sie die Seite neu und versuchen Sie es noch einmal. Es wurde nichts geändert.',
    damaged: 'Diese Sicherungsdatei ist beschädigt. Es wurde nichts geändert.',
  },
} satisfies ProgressMessages;
