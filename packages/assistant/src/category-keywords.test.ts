import { CATEGORIES, CATEGORY_LABELS, CATEGORY_NAMES } from '@shop/contracts/client';
import { describe, expect, it } from 'vitest';
import { CATEGORY_KEYWORDS, targetLabel } from './category-keywords.ts';
import { understand } from './intents.ts';
import { LEXICON } from './lexicon.ts';

// The whole catalogue is reachable (decision 0020: cement, roofing sheets, diesel, tents, rice,
// printers... not only the spec's furniture), and no word means two things by accident.

const targetOf = (message: string) => {
  const intent = understand(message);
  return intent.kind === 'search' ? intent.target : undefined;
};

describe('every category and sub-category has words that find it', () => {
  it.each(CATEGORY_NAMES.flatMap((c) => [CATEGORY_LABELS[c], c].map((phrase) => [phrase, c])))(
    '"show me %s" is %s',
    (phrase, category) => {
      expect(targetOf(`show me ${phrase}`)).toEqual({ category });
    },
  );

  const subCategories = CATEGORY_NAMES.flatMap((category) =>
    CATEGORIES[category].map((subCategory) => [subCategory, category] as const),
  );
  it.each(subCategories)('"show me %s" names that sub-category', (subCategory) => {
    // Chairs and Cabinets are sold in more than one category: the synonyms table picks one.
    const target = targetOf(`show me ${subCategory}`);
    expect(target?.subCategory).toBe(subCategory);
    expect(CATEGORIES[target!.category]).toContain(subCategory);
  });

  it.each([
    // The spec's groups (docs/spec/account-and-company-site.md section 9).
    ['show me sofas', 'Seatingfurniture', 'Sofas'],
    ['find a couch', 'Seatingfurniture', 'Sofas'],
    ['looking for a settee', 'Seatingfurniture', 'Sofas'],
    ['show me chairs', 'Seatingfurniture', 'Chairs'],
    ['find stools', 'Seatingfurniture', 'Stools'],
    ['show me tables', 'Tables', undefined],
    ['show me beds', 'Bedroomfurniture', 'Beds'],
    ['bedroom furniture', 'Bedroomfurniture', undefined],
    ['looking for storage', 'Storagefurniture', undefined],
    ['find a cabinet', 'Storagefurniture', 'Cabinets'],
    ['show me wardrobes', 'Storagefurniture', 'Wardrobes'],
    ['dining furniture', 'Tables', 'Dining Tables'],
    ['show me kitchen tables', 'Tables', 'Dining Tables'],
    ['show me office furniture', 'Officefurniture', undefined],
    ['looking for something for work', 'Officefurniture', undefined],
    // The rest of the catalogue.
    ['do you have cement', 'BuildingItems', 'Cement'],
    ['roofing sheets', 'BuildingItems', 'Roofing Sheets'],
    ['iron sheets', 'BuildingItems', 'Roofing Sheets'],
    ['mabati', 'BuildingItems', 'Roofing Sheets'],
    ['I need diesel', 'PetroleumServices', 'Diesel'],
    ['engine oil', 'PetroleumServices', 'Lubricants'],
    ['cooking oil', 'FoodStuffs', 'Cooking Essentials'],
    ['cooking gas', 'PetroleumServices', 'Gas Cylinders'],
    ['tents for a camp', 'ReliefSupplies', 'Tents'],
    ['jerry cans', 'ReliefSupplies', 'Water Containers'],
    ['first aid kits', 'ReliefSupplies', 'Medical Kits'],
    ['bags of rice', 'FoodStuffs', 'Grains & Cereals'],
    ['maize flour', 'FoodStuffs', 'Grains & Cereals'],
    ['drinking water', 'FoodStuffs', 'Beverages & Drinks'],
    ['water tank', 'ReliefSupplies', 'Water Containers'],
    ['coffee', 'FoodStuffs', 'Beverages & Drinks'],
    ['coffee table', 'Tables', 'Coffee Tables'],
    ['printers', 'StationeryOfficeFurniture', 'Printers'],
    ['toner', 'StationeryOfficeFurniture', 'Printers'],
    ['a desk', 'StationeryOfficeFurniture', 'Desks'],
    ['office chair', 'Officefurniture', 'Office chairs'],
    ['filing cabinet', 'StationeryOfficeFurniture', 'Cabinets'],
    ['bunk beds', 'Kidsfurniture', 'Kids Beds'],
    ['outdoor storage', 'Outdoorfurniture', 'Outdoor storage'],
    ['garden benches', 'Outdoorfurniture', 'Garden Benches'],
    ['bed frames', 'Bedroomfurniture', 'Bed Frames (Upholstered, Wooden, Metal)'],
    ['sand and gravel', 'ConstructionMaterials', 'Sand'],
    ['stationery', 'StationeryOfficeFurniture', undefined],
  ])('%j is %s / %s', (message, category, subCategory) => {
    expect(targetOf(message)).toEqual(subCategory ? { category, subCategory } : { category });
  });
});

describe('the keyword tables', () => {
  it('name only places that exist in the catalogue', () => {
    for (const { phrase, target } of CATEGORY_KEYWORDS) {
      expect(CATEGORY_NAMES, phrase).toContain(target.category);
      if (target.subCategory)
        expect(CATEGORIES[target.category], phrase).toContain(target.subCategory);
    }
  });

  it('let a phrase mean two things only where a sub-category name is shared, and the table decides', () => {
    const meanings = new Map<string, Set<string>>();
    const winner = new Map<string, string>();
    for (const entry of LEXICON) {
      const key = entry.stems.join(' ');
      const meaning = JSON.stringify(entry.meaning);
      meanings.set(key, (meanings.get(key) ?? new Set()).add(meaning));
      if (!winner.has(key)) winner.set(key, meaning);
    }
    const shared = [...meanings].filter(([, set]) => set.size > 1).map(([key]) => key);
    expect(shared.sort()).toEqual(['cabinet', 'chair', 'dresser', 'storage']);
    expect(targetOf('chairs')).toEqual({ category: 'Seatingfurniture', subCategory: 'Chairs' });
    expect(targetOf('dressers')).toEqual({ category: 'Bedroomfurniture', subCategory: 'Dressers' });
    expect(targetOf('storage')).toEqual({ category: 'Storagefurniture' });
    expect(targetOf('cabinets')).toEqual({ category: 'Storagefurniture', subCategory: 'Cabinets' });
  });

  it('never lets a catalogue word hide a question word', () => {
    for (const entry of LEXICON.filter((e) => e.meaning.kind !== 'category')) {
      const first = LEXICON.find((e) => e.stems.join(' ') === entry.stems.join(' '));
      expect(first?.meaning.kind, entry.phrase).not.toBe('category');
    }
  });
});

describe('targetLabel', () => {
  it.each([
    [{ category: 'Seatingfurniture', subCategory: 'Sofas' }, 'Sofas'],
    [{ category: 'PetroleumServices' }, 'Petroleum Services'],
    [{ category: 'Bedroomfurniture', subCategory: 'Vanity Tables (With Mirror)' }, 'Vanity Tables'],
  ] as const)('%j reads %s', (target, label) => {
    expect(targetLabel(target)).toBe(label);
  });
});
