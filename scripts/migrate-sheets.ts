// One-off migration from two section trees per sheet ({ de, en }) to one tree per sheet.
// Run: npx vite-node --config vitest.config.ts scripts/migrate-sheets.ts
//
// Blocks are paired by position (the two trees have the same shape; the script stops if not).
// Explanatory text becomes { de, en }, or { same } where both trees say the same. German learner
// material is written once; where the two trees disagree on it, the script stops unless the place
// is listed in RESOLUTIONS with the wording to keep.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as prettier from 'prettier';
import type { Block, Section } from '../app/content/sheet-view';
import type { SheetContent } from '../app/content/sheets-legacy/legacy-schema';
import { LEGACY_SHEETS } from '../app/content/sheets-legacy/index';

const ROOT = path.resolve(import.meta.dirname ?? '.', '..');

/**
 * Hand-decided conflicts in German learner material: place → the German (or translation) to keep.
 * The script found none in the nine sheets (every phrase, dialogue line, example text and German or
 * translation table cell is identical in both trees); a future run lists new ones and stops.
 */
const RESOLUTIONS: Record<string, string> = {};

const conflicts: string[] = [];

/** Marks a value the serializer writes as a call: `table({ ... })`. */
class Call {
  constructor(
    readonly name: string,
    readonly arg: unknown,
  ) {}
}

/** Explanatory text: `{ same }` when both trees agree, else `{ de, en }`. */
function pair(de: string, en: string): unknown {
  return de === en ? { same: de } : { de, en };
}

function pairOptional(de: string | undefined, en: string | undefined, where: string): unknown {
  if ((de === undefined) !== (en === undefined)) throw new Error(`${where}: only one tree has this text`);
  return de === undefined ? undefined : pair(de, en!);
}

/** German learner material: written once. A disagreement needs a hand-made decision. */
function material(de: string, en: string, where: string): string {
  if (de === en) return de;
  const decided = RESOLUTIONS[where];
  conflicts.push(
    `${where}\n    de tree: ${de}\n    en tree: ${en}\n    kept:    ${decided ?? '(undecided)'}`,
  );
  return decided ?? de;
}

function zip<T>(de: T[], en: T[], where: string): [T, T][] {
  if (de.length !== en.length) throw new Error(`${where}: ${de.length} items in de, ${en.length} in en`);
  return de.map((item, i) => [item, en[i]!]);
}

function migrateBlock(de: Block, en: Block, where: string): unknown {
  if (de.type !== en.type) throw new Error(`${where}: ${de.type} in de, ${en.type} in en`);
  const e = en as typeof de;
  switch (de.type) {
    case 'paragraph':
      return { type: 'paragraph', text: pair(de.text, (e as typeof de).text) };
    case 'list':
      return {
        type: 'list',
        items: zip(de.items, (e as typeof de).items, where).map(([d, n]) => pair(d, n)),
      };
    case 'steps':
      return {
        type: 'steps',
        items: zip(de.items, (e as typeof de).items, where).map(([d, n]) => ({
          title: pair(d.title, n.title),
          text: pair(d.text, n.text),
        })),
      };
    case 'callout': {
      const n = e as typeof de;
      return {
        type: 'callout',
        tone: de.tone,
        title: pair(de.title, n.title),
        text: pairOptional(de.text, n.text, where),
        items: de.items && zip(de.items, n.items ?? [], where).map(([d, x]) => pair(d, x)),
      };
    }
    case 'phrases': {
      const n = e as typeof de;
      return {
        type: 'phrases',
        title: pairOptional(de.title, n.title, where),
        items: zip(de.items, n.items, where).map(([d, x], i) => ({
          german: material(d.german, x.german, `${where} phrase ${i + 1} german`),
          translation: material(d.translation, x.translation, `${where} phrase ${i + 1} translation`),
          tip: pairOptional(d.tip, x.tip, where),
        })),
      };
    }
    case 'example': {
      const n = e as typeof de;
      const german = zip(de.german ?? [], n.german ?? [], where);
      const translation = zip(de.translation ?? [], n.translation ?? [], where);
      if (german.length !== translation.length) throw new Error(`${where}: German lines ≠ translations`);
      return {
        type: 'example',
        title: pair(de.title, n.title),
        text:
          german.length === 0
            ? undefined
            : german.map(([d, x], i) => ({
                german: material(d, x, `${where} line ${i + 1} german`),
                translation: material(...translation[i]!, `${where} line ${i + 1} translation`),
              })),
        steps: zip(de.steps, n.steps, where).map(([d, x]) => ({
          prompt: pair(d.prompt, x.prompt),
          answer: pair(d.answer, x.answer),
          reasoning: pair(d.reasoning, x.reasoning),
        })),
      };
    }
    case 'dialogue': {
      const n = e as typeof de;
      return {
        type: 'dialogue',
        title: pair(de.title, n.title),
        lines: zip(de.lines, n.lines, where).map(([d, x], i) => ({
          speaker: pair(d.speaker, x.speaker),
          german: material(d.german, x.german, `${where} line ${i + 1} german`),
          translation: material(d.translation, x.translation, `${where} line ${i + 1} translation`),
          note: pairOptional(d.note, x.note, where),
        })),
      };
    }
    case 'table': {
      const n = e as typeof de;
      const langOf = (key: string) =>
        de.germanColumns?.includes(key) ? 'de' : de.translationColumns?.includes(key) ? 'en' : undefined;
      const keys = de.columns.map((c) => c.key);
      if (JSON.stringify(keys) !== JSON.stringify(n.columns.map((c) => c.key)))
        throw new Error(`${where}: column keys differ`);
      if (
        JSON.stringify([de.germanColumns, de.translationColumns]) !==
        JSON.stringify([n.germanColumns, n.translationColumns])
      )
        throw new Error(`${where}: column languages differ`);
      return new Call('table', {
        caption: pair(de.caption, n.caption),
        columns: zip(de.columns, n.columns, where).map(([d, x]) => ({
          key: d.key,
          header: pair(d.header, x.header),
          lang: langOf(d.key),
        })),
        rows: zip(de.rows, n.rows, where).map(([d, x], i) => {
          if (Object.keys(d).sort().join() !== [...keys].sort().join()) throw new Error(`${where}: row keys`);
          return Object.fromEntries(
            keys.map((key) => [
              key,
              langOf(key)
                ? material(d[key]!, x[key]!, `${where} row ${i + 1} ${key}`)
                : pair(d[key]!, x[key]!),
            ]),
          );
        }),
      });
    }
    case 'timeline': {
      const n = e as typeof de;
      const h = (k: keyof typeof de.headers) => pair(de.headers[k], n.headers[k]);
      return {
        type: 'timeline',
        caption: pair(de.caption, n.caption),
        headers: { phase: h('phase'), activity: h('activity'), duration: h('duration'), goal: h('goal') },
        segments: zip(de.segments, n.segments, where).map(([d, x]) => {
          if (d.from !== x.from || d.to !== x.to) throw new Error(`${where}: times differ`);
          return {
            phase: pair(d.phase, x.phase),
            activity: pair(d.activity, x.activity),
            from: d.from,
            to: d.to,
            goal: pair(d.goal, x.goal),
          };
        }),
      };
    }
  }
}

