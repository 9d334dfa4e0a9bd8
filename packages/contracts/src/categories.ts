// The catalogue's categories and subcategories, spelled exactly as the specification gives them
// (docs/spec/storefront.md section 3). Every filter, seed and form reads this one list.
export const CATEGORIES = {
  Outdoorfurniture: ['Patio sets', 'Garden Benches', 'Sunloungers', 'Outdoor storage'],
  Officefurniture: ['Office tables', 'Office chairs', 'Cabinets', 'Conference tables'],
  Kidsfurniture: [
    'Kids Beds',
    'Play Tables and chairs',
    'Toy Organizers and storage',
    'Study desk',
  ],
  Accentfurniture: ['Room Dividers', 'Hall trees', 'Bar carts', 'Display shelves'],
  Seatingfurniture: ['Sofas', 'Chairs', 'Benches', 'Stools'],
  Tables: ['Coffee Tables', 'Side Tables', 'Dining Tables'],
  Storagefurniture: [
    'Cabinets',
    'Bookshelves',
    'Wardrobes',
    'Dressers and chests',
    'TV stands and media consoles',
  ],
  Bedroomfurniture: [
    'Beds',
    'Dressers',
    'Nightstands',
    'Vanity Tables (With Mirror)',
    'Bed Frames (Upholstered, Wooden, Metal)',
  ],
  BuildingItems: ['Bricks', 'Cement', 'Steel Bars', 'Roofing Sheets', 'Paint'],
  ConstructionMaterials: ['Sand', 'Gravel', 'Blocks', 'Tiles', 'Pipes'],
  FoodStuffs: [
    'Fresh Garden Produce',
    'Grains & Cereals',
    'Processed & Packaged',
    'Cooking Essentials',
    'Beverages & Drinks',
    'Dairy & Eggs',
    'Meat & Fish',
    'Fruits & Nuts',
  ],
  ReliefSupplies: ['Blankets', 'Tents', 'Medical Kits', 'Water Containers'],
  StationeryOfficeFurniture: ['Desks', 'Chairs', 'Files', 'Printers', 'Cabinets'],
  PetroleumServices: ['Diesel', 'Petrol', 'Lubricants', 'Gas Cylinders'],
} as const satisfies Record<string, readonly string[]>;

export type Category = keyof typeof CATEGORIES;
export const CATEGORY_NAMES = Object.keys(CATEGORIES) as Category[];

/** Names a person reads; the stored values stay as the specification spells them. */
export const CATEGORY_LABELS: Record<Category, string> = {
  Outdoorfurniture: 'Outdoor Furniture',
  Officefurniture: 'Office Furniture',
  Kidsfurniture: 'Kids Furniture',
  Accentfurniture: 'Accent Furniture',
  Seatingfurniture: 'Seating Furniture',
  Tables: 'Tables',
  Storagefurniture: 'Storage Furniture',
  Bedroomfurniture: 'Bedroom Furniture',
  BuildingItems: 'Building Items',
  ConstructionMaterials: 'Construction Materials',
  FoodStuffs: 'Food Stuffs',
  ReliefSupplies: 'Relief Supplies',
  StationeryOfficeFurniture: 'Stationery & Office Furniture',
  PetroleumServices: 'Petroleum Services',
};

export function isCategory(value: string): value is Category {
  return Object.prototype.hasOwnProperty.call(CATEGORIES, value);
}

export function subCategoriesOf(category: string): readonly string[] {
  return isCategory(category) ? CATEGORIES[category] : [];
}
