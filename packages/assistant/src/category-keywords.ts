import { CATEGORIES, CATEGORY_LABELS, CATEGORY_NAMES, type Category } from '@shop/contracts/client';

// Which words name which part of the catalogue. The spec's assistant knows only furniture
// (docs/spec/account-and-company-site.md section 9: sofa/couch/settee, chair/stool, table/desk,
// bed/bedroom, storage/cabinet/wardrobe, dining/kitchen, office/work); this company also sells
// building materials, food, relief supplies, stationery and fuel, so every category and
// sub-category of contracts' CATEGORIES is reachable: by its own name (derived below) and by the
// words people use for it (the synonyms table).

/** A place in the catalogue: a whole category, or one sub-category of it. */
export interface CategoryTarget {
  category: Category;
  subCategory?: string;
}

export interface CategoryKeyword {
  phrase: string;
  target: CategoryTarget;
  /**
   * A word too common to mean a product on its own ('work': "how does delivery work"): it counts
   * only after a search phrase ("show me office work desks" / "find work furniture").
   */
  weak?: boolean;
}

const at = (category: Category, subCategory?: string): CategoryTarget =>
  subCategory ? { category, subCategory } : { category };

/**
 * The words people use, beyond the catalogue's own names. Listed first, so where a word could
 * name two places (chairs are sold under Seating and under Stationery & Office Furniture) the
 * table decides: the spec's groups where it gives them, otherwise where most people would look.
 */
