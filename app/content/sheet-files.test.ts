import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sheetGerman } from './german-material';
import { SHEETS } from './sheets/index.server';

/** How often a string is written as a literal in a source file. */
function literalCount(source: string, text: string): number {
  return ["'", '"', '`'].reduce(
    (n, q) => n + source.split(`${q}${text.replaceAll(q, `\\${q}`)}${q}`).length - 1,
    0,
  );
}

describe.each(Object.entries(SHEETS))('the file of %s', (route, sheet) => {
  it('writes each German phrase it teaches once (a phrase taught twice is a shared constant)', () => {
    const source = readFileSync(`app/content/sheets/${route}.ts`, 'utf8');
    const repeated = [...new Set(sheetGerman(sheet))]
      .filter((text) => text.length >= 20)
      .filter((text) => literalCount(source, text) > 1);
    expect(repeated).toEqual([]);
  });

  it('writes no longer text twice: a phrase, title or translation used twice is one constant', () => {
    const source = readFileSync(`app/content/sheets/${route}.ts`, 'utf8');
    // Single-quoted literals of 25 characters or more (the files' style, kept by Prettier).
    const literals = [...source.matchAll(/'((?:[^'\\\n]|\\.){25,})'/g)].map((m) => m[1]!);
    const counts = new Map<string, number>();
    for (const text of literals) counts.set(text, (counts.get(text) ?? 0) + 1);
    expect([...counts].filter(([, n]) => n > 1).map(([text]) => text)).toEqual([]);
  });
});
