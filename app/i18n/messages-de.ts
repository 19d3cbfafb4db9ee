import type { Messages } from './messages-en';

/** German UI messages, the site's default language. */
export const de = {
  site: {
    name: 'B1-Spickzettel',
    skipLink: 'Zum Inhalt springen',
    copyright: '© 2024 B1-Spickzettel. Eine unabhängige Lernhilfe, nicht mit der telc gGmbH verbunden.',
    footerNav: 'Fußzeile',
    notifications: 'Benachrichtigungen',
    closeNotification: 'Meldung schließen',
  },
  nav: {
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
    menuTitle: 'Alle Seiten',
    menuDescription: 'Zur Startseite, zur Übersicht oder zu einem Spickzettel.',
    home: 'Startseite',
    cheatSheets: 'Spickzettel',
    overview: 'Übersicht aller Spickzettel',
    backToTop: 'Nach oben',
    mainNav: 'Hauptnavigation',
    controls: 'Seitensteuerung',
    barMenu: 'Menü',
    barOverview: 'Übersicht',
    barSections: 'Abschnitte',
    openSections: 'Liste der Abschnitte öffnen',
    barTop: 'Oben',
    barSearch: 'Suche',
  },
  search: {
    title: 'In den Spickzetteln suchen',
    description:
      'Finden Sie ein Wort oder eine Wendung in allen Spickzetteln. Jeder Treffer führt zu seinem Abschnitt.',
    inputLabel: 'Suchbegriff',
    placeholder: 'z. B. Brief, Konnektoren, Konjunktiv',
    stages: 'Stufe',
    allStages: 'Alle',
    results: 'Treffer',
    loading: 'Die Suche wird geladen …',
    failed:
      'Die Suche konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es noch einmal.',
    retry: 'Noch einmal versuchen',
    found: { one: '{count} Spickzettel gefunden.', other: '{count} Spickzettel gefunden.' },
    foundTop: {
      one: 'Die besten {shown} von {count} Spickzetteln.',
      other: 'Die besten {shown} von {count} Spickzetteln.',
    },
    noResults: 'Keine Treffer für „{query}“.',
    noResultsHint: 'Versuchen Sie ein anderes oder kürzeres Wort oder alle Stufen.',
    keys: 'Mit den Pfeiltasten wählen Sie einen Treffer, mit der Eingabetaste öffnen Sie ihn.',
    keysClose: 'Mit Esc schließen Sie die Suche.',
    keysClear: 'Mit Esc löschen Sie den Suchbegriff.',
    openPage: 'Diese Treffer auf der Suchseite öffnen',
    close: 'Suche schließen',
    noScript:
      'Die Suche braucht JavaScript. Bitte schalten Sie es ein oder finden Sie Ihren Spickzettel in der Übersicht.',
    toOverview: 'Zur Übersicht aller Spickzettel',
    metaDescription:
      'Durchsuchen Sie alle Spickzettel für die Prüfung telc Deutsch B1 nach einem Wort oder einer Wendung.',
  },
  language: {
    switchLabel: 'Diese Seite auf Englisch anzeigen',
    label: 'Sprache',
    sectionToggle: 'Diesen Abschnitt auf {lang} anzeigen',
    toastSwitched: 'Die Website ist jetzt auf Deutsch.',
    restorePrompt: {
      one: '{count} Abschnitt war zuletzt auf {lang}.',
      other: '{count} Abschnitte waren zuletzt auf {lang}.',
    },
    restoreAction: 'Wieder zeigen',
    toastStorage:
      'Ihre Einstellungen können in diesem Browser nicht gespeichert werden. Sie gelten, bis Sie die Seite schließen.',
    toastSectionFailed:
      'Dieser Abschnitt konnte nicht auf {lang} geladen werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es noch einmal.',
    langName: { de: 'Deutsch', en: 'Englisch' },
  },
  stage: {
    foundation: 'Grundlagen',
    'written-block': 'Schriftliche Prüfung',
    'oral-block': 'Mündliche Prüfung',
  },
  notFound: {
    code: '404',
    title: 'Hoppla! Seite nicht gefunden',
    text: 'Die Seite, die Sie suchen, gibt es nicht oder sie ist umgezogen.',
    home: 'Zurück zur Startseite',
    overview: 'Alle Spickzettel ansehen',
    metaTitle: 'Seite nicht gefunden',
  },
  error: {
    title: 'Unerwarteter Anwendungsfehler!',
    text: 'Beim Anzeigen dieser Seite ist etwas schiefgegangen. Versuchen Sie es noch einmal oder gehen Sie zur Startseite.',
    retry: 'Seite neu laden',
    home: 'Zurück zur Startseite',
  },
  sheet: {
    statsTime: 'Lernzeit',
    statsExam: 'Prüfung',
    statsLevel: 'Niveau',
    contents: 'Auf dieser Seite',
    goodLuck: 'Viel Erfolg!',
    backToOverview: 'Zurück zur Übersicht',
    comingSoonTitle: 'Dieser Spickzettel ist gerade in Arbeit',
    comingSoonText: 'Unser Team arbeitet an diesem Spickzettel. Schauen Sie bald wieder vorbei.',
    notFoundTitle: 'Seitendaten nicht gefunden',
    notFoundText:
      'Die Daten für diesen Spickzettel konnten nicht geladen werden. Bitte versuchen Sie es später noch einmal.',
    translation: 'Übersetzung',
    tip: 'Tipp',
    showTranslation: 'Übersetzung zeigen',
    showSolution: 'Lösung anzeigen',
    answer: 'Lösung',
    reasoning: 'Warum',
    sheetOf: 'Spickzettel',
    summaryTitle: 'Auf einen Blick',
    summaryFigures: 'Wichtige Zahlen',
    summaryMethod: 'Die Methode',
    summaryPhrases: 'Die wichtigsten Sätze',
    pathStep: { other: '{stage}: Schritt {step} von {count}' },
    sections: 'Abschnitte',
    sectionsTitle: 'Abschnitte dieses Spickzettels',
    closeSections: 'Liste der Abschnitte schließen',
    currentSection: 'Sie lesen gerade',
    learningPath: 'Lernpfad',
    previousSheet: 'Vorheriger Spickzettel',
    nextSheet: 'Nächster Spickzettel',
    learned: 'Gelernt',
    learnedHint: 'Markieren Sie diesen Spickzettel als gelernt. Das wird nur in diesem Browser gespeichert.',
    examByCategory: {
      foundation: 'Alle Prüfungsteile',
      'written-block': 'Schriftliche Prüfung',
      'oral-block': 'Mündliche Prüfung',
    },
  },
  table: {
    empty: 'Keine Daten vorhanden',
  },
  writing: {
    pointsHeading: 'Schreiben Sie zu allen vier Punkten:',
    point: 'Leitpunkt {n}',
    pointShort: 'LP {n}',
    words: { one: '{count} Wort', other: '{count} Wörter' },
    marking: 'Bewertung',
    grade: 'Note',
    points: { one: '{count} Punkt', other: '{count} Punkte' },
    total: 'Summe: {sum} × 3 = {score} von 45 Punkten',
    criteria: {
      task: 'Aufgabenbewältigung',
      communication: 'Kommunikative Gestaltung',
      accuracy: 'Formale Richtigkeit',
    },
  },
  trainer: {
    open: 'Diese Aufgabe üben',
    loadFailed:
      'Der Schreibtrainer konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es noch einmal.',
  },
  listen: {
    phrase: 'Anhören',
    text: 'Ganzen Text anhören',
    dialogue: 'Ganzes Gespräch anhören',
    slow: 'Langsam',
    slowLabel: 'Langsam vorlesen',
  },
  theme: {
    label: 'Darstellung',
    system: 'Wie Gerät',
    light: 'Hell',
    dark: 'Dunkel',
  },
  print: {
    button: 'Drucken',
    choose: 'Was möchten Sie drucken?',
    summary: 'Zusammenfassung',
    summaryHint: 'Auf einen Blick, 1 Seite A4',
    full: 'Ganzer Spickzettel',
    fullHint: 'Alle Abschnitte, höchstens 4 Seiten A4',
  },
  callout: {
    tip: 'Tipp',
    warning: 'Achtung',
    info: 'Gut zu wissen',
  },
  finder: {
    title: 'Finden Sie Ihren Spickzettel',
    intro:
      'Filtern Sie nach Lernphase, Fertigkeit oder Schwierigkeit. Mehr Werte in einer Gruppe zeigen mehr Spickzettel, Filter in mehreren Gruppen grenzen die Auswahl ein.',
    filterBy: 'Filtern nach',
    dimensions: { stage: 'Lernphase', skill: 'Fertigkeit', difficulty: 'Schwierigkeit' },
    valuesLabel: 'Werte für {dimension}',
    showing: {
      one: '{count} von {total} Spickzetteln wird angezeigt',
      other: '{count} von {total} Spickzetteln werden angezeigt',
    },
    clearAll: 'Alle Filter löschen',
    emptyTitle: 'Keine Spickzettel gefunden',
    emptyText: 'Ändern Sie Ihre Filter oder sehen Sie sich unsere ganze Sammlung an.',
    clearFilters: 'Filter löschen',
    browseAll: 'Die ganze Sammlung ansehen',
    activeFilters: 'Aktive Filter',
    removeFilter: 'Filter entfernen: {value}',
  },
  labels: {
    stageBadge: {
      'quick-win': 'Schneller Erfolg',
      'core-skill': 'Kernfähigkeit',
      'deep-study': 'Vertiefung',
    },
    skill: {
      grammar: 'Grammatik',
      vocabulary: 'Wortschatz',
      reading: 'Lesen',
      listening: 'Hören',
      writing: 'Schreiben',
      speaking: 'Sprechen',
      strategy: 'Prüfungsstrategie',
    },
    difficulty: { beginner: 'Einsteiger', intermediate: 'Mittelstufe', advanced: 'Fortgeschritten' },
    time: 'Lernzeit',
    level: 'Niveau',
    levelName: { B1: 'B1', 'A2-B1': 'A2–B1', 'All Levels': 'Alle Niveaus' },
    step: 'Schritt {step} von {of}',
    skillTerm: 'Fertigkeit',
    difficultyTerm: 'Schwierigkeit',
    learned: 'Gelernt',
    legend:
      'Auf jeder Karte: der Schritt im Lernweg, die Fertigkeit, die der Spickzettel vor allem übt, und wie schwer er ist.',
  },
  home: {
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
        'Kurze, klare Lernblätter für Lesen, Hören, Schreiben, Sprechen und die Sprachbausteine. Auf Deutsch und Englisch, für das Handy und zum Ausdrucken.',
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
          text: 'Lesen, Sprachbausteine, Hören und Schreiben – 150 Minuten ohne Pause.',
        },
        'oral-block': {
          title: 'Mündliche Prüfung',
          text: '20 Minuten Vorbereitung und etwa 15 Minuten Gespräch zu zweit.',
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
  },
  overview: {
    title: 'Alle Spickzettel',
    intro: {
      one: '{count} Spickzettel in drei Etappen: Grundlagen, schriftliche und mündliche Prüfung.',
      other: '{count} Spickzettel in drei Etappen: Grundlagen, schriftliche und mündliche Prüfung.',
    },
    jump: 'Zu einer Etappe springen',
    layout: 'Spickzettel zeigen als',
    cards: 'Karten',
    list: 'Liste',
    noneInStage: 'Kein Spickzettel dieser Etappe passt zu Ihren Filtern.',
    description: {
      one: '{count} Spickzettel für die Prüfung telc Deutsch B1, nach Etappen geordnet: Grundlagen, schriftliche und mündliche Prüfung.',
      other:
        'Alle {count} Spickzettel für die Prüfung telc Deutsch B1, nach Etappen geordnet: Grundlagen, schriftliche und mündliche Prüfung.',
    },
  },
  oralTimer: {
    intro: 'Üben Sie mit der Uhr: {preparation} Vorbereitung, dann das Gespräch in {count} Teilen.',
    button: 'Timer',
  },
  drill: {
    title: 'Phrasen-Trainer',
    fromSheet: {
      one: 'Die Redemittel dieses Spickzettels üben ({count} Karte)',
      other: 'Die Redemittel dieses Spickzettels üben ({count} Karten)',
    },
  },
  redirect: {
    moved: 'Diese Seite ist umgezogen.',
    goTo: 'Zur neuen Seite',
  },
  offline: {
    title: 'Sie sind offline',
    text: 'Diese Seite ist nicht auf diesem Gerät gespeichert. Die Startseite, die Übersicht und alle Spickzettel können Sie auch ohne Verbindung lesen.',
    retry: 'Erneut versuchen',
    home: 'Zurück zur Startseite',
    overview: 'Alle Spickzettel ansehen',
    metaTitle: 'Offline',
    updateReady: 'Eine neue Version der Seite ist verfügbar.',
    updateAction: 'Neu laden',
  },
  webApp: {
    shortName: 'Spickzettel',
    description: 'Alle Spickzettel für die Prüfung telc Deutsch B1, auch offline lesbar.',
  },
} satisfies Messages;
