// The production request handler: serves the prerendered build from memory with the statuses,
// redirects, caching and security headers of the URL contract.
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { readCspTable, readSiteManifest } from './build-output.mjs';
import { ENCODINGS, chooseEncoding, compressAll, isCompressible } from './encoding.mjs';
import {
  CACHE_REVALIDATE,
  MIME,
  SECURITY_HEADERS,
  STRICT_CSP,
  fileCacheControl,
  pagePolicy,
} from './headers.mjs';
import { createResolver } from './resolve.mjs';

/** @typedef {import('./encoding.mjs').Encoding} Encoding */
/** @typedef {{ body: Buffer, etag: string }} Form one encoding of a file, with its own ETag */
/**
 * A file in memory. A compressible file has every encoding; any other only its identity form.
 * @typedef {{ type: string } & (
 *   | { compressible: true, forms: Record<Encoding | 'identity', Form> }
 *   | { compressible: false, forms: { identity: Form } })} FileEntry
 */

/** Precompressed copies (`x.js.br`, `x.js.gz`) written by the build beside each file. */
export const PRECOMPRESSED = /\.(br|gz)$/;

/**
 * Every file below `dir`, as paths relative to it with forward slashes.
 * @param {string} dir
 * @param {string} [base] the folder the paths are relative to (`dir` itself on the first call)
 * @returns {Promise<string[]>}
 */
export async function listFiles(dir, base = dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (e) =>
      e.isDirectory()
        ? listFiles(path.join(dir, e.name), base)
        : [path.relative(base, path.join(dir, e.name))],
    ),
  );
  return nested.flat().map((f) => f.split(path.sep).join('/'));
}

/**
 * A file in memory: its bytes in each encoding, each with its own ETag (a cache must never answer
 * a gzip request with a brotli body). The compressed forms come from the build; where one is
 * missing it is made once at start-up, off the event loop, never while a request waits.
 * @param {string} name
 * @param {Buffer} body
 * @param {Partial<Record<Encoding, Buffer>>} [precompressed]
 * @returns {Promise<FileEntry>}
 */
async function prepare(name, body, precompressed = {}) {
  const type = MIME[path.extname(name)] ?? 'application/octet-stream';
  const tag = createHash('sha1').update(body).digest('base64url');
  const identity = { body, etag: `"${tag}"` };
  if (!isCompressible(name, body.length)) return { type, compressible: false, forms: { identity } };
  const missing = ENCODINGS.some(({ name: e }) => !precompressed[e]);
  const made = missing ? await compressAll(body) : undefined;
  /**
   * @param {Encoding} e
   * @returns {Form}
   */
  const form = (e) => {
    const encoded = precompressed[e] ?? made?.[e];
    // Unreachable: `made` exists whenever a precompressed form is missing.
    if (!encoded) throw new Error(`no ${e} form of ${name}`);
    return { body: encoded, etag: `"${tag}-${e}"` };
  };
  return { type, compressible: true, forms: { identity, br: form('br'), gzip: form('gzip') } };
}

/**
 * Whether an `If-None-Match` header names this ETag (a list, weak tags or `*`).
 * @param {string | undefined} ifNoneMatch
 * @param {string} etag
 */
function matches(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === '*' || t === etag);
}

const BAD_REQUEST = Buffer.from('400 Bad Request\n');
const METHOD_NOT_ALLOWED = Buffer.from('405 Method Not Allowed\n');

/**
 * Loads a build directory and returns a Node `request` listener.
 * @param {string} buildDir the folder holding `client/`, `site-manifest.json` and `csp.json`
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<import('node:http').RequestListener>}
 */
export async function createHandler(buildDir, { log = console.log } = {}) {
  const clientDir = path.join(buildDir, 'client');
  const manifest = readSiteManifest(buildDir);
  const csp = readCspTable(buildDir);
  const all = await listFiles(clientDir);
  const names = all.filter((f) => !PRECOMPRESSED.test(f));
  const present = new Set(all);
  /** @type {Map<string, FileEntry>} */
  const files = new Map();
  await Promise.all(
    names.map(async (name) => {
      /** @param {string} f */
      const read = (f) => readFile(path.join(clientDir, f));
      /** @type {Partial<Record<Encoding, Buffer>>} */
      const precompressed = {};
      for (const { name: e, suffix } of ENCODINGS)
        if (present.has(name + suffix)) precompressed[e] = await read(name + suffix);
      files.set(name, await prepare(name, await read(name), precompressed));
    }),
  );
  const plain = {
    badRequest: await prepare('400.txt', BAD_REQUEST),
    methodNotAllowed: await prepare('405.txt', METHOD_NOT_ALLOWED),
  };
  const resolve = createResolver(manifest, new Set(names));

  return function handle(req, res) {
    /**
     * @param {number} status
     * @param {Record<string, string>} headers
     * @param {FileEntry} [entry] the body; none for a redirect
     */
    const send = (status, headers, entry) => {
      for (const [k, v] of Object.entries(SECURITY_HEADERS)) res.setHeader(k, v);
      for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
      if (!entry) {
        res.writeHead(status);
        res.end();
        return;
      }
      res.setHeader('Content-Type', entry.type);
      const encoding = entry.compressible ? chooseEncoding(req.headers['accept-encoding']) : null;
      const form = encoding && entry.compressible ? entry.forms[encoding] : entry.forms.identity;
      if (entry.compressible) res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('ETag', form.etag);
      if (status === 200 && matches(req.headers['if-none-match'], form.etag)) {
        res.writeHead(304);
        res.end();
        return;
      }
      if (encoding) res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', form.body.length);
      res.writeHead(status);
      res.end(req.method === 'HEAD' ? undefined : form.body);
    };

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(
        405,
        { Allow: 'GET, HEAD', 'Content-Security-Policy': STRICT_CSP, 'Cache-Control': 'no-store' },
        plain.methodNotAllowed,
      );
      return;
    }
    const result = resolve(req.url ?? '');
    switch (result.type) {
      case 'bad-request':
        send(400, { 'Content-Security-Policy': STRICT_CSP, 'Cache-Control': 'no-store' }, plain.badRequest);
        return;
      case 'redirect':
        send(301, {
          Location: result.location,
          'Content-Security-Policy': STRICT_CSP,
          'Cache-Control': CACHE_REVALIDATE,
        });
        return;
      case 'page':
        send(
          200,
          {
            'Content-Security-Policy': pagePolicy(csp, result.file),
            'Cache-Control': CACHE_REVALIDATE,
            'Content-Language': result.lang,
          },
          files.get(result.file),
        );
        return;
      case 'file':
        send(
          200,
          {
            'Content-Security-Policy': STRICT_CSP,
            'Cache-Control': fileCacheControl(result),
          },
          files.get(result.file),
        );
        return;
      case 'not-found': {
        const file = manifest.notFound[result.lang];
        log(`404 ${JSON.stringify(result.path.slice(0, 200))}`);
        send(
          404,
          {
            'Content-Security-Policy': pagePolicy(csp, file),
            'Cache-Control': 'no-store',
            'Content-Language': result.lang,
          },
          files.get(file),
        );
        return;
      }
    }
  };
}
