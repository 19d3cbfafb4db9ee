/** English copy of the home page (hero, why it works, path, features, finder intro). */
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
      'Short, clear study sheets for reading, listening, writing, speaking and language elements. In German and English, for your phone and for print.',
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
        text: 'Reading, language elements, listening and writing: 150 minutes without a break.',
      },
      'oral-block': {
        title: 'Oral Block',
        text: '20 minutes of preparation and about 15 minutes of conversation in pairs.',
      },
    },
  },
  mockTests: {
    title: 'Mock tests in the exam’s format',
    text: 'Reading and language elements as the exam sets them: three tests of our own, scored with the exam’s points, every answer explained.',
    link: 'Go to the mock tests',
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
