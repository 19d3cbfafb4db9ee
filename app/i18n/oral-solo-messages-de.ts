import type { OralSoloMessages } from './oral-solo-messages-en';

/** German messages of the solo oral rehearsal (see `oral-solo-messages-en.ts` for why apart). */
export const oralSoloDe = {
  about:
    'Allein: Eine Prüferstimme eröffnet jeden Teil, eine Partnerstimme stellt Ihnen Fragen, stellt Text B vor und plant mit Ihnen. Sie sind Person A (Blatt A in Teil 2). Jede Ihrer Antworten hat ihr Zeitfenster.',
  howLabel: 'Wie möchten Sie üben?',
  practice: 'Übung',
  practiceAbout:
    'Vorbereitung beenden, wann Sie bereit sind, eine Antwort anhalten, nach jedem Teil nachhören.',
  exam: 'Wie in der Prüfung',
  examAbout: 'Die vollen 20 Minuten Vorbereitung, keine Pause; nachhören am Ende.',
  record: 'Meine Antworten aufnehmen (der Browser fragt nach dem Mikrofon)',
  recordNote:
    'Aufnahmen bleiben nur auf diesem Gerät: Sie werden nie hochgeladen und sind nicht in der Sicherungsdatei. Ihre Werte zur Flüssigkeit werden mit Ihren Ergebnissen und in der Sicherung gespeichert.',
  voiceChecking: 'Suche nach einer deutschen Stimme auf diesem Gerät …',
  noVoice:
    'Dieses Gerät hat keine deutsche Stimme: Die Sätze der Prüferin und der Partnerin erscheinen als Text, genau dann, wenn sie gesprochen würden. Die Übung funktioniert trotzdem.',
  start: 'Übung starten',
  cancel: 'Übung abbrechen',
  preparation: 'Vorbereitung',
  prepAbout: 'Lesen Sie alle Aufgabenblätter und machen Sie Notizen. Bereiten Sie sich allein vor.',
  endPrep: 'Vorbereitung beenden',
  left: 'noch {time}',
  examiner: 'Prüferin',
  partner: 'Partner/in',
  showsText: 'Keine deutsche Stimme: Lesen Sie den Satz.',
  goOn: 'Weiter',
  yourTurn: 'Sie sind dran',
  turns: {
    answer: 'Antworten Sie in zwei oder drei Sätzen.',
    ask: 'Fragen Sie Ihre Partnerin oder Ihren Partner nach den Stichwörtern.',
    present: 'Erzählen Sie, was in Ihrem Text steht, und sagen Sie dann Ihre Meinung.',
    opinion: 'Sagen Sie Ihre Meinung und begründen Sie sie.',
    react: 'Reagieren Sie auf das Gehörte und antworten Sie.',
    propose: 'Machen Sie Ihren Vorschlag, mit einer Begründung.',
  },
  window: 'Ziel: {min}–{max} Sekunden.',
  done: 'Fertig',
  pause: 'Anhalten',
  resume: 'Weiter',
  recording: 'Aufnahme läuft',
  noRecording: {
    unsupported: 'Dieser Browser kann keinen Ton aufnehmen: Die Übung geht ohne Aufnahme weiter.',
    denied: 'Das Mikrofon ist nicht erlaubt: Die Übung geht ohne Aufnahme weiter.',
    'no-microphone': 'Kein Mikrofon gefunden: Die Übung geht ohne Aufnahme weiter.',
    failed: 'Die Aufnahme hat nicht funktioniert: Die Übung geht ohne Aufnahme weiter.',
    storage: 'Auf diesem Gerät ist kein Platz für Aufnahmen: Die Übung geht ohne Aufnahme weiter.',
  },
  partOver: '{part} ist vorbei.',
  nextPart: 'Weiter zu {part}',
  over: 'Die Übung ist vorbei.',
  reviewTitle: 'Nachhören',
  playAll: 'Das ganze Gespräch anhören',
  stop: 'Stopp',
  turnLabel: 'Ihre Antwort {n} ({part})',
  deleteTurn: 'Diese Aufnahme löschen',
  deleteAll: 'Alle Aufnahmen löschen',
  space: 'Aufnahmen auf diesem Gerät: {size}',
  noRecordings: 'Keine Aufnahmen auf diesem Gerät.',
  fluencyTitle: 'Flüssigkeit',
  fluencyNote:
    'Nur aus der Lautstärke Ihrer Aufnahme gemessen: wie lange Sie gesprochen haben, Ihre längste Pause, der Anteil der Stille. Keine Spracherkennung und keine Note für Ihr Deutsch.',
  spoke: '{s} s gesprochen (Ziel: {min}–{max} s)',
  target: { short: 'kürzer als das Ziel', within: 'im Ziel', long: 'länger als das Ziel' },
  longestPause: 'längste Pause {s} s',
  silence: '{share} % Stille',
  trendTitle: 'Ihre Übungen',
  trendRow: '{date}: {within} von {turns} Antworten im Ziel, {share} % Stille, längste Pause {pause} s',
  checkIntro:
    'Beantworten Sie die Fragen allein und hören Sie dabei Ihre Antworten nach. Jede Frage steht für eines der vier Kriterien, die die Prüfenden in jedem Teil bewerten.',
  criterion: 'Kriterium: {name}',
  criteria: {
    task: 'Aufgabenbewältigung',
    expression: 'Ausdrucksfähigkeit',
    form: 'Formale Richtigkeit',
    sound: 'Aussprache/Intonation',
  },
  checks: {
    'part-1-task': 'Haben Sie jede Frage beantwortet und selbst mindestens zwei Fragen gestellt?',
    'part-1-expression':
      'Haben Sie jede Frage in zwei oder drei Sätzen beantwortet, mit einem Grund oder einem Beispiel?',
    'part-1-form': 'Beim Nachhören: Stand das Verb meistens an zweiter Stelle, mit der richtigen Endung?',
    'part-1-sound':
      'Beim Nachhören: Würde eine fremde Person Ihren Namen, Ihren Wohnort und Ihren Beruf sofort verstehen?',
    'part-2-task':
      'Haben Sie mit eigenen Worten gesagt, was in Ihrem Text steht, und dann Ihre Erfahrung und Meinung mit einem Grund genannt?',
    'part-2-expression':
      'Haben Sie auf die Meinung aus Text B reagiert (höflich zustimmen oder widersprechen, nachfragen)?',
    'part-2-form': 'Beim Nachhören: Stand das Verb nach weil, dass und wenn am Ende?',
    'part-2-sound':
      'Beim Nachhören: Haben Sie deutlich gesprochen, und ging die Stimme bei Ja/Nein-Fragen nach oben?',
    'part-3-task': 'Haben Sie auf jeden Vorschlag reagiert, selbst einen gemacht und gesagt, wer was macht?',
    'part-3-expression':
      'Als Ihr Gegenüber widersprochen hat: Haben Sie höflich reagiert und eine andere Idee angeboten?',
    'part-3-form':
      'Beim Nachhören: Waren Ihre Sätze mit können, sollen und müssen richtig, mit dem Infinitiv am Ende?',
    'part-3-sound': 'Beim Nachhören: Sind Ihre Tage, Uhrzeiten und Zahlen sofort zu verstehen?',
  },
  partnerTypes:
    'Ein echter Partner ist vielleicht still, dominant oder spricht über etwas anderes. Was Sie dann tun:',
  partnerTypesLink: 'Drei Partnertypen und Ihre Strategie',
  saved: 'Mit Ihren Ergebnissen gespeichert.',
  modelTitle: 'Ein Modellgespräch',
  modelIntro:
    'Die drei Teile auf B1, nach Ihrem eigenen Versuch: Person A hat Ihr Blatt, Person B ist die Partnerin oder der Partner. Die markierten Redemittel führen zum Blatt „Redemittel für jede Situation“.',
  modelPlay: 'Diesen Teil anhören',
  personA: 'A',
  personB: 'B',
  toChecklist: 'Zur Checkliste',
} satisfies OralSoloMessages;
