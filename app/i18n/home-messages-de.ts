import type { HomeMessages } from './home-messages-en';

/** German copy of the home page (hero, why it works, path, features, finder intro). */
export const homeDe = {
  resume: {
    startTitle: 'Hier anfangen',
    startText: 'Schritt 1 im Lernweg',
    continueTitle: 'Weiterlesen, wo Sie aufgehört haben',
    learnedCount: { one: '{count} Spickzettel gelernt', other: '{count} Spickzettel gelernt' },
  },
  hero: {
    badge: 'Für die Prüfung telc Deutsch B1',
    title: 'Bestehen Sie B1 –',
    highlight: { one: 'mit {count} Spickzettel', other: 'mit {count} Spickzetteln' },
    subtitle:
      'Kurze, klare Lernblätter für alle Teile der Prüfung. Auf Deutsch und Englisch, für das Handy und zum Ausdrucken.',
    start: 'Jetzt anfangen',
    browse: 'Alle Spickzettel',
  },
  why: {
    title: 'Warum das funktioniert',
    intro:
      'Die Prüfung testet nicht alles, was Sie wissen. Sie testet, was Sie in kurzer Zeit sicher anwenden.',
    items: [
      {
        title: 'Methoden statt Listen',
        text: 'Jeder Prüfungsteil hat eine einfache Methode, die Sie in der Prüfung Schritt für Schritt anwenden.',
      },
      {
        title: 'Genau nach dem Prüfungsformat',
        text: 'Zeiten, Aufgaben und Punkte stimmen mit dem Format der Prüfung telc Deutsch B1 überein.',
      },
      {
        title: 'Redemittel zum Lernen',
        text: 'Deutsche Sätze bleiben deutsch – mit Übersetzung und einem Tipp, wann Sie sie benutzen.',
      },
    ],
  },
  path: {
    title: 'Ihr Lernweg in drei Etappen',
    intro: 'Beginnen Sie mit den Grundlagen, dann üben Sie die schriftliche und die mündliche Prüfung.',
    sheetCount: { one: '{count} Spickzettel', other: '{count} Spickzettel' },
    stages: {
      foundation: {
        title: 'Grundlagen',
        text: 'Grammatik, Wortschatz, Redemittel und Lerntechniken für alle Prüfungsteile.',
      },
      'written-block': {
        title: 'Schriftliche Prüfung',
        text: 'Lesen, Sprachbausteine, Hören und Schreiben – 150 Minuten, meist ohne Pause.',
      },
      'oral-block': {
        title: 'Mündliche Prüfung',
        text: '20 Minuten Vorbereitung und etwa 15 Minuten Gespräch zu zweit.',
      },
    },
  },

  exam: {
    title: 'Die Prüfung auf einen Blick',
    intro: 'Wie lange dauert die Prüfung, wie viele Punkte gibt es, wann hat man bestanden?',
    written: 'Schriftliche Prüfung',
    oral: 'Mündliche Prüfung',
    part: 'Teil',
    points: 'Punkte',
    time: 'Minuten',
    maxPoints: '{max} Punkte',
    total: 'Gesamt',
    items: 'Aufgaben {first}–{last}',
    email: 'Eine E-Mail',
    about: 'ca. {value}',
    sheet: 'Spickzettel',
    practise: 'Üben',
    practiseWhat: '{part} üben',
    preparation: '{minutes} Min. Vorbereitung, dann ca. {pair} Min. zu zweit.',
    pass: 'Bestanden ab {pass} von {max} Punkten (60 %).',
    both: 'Sie müssen die schriftliche und die mündliche Prüfung bestehen. In der schriftlichen Prüfung gleichen starke Teile schwache aus. Eine Note bekommen Sie nur, wenn Sie beide bestanden haben.',
    dayWritten: 'Die schriftliche Prüfung am Prüfungstag',
    dayOral: 'Die mündliche Prüfung am Prüfungstag',
    oralMock: 'Mündliche Prüfung üben',
  },
  tools: {
    title: 'Üben wie in der Prüfung',
    intro: 'Lesen allein reicht nicht: Mit diesen Werkzeugen wenden Sie an, was Sie lernen, mit der Uhr.',
    items: {
      mockTests: {
        text: 'Drei eigene Tests im Format der Prüfung: jeder Teil, die ganze schriftliche Prüfung mit der Uhr, die mündliche Prüfung.',
      },
      writing: {
        title: 'Schreibtrainer',
        text: 'Schreiben Sie die E-Mail in 30 Minuten und prüfen Sie sie dann an den vier Leitpunkten.',
      },
      oral: {
        title: 'Timer für die mündliche Prüfung',
        text: '20 Minuten Vorbereitung und die drei Teile, mit den Zeiten wie am Prüfungstag.',
      },
      drill: {
        text: 'Die Redemittel der Spickzettel als Karten: jeden Tag ein paar Minuten, und die Sätze sind da, wenn Sie sie brauchen.',
      },
    },
  },
  features: {
    title: 'Was Sie bekommen',
    items: [
      {
        title: 'Zweisprachig',
        text: 'Die ganze Website oder einzelne Abschnitte auf Deutsch oder Englisch.',
      },
      {
        title: 'Fürs Handy gemacht',
        text: 'Schnell auch bei schlechtem Netz – lesen Sie auf dem Weg zur Prüfung.',
      },
      {
        title: 'Zum Ausdrucken',
        text: 'Jeder Spickzettel lässt sich sauber ausdrucken – für Ihren Schreibtisch.',
      },
      { title: 'Beispiele mit Lösung', text: 'Aufgaben wie in der Prüfung, mit Lösung und Begründung.' },
      {
        title: 'Tabellen und Zeitpläne',
        text: 'Das Wichtigste auf einen Blick: Teile, Zeiten und Strategien.',
      },
    ],
  },
} satisfies HomeMessages;
