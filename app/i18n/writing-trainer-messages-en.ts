/**
 * English messages of the writing trainer. They live apart from `messages-en.ts` because only the
 * trainer's own code (loaded when a reader opens it) needs them: in the site's messages every
 * page's first visit would download them (docs/decisions/0015). The German file must have exactly
 * this shape (`satisfies TrainerMessages`); `messages.test.ts` checks both.
 */
export const trainerEn = {
  title: 'Practise this task',
  description:
    'Write your reply in 30 minutes, then mark it yourself on the three criteria of the exam. Your text is saved in this browser only.',
  close: 'Close the writing trainer',
  storageFailed:
    'Your text cannot be saved in this browser. It stays here until you close the page, so copy or download it before you leave.',
  timeLeft: 'Time left',
  start: 'Start the timer',
  pause: 'Pause',
  resume: 'Resume',
  paused: 'Paused',
  timeUsed: 'Time used',
  clockStopped: 'The clock is stopped while you mark your e-mail.',
  reminder: 'Five minutes left: read your e-mail through once more.',
  timeUp: 'Time is up. Finish your sentence and check your text one last time.',
  examTimeLeft: 'Exam time left',
  examClockNote: 'The exam clock: it keeps running when you close the writing trainer.',
  exam: {
    reminder: 'Five minutes left: read your e-mail through once more.',
    collected: 'Time is up: your e-mail has been collected. You can now mark it.',
    handedIn: 'You handed in your e-mail before the time was up. You can now mark it.',
  },
  textCollected: 'Your e-mail has been collected: you can read it but no longer change it.',
  task: 'The task',
  checklist: 'Guiding points: tick each one your e-mail handles',
  yourText: 'Your e-mail',
  guideline: 'About {min} to {max} words is common advice, not an official rule.',
  under: 'Still below the usual length.',
  within: 'Within the usual length.',
  over: 'Above the usual length: more text also means more room for mistakes.',
  copy: 'Copy',
  copied: 'Your text has been copied.',
  copyFailed: 'Copying did not work. Select the text and copy it yourself.',
  download: 'Download',
  fileName: 'my-email',
  restart: 'Start again',
  restartQuestion: 'Delete your text, your ticks and your marks and reset the time?',
  restartConfirm: 'Yes, start again',
  restartCancel: 'Keep my text',
  toAssess: 'Mark my e-mail',
  toWrite: 'Back to my e-mail',
  assessTitle: 'Mark your e-mail yourself',
  assessIntro:
    'The exam marks three criteria, each with A, B, C or D (5, 3, 1 or 0 points); the sum times 3 gives at most 45 points. The descriptions help you judge: they are a guide, not the official marking.',
  handled: {
    one: 'You ticked {count} of 4 guiding points.',
    other: 'You ticked {count} of 4 guiding points.',
  },
  handledHint: 'A point counts even when one short sentence handles it.',
  descriptors: {
    task: {
      A: 'All four guiding points handled.',
      B: 'Three guiding points handled.',
      C: 'Two guiding points handled.',
      D: 'One guiding point or none handled.',
    },
    communication: {
      A: 'A fitting greeting and closing, [[du]] or [[Sie]] all the way through, the points connected to each other, sentences that do not mostly start with [[Ich]] or [[Wir]].',
      B: 'Mostly so: one of these is missing.',
      C: 'Several of these are missing.',
      D: 'Hardly any of this: the e-mail reads like a list of single sentences.',
    },
    accuracy: {
      A: 'Few mistakes in grammar, spelling and punctuation; none gets in the way of understanding.',
      B: 'Some mistakes, but the text is easy to understand.',
      C: 'Many mistakes; some sentences have to be read twice.',
      D: 'So many mistakes that the text is hard to understand.',
    },
  },
  chooseGrade: 'Choose a grade for each criterion to see your points.',
  offTopic: 'An e-mail that misses the topic scores 0 points.',
  compare: 'Your e-mail beside the model answer',
  modelScore: '{score} of 45 points',
  empty: 'You have not written anything yet.',
  showModel: 'Show the model answer',
  modelHidden: 'Write your own first: then you learn more from the model answer.',
  compareOwn: 'Your e-mail',
  noModel:
    "The sheet gives no model answer for this task. Compare with the model answer to the sheet's first task and with its phrases.",
  coach: {
    request: 'Show feedback',
    update: 'Update the feedback',
    loading: 'The feedback is being prepared…',
    loadFailed: 'The feedback could not be loaded. Check your connection and try again.',
    changed: 'You have changed your text since this feedback.',
    title: 'Feedback on your e-mail',
    intro:
      'Computed in this browser by fixed rules from your text and the task. It points to places worth a second look; your own marks stay the ones that count.',
    letter: 'Your e-mail with the places marked',
    letterHint:
      'Marked: the sentences of a guiding point (GP 1 to GP 4) and the places of the notes below (numbers).',
    points: 'The four guiding points',
    pointFound: 'Found (marked {label}):',
    pointMissing: 'Not found. Did you write about "{point}"?',
    form: 'Form and register',
    formNone: 'The coach found nothing to note on greeting, closing and du or Sie.',
    coherence: 'Coherence',
    connectors: {
      one: 'Linking word: {list}.',
      other: '{count} linking words: {list}.',
    },
    noConnectors:
      'No linking words found. Join your sentences, for example with und, aber, weil, deshalb or dann.',
    ichStarts: {
      one: '{count} of {sentences} sentences starts with "Ich".',
      other: '{count} of {sentences} sentences start with "Ich".',
    },
    ichTooMany: 'Start some with another part of the sentence: "Am Samstag komme ich …".',
    question: 'Your e-mail asks a question, as the task wants.',
    noQuestion: 'The task asks you to ask something: the coach found no question mark.',
    mistakes: 'Possible mistakes',
    mistakeCount: {
      one: '{count} possible mistake found; a human corrector may find more.',
      other: '{count} possible mistakes found; a human corrector may find more.',
    },
    noMistakes: 'The coach found no mistake; a human corrector may find some.',
    learnMore: 'Read up on it: {sheet}',
    grade: 'Task completion',
    suggested: "The coach's suggestion: grade {grade} ({count} of 4 points found).",
    yours: 'Your self-assessment: grade {grade} ({count} of 4 points ticked). It stays your mark.',
    same: 'The coach agrees with your ticks.',
    tickedNotFound:
      'You ticked point {n}, but the coach did not find it. Perhaps you wrote about it in other words: then your tick counts. If not, add a sentence.',
    foundNotTicked:
      'The coach found point {n}, but you did not tick it. Read the marked sentence: if it handles the point, tick it.',
    cannotSee:
      'What the coach cannot see: whether your sentences make sense and fit the situation, whether the tone is friendly, and most mistakes in word choice, endings and spelling. It only recognises fixed patterns.',
  },
};

/** The shape every language's trainer messages must have. */
export type TrainerMessages = typeof trainerEn;
