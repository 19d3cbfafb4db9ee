import type { ProgressMessages } from './progress-messages-en';

/** German messages of the progress page and the backup tools. */
export const progressDe = {
  title: 'Mein Stand',
  description:
    'Alles, was Sie auf dieser Seite gemacht haben, an einem Ort: gelernte Spickzettel, Phrasen-Trainer, Ihre Briefe, die mündliche Prüfung und die Modelltests, und wo Sie weiterarbeiten. Alles in einer Datei sichern.',
  intro: 'Was Sie auf diesem Gerät gemacht haben und wo Sie weiterarbeiten. Nichts verlässt Ihren Browser.',
  noScript:
    'Ihr Stand wird in Ihrem Browser gespeichert. Deshalb braucht diese Seite JavaScript, um ihn zu zeigen.',
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
  oral: {
    title: 'Mündliche Prüfung',
    runs: { one: '{count} Durchgang mit dem Timer', other: '{count} Durchgänge mit dem Timer' },
    mocks: { one: '{count} mündlicher Modelltest beendet', other: '{count} mündliche Modelltests beendet' },
    none: 'Noch keine Übung für die mündliche Prüfung gespeichert.',
    open: 'Mündliche Prüfung üben',
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
    loadQuestion: 'Soll diese Datei ersetzen, was dieser Browser gespeichert hat?',
    loadWhat: 'Datei vom {date}.',
    loadOldDrill: 'Eine ältere Datei des Phrasen-Trainers: Sie ersetzt nur die Karten und die Modelltests.',
    loadConfirm: 'Ja, ersetzen',
    resetQuestion:
      'Ihren ganzen Stand in diesem Browser löschen? Sichern Sie vorher eine Datei, wenn Sie ihn behalten möchten.',
    resetConfirm: 'Ja, alles löschen',
    cancel: 'Abbrechen',
    loaded: 'Ihr Stand wurde aus der Datei geladen.',
    resetDone: 'Ihr ganzer Stand in diesem Browser wurde gelöscht.',
    storeFailed:
      'Nicht alles konnte gespeichert werden: Ihr Browser hat es abgelehnt. Bitte versuchen Sie es noch einmal.',
    foreign: 'Diese Datei ist keine Sicherung dieser Seite. Es wurde nichts geändert.',
    newer:
      'Diese Datei stammt von einer neueren Version der Seite. Laden Sie die Seite neu und versuchen Sie es noch einmal. Es wurde nichts geändert.',
    damaged: 'Diese Sicherungsdatei ist beschädigt. Es wurde nichts geändert.',
  },
} satisfies ProgressMessages;
