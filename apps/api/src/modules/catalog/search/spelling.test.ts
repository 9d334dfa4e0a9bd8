import { describe, expect, it } from 'vitest';
import { correctedSearch, nearestKnown } from './spelling.ts';

const names = new Map([
  ['mahogany', 4],
  ['chain', 2],
  ['chairs', 1],
  ['mahjong', 9],
]);

describe('correctedSearch', () => {
  it.each([
    ['chiar', 'chair'],
    ['Chiar', 'chair'],
    ['sofaa', 'sofa'],
    ['cemnet', 'cement'],
    ['desiel', 'diesel'],
    ['wooden chiar', 'wooden chair'],
    ['mahogny table', 'mahogany table'],
    ['chíar!', 'chair'],
  ])('%s -> %s', (q, corrected) => {
    expect(correctedSearch(q, names)).toBe(corrected);
  });

  it.each([
    ['chair', 'a known word'],
    ['chairs', 'a plural of a known word'],
    ['mahogany', "a word of the names'"],
    ['qqxzvw', 'nothing near it'],
    ['xement', 'another first letter'],
    ['cot', 'too short to correct'],
    ['12mm', 'digits'],
    ['', 'no words'],
    ['%_% !!', 'no words'],
    ['chiar '.repeat(9), 'more words than the assistant reads'],
  ])('leaves %j alone (%s)', (q) => {
    expect(correctedSearch(q, names)).toBeUndefined();
  });

  it('knows only the catalogue words without the names', () => {
    expect(correctedSearch('chiar')).toBe('chair');
    expect(correctedSearch('mahogny')).toBeUndefined();
  });
});

describe('nearestKnown ranks', () => {
  it('fewest edits first', () => {
    // 'mahogny' is one edit from 'mahogany' and two from 'mahjong', used more.
    expect(nearestKnown('mahogny', names)).toBe('mahogany');
  });

  it("a catalogue word before a name's word at equal edits", () => {
    // 'chaix': one edit from 'chair' (a sub-category's word) and from 'chain' (a name's).
    expect(nearestKnown('chaix', names)).toBe('chair');
  });

  it('the commoner word of the names, then the first in the alphabet, at equal edits', () => {
    // 'quiet' is one edit from both.
    expect(
      nearestKnown(
        'quiet',
        new Map([
          ['quilt', 1],
          ['quint', 2],
        ]),
      ),
    ).toBe('quint');
    expect(
      nearestKnown(
        'quiet',
        new Map([
          ['quint', 1],
          ['quilt', 1],
        ]),
      ),
    ).toBe('quilt');
  });
});
