import { describe, expect, it } from 'vitest';
import { containsPattern, endsWithPattern, escapeLike } from './sql-like.ts';

describe('LIKE patterns', () => {
  it('escapes the wildcards and the escape character, nothing else', () => {
    expect(escapeLike('50% off_now \\ ok')).toBe('50\\% off\\_now \\\\ ok');
    expect(escapeLike('Juba teak bench')).toBe('Juba teak bench');
  });

  it('wraps the escaped text for contains and ends-with searches', () => {
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(endsWithPattern('7f%')).toBe('%7f\\%');
    expect(containsPattern('')).toBe('%%');
  });
});
