import { describe, expect, it } from 'vitest';
import { normalizeText, stem, tokenize } from './normalize.ts';

describe('normalizeText', () => {
  it.each([
    ['Show Me SOFAS!!!', 'show me sofas'],
    ["What's   the price?", 'whats the price'],
    ['What’s new', 'whats new'],
    ['Café chairs', 'cafe chairs'],
    ['Grains & Cereals', 'grains and cereals'],
    ['high-end beds', 'high end beds'],
    ['🛋️ sofa 👍', 'sofa'],
    ['   ', ''],
    ['🙂🙂🙂', ''],
    ['<script>alert(1)</script>', 'script alert 1 script'],
    ['50kg cement', '50kg cement'],
  ])('%j reads as %j', (input, expected) => {
    expect(normalizeText(input)).toBe(expected);
  });

  it('reads no more than the longest message the API takes', () => {
    expect(normalizeText('a '.repeat(10_000)).length).toBeLessThanOrEqual(500);
  });
});

describe('stem', () => {
  it.each([
    ['sofas', 'sofa'],
    ['couches', 'couch'],
    ['benches', 'bench'],
    ['boxes', 'box'],
    ['dresses', 'dress'],
    ['batteries', 'battery'],
    ['tiles', 'tile'],
    ['chairs', 'chair'],
    ['glass', 'glass'],
    ['business', 'business'],
    ['gas', 'gas'],
    ['bus', 'bus'],
    ['diesel', 'diesel'],
    ['citrus', 'citrus'],
  ])('%s -> %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });
});

describe('tokenize', () => {
  it('keeps the word as typed beside its stem', () => {
    expect(tokenize('Leather Sofas')).toEqual([
      { raw: 'leather', stem: 'leather' },
      { raw: 'sofas', stem: 'sofa' },
    ]);
  });

  it('gives nothing for a message without letters or digits', () => {
    expect(tokenize('?!… 🙂')).toEqual([]);
  });
});
