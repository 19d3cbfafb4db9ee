// Prints a model test as a candidate gets it, without keys and explanations, for the blind check
// of docs/content-brief.md: `node scripts/model-test-blind.mjs 1 > /tmp/test-1.md`. With `--key`
// it prints the key instead (one line per item), to compare a reader's answers with it; with
// `--listening` only the listening parts: the statements, then each recording's script as heard.
import path from 'node:path';
import { runnerImport } from 'vite';

const [id, flag] = process.argv.slice(2);
if (!id) {
  console.error('usage: node scripts/model-test-blind.mjs <test id> [--key | --listening]');
  process.exit(2);
}

// The content is TypeScript: Vite's module runner loads the test's module (with the `~` alias).
/** @typedef {import('../app/content/model-tests/schema').ModelTest} ModelTest */
const imported = await runnerImport(`./app/content/model-tests/test-${id}.ts`, {
  configFile: false,
  logLevel: 'silent',
  resolve: { alias: { '~': path.resolve('app') } },
});
/** @type {unknown} */
const loaded = imported.module;
const content = /** @type {Record<string, ModelTest | undefined>} */ (loaded);
const test = content[`modelTest${id}`];
if (!test) {
  console.error(`no model test "${id}"`);
  process.exit(2);
}

/** @param {Record<string, string>} options */
const list = (options) =>
  Object.entries(options)
    .map(([letter, text]) => `   ${letter}) ${text}`)
    .join('\n');
const out = [];
if (flag === '--key') {
  const { reading1, reading2, reading3, language1, language2, listening1, listening2, listening3 } = test;
  for (const item of [
    ...reading1.items,
    ...reading2.items,
    ...reading3.items,
    ...language1.items,
    ...language2.items,
    ...listening1.items,
    ...listening2.items,
    ...listening3.items,
  ])
    out.push(`${item.n}: ${item.key}`);
} else if (flag === '--listening') {
  const { listening1: h1, listening2: h2, listening3: h3 } = test;
  /** @param {import('../app/content/model-tests/schema').Recording} r */
  const script = (r) => r.lines.map((l) => `${r.speakers[l.who]?.name ?? l.who}: ${l.text}`).join('\n');
  out.push(
    `# Modelltest ${id}, Hörverstehen: richtig (+) oder falsch (−)?`,
    '',
    '## Teil 1 (41–45): Sie hören jeden Text nur EINMAL.',
    '',
    h1.context,
    '',
  );
  for (const item of h1.items) out.push(`${item.n}. ${item.statement}`);
  out.push('');
  for (const item of h1.items) out.push(`### ${item.recording.label}`, script(item.recording), '');
  out.push('## Teil 2 (46–55): Sie hören das Gespräch zweimal.', '', h2.context, '');
  for (const item of h2.items) out.push(`${item.n}. ${item.statement}`);
  out.push('', `### ${h2.recording.label}`, script(h2.recording), '');
  out.push('## Teil 3 (56–60): Sie hören jeden Text zweimal.', '', h3.context, '');
  for (const item of h3.items)
    out.push(`${item.n}. ${item.statement}`, '', `### ${item.recording.label}`, script(item.recording), '');
} else {
  const { reading1: r1, reading2: r2, reading3: r3, language1: l1, language2: l2 } = test;
  out.push(
    `# Modelltest ${id}`,
    '',
    '## Leseverstehen, Teil 1 (1–5): Welche Überschrift (a–j) passt? Jede höchstens einmal.',
    '',
  );
  out.push(list(r1.headlines), '');
  for (const item of r1.items) out.push(`${item.n}. ${item.text}`, '');
  out.push('## Leseverstehen, Teil 2 (6–10): a, b oder c?', '', `### ${r2.title}`, '', r2.text, '');
  for (const item of r2.items) out.push(`${item.n}. ${item.stem}`, list(item.options), '');
  out.push(
    '## Leseverstehen, Teil 3 (11–20): Welche Anzeige (a–l) passt? Jede höchstens einmal; keine passt: x',
    '',
  );
  for (const item of r3.items) out.push(`${item.n}. ${item.situation}`);
  out.push('');
  for (const [letter, advert] of Object.entries(r3.adverts))
    out.push(`${letter}) **${advert.title}** ${advert.text}`, '');
  out.push('## Sprachbausteine, Teil 1 (21–30): a, b oder c?', '', l1.text, '');
  for (const item of l1.items) out.push(`${item.n}.`, list(item.options));
  out.push(
    '',
    '## Sprachbausteine, Teil 2 (31–40): Welches Wort (a–o)? Jedes höchstens einmal.',
    '',
    l2.text,
    '',
  );
  out.push(list(l2.box));
}
console.log(out.join('\n'));
