// Generators of hostile and odd HTTP input for the property tests of the resolver and the server.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';

/** A string no page contains: if a body holds it, the request was reflected. */
export const PROBE = '<b1-probe>';

/**
 * A response body as text, decompressed as its `Content-Encoding` says, so that the search for
 * `PROBE` also covers compressed answers. An empty body (HEAD, 304) is empty text.
 * @param {string | string[] | undefined} encoding the `Content-Encoding` header
 * @param {Buffer} body
 */
export function bodyText(encoding, body) {
  if (body.length === 0) return '';
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

const segment = fc.oneof(
  fc.constantFrom(
    'en',
    'reading-mastery',
    'cheat-sheets',
    'essential-grammar-foundations',
    'assets',
    'index.html',
    '_headers',
    '404',
    '..',
    '.',
    '',
    'evil.example',
    '%2F',
    '%2f%2f',
    '%5C',
    '\\',
    '%2e%2e',
    '%00',
    '%E0%A4%A',
    '%C3%A9',
    'é',
    '%',
    '%25',
    PROBE,
    encodeURIComponent(PROBE),
  ),
  fc.string({ unit: fc.constantFrom(..."abcXYZ09-._~!$&'()*+,;=:@%".split('')), maxLength: 8 }),
);

const param = fc.tuple(
  fc.constantFrom('lang', 'q', 'x', '%6Cang', 'stage', PROBE, ''),
  fc.constantFrom(
    'de',
    'en',
    'fr',
    '',
    PROBE,
    encodeURIComponent(PROBE),
    'caf%C3%A9',
    'a+b',
    '%2F',
    '%',
    '//evil.example',
  ),
);

/** A request target: a path of odd segments, maybe a trailing slash, maybe a query. */
export const requestTarget = fc
  .tuple(
    fc.array(segment, { minLength: 0, maxLength: 5 }),
    fc.boolean(),
    fc.option(fc.array(param, { minLength: 0, maxLength: 4 }), { nil: undefined }),
  )
  .map(([segments, trailing, params]) => {
    const path = `/${segments.join('/')}${trailing ? '/' : ''}`;
    return params === undefined ? path : `${path}?${params.map(([k, v]) => `${k}=${v}`).join('&')}`;
  });

/** A printable header value (what a client may send). */
const headerValue = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 40,
});

/** @typedef {{ method: string, target: string, acceptEncoding: string, ifNoneMatch?: string }} HostileRequest */

/**
 * Methods, headers and a target as a client or an attacker might send them.
 * @type {import('fast-check').Arbitrary<HostileRequest>}
 */
export const hostileRequest = fc.record({
  method: fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'),
  target: requestTarget,
  acceptEncoding: fc.oneof(
    fc.constantFrom('gzip, deflate, br', 'br;q=0, gzip', 'gzip;q=0', '*', '*;q=0', 'identity', ''),
    headerValue,
  ),
  ifNoneMatch: fc.option(fc.oneof(fc.constant('*'), headerValue), { nil: undefined }),
});
