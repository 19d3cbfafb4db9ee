/**
 * English messages of the solo oral rehearsal. Apart from the model tests' messages because only the
 * rehearsal's lazily loaded chunk needs them (the oral page's own words stay in those messages).
 */
export const oralSoloEn = {
  about:
    'Alone: an examiner’s voice opens each part and a partner’s voice asks you questions, presents text B and plans with you. You are person A (sheet A in part 2). Each of your turns has its time window.',
  howLabel: 'How to rehearse',
  practice: 'Practice',
  practiceAbout: 'End the preparation when you are ready, pause a turn, listen back after each part.',
  exam: 'As in the exam',
  examAbout: 'The full 20 minutes of preparation, no pause; you listen back at the end.',
  record: 'Record my turns (the browser asks for the microphone)',
  recordNote:
    'Recordings stay on this device only: they are never uploaded and are not in the backup file. Your fluency figures are kept with your results and in the backup.',
  voiceChecking: 'Looking for a German voice on this device …',
  noVoice:
    'This device has no German voice: the examiner’s and the partner’s lines appear as text at the moments they would be spoken. The rehearsal works all the same.',
  start: 'Start the rehearsal',
  cancel: 'Stop the rehearsal',
  preparation: 'Preparation',
  prepAbout: 'Read all task sheets and make notes. Prepare on your own.',
  endPrep: 'End the preparation',
  left: '{time} left',
  examiner: 'Examiner',
  partner: 'Partner',
  showsText: 'No German voice: read the line.',
  goOn: 'Go on',
  yourTurn: 'Your turn',
  turns: {
    answer: 'Answer in two or three sentences.',
    ask: 'Ask your partner about the cues.',
    present: 'Tell your partner what your text says, then give your opinion.',
    opinion: 'Say what you think and give a reason.',
    react: 'React to what you heard and answer.',
    propose: 'Make your proposal, with a reason.',
  },
  window: 'Aim for {min}–{max} seconds.',
  done: 'Done',
  pause: 'Pause',
  resume: 'Resume',
  recording: 'Recording',
  noRecording: {
    unsupported: 'This browser cannot record audio: the rehearsal goes on without recording.',
    denied: 'The microphone is not allowed: the rehearsal goes on without recording.',
    'no-microphone': 'No microphone found: the rehearsal goes on without recording.',
    failed: 'The recording did not work: the rehearsal goes on without recording.',
    storage: 'This device has no room to keep recordings: the rehearsal goes on without recording.',
  },
  partOver: '{part} is over.',
  nextPart: 'On to {part}',
  over: 'The rehearsal is over.',
  reviewTitle: 'Listen back',
  playAll: 'Hear the whole conversation',
  stop: 'Stop',
  turnLabel: 'Your turn {n} ({part})',
  deleteTurn: 'Delete this recording',
  deleteAll: 'Delete all recordings',
  space: 'Recordings on this device: {size}',
  noRecordings: 'No recordings on this device.',
  fluencyTitle: 'Fluency',
  fluencyNote:
    'Measured from the loudness of your recording only: how long you spoke, your longest pause, the share of silence. No speech recognition and no grade of your German.',
  spoke: 'Spoke {s} s (aim: {min}–{max} s)',
  target: { short: 'shorter than the aim', within: 'within the aim', long: 'longer than the aim' },
  longestPause: 'longest pause {s} s',
  silence: '{share} % silence',
  trendTitle: 'Your rehearsals',
  trendRow: '{date}: {within} of {turns} turns within the aim, {share} % silence, longest pause {pause} s',
  checkIntro:
    'Answer alone, listening back to your turns. Each question stands for one of the four criteria the examiners mark in every part.',
  criterion: 'Criterion: {name}',
  criteria: {
    task: 'Aufgabenbewältigung (handling the task)',
    expression: 'Ausdrucksfähigkeit (expression)',
    form: 'Formale Richtigkeit (accuracy)',
    sound: 'Aussprache/Intonation (pronunciation)',
  },
  checks: {
    'part-1-task': 'Did you answer every question and ask at least two questions yourself?',
    'part-1-expression':
      'Did you answer each question in two or three sentences, with a reason or an example?',
    'part-1-form': 'Listening back: was the verb mostly in second place, with the right ending?',
    'part-1-sound':
      'Listening back: would a stranger understand your name, home town and job the first time?',
    'part-2-task':
      'Did you say in your own words what your text says, then give your experience and opinion with a reason?',
    'part-2-expression': 'Did you react to the view of text B (agree or disagree politely, ask back)?',
    'part-2-form': 'Listening back: did the verb go to the end after weil, dass and wenn?',
    'part-2-sound': 'Listening back: did you speak clearly, with your voice going up in yes/no questions?',
    'part-3-task': 'Did you react to every proposal, make your own and say who does what?',
    'part-3-expression': 'When your partner objected, did you react politely and offer another idea?',
    'part-3-form':
      'Listening back: were your sentences with können, sollen and müssen right, the infinitive at the end?',
    'part-3-sound': 'Listening back: are your days, times and numbers clear the first time?',
  },
  partnerTypes: 'A real partner may be silent, dominant or go off topic. What to do then:',
  partnerTypesLink: 'Three partner types and your strategy',
  saved: 'Saved with your results.',
  modelTitle: 'A model conversation',
  modelIntro:
    'The three parts at B1, after your own try: person A has your sheet, person B is the partner. The marked phrases link to the sheet “Functional Language” where they are taught.',
  modelPlay: 'Hear this part',
  personA: 'A',
  personB: 'B',
  toChecklist: 'To the checklist',
};

/** The shape the rehearsal's messages have in every language. */
export type OralSoloMessages = typeof oralSoloEn;
