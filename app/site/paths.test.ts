import { MODEL_TEST_IDS, MODEL_TEST_PARTS } from '~/content/model-tests/parts';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, findEntry } from '../content/catalogue';
import { langFromPath, stripLang, withoutTrailingSlash } from '../i18n/lang-path';
import { classifyPath, canonicalNeutralPath, href, prerenderPaths, switchLangPath } from './paths';

describe('paths', () => {
  it('reads the language from the path prefix', () => {
    expect(langFromPath('/')).toBe('de');
    expect(langFromPath('/en')).toBe('en');
    expect(langFromPath('/en/reading-mastery')).toBe('en');
    expect(langFromPath('/english-course')).toBe('de');
  });

  it('switches language keeping the page, query and hash', () => {
    expect(switchLangPath('/reading-mastery', 'en', '?a=1', '#tips')).toBe('/en/reading-mastery?a=1#tips');
    expect(switchLangPath('/en', 'de')).toBe('/');
    expect(switchLangPath('/', 'en')).toBe('/en');
    expect(stripLang('/en/cheat-sheets')).toBe('/cheat-sheets');
  });

  it('builds every link from the route table', () => {
    expect(href.sheet('reading-mastery', 'en')).toBe('/en/reading-mastery');
    expect(href.overview('de', 'oral')).toBe('/cheat-sheets#oral');
    expect(href.home('de')).toBe('/');
    expect(href.drill('en')).toBe('/en/phrase-drill');
    expect(href.drill('de', 'reading-mastery')).toBe('/phrase-drill?sheet=reading-mastery');
    expect(href.search('de')).toBe('/search');
    expect(href.search('en', 'Prüfung & Zeit')).toBe('/en/search?q=Pr%C3%BCfung+%26+Zeit');
  });

  it('links to sheets of the catalogue only: a misspelt route does not compile', () => {
    // The typecheck (`npm run typecheck`) fails if this line ever compiles: the directive is unused.
    // @ts-expect-error 'reading-mastry' is no route of the catalogue
    const misspelt = href.sheet('reading-mastry', 'de');
    expect(misspelt).toBe('/reading-mastry');
    // A route read at run time (storage, the address bar) is checked against the catalogue first.
    const stored: string = 'reading-mastery';
    const entry = findEntry(stored);
    expect(entry && href.sheet(entry.route, 'en')).toBe('/en/reading-mastery');
  });

  it('classifies pages, aliases, redirects and unknown paths', () => {
    expect(classifyPath('/en/part-2-topic-discussion')).toEqual({
      kind: 'sheet',
      route: 'speaking-part-2-pave-system',
      alias: true,
    });
    expect(classifyPath('/digital-toolkit')).toEqual({
      kind: 'redirect',
      to: 'practice-improvement-framework',
    });
    expect(classifyPath('/writing-architecture')).toEqual({ kind: 'not-found' });
    expect(classifyPath('/en/phrase-drill')).toEqual({ kind: 'drill' });
    expect(classifyPath('/study-plan')).toEqual({ kind: 'plan' });
    expect(classifyPath('/en/search')).toEqual({ kind: 'search' });
    expect(classifyPath('/mock-tests')).toEqual({ kind: 'mock-tests' });
    expect(classifyPath('/en/mock-tests/2')).toEqual({ kind: 'mock-test', id: '2' });
    expect(classifyPath('/en/mock-tests/3/exam')).toEqual({ kind: 'mock-run', id: '3' });
    expect(classifyPath('/mock-tests/2/oral')).toEqual({ kind: 'mock-oral', id: '2' });
    expect(classifyPath('/mock-tests/3/language-elements-2')).toEqual({
      kind: 'mock-part',
      id: '3',
      part: 'language-elements-2',
    });
    for (const odd of [
      '/mock-tests/9',
      '/mock-tests/1/reading-4',
      '/mock-tests/1/reading-1/x',
      '/mock-tests/9/exam',
      '/mock-tests/1/exam/reading-1',
      '/mock-tests/',
    ])
      expect(classifyPath(odd), odd).toEqual({ kind: 'not-found' });
    expect(canonicalNeutralPath('/en/part-1-contact-phase')).toBe('/speaking-part-1-who-system');
  });

  it('prerenders home, overview, phrase drill, progress, study plan, search, the mock tests, every sheet and the aliases in both languages', () => {
    const paths = prerenderPaths();
    // The list, and per test its page, its parts, its written run and its oral exam.
    const mockTests = 1 + MODEL_TEST_IDS.length * (3 + MODEL_TEST_PARTS.length);
    expect(paths).toHaveLength(2 * (6 + mockTests + CATALOGUE.length + 3));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/mock-tests',
        '/progress',
        '/en/progress',
        '/en/mock-tests/3',
        '/mock-tests/2/reading-3',
        '/en/mock-tests/1/exam',
      ]),
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        '/phrase-drill',
        '/en/phrase-drill',
        '/study-plan',
        '/en/study-plan',
        '/search',
        '/en/search',
      ]),
    );
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/en/speaking-topic-technology');
  });
});

describe('a path without its trailing slash', () => {
  it('drops the slashes a prerender request ends in and keeps the root', () => {
    expect(withoutTrailingSlash('/cheat-sheets/')).toBe('/cheat-sheets');
    expect(withoutTrailingSlash('/en/mock-tests/1//')).toBe('/en/mock-tests/1');
    expect(withoutTrailingSlash('/en')).toBe('/en');
    expect(withoutTrailingSlash('/')).toBe('/');
    expect(withoutTrailingSlash('//')).toBe('/');
  });
});
