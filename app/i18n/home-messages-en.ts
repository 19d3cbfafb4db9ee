/**
 * English copy of the home page (hero, why it works, path, features, finder intro). Apart from
 * `messages-en.ts` because only the home page and the overview (its learning path) need it: in the
 * shared messages it cost every other page's first visit about 2.4 KB of JavaScript (gzip).
 */
export const homeEn = {
  resume: {
    startTitle: 'Start here',
    startText: 'Step 1 of the learning path',
    continueTitle: 'Continue where you left off',
    learnedCount: { one: '{count} sheet learned', other: '{count} sheets learned' },
  },
  hero: {
    badge: 'For the telc Deutsch B1 exam',
    title: 'Pass B1',
    highlight: { one: 'with {count} cheat sheet', other: 'with {count} cheat sheets' },
    subtitle:
      'Short, clear study sheets for every part of the exam. In German and English, for your phone and for print.',
    start: 'Start now',
    browse: 'Browse all sheets',
  },
  why: {
    title: 'Why it works',
    intro:
      'The exam does not test everything you know. It tests what you can use with confidence in little time.',
    items: [
      {
        title: 'Methods, not lists',
        text: 'Every part of the exam has a simple method you apply step by step on the day.',
      },
      {
        title: 'True to the exam format',
        text: 'Times, tasks and points match the format of the telc Deutsch B1 exam.',
      },
      {
        title: 'Phrases to learn',
        text: 'German phrases stay German, with a translation and a tip on when to use them.',
      },
    ],
  },
  path: {
    title: 'Your learning path in three stages',
    intro: 'Start with the foundation, then practise the written and the oral exam.',
    sheetCount: { one: '{count} cheat sheet', other: '{count} cheat sheets' },
    stages: {
      foundation: {
        title: 'Foundation',
        text: 'Grammar, vocabulary, phrases and learning techniques for every part of the exam.',
      },
      'written-block': {
        title: 'Written Block',
        text: 'Reading, language elements, listening and writing: 150 minutes, usually without a break.',
      },
      'oral-block': {
        title: 'Oral Block',
        text: '20 minutes of preparation and about 15 minutes of conversation in pairs.',
      },
    },
  },

  exam: {
    title: 'The exam at a glance',
    intro: 'How long does the exam take, how many points are there, what is the pass mark?',
    written: 'Written exam',
    oral: 'Oral exam',
    part: 'Part',
    points: 'Points',
    time: 'Minutes',
    maxPoints: '{max} points',
    total: 'Total',
    items: 'Items {first}–{last}',
    email: 'One e-mail',
    about: 'about {value}',
    sheet: 'Cheat sheet',
    practise: 'Practise',
    practiseWhat: 'Practise {part}',
    preparation: '{minutes} min preparation, then about {pair} min in pairs.',
    pass: 'Pass mark: {pass} of {max} points (60 %).',
    both: 'You must pass both the written and the oral exam. Within the written exam, strong parts make up for weak ones. You get a grade only when you pass both.',
    dayWritten: 'The written block on the day',
    dayOral: 'The oral block on the day',
    oralMock: 'Practise the oral exam',
  },
  tools: {
    title: 'Practise like in the exam',
    intro: 'Reading is not enough: these tools make you use what you learn, on the clock.',
    items: {
      mockTests: {
        text: 'Three tests of our own in the exam’s format: every part, the whole written exam on the clock, the oral exam.',
      },
      writing: {
        title: 'Writing trainer',
        text: 'Write the e-mail in 30 minutes, then check it against the four guiding points.',
      },
      oral: {
        title: 'Oral exam timer',
        text: '20 minutes of preparation and the three parts, timed as on the day.',
      },
      drill: {
        text: 'The sheets’ phrases as cards: a few minutes a day, and the phrases come when you need them.',
      },
    },
  },
  features: {
    title: 'What you get',
    items: [
      { title: 'Bilingual', text: 'Read the whole site or single sections in German or English.' },
      { title: 'Made for phones', text: 'Fast even on a poor connection: read on your way to the exam.' },
      { title: 'Ready to print', text: 'Every cheat sheet prints cleanly for your desk.' },
      { title: 'Examples with answers', text: 'Tasks like those in the exam, with answers and reasons.' },
      { title: 'Tables and timelines', text: 'The essentials at a glance: parts, times and strategies.' },
    ],
  },
};

/** The home page's messages (the German file must have exactly this shape). */
export type HomeMessages = typeof homeEn;
