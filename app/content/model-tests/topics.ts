/**
 * The controlled list of topic tags a model-test part may carry (`topics`, docs/content-brief.md
 * lists them with what each covers). Short lower-case English; add a tag here and in the brief
 * before using it.
 */
export const TOPICS = [
  'banking',
  'caring-for-relatives',
  'cars-and-mobility',
  'city-greenery',
  'cycling',
  'digital-skills',
  'eating-and-canteens',
  'family-life',
  'going-out',
  'health-and-hospital',
  'heating-and-repairs',
  'household-services',
  'housing-and-rent',
  'job-change',
  'language-courses',
  'leisure-courses',
  'libraries',
  'local-shops',
  'moving-house',
  'museums-and-culture',
  'newcomers',
  'online-shopping',
  'public-transport',
  'recycling',
  'school-and-children',
  'sleep',
  'sports-clubs',
  'student-life',
  'summer-heat',
  'swimming-pools',
  'town-festival',
  'travel-and-holidays',
  'volunteering',
  'working-hours',
] as const;

/** A topic tag: one of `TOPICS`. */
export type Topic = (typeof TOPICS)[number];
