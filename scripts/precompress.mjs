// Writes `<file>.br` and `<file>.gz` beside every compressible file of the client build, so that no
// server compresses while a request waits: the Node server loads them, nginx serves the `.gz` files
// with `gzip_static` (and the `.br` files with `brotli_static` where that module exists).
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ENCODINGS, compressAll, isCompressible } from '../server/encoding.mjs';

/**
 * Precompresses every compressible file below `dir`; returns how many files it compressed.
 * @param {string} dir
 */
export async function precompress(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const targets = entries
    .filter((e) => e.isFile() && !/\.(br|gz)$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
  let count = 0;
  await Promise.all(
    targets.map(async (file) => {
      const body = await readFile(file);
      if (!isCompressible(file, body.length)) return;
      const forms = await compressAll(body);
      await Promise.all(ENCODINGS.map(({ name, suffix }) => writeFile(file + suffix, forms[name])));
      count += 1;
    }),
  );
  return count;
}
