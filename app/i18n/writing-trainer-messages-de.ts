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
  reminder: 'Noch fünf Minuten: Lesen Sie Ihre E-Mail jetzt noch einmal durch.',
  timeUp: 'Die Zeit ist um. Beenden Sie Ihren Satz und prüfen Sie Ihren Text ein letztes Mal.',
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
} satisfies TrainerMessages;
