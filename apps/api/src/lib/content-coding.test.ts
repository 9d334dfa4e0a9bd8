import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD, compressOnce, encodingFor, matchesEtag } from './content-coding.ts';

const both = { br: Buffer.from('b'), gzip: Buffer.from('g') };

describe('choosing an encoding', () => {
  it('prefers brotli, then gzip, and sends plain bytes to a client that names neither', () => {
    expect(encodingFor('gzip, deflate, br, zstd', both)).toBe('br');
    expect(encodingFor('gzip, deflate', both)).toBe('gzip');
    expect(encodingFor('deflate', both)).toBe('identity');
    expect(encodingFor(undefined, both)).toBe('identity');
    expect(encodingFor('', both)).toBe('identity');
  });

  it('follows the weights a client gives, and refuses what it weighs 0', () => {
    expect(encodingFor('br;q=0.5, gzip', both)).toBe('gzip');
    expect(encodingFor('br;q=0, gzip;q=0', both)).toBe('identity');
    expect(encodingFor('*', both)).toBe('br');
    expect(encodingFor('*, br;q=0', both)).toBe('gzip');
    expect(encodingFor('BR', both)).toBe('br');
  });

  it('falls back to what the answer has', () => {
    expect(encodingFor('br, gzip', { br: undefined, gzip: both.gzip })).toBe('gzip');
    expect(encodingFor('br', { br: undefined, gzip: both.gzip })).toBe('identity');
    expect(encodingFor('br, gzip', { br: undefined, gzip: undefined })).toBe('identity');
  });
});

describe('If-None-Match', () => {
  it('matches weakly, in a list, and for *', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
  });
});

describe('compressing an answer', () => {
  it('gives brotli and gzip bytes that decode to the answer', async () => {
    const json = Buffer.from(
      JSON.stringify({ products: Array(200).fill({ name: 'Cement 50 kg' }) }),
    );
    const { br, gzip } = await compressOnce(json, 6);
    expect(brotliDecompressSync(br!).equals(json)).toBe(true);
    expect(gunzipSync(gzip!).equals(json)).toBe(true);
    expect(br!.length).toBeLessThan(json.length / 10);
  });

  it('leaves small answers as they are', async () => {
    const small = Buffer.alloc(COMPRESS_THRESHOLD - 1, 'a');
    expect(await compressOnce(small, 6)).toEqual({ br: undefined, gzip: undefined });
  });
});

describe('the choice for a kept page (every encoding stored)', () => {
  const all = { br: Buffer.from('b'), gzip: Buffer.from('g') };
  it('follows the weights, x-gzip and the wildcard', () => {
    expect(encodingFor('br;q=0, gzip', all)).toBe('gzip');
    expect(encodingFor('x-gzip', all)).toBe('gzip');
    expect(encodingFor('*;q=0.1, br;q=0', all)).toBe('gzip');
    expect(encodingFor('identity', all)).toBe('identity');
  });

  it("matches any of a page's ETags, weakly", () => {
    const etags = ['"abc"', '"abc-br"', '"abc-gz"'];
    expect(matchesEtag('"abc-br"', etags)).toBe(true);
    expect(matchesEtag('W/"abc-gz"', etags)).toBe(true);
    expect(matchesEtag('"zzz", "abc"', etags)).toBe(true);
    expect(matchesEtag('"abd"', etags)).toBe(false);
    expect(matchesEtag('abc', etags)).toBe(false);
  });
});