function migrateSections(de: Section[], en: Section[], route: string): unknown[] {
  return zip(de, en, route).map(([d, n]) => {
    if (d.id !== n.id) throw new Error(`${route}: section ${d.id} in de, ${n.id} in en`);
    const where = `${route}#${d.id}`;
    return {
      id: d.id,
      title: pair(d.title, n.title),
      blocks: zip(d.blocks, n.blocks, where).map(([b, x], i) =>
        migrateBlock(b, x, `${where} block ${i + 1}`),
      ),
    };
  });
}

function migrateSheet(sheet: SheetContent, route: string): unknown {
  const { de, en } = sheet.pageTitle;
  return {
    pageTitle: {
      main: pair(de.main, en.main),
      highlight: pair(de.highlight, en.highlight),
      subtitle: pair(de.subtitle, en.subtitle),
    },
    exam: pair(sheet.exam.de, sheet.exam.en),
    sections: migrateSections(sheet.sections.de, sheet.sections.en, route),
    closing: pair(sheet.closing.de, sheet.closing.en),
    seoMeta: sheet.seoMeta && {
      title: pair(sheet.seoMeta.de.title, sheet.seoMeta.en.title),
      description: pair(sheet.seoMeta.de.description, sheet.seoMeta.en.description),
      keywords:
        sheet.seoMeta.de.keywords || sheet.seoMeta.en.keywords
          ? { de: sheet.seoMeta.de.keywords ?? [], en: sheet.seoMeta.en.keywords ?? [] }
          : undefined,
    },
  };
}

/** TypeScript source for a value; `undefined` fields are left out. Prettier lays it out. */
function source(value: unknown): string {
  if (value instanceof Call) return `${value.name}(${source(value.arg)})`;
  if (Array.isArray(value)) return `[${value.map(source).join(', ')}]`;
  if (value && typeof value === 'object') {
    const fields = Object.entries(value).filter(([, v]) => v !== undefined);
    const key = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k));
    return `{ ${fields.map(([k, v]) => `${key(k)}: ${source(v)}`).join(', ')} }`;
  }
  return JSON.stringify(value);
}

async function writeSheet(route: string, sheet: SheetContent): Promise<void> {
  const legacy = await readFile(path.join(ROOT, 'app/content/sheets-legacy', `${route}.ts`), 'utf8');
  const [, doc, name] = legacy.match(/(\/\*\* Cheat sheet[^\n]*\*\/)\nexport const (\w+) = \{/) ?? [];
  if (!doc || !name) throw new Error(`${route}: no doc comment or export found`);
  const body = source(migrateSheet(sheet, route));
  const imports = body.includes('table(') ? '{ table, type Sheet }' : 'type { Sheet }';
  const file = path.join(ROOT, 'app/content/sheets', `${route}.ts`);
  const code = `import ${imports} from '../sheet-schema';\n\n${doc}\nexport const ${name} = ${body} satisfies Sheet;\n`;
  const options = await prettier.resolveConfig(file);
  await writeFile(file, await prettier.format(code, { ...options, filepath: file }));
}

for (const [route, sheet] of Object.entries(LEGACY_SHEETS)) await writeSheet(route, sheet);
if (conflicts.length > 0) {
  console.log(`Conflicts in German learner material (${conflicts.length}):\n${conflicts.join('\n')}`);
  if (conflicts.some((c) => c.endsWith('(undecided)'))) process.exit(1);
} else
  console.log(
    `Migrated ${Object.keys(LEGACY_SHEETS).length} sheets; no conflicts in German learner material.`,
  );
