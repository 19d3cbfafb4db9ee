/**
 * The controlled list of topic tags a model-test part may carry (`topics`, docs/content-brief.md
 * lists them with what each covers). Short lower-case English; add a tag here and in the brief
 * before using it.
 */
export const TOPICS = [
  'animals-and-pets',
  'banking',
  'caring-for-others',
  'cars-and-mobility',
  'celebrations',
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
  'media-and-phones',
  'moving-house',
  'museums-and-culture',
  'newcomers',
  'online-shopping',
  'public-offices',
  'public-transport',
  'recycling',
  'school-and-children',
  'second-hand',
  'side-jobs',
  'sleep',
  'sports-clubs',
  'stress-and-relaxation',
  'student-life',
  'summer-heat',
  'swimming-pools',
  'town-and-country',
  'town-festival',
  'travel-and-holidays',
  'volunteering',
  'weather',
  'working-from-home',
  'working-hours',
] as const;

/** A topic tag: one of `TOPICS`. */
export type Topic = (typeof TOPICS)[number];
