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
  standing: {
    title: 'Where you stand',
    note: 'Estimated from our own tests in the exam’s format, not from telc’s tests: no official result.',
    difficulty:
      'A second reader checked all {items} answers: each is clear-cut, and {strong} of {items} items have a wrong answer that really tempts. It is still an estimate: on the day the texts and voices are new, so plan on a few points less there.',
    writtenTitle: 'Written exam: you pass with {pass} of {max} points',
    writtenPass: 'The subtests make up for each other: there is no minimum per subtest.',
    total: 'Estimate: {points} of {max} points',
    range: 'likely between {low} and {high}',
    verdict: {
      above: 'Above the pass mark even at the low end of the range.',
      edge: 'The pass mark lies inside the range: it could go either way.',
      below: 'Below the pass mark even at the high end of the range.',
    },
    sure: {
      firm: 'Rests on every item of the subtest.',
      rough: 'Rests on part of the items or on your own assessment: a rough figure.',
      wide: 'Rests on few items: a wide range.',
    },
    selfAssessed:
      'Your own assessment of your e-mail: a rough figure (an examiner may give a grade more or less).',
    noTotal: 'No estimate of the whole written exam yet. Still missing:',
    subtest: 'Subtest',
    estimate: 'Estimate',
    basis: 'From',
    none: 'no result yet',
    pointsOf: '{points} of {max}',
    rangeShort: '({low}–{high})',
    items: { one: '{count} item', other: '{count} items' },
    fromPart: 'Mock test {test}, {part} ({date}): {points} of {max}',
    fromExam: 'Mock test {test}, {part}, in the whole written exam ({date}): {points} of {max}',
    fromWriting:
      'Mock test {test}, your e-mail in the whole written exam, assessed by yourself ({date}): {points} of {max}',
    missing: 'Missing: {parts}',
    writingMissing: 'the e-mail (write it in a whole written exam and assess it)',
    subtests: {
      reading: 'Reading',
      language: 'Language elements',
      listening: 'Listening',
      writing: 'Writing',
    },
    chartTitle: 'Your results over time',
    chartNone: 'Your results appear here as a small chart once you have checked a part.',
    chartLabel:
      '{count} results from {first} to {last}; the latest {latest} %. The line marks 60 %, the pass mark.',
    chartPart: 'part practised on its own',
    chartExam: 'whole written exam',
    chartPass: '60 %: pass mark',
    oralTitle: 'Oral exam: you pass with {pass} of {max} points',
    oralRough: 'A rough self-check, not an estimate of an examiner: from your checklist after an oral mock.',
    oralFrom: 'From your checklist of mock test {test} ({date}): {yes} of {of} questions answered “yes”.',
    oralMissing: 'No estimate yet: sit an oral mock and fill in its checklist at the end.',
    oralOpen: 'Open the oral mock of mock test {test}',
    oralCounts: 'Checklists saved: {checklists}. Rehearsals with the oral timer: {rehearsals}.',
    soloTitle: 'Rehearsals alone',
    soloNote: 'Only how fluently you speak, measured from the recording; no grade of your German.',
    soloLine:
      'Mock test {test}, {date}: {within} of {turns} answers within their time window, longest pause {pause} s, silence {silence} %',
  },
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
    loadQuestion: 'What should this file do?',
    loadChoice:
      'Add: everything here stays, and the file brings what is missing or newer (from your other device). Replace: what is here is deleted and the file’s progress takes its place.',
    loadMerge: 'Add to what is here',
    loadWhat: 'File from {date}.',
    loadOldDrill: 'An older file of the phrase drill: it holds the drill’s cards and the mock tests only.',
    loadConfirm: 'Replace everything',
    resetQuestion: 'Delete all your progress in this browser? Save a file first if you want to keep it.',
    resetConfirm: 'Yes, delete everything',
    cancel: 'Cancel',
    loaded: 'Your progress was loaded from the file.',
    merged: 'Added from the file:',
    mergedNothing: 'The file brought nothing new: everything in it was already here.',
    added: {
      attempts: { one: '{count} checked part', other: '{count} checked parts' },
      exams: { one: '{count} whole written exam', other: '{count} whole written exams' },
      orals: { one: '{count} oral checklist', other: '{count} oral checklists' },
      answers: { one: 'newer answers in {count} part', other: 'newer answers in {count} parts' },
      cards: {
        one: '{count} drill card (new or practised later)',
        other: '{count} drill cards (new or practised later)',
      },
      sheets: { one: '{count} sheet marked as learned', other: '{count} sheets marked as learned' },
      ticks: { one: '{count} task ticked in the plan', other: '{count} tasks ticked in the plan' },
      letters: { one: '{count} letter', other: '{count} letters' },
    },
    saved:
      'Saved as “{file}”. On a phone you find it in Downloads: on Android in the Files or Downloads app, on an iPhone in the Files app (folder Downloads). Load it on your other device with “Load from a file”.',
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
