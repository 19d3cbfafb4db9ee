// The full-text search index (docs/decisions/0012-search.md): Pagefind reads the prerendered sheet
// pages and writes one index per language (German stemming for `lang="de"` pages, English for
// `lang="en"`) to build/client/pagefind/. Run by scripts/postbuild.mjs, before precompression.
// The Pagefind binary comes from the npm platform package (`@pagefind/<os>-<cpu>`); nothing is
// downloaded while building.
import { readFile, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';

/** The folder of the index inside the client build; the browser loads `/pagefind/pagefind.js`. */
const SEARCH_DIR = 'pagefind';

/**
 * What Pagefind writes besides the index that the site never loads: its own search interfaces
 * (the site has its own dialog), the web worker (the site searches on the main thread, see the
 * decision record) and the index of pages without a language (there are none).
 */
const UNUSED = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
  'pagefind-worker.js',
  'wasm.unknown.pagefind',
];

/**
 * Markup that is not content: elements hidden from assistive technology (the column labels a
 * table repeats in each cell for the phone layout, icons) and labels only screen readers get
 * ("Translation:"). Pagefind puts no space between inline elements, so they would also glue onto
 * the next word ("SituationSie").
 */
const EXCLUDED = ['[aria-hidden="true"]', '.sr-only'];

/**
 * Pagefind runs the text of some elements together (`<th>Kasus</th><th>maskulin</th>` becomes
 * "Kasusmaskulin", so neither word is found). A space after each such element, in the copy of the
 * page that is indexed, keeps the words apart; the served page does not change. A table's cells
 * get a middle dot as well: an excerpt of an error table would otherwise run the wrong sentence
 * into the right one ("… kostet der Kurs? Können Sie …"), with nothing to show where a cell ends.
 * @param {string} html
 */
export function separateWords(html) {
  return html
    .replace(/<\/(th|td)>/g, '</$1> · ')
    .replace(/<\/(caption|dt|dd|li|summary|label|button|p|div|h[1-6])>/g, '</$1> ');
}

/**
 * Fails the build with Pagefind's own messages when a step reports errors.
 * @param {string} step
 * @param {{ errors: string[] }} response
 */
function check(step, response) {
  if (response.errors.length) throw new Error(`search index: ${step} failed:\n${response.errors.join('\n')}`);
}

/**
 * Indexes every sheet page of the build under its canonical path (aliases would repeat a sheet)
 * and writes the index. Only pages that mark a `data-pagefind-body` (the sheets' sections) are
 * indexed; home, overview, search and not-found pages have none.
 * @param {{ clientDir: string, manifest: import('../server/resolve.mjs').SiteManifest }} options
 * @returns {Promise<{ pages: number }>}
 */
export async function writeSearchIndex({ clientDir, manifest }) {
  const created = await pagefind.createIndex({ excludeSelectors: EXCLUDED });
  check('createIndex', created);
  const { index } = created;
  if (!index) throw new Error('search index: Pagefind returned no index');
  let pages = 0;
  try {
    for (const page of manifest.pages) {
      if (page.canonical !== page.path) continue;
      const content = await readFile(path.join(clientDir, page.file), 'utf8');
      if (!content.includes('data-pagefind-body')) continue;
      // An explicit URL: Pagefind would derive `/reading-mastery/` from the file, which redirects.
      check(
        `indexing ${page.path}`,
        await index.addHTMLFile({ url: page.path, content: separateWords(content) }),
      );
      pages += 1;
    }
    const out = path.join(clientDir, SEARCH_DIR);
    await rm(out, { recursive: true, force: true });
    check('writeFiles', await index.writeFiles({ outputPath: out }));
    await Promise.all(UNUSED.map((name) => rm(path.join(out, name), { force: true })));
  } finally {
    await pagefind.close();
  }
  return { pages };
}

/**
 * Bytes on disk of each language's index: its metadata, word index, filter index, text
 * fragments and its WebAssembly search engine (with the language's stemmer). `shared` is what
 * every language loads (the script and the entry file).
 * @param {string} clientDir
 * @returns {Promise<Record<string, number>>}
 */
export async function searchIndexSizes(clientDir) {
  const dir = path.join(clientDir, SEARCH_DIR);
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter(
    (e) => e.isFile() && !/\.(br|gz)$/.test(e.name),
  );
  /** @type {Record<string, number>} */
  const sizes = {};
  for (const file of files) {
    // `pagefind.de_….pf_meta`, `wasm.de.pagefind`, `index/de_….pf_index`, `fragment/de_…`, `filter/de_…`
    const lang = /^(?:pagefind\.|wasm\.)?([a-z]{2,3})[._]/.exec(file.name)?.[1] ?? 'shared';
    sizes[lang] = (sizes[lang] ?? 0) + (await stat(path.join(file.parentPath, file.name))).size;
  }
  return sizes;
}