const SYNONYMS: readonly [CategoryTarget, readonly string[], { weak?: boolean }?][] = [
  // The spec's furniture groups (section 9).
  [
    at('Seatingfurniture', 'Sofas'),
    ['sofa', 'couch', 'settee', 'sofa set', 'loveseat', 'sectional'],
  ],
  [at('Seatingfurniture', 'Chairs'), ['chair', 'armchair', 'recliner', 'rocking chair']],
  [at('Seatingfurniture', 'Stools'), ['stool', 'bar stool']],
  [at('Seatingfurniture', 'Benches'), ['bench']],
  [at('Seatingfurniture'), ['seat', 'seating']],
  [at('Tables'), ['table']],
  [
    at('Tables', 'Dining Tables'),
    ['dining', 'kitchen', 'dining table', 'kitchen table', 'dining set', 'dinner table'],
  ],
  [at('Tables', 'Coffee Tables'), ['coffee table', 'centre table', 'center table']],
  [at('Tables', 'Side Tables'), ['side table', 'end table', 'lamp table']],
  [at('Bedroomfurniture'), ['bedroom', 'mattress']],
  [at('Bedroomfurniture', 'Beds'), ['bed', 'double bed', 'single bed', 'queen bed', 'king bed']],
  [at('Bedroomfurniture', 'Dressers'), ['dresser']],
  [
    at('Bedroomfurniture', 'Nightstands'),
    ['nightstand', 'night stand', 'bedside table', 'bedside'],
  ],
  [
    at('Bedroomfurniture', 'Vanity Tables (With Mirror)'),
    ['vanity', 'vanity table', 'dressing table', 'mirror'],
  ],
  [at('Bedroomfurniture', 'Bed Frames (Upholstered, Wooden, Metal)'), ['bed frame']],
  [at('Storagefurniture'), ['storage']],
  [at('Storagefurniture', 'Cabinets'), ['cabinet', 'cupboard']],
  [at('Storagefurniture', 'Wardrobes'), ['wardrobe', 'closet', 'armoire']],
  [at('Storagefurniture', 'Bookshelves'), ['bookshelf', 'bookshelves', 'bookcase', 'book shelf']],
  [at('Storagefurniture', 'Dressers and chests'), ['chest', 'chest of drawers', 'drawers']],
  [
    at('Storagefurniture', 'TV stands and media consoles'),
    ['tv stand', 'tv unit', 'tv cabinet', 'media console', 'entertainment unit'],
  ],
  [at('Officefurniture'), ['office', 'office furniture']],
  [at('Officefurniture'), ['work'], { weak: true }],
  [at('Officefurniture', 'Office tables'), ['office table', 'office desk', 'executive desk']],
  [
    at('Officefurniture', 'Office chairs'),
    ['office chair', 'executive chair', 'swivel chair', 'ergonomic chair'],
  ],
  [at('Officefurniture', 'Cabinets'), ['office cabinet']],
  [
    at('Officefurniture', 'Conference tables'),
    ['conference table', 'meeting table', 'boardroom table'],
  ],
  // The rest of the furniture.
  [at('Outdoorfurniture'), ['outdoor', 'garden furniture', 'patio']],
  [at('Outdoorfurniture', 'Patio sets'), ['patio set']],
  [at('Outdoorfurniture', 'Sunloungers'), ['sun lounger', 'lounger', 'deck chair']],
  [at('Kidsfurniture'), ['kid', 'kids', 'children', 'child', 'childrens', 'baby']],
  [
    at('Kidsfurniture', 'Kids Beds'),
    ['kids bed', 'children bed', 'childrens bed', 'bunk bed', 'cot', 'crib'],
  ],
  [at('Kidsfurniture', 'Play Tables and chairs'), ['play table', 'kids table', 'kids chair']],
  [
    at('Kidsfurniture', 'Toy Organizers and storage'),
    ['toy organiser', 'toy storage', 'toy box', 'toy'],
  ],
  [at('Kidsfurniture', 'Study desk'), ['study desk', 'study table', 'homework desk']],
  [at('Accentfurniture'), ['accent', 'decor', 'decoration']],
  [at('Accentfurniture', 'Room Dividers'), ['room divider', 'divider', 'partition']],
  [at('Accentfurniture', 'Hall trees'), ['hall tree', 'coat rack', 'coat stand']],
  [at('Accentfurniture', 'Bar carts'), ['bar cart', 'drinks trolley', 'serving cart', 'trolley']],
  [
    at('Accentfurniture', 'Display shelves'),
    ['shelf', 'shelves', 'shelving', 'display shelf', 'display shelves'],
  ],
  // Building and construction.
  [at('BuildingItems'), ['building', 'building material', 'hardware']],
  [at('BuildingItems', 'Bricks'), ['brick']],
  [at('BuildingItems', 'Cement'), ['cement', 'concrete', 'portland cement']],
  [
    at('BuildingItems', 'Steel Bars'),
    ['steel', 'rebar', 'iron bar', 'iron rod', 'steel rod', 'reinforcement bar'],
  ],
  [
    at('BuildingItems', 'Roofing Sheets'),
    ['roofing', 'roof', 'iron sheet', 'mabati', 'corrugated sheet'],
  ],
  [at('BuildingItems', 'Paint'), ['paint', 'emulsion', 'primer', 'varnish']],
  [at('ConstructionMaterials'), ['construction']],
  [at('ConstructionMaterials', 'Gravel'), ['aggregate', 'ballast', 'stone', 'stones']],
  [at('ConstructionMaterials', 'Blocks'), ['block', 'concrete block', 'hollow block']],
  [at('ConstructionMaterials', 'Tiles'), ['tile', 'floor tile', 'ceramic tile']],
  [at('ConstructionMaterials', 'Pipes'), ['pipe', 'plumbing', 'pvc']],
  // Food.
  [at('FoodStuffs'), ['food', 'foodstuff', 'groceries', 'grocery']],
  [
    at('FoodStuffs', 'Fresh Garden Produce'),
    ['vegetable', 'tomato', 'tomatoes', 'onion', 'potato', 'potatoes', 'cabbage', 'okra', 'greens'],
  ],
  [
    at('FoodStuffs', 'Grains & Cereals'),
    [
      'rice',
      'maize',
      'flour',
      'sorghum',
      'millet',
      'wheat',
      'beans',
      'lentil',
      'posho',
      'maize flour',
    ],
  ],
  [
    at('FoodStuffs', 'Processed & Packaged'),
    ['pasta', 'spaghetti', 'macaroni', 'noodle', 'biscuit', 'canned', 'tinned', 'packaged food'],
  ],
  [
    at('FoodStuffs', 'Cooking Essentials'),
    ['cooking oil', 'oil', 'salt', 'sugar', 'spice', 'tomato paste', 'vegetable oil'],
  ],
  [
    at('FoodStuffs', 'Beverages & Drinks'),
    [
      'drink',
      'beverage',
      'water',
      'drinking water',
      'juice',
      'soda',
      'soft drink',
      'tea',
      'coffee',
    ],
  ],
  [
    at('FoodStuffs', 'Dairy & Eggs'),
    ['milk', 'egg', 'cheese', 'butter', 'yoghurt', 'yogurt', 'milk powder', 'powdered milk'],
  ],
  [
    at('FoodStuffs', 'Meat & Fish'),
    ['meat', 'beef', 'goat', 'mutton', 'chicken', 'fish', 'tilapia'],
  ],
  [
    at('FoodStuffs', 'Fruits & Nuts'),
    ['fruit', 'banana', 'mango', 'orange', 'pineapple', 'groundnut', 'peanut', 'cashew', 'sesame'],
  ],
  // Relief supplies.
  [at('ReliefSupplies'), ['relief', 'humanitarian', 'aid', 'emergency supplies']],
  [at('ReliefSupplies', 'Blankets'), ['blanket']],
  [at('ReliefSupplies', 'Tents'), ['tent', 'tarpaulin', 'tarp', 'shelter']],
  [
    at('ReliefSupplies', 'Medical Kits'),
    ['medical kit', 'first aid', 'first aid kit', 'medical', 'medicine'],
  ],
  [
    at('ReliefSupplies', 'Water Containers'),
    ['water container', 'jerrycan', 'jerry can', 'bucket', 'water tank', 'tank'],
  ],
  // Stationery and office supplies.
  [
    at('StationeryOfficeFurniture'),
    [
      'stationery',
      'stationary',
      'office supplies',
      'pen',
      'pencil',
      'paper',
      'notebook',
      'exercise book',
    ],
  ],
  [at('StationeryOfficeFurniture', 'Desks'), ['desk', 'writing desk', 'computer desk']],
  [at('StationeryOfficeFurniture', 'Chairs'), ['desk chair']],
  [at('StationeryOfficeFurniture', 'Files'), ['file', 'folder', 'binder', 'box file']],
  [
    at('StationeryOfficeFurniture', 'Printers'),
    ['printer', 'photocopier', 'copier', 'toner', 'ink', 'cartridge'],
  ],
  [at('StationeryOfficeFurniture', 'Cabinets'), ['filing cabinet', 'file cabinet']],
  // Fuel.
  [at('PetroleumServices'), ['petroleum', 'fuel']],
  [at('PetroleumServices', 'Diesel'), ['diesel']],
  [at('PetroleumServices', 'Petrol'), ['petrol', 'gasoline', 'benzine']],
  [
    at('PetroleumServices', 'Lubricants'),
    ['lubricant', 'engine oil', 'motor oil', 'grease', 'lube'],
  ],
  [
    at('PetroleumServices', 'Gas Cylinders'),
    ['gas', 'gas cylinder', 'cooking gas', 'lpg', 'cylinder'],
  ],
];

