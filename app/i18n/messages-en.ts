/** English UI messages. The German file must have exactly this shape (`satisfies Messages`). */
export const en = {
  site: {
    name: 'B1 Cheat Sheets',
    skipLink: 'Skip to content',
    copyright: '© 2024 B1 Cheat Sheets. An independent study aid, not affiliated with telc gGmbH.',
    footerNav: 'Footer',
    notifications: 'Notifications',
    closeNotification: 'Close message',
  },
  nav: {
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menuTitle: 'All pages',
    menuDescription: 'Go to the home page, the overview or any cheat sheet.',
    home: 'Home',
    cheatSheets: 'Cheat Sheets',
    overview: 'Overview of all sheets',
    backToTop: 'Back to top',
    mainNav: 'Main',
    controls: 'Page controls',
    barMenu: 'Menu',
    barOverview: 'Overview',
    barSections: 'Sections',
    openSections: 'Show the list of sections',
    barTop: 'Top',
  },
  language: {
    switchLabel: 'Show this page in German',
    label: 'Language',
    sectionToggle: 'Show this section in {lang}',
    toastSwitched: 'The site is now in English.',
    restorePrompt: {
      one: '{count} section was in {lang} last time.',
      other: '{count} sections were in {lang} last time.',
    },
    restoreAction: 'Show again',
    toastStorage: 'Your settings cannot be saved in this browser. They apply until you close the page.',
    toastSectionFailed:
      'This section could not be loaded in {lang}. Please check your connection and try again.',
    langName: { de: 'German', en: 'English' },
  },
  stage: {
    foundation: 'Foundation',
    'written-block': 'Written Block',
    'oral-block': 'Oral Block',
  },
  notFound: {
    code: '404',
    title: 'Oops! Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    home: 'Back to the home page',
    overview: 'See all cheat sheets',
    metaTitle: 'Page not found',
  },
  error: {
    title: 'Unexpected Application Error!',
    text: 'Something went wrong while showing this page. Your place on the site is safe: try again or go back to the home page.',
    retry: 'Reload the page',
    home: 'Back to the home page',
  },
  sheet: {
    statsTime: 'Study time',
    statsExam: 'Exam',
    statsLevel: 'Level',
    contents: 'On this page',
    goodLuck: 'Good luck!',
    backToOverview: 'Back to the overview',
    comingSoonTitle: 'This Cheat Sheet is Currently in Development',
    comingSoonText: 'Our team is working on this cheat sheet. Please check back soon.',
    notFoundTitle: 'Page Data Not Found',
    notFoundText: 'The page data for this cheat sheet could not be loaded. Please check back later.',
    translation: 'Translation',
    tip: 'Tip',
    showTranslation: 'Show translation',
    answer: 'Answer',
    reasoning: 'Why',
    sheetOf: 'Cheat Sheet',
    summaryTitle: 'At a glance',
    summaryFigures: 'Key figures',
    summaryMethod: 'The method',
    summaryPhrases: 'The phrases that matter most',
    examByCategory: {
      foundation: 'All exam parts',
      'written-block': 'Written exam',
      'oral-block': 'Oral exam',
    },
  },
  table: {
    empty: 'No data available',
  },
  callout: {
    tip: 'Tip',
    warning: 'Watch out',
    info: 'Good to know',
  },
  finder: {
    title: 'Find your cheat sheet',
    intro:
      'Filter by stage, skill or difficulty. More values in one group show more sheets; filters in several groups narrow them down.',
    filterBy: 'Filter by',
    dimensions: { stage: 'Stage', skill: 'Skill', difficulty: 'Difficulty' },
    valuesLabel: 'Values for {dimension}',
    showing: {
      one: 'Showing {count} of {total} cheat sheets',
      other: 'Showing {count} of {total} cheat sheets',
    },
    clearAll: 'Clear all filters',
    emptyTitle: 'No cheat sheets found',
    emptyText: 'Try adjusting your filters or check our complete collection.',
    clearFilters: 'Clear filters',
    browseAll: 'See the complete collection',
    activeFilters: 'Active filters',
    removeFilter: 'Remove filter: {value}',
  },
  labels: {
    stageBadge: { 'quick-win': 'Quick Win', 'core-skill': 'Core Skill', 'deep-study': 'Deep Study' },
    skill: {
      grammar: 'Grammar',
      vocabulary: 'Vocabulary',
      reading: 'Reading',
      listening: 'Listening',
      writing: 'Writing',
      speaking: 'Speaking',
      strategy: 'Exam strategy',
    },
    difficulty: { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' },
    time: 'Study time',
    level: 'Level',
    levelName: { B1: 'B1', 'A2-B1': 'A2–B1', 'All Levels': 'All levels' },
  },
  home: {
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
  },
  overview: {
    title: 'All cheat sheets',
    intro: {
      one: '{count} cheat sheet in three stages: foundation, written exam and oral exam.',
      other: '{count} cheat sheets in three stages: foundation, written exam and oral exam.',
    },
    jump: 'Jump to a stage',
    description: {
      one: '{count} cheat sheet for the telc Deutsch B1 exam, grouped by stage: foundation, written exam and oral exam.',
      other:
        'All {count} cheat sheets for the telc Deutsch B1 exam, grouped by stage: foundation, written exam and oral exam.',
    },
  },
  redirect: {
    moved: 'This page has moved.',
    goTo: 'Go to the new page',
  },
};

/** The shape every language's UI messages must have. */
export type Messages = typeof en;
