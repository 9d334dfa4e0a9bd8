import { describe, expect, it } from 'vitest';
import { editDistance, readWord, singular } from './catalogue-words.ts';

describe('editDistance', () => {
  it.each([
    ['chiar', 'chair', 1],
    ['sofaa', 'sofa', 1],
    ['cemnt', 'cement', 1],
    ['desiel', 'diesel', 2],
    ['sofa', 'sofa', 0],
    ['', 'abc', 3],
    ['kitten', 'sitting', 3],
  ])('%s -> %s is %i', (a, b, d) => {
    expect(editDistance(a, b, 5)).toBe(d);
    expect(editDistance(b, a, 5)).toBe(d);
  });

  it('gives up past the most edits allowed', () => {
    expect(editDistance('generator', 'gravel', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('singular', () => {
  it.each([
    ['sofas', 'sofa'],
    ['benches', 'bench'],
    ['batteries', 'battery'],
    ['glass', 'glass'],
    ['gas', 'gas'],
    ['cereals', 'cereal'],
  ])('%s -> %s', (plural, one) => expect(singular(plural)).toBe(one));
});

describe('readWord: what a search word stands for in the catalogue', () => {
  it.each([
    ['sofaa', 'sofa', { category: 'Seatingfurniture', subCategory: 'Sofas' }],
    ['chiar', 'chair', { category: 'Seatingfurniture', subCategory: 'Chairs' }],
    ['cemnt', 'cement', { category: 'BuildingItems', subCategory: 'Cement' }],
    ['desiel', 'diesel', { category: 'PetroleumServices', subCategory: 'Diesel' }],
    ['tnets', 'tent', { category: 'ReliefSupplies', subCategory: 'Tents' }],
    ['printres', 'printer', { category: 'StationeryOfficeFurniture', subCategory: 'Printers' }],
  ])('reads the misspelt %s as %s', (word, corrected, place) => {
    const reading = readWord(word);
    expect(reading.spellings).toContain(corrected);
    expect(reading.places).toContainEqual(place);
  });

  it('finds chairs in every category that sells them', () => {
    expect(readWord('chiar').places).toEqual([
      { category: 'Officefurniture', subCategory: 'Office chairs' },
      { category: 'Kidsfurniture', subCategory: 'Play Tables and chairs' },
      { category: 'Seatingfurniture', subCategory: 'Chairs' },
      { category: 'StationeryOfficeFurniture', subCategory: 'Chairs' },
    ]);
  });

  it('reads a category word as the whole category, not each sub-category again', () => {
    const places = readWord('petroleum').places;
    expect(places).toEqual([{ category: 'PetroleumServices' }]);
  });

  it('searches names for the word as typed and its singular', () => {
    expect(readWord('consoles').spellings).toEqual(['console']);
    expect(readWord('mahogany')).toEqual({ spellings: ['mahogany'], places: [] });
  });

  it('leaves alone short words and words starting with another letter', () => {
    expect(readWord('bed').places).toEqual([
      { category: 'Kidsfurniture', subCategory: 'Kids Beds' },
      { category: 'Bedroomfurniture', subCategory: 'Beds' },
      { category: 'Bedroomfurniture', subCategory: 'Bed Frames (Upholstered, Wooden, Metal)' },
    ]);
    expect(readWord('bad').places).toEqual([]);
    expect(readWord('hand').places).toEqual([]);
    expect(readWord('generator').places).toEqual([]);
    expect(readWord('blue').places).toEqual([]);
  });
});
