// Content encodings: which files are compressed, how (once, at build time), and which encoding a
// request gets. The Node server and the build share these rules; nginx serves the same `.gz` files.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** File types worth compressing (text). */
const COMPRESSIBLE_TYPES = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.data',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
]);

/** Smaller files gain nothing from compression (it costs a header and a round of work). */
const MIN_COMPRESS_BYTES = 512;

/** The encodings the site offers, best first, with the suffix of their precompressed file. */
export const ENCODINGS = /** @type {const} */ ([
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
]);

/** @typedef {(typeof ENCODINGS)[number]['name']} Encoding */

/**
 * Whether a file of this name and size is served compressed.
 * @param {string} name
 * @param {number} size
 */
export function isCompressible(name, size) {
  const dot = name.lastIndexOf('.');
  return dot !== -1 && COMPRESSIBLE_TYPES.has(name.slice(dot)) && size > MIN_COMPRESS_BYTES;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The body in every encoding, at the highest quality. Runs on libuv's thread pool, never on the
 * event loop's thread.
 * @param {Buffer} body
 * @returns {Promise<Record<Encoding, Buffer>>}
 */
export async function compressAll(body) {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

/**
 * The encoding to send for an `Accept-Encoding` header (RFC 9110 §12.5.3): the offered coding with
 * the highest q-value above 0, brotli first on a tie; `*` stands for codings not named; `q=0` means
 * "not acceptable". Null means identity.
 * @param {string | undefined} header
 * @returns {Encoding | null}
 */
export function chooseEncoding(header) {
  if (!header) return null;
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const item of header.split(',')) {
    const [coding = '', ...params] = item.trim().toLowerCase().split(';');
    if (!coding) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q') q = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value ?? '') ? Number(value) : 0;
    }
    weights.set(coding.trim(), q);
  }
  let best = /** @type {Encoding | null} */ (null);
  let bestQ = 0;
  for (const { name } of ENCODINGS) {
    const q = weights.get(name) ?? weights.get('*') ?? 0;
    if (q > bestQ) [best, bestQ] = [name, q];
  }
  return best;
}
