// The production request handler: serves the prerendered build from memory with the statuses,
// redirects, caching and security headers of the URL contract.
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, MIME, SECURITY_HEADERS, STRICT_CSP } from './headers.mjs';
import { createResolver } from './resolve.mjs';

const COMPRESSIBLE = new Set([
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

async function listFiles(dir, base = dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory()
        ? listFiles(path.join(dir, e.name), base)
        : [path.relative(base, path.join(dir, e.name))],
    ),
  );
  return nested.flat().map((f) => f.split(path.sep).join('/'));
}

/**
 * Keeps a file in memory with its ETag. Its brotli and gzip forms are made on first request and
 * kept, so the server starts at once and pays for the best compression once per file.
 */
function prepare(body, ext) {
  return {
    body,
    compressible: COMPRESSIBLE.has(ext) && body.length > 512,
    type: MIME[ext] ?? 'application/octet-stream',
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
  };
}

/** Picks the best encoding the client accepts. */
function negotiate(entry, acceptEncoding = '') {
  if (entry.compressible && /\bbr\b/.test(acceptEncoding)) {
    entry.br ??= brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    return { body: entry.br, encoding: 'br' };
  }
  if (entry.compressible && /\bgzip\b/.test(acceptEncoding)) {
    entry.gzip ??= gzipSync(entry.body, { level: 9 });
    return { body: entry.gzip, encoding: 'gzip' };
  }
  return { body: entry.body, encoding: null };
}

const BAD_REQUEST = Buffer.from('400 Bad Request\n');

/**
 * Loads a build directory and returns a Node `request` listener.
 * @param {string} buildDir the folder holding `client/`, `site-manifest.json` and `csp.json`
 * @param {{ log?: (line: string) => void }} [options]
 */
export async function createHandler(buildDir, { log = console.log } = {}) {
  const clientDir = path.join(buildDir, 'client');
  const manifest = JSON.parse(await readFile(path.join(buildDir, 'site-manifest.json'), 'utf8'));
  const csp = JSON.parse(await readFile(path.join(buildDir, 'csp.json'), 'utf8'));
  const names = await listFiles(clientDir);
  const files = new Map();
  await Promise.all(
    names.map(async (name) =>
      files.set(name, prepare(await readFile(path.join(clientDir, name)), path.extname(name))),
    ),
  );
  const resolve = createResolver(manifest, new Set(names));

  return function handle(req, res) {
    const send = (status, headers, entry) => {
      for (const [k, v] of Object.entries(SECURITY_HEADERS)) res.setHeader(k, v);
      for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
      if (!entry) {
        res.writeHead(status);
        res.end(req.method === 'HEAD' ? undefined : undefined);
        return;
      }
      res.setHeader('Content-Type', entry.type);
      res.setHeader('ETag', entry.etag);
      if (entry.compressible) res.setHeader('Vary', 'Accept-Encoding');
      if (status === 200 && req.headers['if-none-match'] === entry.etag) {
        res.writeHead(304);
        res.end();
        return;
      }
      const { body, encoding } = negotiate(entry, req.headers['accept-encoding']);
      if (encoding) res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', body.length);
      res.writeHead(status);
      res.end(req.method === 'HEAD' ? undefined : body);
    };

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(
        405,
        { Allow: 'GET, HEAD', 'Content-Security-Policy': STRICT_CSP, 'Cache-Control': 'no-store' },
        prepare(Buffer.from('405 Method Not Allowed\n'), '.txt'),
      );
      return;
    }
    const result = resolve(req.url ?? '');
    switch (result.type) {
      case 'bad-request':
        send(
          400,
          { 'Content-Security-Policy': STRICT_CSP, 'Cache-Control': 'no-store' },
          prepare(BAD_REQUEST, '.txt'),
        );
        return;
      case 'redirect':
        send(301, {
          Location: encodeURI(result.location),
          'Content-Security-Policy': STRICT_CSP,
          'Cache-Control': CACHE_REVALIDATE,
        });
        return;
      case 'page':
        send(
          200,
          {
            'Content-Security-Policy': csp[result.file],
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
            'Cache-Control': result.immutable ? CACHE_IMMUTABLE : CACHE_REVALIDATE,
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
            'Content-Security-Policy': csp[file],
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
