/**
 * English messages of the study plan (its page, and the list of today's tasks on the home page once
 * a plan exists). Apart from `messages-en.ts` because only the plan's own code needs them (decision
 * 0019); the menu entry and the home page's card before the plan loads stay in the shared messages.
 */
export const planEn = {
  description:
    'Your study plan for the telc Deutsch B1 exam: enter your exam date and get the tasks for every day until then. Made and kept in your browser.',
  intro:
    'Enter the date of your exam. The plan gives you the tasks for every day until then: the cheat sheets in the order of the learning path, the daily phrase drill, the parts of a mock test, two full written mock tests, oral run-throughs with a partner, and two light days before the exam.',
  noScript:
    'The study plan needs JavaScript: it is made in your browser and kept only there. Please turn JavaScript on, or follow the learning path in the overview.',
  toOverview: 'Go to the overview of all cheat sheets',
  form: {
    title: 'Your exam',
    written: 'Date of the written exam',
    oralOther: 'The oral exam is on another day',
    oral: 'Date of the oral exam',
    oralHint: 'It can be before or after the written exam.',
    minutes: 'Time a day',
    minutesAuto: 'Let the plan choose',
    minutesOption: '{count} minutes',
    create: 'Make my plan',
    update: 'Update my plan',
    cancel: 'Cancel',
    writtenMissing: 'Please enter the date of the written exam.',
    oralMissing: 'Please enter the date of the oral exam.',
    past: 'This date is in the past. Please enter the date of your next exam.',
    far: 'Please enter a date within the next twelve months.',
  },
  summary: {
    written: 'Written exam: {date}',
    oral: 'Oral exam: {date}',
    both: 'Written and oral exam: {date}',
    daysLeft: { one: '{count} day to go', other: '{count} days to go' },
    minutes: 'Up to {minutes} a day',
    minutesAuto: 'Up to {minutes} a day (chosen by the plan so that everything fits)',
    change: 'Change the dates or the time',
  },
  notes: {
    past: 'Your exam date is over. Do you have another exam? Enter its date.',
    today: 'Your exam is today. Good luck! There are no new tasks today.',
    tomorrow: 'Your exam is tomorrow. Today, only re-read the summaries: nothing new. Sleep well!',
    carried: {
      one: '1 task from yesterday has been spread over the next days.',
      other: '{count} tasks from yesterday have been spread over the next days.',
    },
    carriedSince: {
      one: '1 task from the last {days} days has been spread over the next days.',
      other: '{count} tasks from the last {days} days have been spread over the next days.',
    },
    leftOutTitle: 'Show what is not in the plan',
    leftOut: {
      one: 'There is not enough time before your exam for everything. This task is not in the plan.',
      other:
        'There is not enough time before your exam for everything. These {count} tasks are not in the plan.',
    },
    moreTime: 'With more time a day, more of it fits in.',
    done: { one: '{count} cheat sheet already learned.', other: '{count} cheat sheets already learned.' },
  },
  week: 'Week {n}: {from} to {to}',
  today: 'Today',
  exam: { written: 'Written exam', oral: 'Oral exam' },
  light: 'Light day: re-read the summaries only',
  free: 'No tasks',
  dayMinutes: 'about {minutes}',
  tasks: {
    sheet: 'Read “{title}”',
    sheetPart: 'Read “{title}”, part {n} of {of}',
    sheetHint: 'At the end of the sheet, mark it as learned.',
    drill: '{drill}: one round',
    part: 'Mock test {test}: {part}',
    run: 'Mock test {test}: the whole written exam',
    runHint: 'About 2½ hours: plan a free afternoon.',
    oral: 'Mock test {test}: oral exam with a partner',
    oralHint: 'Tick it here if you practise without the page.',
    summary: 'Re-read the summaries: {stage}',
    summaryHint: 'On each cheat sheet, read only “{glance}”.',
  },
  parts: {
    reading: 'Reading, part {n}',
    language: 'Language elements, part {n}',
    listening: 'Listening, part {n}',
  },
  done: 'Done',
  open: 'Not done yet',
  tick: 'Done: {task}',
  tools: {
    title: 'Print and calendar',
    print: 'Print the plan',
    printHint: 'One A4 page per week.',
    slot: 'Study time in your calendar',
    calendar: 'Add to my calendar (.ics)',
    calendarHint: 'A file for your calendar app: the exam dates and a daily study time until the exam.',
    fileName: 'study-plan',
    examWritten: 'telc Deutsch B1: written exam',
    examOral: 'telc Deutsch B1: oral exam',
    studyTitle: 'German: study plan for B1',
    studyDescription: 'Your tasks for today: {url}',
    remove: 'Delete the plan',
    removeQuestion:
      'Delete your plan? Your exam dates and ticks are deleted. Your learned sheets, drill and test results stay.',
    removeConfirm: 'Yes, delete it',
    cancel: 'Cancel',
    removed: 'The plan has been deleted.',
    storage: 'Your plan could not be saved in this browser. It works until you close this tab.',
  },
  home: {
    countdown: { one: 'Your next exam is tomorrow.', other: 'Your next exam is in {count} days.' },
    more: { one: '1 more task today in your plan', other: '{count} more tasks today in your plan' },
    allDone: 'Everything done for today. Well done!',
    nothing: 'No tasks today.',
  },
};

/** The shape the German plan messages must have. */
export type PlanMessages = typeof planEn;
