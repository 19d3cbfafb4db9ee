import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every source file of the app (the classes a page can carry are written there). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(tsx?|mjs)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [full] : [];
  });
}

describe('the dark theme', () => {
  it('turns every colour the app uses: a colour missing from the palette stays light on a dark page', () => {
    const theme = readFileSync('app/theme.css', 'utf8');
    const used = new Set(
      sources('app').flatMap((file) =>
        [
          ...readFileSync(file, 'utf8').matchAll(
            /\b(?:bg|text|border|ring|outline|decoration|divide|fill|stroke|accent|caret)-([a-z]+-\d{2,3})\b/g,
          ),
        ].map((m) => m[1]!),
      ),
    );
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((colour) => !theme.includes(`--color-${colour}: light-dark(`)).sort()).toEqual(
      [],
    );
  });
});
