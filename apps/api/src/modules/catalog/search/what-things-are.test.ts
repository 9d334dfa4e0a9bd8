import { describe, expect, it } from 'vitest';
import { byWhatThingsAre } from './what-things-are.ts';

describe('byWhatThingsAre', () => {
  it('reads a word naming a sub-category, plural or not, as its places', () => {
    for (const q of ['sofa', 'Sofas', 'SOFAS!']) {
      expect(byWhatThingsAre(q)).toEqual([
        { spellings: ['sofa'], places: [{ category: 'Seatingfurniture', subCategory: 'Sofas' }] },
      ]);
    }
  });

  it('reads every word, leaving out joining words, when one names a place', () => {
    const readings = byWhatThingsAre('teak chairs and stools');
    expect(readings?.map((r) => r.spellings)).toEqual([['teak'], ['chair'], ['stool']]);
    expect(readings?.[0]?.places).toEqual([]);
    expect(readings?.[1]?.places).toContainEqual({
      category: 'Officefurniture',
      subCategory: 'Office chairs',
    });
  });

  it('names a whole category once, not its sub-categories', () => {
    const [office] = byWhatThingsAre('office') ?? [];
    expect(office?.places).toContainEqual({ category: 'Officefurniture' });
    expect(office?.places).not.toContainEqual({
      category: 'Officefurniture',
      subCategory: 'Office chairs',
    });
  });

  it.each(['lounger', 'chiar', 'sofaa', '', '!!!', 'and', 'a b c d e f g h sofa'])(
    'is undefined for %j: no exact catalogue word, or too many words',
    (q) => {
      expect(byWhatThingsAre(q)).toBeUndefined();
    },
  );
});
