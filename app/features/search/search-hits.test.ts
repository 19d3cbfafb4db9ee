import { describe, expect, it } from 'vitest';
import type { PagefindData } from './pagefind';
import { asksAboutExam, MAX_SECTIONS, hitsOfSheet, matchesQuery } from './search-hits';

const section = (id: string, scores: number[]) => ({
  title: `Title ${id}`,
  url: `/reading-mastery#${id}`,
  excerpt: `about <mark>${id}</mark>`,
  weighted_locations: scores.map((balanced_score) => ({ balanced_score })),
});

const sheet = (overrides: Partial<PagefindData> = {}): PagefindData => ({
  url: '/reading-mastery',
  excerpt: 'the <mark>sheet</mark>',
  meta: { title: 'Reading mastery' },
  filters: { stage: ['written-block'] },
  sub_results: [],
  content: '',
  locations: [],
  ...overrides,
});

describe('whether a page really matches the query', () => {
  // Words 0…8 of the page; the query's matches are given by their positions.
  const content = 'Lösung: x, (z. B. die „Prüfung“ im Kurs B1) zu';
  const matched = (query: string, locations: number[]) => matchesQuery(sheet({ content, locations }), query);

  it('counts a matched word of three letters or more, punctuation aside', () => {
    expect(matched('Prüfungsvorbereitung', [5])).toBe(true);
    expect(matched('Kurs', [7])).toBe(true);
  });

  it('does not count a stray letter of a word that is in no sheet', () => {
    expect(matched('xyzzyqq', [1])).toBe(false);
    expect(matched('zzzzz', [2])).toBe(false);
  });

  it('counts a short word the reader asked for', () => {
    expect(matched('x', [1])).toBe(true);
    expect(matched('b1 Kurs', [8])).toBe(true);
    expect(matched('zu', [9])).toBe(true);
  });

  it('counts the page when any one of its matches counts', () => {
    expect(matched('xyzzyqq Prüfung', [1, 5])).toBe(true);
  });
});

describe('search hits of a sheet', () => {
  it('links each hit to its section and names the sheet, its stage and the section', () => {
    expect(hitsOfSheet(sheet({ sub_results: [section('scan', [1])] }))).toEqual([
      {
        url: '/reading-mastery#scan',
        sheetTitle: 'Reading mastery',
        stage: 'written-block',
        sectionTitle: 'Title scan',
        excerpt: [
          { text: 'about ', mark: false },
          { text: 'scan', mark: true },
        ],
      },
    ]);
  });

  it('shows the strongest sections first, at most a few', () => {
    const hits = hitsOfSheet(
      sheet({
        sub_results: [section('a', [1]), section('b', [5, 5]), section('c', [3]), section('d', [2, 2])],
      }),
    );
    expect(hits.map((h) => h.url.split('#')[1])).toEqual(['b', 'd', 'c'].slice(0, MAX_SECTIONS));
  });

  it('falls back to the sheet itself when no section holds the match', () => {
    const [hit] = hitsOfSheet(sheet());
    expect(hit?.url).toBe('/reading-mastery');
    expect(hit?.sectionTitle).toBe('Reading mastery');
  });

  it('ignores a stage it does not know', () => {
    expect(hitsOfSheet(sheet({ filters: { stage: ['elsewhere'] } }))[0]?.stage).toBeNull();
  });
});

describe('questions about the exam', () => {
  it.each([
    'Punkte',
    'wie viele Punkte?',
    'Wie lange dauert die Prüfung',
    'bestehen',
    'Bestehensgrenze',
    'Noten',
  ])('the German question %j asks about the exam', (query) => expect(asksAboutExam(query)).toBe(true));
  it.each(['points', 'How long is the exam?', 'pass mark', 'passing', 'grades', 'score'])(
    'the English question %j asks about the exam',
    (query) => expect(asksAboutExam(query)).toBe(true),
  );
  it.each([
    'Beschwerde',
    'Konjunktiv',
    'complaint',
    'Passiv',
    'passive',
    'Notizen',
    'Punktlandung',
    'langer Text',
  ])('%j is a word from a sheet, not a question about the exam', (query) =>
    expect(asksAboutExam(query)).toBe(false),
  );
});
