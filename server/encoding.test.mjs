import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressAll, isCompressible } from './encoding.mjs';

describe('choosing a content encoding', () => {
  it('prefers brotli, then gzip, then identity', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('')).toBeNull();
  });

  it('respects q-values, q=0 as refusal and * for codings not named', () => {
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0')).toBeNull();
    expect(chooseEncoding('br;q=0, *')).toBe('gzip');
    expect(chooseEncoding('BR ; Q=1')).toBe('br');
    expect(chooseEncoding('br;q=2, gzip;q=0.1')).toBe('gzip');
  });
});

describe('compression', () => {
  it('compresses text files above the threshold only', () => {
    expect(isCompressible('assets/a.js', 4000)).toBe(true);
    expect(isCompressible('reading-mastery.data', 4000)).toBe(true);
    expect(isCompressible('favicon.svg', 300)).toBe(false);
    expect(isCompressible('image.png', 40000)).toBe(false);
  });

  it('gives both encodings of the same bytes', async () => {
    const body = Buffer.from('Leseverstehen '.repeat(200));
    const { br, gzip } = await compressAll(body);
    expect(brotliDecompressSync(br).equals(body)).toBe(true);
    expect(gunzipSync(gzip).equals(body)).toBe(true);
    expect(br.length).toBeLessThan(body.length / 10);
  });
});
