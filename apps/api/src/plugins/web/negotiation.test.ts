import { describe, expect, it } from 'vitest';
import { chooseEncoding, matchesEtag } from './negotiation.ts';

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, by the weights the client gives', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('x-gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0.1, br;q=0')).toBe('gzip');
  });

  it('sends the page plain to a client that takes neither', () => {
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('')).toBe('identity');
    expect(chooseEncoding('identity')).toBe('identity');
    expect(chooseEncoding('deflate')).toBe('identity');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(chooseEncoding('br;q=nonsense')).toBe('identity');
  });
});

describe('matchesEtag', () => {
  const etags = ['"abc"', '"abc-br"', '"abc-gz"'];
  it('matches any of the validators, weakly, in a list, or *', () => {
    expect(matchesEtag('"abc-br"', etags)).toBe(true);
    expect(matchesEtag('W/"abc-gz"', etags)).toBe(true);
    expect(matchesEtag('"zzz", "abc"', etags)).toBe(true);
    expect(matchesEtag('*', etags)).toBe(true);
  });

  it('matches nothing else', () => {
    expect(matchesEtag(undefined, etags)).toBe(false);
    expect(matchesEtag('"abd"', etags)).toBe(false);
    expect(matchesEtag('abc', etags)).toBe(false);
  });
});