/**
 * The catalogue's own names as people type them: the label and stored name of each category
 * ('Food Stuffs', 'foodstuffs'), each sub-category without its bracketed note ('Bed Frames'), and
 * each part of a joined one ('Grains & Cereals' -> 'grains', 'cereals').
 */
function derivedKeywords(): CategoryKeyword[] {
  const keywords: CategoryKeyword[] = [];
  for (const category of CATEGORY_NAMES) {
    for (const phrase of [CATEGORY_LABELS[category], category]) {
      keywords.push({ phrase, target: at(category) });
    }
    for (const subCategory of CATEGORIES[category]) {
      const name = subCategory.replace(/\(.*?\)/g, ' ');
      const parts = name.split(/\s*(?:&|,|\band\b)\s*/i);
      for (const phrase of [name, ...parts]) {
        if (phrase.trim()) keywords.push({ phrase, target: at(category, subCategory) });
      }
    }
  }
  return keywords;
}

/** Every keyword, the synonyms table first: the first entry of a phrase is the one that counts. */
export const CATEGORY_KEYWORDS: readonly CategoryKeyword[] = [
  ...SYNONYMS.flatMap(([target, phrases, options]) =>
    phrases.map((phrase) => ({ phrase, target, ...options })),
  ),
  ...derivedKeywords(),
];

/** How a target reads in a sentence: the sub-category's name, else the category's label. */
export function targetLabel(target: CategoryTarget): string {
  return (target.subCategory ?? CATEGORY_LABELS[target.category]).replace(/\s*\(.*?\)/g, '');
}
