/**
 * English messages of the model-test pages. Only those pages' chunks import them; the menu entry
 * and the sheets' links stay in the shared messages (`mockTests`).
 */
export const modelTestEn = {
  title: 'Mock tests',
  description:
    'Three mock tests of our own in the formats of the telc Deutsch B1 exam: reading and language elements, scored with the exam’s points and explained item by item.',
  intro:
    'Three tests of our own in the exam’s formats: reading parts 1–3 and language elements parts 1–2 (items 1–40). Practise one part at a time, about 20 minutes each, mark your answers on the answer sheet, then check: every answer is explained by the trap it sets.',
  estimate:
    'These are our own tests, not telc’s: the points show where you stand, not what the exam will give you.',
  later: 'Listening and writing are practised on their sheets for now.',
  testTitle: 'Mock test {id}',
  openTest: 'Open mock test {id}',
  items: 'Items {first}–{last}',
  points: { one: '{count} point', other: '{count} points' },
  notDone: 'Not done yet',
  started: 'Started, not checked',
  lastResult: 'Last result: {points} of {max} points',
  subtestsTitle: 'Written subtests so far',
  subtest: { reading: 'Reading', language: 'Language elements' },
  subtestScore: '{points} of {max} points',
  partsDone: '{done} of {parts} parts checked',
  historyTitle: 'Your attempts',
  historyEmpty: 'No part checked yet. Your results appear here with their date.',
  historyDate: 'Date',
  historyPart: 'Part',
  historyScore: 'Points',
  backToList: 'All mock tests',
  backToTest: 'Mock test {id}',
  nextPart: 'Next part: {name}',
  task: 'Task',
  headlines: 'Headlines',
  text: 'Text {n}',
  adverts: 'Adverts',
  box: 'Words',
  showText: 'Texts',
  showAnswers: 'Answer sheet',
  answerSheet: 'Answer sheet',
  itemLabel: 'Item {n}',
  noAdvert: 'x (no advert fits)',
  clock: 'Time',
  guideline: 'guideline: about {minutes} minutes',
  startClock: 'Start the clock',
  pauseClock: 'Pause',
  resumeClock: 'Resume',
  check: 'Check',
  checkAgain: 'Check these again',
  unanswered: {
    one: 'One item has no answer yet: it scores nothing. Check anyway?',
    other: '{count} items have no answer yet: they score nothing. Check anyway?',
  },
  checkAnyway: 'Check anyway',
  keepAnswering: 'Go on answering',
  resultTitle: 'Your result',
  result: '{right} of {count} right: {points} of {max} points',
  retryWrong: 'Try the wrong ones again',
  reset: 'Start this part again',
  resetConfirm: 'Delete your answers for this part? Your results stay in the list of attempts.',
  resetYes: 'Yes, start again',
  resetNo: 'No',
  right: 'Right',
  wrong: 'Wrong',
  blank: 'No answer',
  retrying: 'Try again: the explanation shows after the check.',
  yourAnswer: 'Your answer: {answer}',
  keyIs: 'Right answer: {key}',
  whyYours: 'Why not {answer}',
  whyKey: 'Why {key}',
  passage: 'In the text',
  learn: 'Learn this: {title}',
  noScript:
    'Marking and checking the answers needs JavaScript. You can read the task here and print it as a paper test with the key on the last page.',
  storageFailed:
    'Your answers cannot be saved in this browser (storage is full or switched off). The part still works until you close this page.',
  print: 'Print as a paper test',
  printTest: 'Print the whole test as a paper test',
  printName: 'Name',
  printKey: 'Key and explanations',
  printSheet: 'Answer sheet',
  printHint: 'Mark one letter per item.',
  metaPart:
    'Mock test {id}, {part}: practise in the format of the telc Deutsch B1 exam, scored and explained.',
} as const;

/** The shape of the model-test messages; the German file must match it. */
export type ModelTestMessages = {
  [K in keyof typeof modelTestEn]: (typeof modelTestEn)[K] extends string
    ? string
    : { [L in keyof (typeof modelTestEn)[K]]: string };
};
