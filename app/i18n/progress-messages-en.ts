/**
 * English messages of the progress page and the backup tools (apart from the site's messages: only
 * the pages that show them load them).
 */
export const progressEn = {
  title: 'My progress',
  description:
    'Everything you have done on this site in one place: sheets learned, the phrase drill, your letters, the oral exam and the mock tests, with where to work next. Save it all in one file.',
  intro: 'What you have done on this device, and where to work next. Nothing leaves your browser.',
  noScript: 'Your progress is kept by your browser, so this page needs JavaScript to show it.',
  sheets: {
    title: 'Cheat sheets learned',
    count: '{learned} of {total}',
    next: 'Next on your path: {title}',
    all: 'You have marked every sheet as learned.',
  },
  drill: {
    title: 'Phrase drill',
    known: { one: '{count} phrase known', other: '{count} phrases known' },
    due: { one: '{count} card to repeat today', other: '{count} cards to repeat today' },
    fresh: { one: '{count} card not seen yet', other: '{count} cards not seen yet' },
    open: 'Open the phrase drill',
  },
  writing: {
    title: 'Letters in the writing trainer',
    none: 'No letter written yet. Every writing sheet has a trainer: write the e-mail in 30 minutes.',
    words: { one: '{count} word', other: '{count} words' },
    points: 'guiding points handled: {count} of 4',
    assessed: 'self-assessed',
    started: 'being written',
    task: '{name}, task {n}',
  },
  oral: {
    title: 'Oral exam',
    runs: { one: '{count} run with the oral timer', other: '{count} runs with the oral timer' },
    mocks: { one: '{count} oral mock finished', other: '{count} oral mocks finished' },
    none: 'No oral practice recorded yet.',
    open: 'Practise the oral exam',
  },
  tests: {
    title: 'Mock tests',
    none: 'No part checked yet.',
    latest: 'last: {points} of {max} points ({percent} %)',
    runs: { one: '{count} whole written exam taken', other: '{count} whole written exams taken' },
    open: 'Go to the mock tests',
  },
  weak: {
    title: 'Where to work next',
    intro: 'Your weakest parts in the mock tests (last result below 60 %):',
    none: 'No part below 60 % in your last results.',
    empty: 'Check a part of a mock test to see your weak points here.',
    learn: 'Read: {section}',
    practise: 'Practise again',
  },
  week: {
    title: 'The last seven days',
    days: { one: 'You practised on {count} day.', other: 'You practised on {count} days.' },
  },
  backup: {
    title: 'Backup: everything in one file',
    note: 'Your progress is kept in this browser only: the drill, the sheets you learned, your letters and grades, the mock tests, your plan and your settings. Save it as one file to keep a copy or to move it to another device.',
    save: 'Save everything as a file',
    load: 'Load from a file',
    reset: 'Delete everything',
    loadQuestion: 'Replace what this browser keeps with this file?',
    loadWhat: 'File from {date}.',
    loadOldDrill: 'An older file of the phrase drill: it replaces the drill’s cards and the mock tests only.',
    loadConfirm: 'Yes, replace',
    resetQuestion: 'Delete all your progress in this browser? Save a file first if you want to keep it.',
    resetConfirm: 'Yes, delete everything',
    cancel: 'Cancel',
    loaded: 'Your progress was loaded from the file.',
    resetDone: 'All progress in this browser was deleted.',
    storeFailed: 'Not everything could be stored: your browser refused. Please try again.',
    foreign: 'This file is not a backup of this site. Nothing was changed.',
    newer:
      'This file comes from a newer version of the site. Reload the page and try again. Nothing was changed.',
    damaged: 'This backup file is damaged. Nothing was changed.',
  },
};

/** The shape both languages share. */
export type ProgressMessages = typeof progressEn;
