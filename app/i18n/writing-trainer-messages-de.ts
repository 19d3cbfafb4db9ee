import type { TrainerMessages } from './writing-trainer-messages-en';

/** German messages of the writing trainer (see `writing-trainer-messages-en.ts`). */
export const trainerDe = {
  title: 'Diese Aufgabe üben',
  description:
    'Schreiben Sie Ihre Antwort in 30 Minuten und bewerten Sie sie dann selbst nach den drei Kriterien der Prüfung. Ihr Text wird nur in diesem Browser gespeichert.',
  close: 'Schreibtrainer schließen',
  storageFailed:
    'Ihr Text kann in diesem Browser nicht gespeichert werden. Er bleibt erhalten, bis Sie die Seite schließen: Kopieren Sie ihn vorher oder laden Sie ihn herunter.',
  timeLeft: 'Verbleibende Zeit',
  start: 'Zeit starten',
  pause: 'Anhalten',
  resume: 'Weiter',
  paused: 'Angehalten',
  timeUsed: 'Gebrauchte Zeit',
  clockStopped: 'Die Uhr ist angehalten, solange Sie Ihre E-Mail bewerten.',
  reminder: 'Noch fünf Minuten: Lesen Sie Ihre E-Mail jetzt noch einmal durch.',
  timeUp: 'Die Zeit ist um. Beenden Sie Ihren Satz und prüfen Sie Ihren Text ein letztes Mal.',
  examTimeLeft: 'Verbleibende Prüfungszeit',
  examClockNote: 'Die Uhr der Prüfung: Sie läuft weiter, auch wenn Sie den Schreibtrainer schließen.',
  exam: {
    reminder: 'Noch fünf Minuten: Lesen Sie Ihre E-Mail jetzt noch einmal durch.',
    collected: 'Die Zeit ist um: Ihre E-Mail ist eingesammelt. Sie können sie jetzt bewerten.',
    handedIn: 'Sie haben Ihre E-Mail vor dem Ende der Zeit abgegeben. Sie können sie jetzt bewerten.',
  },
  textCollected: 'Ihre E-Mail ist eingesammelt: Sie können sie lesen, aber nicht mehr ändern.',
  task: 'Die Aufgabe',
  checklist: 'Leitpunkte: Haken Sie jeden ab, den Ihre E-Mail behandelt',
  yourText: 'Ihre E-Mail',
  guideline: 'Etwa {min} bis {max} Wörter sind ein üblicher Richtwert, keine offizielle Vorgabe.',
  under: 'Noch unter dem Richtwert.',
  within: 'Im Richtwert.',
  over: 'Über dem Richtwert: Mehr Text bedeutet auch mehr Raum für Fehler.',
  copy: 'Kopieren',
  copied: 'Ihr Text ist kopiert.',
  copyFailed: 'Das Kopieren hat nicht geklappt. Markieren Sie den Text und kopieren Sie ihn selbst.',
  download: 'Herunterladen',
  fileName: 'meine-email',
  restart: 'Neu beginnen',
  restartQuestion: 'Ihren Text, Ihre Haken und Ihre Bewertung löschen und die Zeit zurücksetzen?',
  restartConfirm: 'Ja, neu beginnen',
  restartCancel: 'Text behalten',
  toAssess: 'E-Mail bewerten',
  toWrite: 'Zurück zur E-Mail',
  assessTitle: 'Bewerten Sie Ihre E-Mail selbst',
  assessIntro:
    'Die Prüfung bewertet drei Kriterien, jedes mit A, B, C oder D (5, 3, 1 oder 0 Punkte); die Summe mal 3 ergibt höchstens 45 Punkte. Die Beschreibungen helfen Ihnen beim Urteil: Sie sind eine Orientierung, keine offizielle Bewertung.',
  handled: {
    one: 'Sie haben {count} von 4 Leitpunkten abgehakt.',
    other: 'Sie haben {count} von 4 Leitpunkten abgehakt.',
  },
  handledHint: 'Ein Leitpunkt zählt auch, wenn ihn ein kurzer Satz behandelt.',
  descriptors: {
    task: {
      A: 'Alle vier Leitpunkte behandelt.',
      B: 'Drei Leitpunkte behandelt.',
      C: 'Zwei Leitpunkte behandelt.',
      D: 'Ein Leitpunkt oder keiner behandelt.',
    },
    communication: {
      A: 'Passende Anrede und passender Gruß, durchgehend du oder Sie, die Leitpunkte sind miteinander verbunden, die Sätze beginnen nicht meistens mit „Ich“ oder „Wir“.',
      B: 'Meistens so: Eines davon fehlt.',
      C: 'Mehreres davon fehlt.',
      D: 'Kaum etwas davon: Die E-Mail liest sich wie eine Liste einzelner Sätze.',
    },
    accuracy: {
      A: 'Wenige Fehler in Grammatik, Rechtschreibung und Zeichensetzung; keiner stört das Verständnis.',
      B: 'Einige Fehler, aber der Text ist gut zu verstehen.',
      C: 'Viele Fehler; manche Sätze muss man zweimal lesen.',
      D: 'So viele Fehler, dass der Text schwer zu verstehen ist.',
    },
  },
  chooseGrade: 'Wählen Sie für jedes Kriterium eine Note, dann sehen Sie Ihre Punkte.',
  offTopic: 'Eine E-Mail, die das Thema verfehlt, bekommt 0 Punkte.',
  compare: 'Ihre E-Mail neben der Musterantwort',
  modelScore: '{score} von 45 Punkten',
  empty: 'Sie haben noch nichts geschrieben.',
  showModel: 'Musterantwort zeigen',
  modelHidden: 'Schreiben Sie zuerst selbst: Dann lernen Sie mehr aus der Musterantwort.',
  compareOwn: 'Ihre E-Mail',
  noModel:
    'Zu dieser Aufgabe gibt das Blatt keine Musterantwort. Vergleichen Sie mit der Musterantwort der ersten Aufgabe und mit den Redemitteln des Blatts.',
  coach: {
    request: 'Rückmeldung anzeigen',
    update: 'Rückmeldung aktualisieren',
    loading: 'Die Rückmeldung wird vorbereitet …',
    loadFailed:
      'Die Rückmeldung konnte nicht geladen werden. Prüfen Sie die Verbindung und versuchen Sie es noch einmal.',
    changed: 'Sie haben Ihren Text seit dieser Rückmeldung geändert.',
    title: 'Rückmeldung zu Ihrer E-Mail',
    intro:
      'In diesem Browser nach festen Regeln aus Ihrem Text und der Aufgabe berechnet. Sie zeigt Stellen, die einen zweiten Blick wert sind; es zählt weiter Ihre eigene Bewertung.',
    letter: 'Ihre E-Mail mit den markierten Stellen',
    letterHint:
      'Markiert: die Sätze zu einem Leitpunkt (LP 1 bis LP 4) und die Stellen der Hinweise unten (Nummern).',
    points: 'Die vier Leitpunkte',
    pointFound: 'Gefunden (markiert mit {label}):',
    pointMissing: 'Nicht gefunden. Haben Sie über „{point}“ geschrieben?',
    form: 'Form und Anrede',
    formNone: 'Bei Anrede, Gruß und du oder Sie hat der Coach nichts gefunden.',
    coherence: 'Zusammenhang',
    connectors: {
      one: 'Verbindungswort: {list}.',
      other: '{count} Verbindungswörter: {list}.',
    },
    noConnectors:
      'Keine Verbindungswörter gefunden. Verbinden Sie Ihre Sätze, zum Beispiel mit und, aber, weil, deshalb oder dann.',
    ichStarts: {
      one: '{count} von {sentences} Sätzen beginnt mit „Ich“.',
      other: '{count} von {sentences} Sätzen beginnen mit „Ich“.',
    },
    ichTooMany: 'Beginnen Sie einige mit einem anderen Satzteil: „Am Samstag komme ich …“.',
    question: 'Ihre E-Mail stellt eine Frage, wie es die Aufgabe verlangt.',
    noQuestion: 'Die Aufgabe verlangt eine Frage: Der Coach hat kein Fragezeichen gefunden.',
    mistakes: 'Mögliche Fehler',
    mistakeCount: {
      one: '{count} möglicher Fehler gefunden; eine Korrektorin oder ein Korrektor findet vielleicht mehr.',
      other: '{count} mögliche Fehler gefunden; eine Korrektorin oder ein Korrektor findet vielleicht mehr.',
    },
    noMistakes:
      'Der Coach hat keinen Fehler gefunden; eine Korrektorin oder ein Korrektor findet vielleicht welche.',
    learnMore: 'Zum Nachlesen: {sheet}',
    grade: 'Aufgabenbewältigung',
    suggested: 'Vorschlag des Coachs: Note {grade} ({count} von 4 Leitpunkten gefunden).',
    yours: 'Ihre Selbstbewertung: Note {grade} ({count} von 4 Leitpunkten abgehakt). Sie bleibt Ihre Note.',
    same: 'Der Coach kommt zum selben Ergebnis wie Ihre Haken.',
    tickedNotFound:
      'Sie haben Leitpunkt {n} abgehakt, der Coach hat ihn nicht gefunden. Vielleicht haben Sie ihn mit anderen Worten behandelt: Dann zählt Ihr Haken. Wenn nicht, schreiben Sie einen Satz dazu.',
    foundNotTicked:
      'Der Coach hat Leitpunkt {n} gefunden, Sie haben ihn nicht abgehakt. Lesen Sie den markierten Satz: Wenn er den Punkt behandelt, haken Sie ihn ab.',
    cannotSee:
      'Was der Coach nicht sehen kann: ob Ihre Sätze inhaltlich passen, ob der Ton freundlich ist, und die meisten Fehler bei Wortwahl, Endungen und Rechtschreibung. Er erkennt nur feste Muster.',
  },
} satisfies TrainerMessages;
