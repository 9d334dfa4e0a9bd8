import { describe, expect, it } from 'vitest';
import { blogExcerpt, blogParagraphs, readingMinutes } from './blog-text.ts';

describe('blog helpers', () => {
  it('cuts the excerpt at 120 characters', () => {
    const text = 'word '.repeat(60);
    const excerpt = blogExcerpt(text);
    expect(excerpt.endsWith('...')).toBe(true);
    expect(excerpt.length).toBe(123);
    expect(blogExcerpt('Short post.')).toBe('Short post.');
  });

  it('reads 200 words a minute, rounded up', () => {
    expect(readingMinutes('word '.repeat(200))).toBe(1);
    expect(readingMinutes('word '.repeat(201))).toBe(2);
    expect(readingMinutes('')).toBe(1);
  });

  it('splits paragraphs on blank lines', () => {
    expect(blogParagraphs('One.\n\nTwo\nstill two.\n\n \n\nThree.')).toEqual([
      'One.',
      'Two\nstill two.',
      'Three.',
    ]);
  });
});
