// The demo catalogue: every category and subcategory of the specification, with prices in South
// Sudanese pounds as shops in Juba quote them. The seeder dates products in array order, so the
// last entries become the "New Arrivals".
import type { CATEGORIES, Category } from '@shop/contracts';
import type { ArtKind, ArtSpec } from './art/index.ts';

export interface DemoProduct {
  slug: string;
  name: string;
  price: number;
  description: string;
  sizes: string[];
  category: Category;
  subCategory: string;
  popular: boolean;
  art: ArtSpec;
}

// One background per category keeps a collection page calm while the objects vary in colour.
const PALETTES: Record<Category, readonly [string, string]> = {
  Outdoorfurniture: ['#eaf4e4', '#b3d6a2'],
  Officefurniture: ['#e6eef7', '#a7c2e0'],
  Kidsfurniture: ['#fdf1da', '#f4c683'],
  Accentfurniture: ['#f7e9f0', '#dcb0c4'],
  Seatingfurniture: ['#f7ebdf', '#e2bb94'],
  Tables: ['#f4eee2', '#d6be98'],
  Storagefurniture: ['#eef1e5', '#c2caa2'],
  Bedroomfurniture: ['#ede9f7', '#c0b4df'],
  BuildingItems: ['#f5e8de', '#daa886'],
  ConstructionMaterials: ['#eeeae3', '#c6b9a3'],
  FoodStuffs: ['#fcf2dc', '#efc577'],
  ReliefSupplies: ['#e3f2ef', '#9bcdbf'],
  StationeryOfficeFurniture: ['#eff0f8', '#b6bddb'],
  PetroleumServices: ['#feecdd', '#f0a674'],
};

type Row<C extends Category> = [
  subCategory: (typeof CATEGORIES)[C][number],
  name: string,
  price: number,
  sizes: string[],
  kind: ArtKind,
  accent: string,
  description: string,
  popular?: boolean,
];

function slugify(name: string) {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function rows<C extends Category>(category: C, list: Row<C>[]): DemoProduct[] {
  return list.map(([subCategory, name, price, sizes, kind, accent, description, popular]) => ({
    slug: slugify(name),
    name,
    price,
    description,
    sizes,
    category,
    subCategory,
    popular: popular ?? false,
    art: { kind, palette: PALETTES[category], accent },
  }));
}

const catalogue: DemoProduct[] = [
  ...rows('Outdoorfurniture', [
    ['Patio sets', 'Nile Terrace 4-Seater Patio Set', 3_200_000, ['4 chairs + table', '6 chairs + table'], 'patio-set', '#2f7d6d', 'A round hardwood table, four slatted chairs and a tilting parasol for hotel terraces and compound verandas. The parasol fabric is UV-treated for the Juba sun.', true],
    ['Patio sets', 'Garden Café Bistro Set', 1_450_000, ['2 chairs + table'], 'patio-set', '#c0563a', 'A compact two-chair set for small balconies, guesthouse gardens and café corners. Folds flat for storage during the rains.'],
    ['Patio sets', 'Resort Parasol Dining Set', 5_800_000, ['6 chairs + table', '8 chairs + table'], 'patio-set', '#e0a030', 'Outdoor dining for lodges and restaurants: a large teak-finish table, six chairs and a 3 m parasol with a weighted base.'],
    ['Garden Benches', 'Mahogany Slatted Garden Bench', 980_000, ['120 cm', '150 cm'], 'garden-bench', '#2f3d4e', 'Oiled mahogany slats on powder-coated steel ends. Seats three and stands up to sun and rain all year.'],
    ['Garden Benches', 'Cast-Iron Park Bench', 1_350_000, ['150 cm', '180 cm'], 'garden-bench', '#2f6b3a', 'A heavy park bench for church grounds, schools and office compounds, with bolt-down feet so it stays where you put it.'],
    ['Sunloungers', 'Poolside Sunlounger', 760_000, ['Standard'], 'sunlounger', '#2e86c1', 'Adjustable backrest in five positions, quick-dry cushion and rear wheels for moving it around the pool.'],
    ['Sunloungers', 'Reclining Hotel Sunlounger with Cushion', 1_100_000, ['Standard', 'Set of 2'], 'sunlounger', '#d35400', 'A sturdier lounger for hotels and lodges: aluminium frame, hardwood arms and a thick removable cushion.'],
    ['Outdoor storage', 'Weatherproof Deck Storage Box 300 L', 540_000, ['300 L'], 'deck-box', '#6e5a4a', 'Keeps cushions, garden tools and hoses dry through the rainy season. Lockable lid doubles as a bench.'],
    ['Outdoor storage', 'Compound Tool Chest 500 L', 890_000, ['500 L', '750 L'], 'deck-box', '#3d5a45', 'A large ventilated chest for generator accessories, tools and jerrycans in office and NGO compounds.'],
  ]),
  ...rows('Officefurniture', [
    ['Office tables', 'Executive Office Desk with Pedestal', 2_600_000, ['160 x 80 cm', '180 x 90 cm'], 'office-desk', '#6d4c41', 'A solid executive desk with a three-drawer pedestal, cable grommet and modesty panel. Delivered and assembled free within Juba.', true],
    ['Office tables', 'Compact Workstation Desk', 1_150_000, ['120 x 60 cm', '140 x 70 cm'], 'office-desk', '#8d6e63', 'A space-saving desk for busy open offices and field stations, with a lockable drawer pedestal.'],
    ['Office tables', 'Manager L-Shaped Desk', 3_900_000, ['180 x 160 cm'], 'office-desk', '#4e342e', 'Wraparound desk with a return for a second screen or meetings at the desk. Scratch-resistant melamine top.'],
    ['Office chairs', 'Ergonomic Mesh High-Back Chair', 850_000, ['Standard'], 'office-chair', '#2f3d4e', 'Breathable mesh back that stays cool in the heat, adjustable lumbar support, armrests and a tilt lock.', true],
    ['Office chairs', 'Executive Leather Chair', 1_650_000, ['Standard'], 'office-chair', '#5d4037', 'High-back chair in padded leatherette with a chrome base, for directors and boardrooms.'],
    ['Office chairs', 'Operator Task Chair', 520_000, ['Standard', 'Set of 4'], 'task-chair', '#1f6f8b', 'A simple swivel chair with gas-lift height adjustment, a good value choice for reception and data-entry desks.'],
    ['Cabinets', 'Four-Drawer Steel Filing Cabinet', 1_250_000, ['4 drawers'], 'filing-cabinet', '#7f8c8d', 'Full-extension drawers for A4 and foolscap hanging files, with a central lock for confidential records.'],
    ['Cabinets', 'Lockable Office Cupboard', 1_480_000, ['90 x 45 x 180 cm'], 'cabinet', '#546e7a', 'Two-door cupboard with adjustable shelves for files, stationery and laptops. Solid doors, two keys.'],
    ['Conference tables', 'Boardroom Table for 10', 8_500_000, ['300 x 120 cm'], 'conference-table', '#6d4c41', 'An oval boardroom table in walnut finish with built-in power and cable ports for presentations.'],
    ['Conference tables', 'Conference Table Set with 12 Chairs', 14_800_000, ['360 x 140 cm + 12 chairs'], 'conference-table', '#4e342e', 'A complete meeting room for ministries, banks and NGO head offices: a large table and twelve matching chairs, installed by our team.', true],
    ['Conference tables', 'Meeting Table for 6', 3_400_000, ['180 x 90 cm'], 'conference-table', '#8d6e63', 'A smaller oval table for team meetings and partner visits in a field office.'],
  ]),
  ...rows('Kidsfurniture', [
    ['Kids Beds', 'Twin Bunk Bed with Ladder', 2_900_000, ['90 x 190 cm'], 'bunk-bed', '#3f6fb5', 'Two beds in the floor space of one, with guard rails and a fixed ladder. Solid pine, mattresses sold separately.', true],
    ['Kids Beds', 'Toddler Bed with Guard Rails', 1_050_000, ['70 x 140 cm'], 'kids-bed', '#e35d4f', 'A low bed for the move from the cot, with rounded corners and rails on both sides.'],
    ['Kids Beds', 'Boarding School Steel Bunk', 1_900_000, ['90 x 190 cm', 'Set of 10'], 'bunk-bed', '#5d6873', 'Welded steel bunks for schools, orphanages and staff quarters. Quantity prices for ten or more.'],
    ['Play Tables and chairs', 'Kids Activity Table with Two Chairs', 620_000, ['60 x 60 cm'], 'kids-table', '#8a5a9e', 'A wipe-clean table and two chairs for drawing, puzzles and meals, sized for ages 2 to 7.'],
    ['Play Tables and chairs', 'Nursery Class Table Set', 1_450_000, ['Table + 4 chairs', 'Table + 6 chairs'], 'kids-table', '#2e8b57', 'Sturdy tables and stackable chairs for nursery schools and child-friendly spaces.'],
    ['Toy Organizers and storage', 'Nine-Bin Toy Organiser', 480_000, ['9 bins'], 'toy-organizer', '#f3f0e8', 'Colourful pull-out bins that children can reach themselves, so tidying up becomes part of the game.'],
    ['Toy Organizers and storage', 'Classroom Cubby Storage Unit', 880_000, ['9 bins', '12 bins'], 'toy-organizer', '#c8a27a', 'Cubbies for books, bags and toys in classrooms and learning centres.'],
    ['Study desk', 'Kids Study Desk with Hutch', 940_000, ['100 x 50 cm'], 'study-desk', '#5fb0a7', 'A desk with a book hutch and a drawer, for homework in a corner of the bedroom.'],
    ['Study desk', 'Homework Desk and Lamp Set', 720_000, ['90 x 45 cm'], 'study-desk', '#f2a93b', 'A simple desk with a bright LED lamp: reading after dark without straining young eyes.'],
  ]),
  ...rows('Accentfurniture', [
    ['Room Dividers', 'Four-Panel Lattice Room Divider', 690_000, ['4 panels', '6 panels'], 'room-divider', '#6e4528', 'A folding screen to split a living room, hide storage or make a quiet corner. Hardwood frame with a woven lattice.'],
    ['Room Dividers', 'Clinic Privacy Screen', 820_000, ['3 panels', '4 panels'], 'room-divider', '#3f8f8a', 'A washable screen for clinics, consultation rooms and distribution points, where privacy matters.'],
    ['Hall trees', 'Entryway Hall Tree with Bench', 1_150_000, ['100 cm wide'], 'hall-tree', '#8d5a3b', 'Coat hooks, a seat for putting on shoes and baskets for everything else, in one piece by the door.'],
    ['Hall trees', 'Compact Coat Stand and Shoe Bench', 760_000, ['80 cm wide'], 'hall-tree', '#4a4e69', 'A narrower hall tree for apartments and guesthouse corridors.'],
    ['Bar carts', 'Gold-Frame Serving Bar Cart', 830_000, ['2 tiers'], 'bar-cart', '#c9a227', 'A two-tier cart for drinks, tea and snacks, with smooth wheels and a rail to keep bottles in place.'],
    ['Bar carts', 'Hotel Room-Service Trolley', 1_050_000, ['2 tiers', '3 tiers'], 'bar-cart', '#5d6873', 'Stainless steel trolley for hotels, lodges and canteens. Easy to wipe down between services.'],
    ['Display shelves', 'Glass Display Cabinet', 1_900_000, ['80 x 40 x 180 cm'], 'display-shelf', '#6d4c41', 'Glass doors and shelves to show trophies, china and awards, with a lock for valuables.'],
    ['Display shelves', 'Shop Display Shelf Unit', 1_300_000, ['90 x 35 x 180 cm'], 'display-shelf', '#37474f', 'A tall display unit for pharmacies, boutiques and mini-markets.'],
  ]),
  ...rows('Seatingfurniture', [
    ['Sofas', 'Juba Classic 3-Seater Sofa', 3_800_000, ['3-seater', '3+2 set'], 'sofa', '#3f6fb5', 'Deep seats, firm foam that keeps its shape and removable covers you can wash. Our best-selling sofa for family sitting rooms.', true],
    ['Sofas', 'Velvet Two-Seater Loveseat', 2_650_000, ['2-seater'], 'loveseat', '#2f7d6d', 'Soft velvet upholstery on a hardwood frame, small enough for an apartment or an office lounge.'],
    ['Sofas', 'Seven-Seater Lounge Set', 6_000_000, ['3+2+1+1'], 'sofa', '#7b4b2a', 'A full set for a large living room or a hotel lobby, with matching cushions.'],
    ['Chairs', 'Wingback Armchair', 1_450_000, ['Standard'], 'armchair', '#b5523b', 'A high-backed armchair for reading and relaxing, upholstered in hard-wearing woven fabric.'],
    ['Chairs', 'Hardwood Dining Chair', 380_000, ['Single', 'Set of 6'], 'dining-chair', '#c0563a', 'A classic slat-back chair with a padded seat, made from solid hardwood.'],
    ['Chairs', 'Stackable Event Chair', 210_000, ['Single', 'Pack of 20'], 'visitor-chair', '#1f3a5f', 'Chrome-framed padded chairs that stack ten high, for churches, weddings and workshops.'],
    ['Benches', 'Upholstered Bedroom Bench', 690_000, ['120 cm'], 'bench', '#8a5a9e', 'A padded bench for the foot of the bed or a hallway, with button tufting.'],
    ['Benches', 'Waiting Area Wooden Bench', 880_000, ['150 cm', '200 cm'], 'slat-bench', '#8d5a3b', 'A long slatted bench for waiting areas in clinics, offices and churches.'],
    ['Stools', 'Kitchen Bar Stool', 260_000, ['65 cm', '75 cm'], 'bar-stool', '#2e86c1', 'A counter-height stool with a footrest ring and a padded seat.'],
    ['Stools', 'Low Wooden Stool', 120_000, ['35 cm'], 'low-stool', '#a0522d', 'The everyday stool for the kitchen, the compound and tea under the tree.'],
  ]),
  ...rows('Tables', [
    ['Coffee Tables', 'Two-Tier Coffee Table', 780_000, ['110 x 60 cm'], 'coffee-table', '#6d4c41', 'A coffee table with a lower shelf for magazines and remote controls.'],
    ['Coffee Tables', 'Solid Teak Coffee Table', 1_250_000, ['120 x 60 cm'], 'coffee-table', '#a0673c', 'Solid teak with an oiled finish that ages well. Strong enough to last a generation.'],
    ['Side Tables', 'Round Pedestal Side Table', 340_000, ['50 cm diameter'], 'side-table', '#b5523b', 'A small round table beside the sofa or the bed, stable on one pedestal.'],
    ['Side Tables', 'Lamp Side Table', 420_000, ['45 cm diameter'], 'side-table', '#3d5a45', 'Sized for a reading lamp and a cup of tea. Lamp not included.'],
    ['Dining Tables', 'Six-Seater Dining Table Set', 4_200_000, ['180 x 90 cm + 6 chairs'], 'dining-table', '#8d5a3b', 'A solid dining table with six chairs: room for the whole family at Sunday lunch.', true],
    ['Dining Tables', 'Four-Seater Family Dining Table', 2_300_000, ['120 x 80 cm + 4 chairs'], 'dining-table', '#a0673c', 'A compact table with four chairs for apartments and smaller homes, in a warm hardwood finish.'],
    ['Dining Tables', 'Eight-Seater Hardwood Dining Table', 6_900_000, ['240 x 100 cm'], 'dining-table', '#5d3a24', 'A long hardwood table for large families, guesthouses and staff canteens.'],
  ]),
  ...rows('Storagefurniture', [
    ['Cabinets', 'Two-Door Kitchen Cabinet', 1_350_000, ['80 x 40 x 150 cm'], 'cabinet', '#3f6fb5', 'Store crockery, pots and dry food behind closed doors, away from dust.'],
    ['Cabinets', 'Pantry Storage Cabinet', 1_620_000, ['90 x 45 x 180 cm'], 'cabinet', '#c8a27a', 'A tall cupboard with five adjustable shelves for bulk foodstuffs and household goods.'],
    ['Bookshelves', 'Five-Shelf Bookcase', 980_000, ['80 x 30 x 180 cm'], 'bookshelf', '#8d5a3b', 'An open bookcase for homes, schools and offices, with a wall strap for safety.'],
    ['Bookshelves', 'Library Bookshelf, Double Width', 1_750_000, ['160 x 30 x 200 cm'], 'bookshelf', '#5d3a24', 'A wide, deep bookcase for school libraries and resource centres.'],
    ['Wardrobes', 'Two-Door Wardrobe', 2_100_000, ['100 x 55 x 190 cm'], 'wardrobe', '#6d8aa8', 'Hanging rail, shelves and a drawer, with ventilated doors for the hot season.'],
    ['Wardrobes', 'Three-Door Wardrobe with Mirror', 3_450_000, ['150 x 60 x 200 cm'], 'wardrobe-3', '#b5523b', 'A full-height mirror in the middle door and plenty of space for a couple.', true],
    ['Wardrobes', 'Staff Quarters Steel Wardrobe', 1_300_000, ['90 x 50 x 185 cm'], 'wardrobe', '#5d6873', 'A lockable steel wardrobe for staff housing and compounds, termite-proof and easy to move.'],
    ['Dressers and chests', 'Five-Drawer Tall Chest', 1_150_000, ['60 x 40 x 120 cm'], 'chest', '#8a5a9e', 'Five deep drawers in a small footprint, for clothes, linen or baby things.'],
    ['Dressers and chests', 'Wide Six-Drawer Chest', 1_680_000, ['140 x 45 x 80 cm'], 'dresser', '#2f7d6d', 'A wide chest with a top that works as a display surface.'],
    ['TV stands and media consoles', 'Low Media Console 180 cm', 1_280_000, ['180 cm'], 'tv-stand', '#6d4c41', 'Holds a TV of up to 75 inches, with closed cupboards and an open shelf for the decoder.'],
    ['TV stands and media consoles', 'TV Stand with Storage Doors', 950_000, ['140 cm'], 'tv-stand', '#c0563a', 'A compact TV stand with two cupboards and cable holes at the back.'],
  ]),
  ...rows('Bedroomfurniture', [
    ['Beds', 'Queen Hardwood Bed', 3_600_000, ['150 x 190 cm', '160 x 200 cm'], 'bed', '#8d5a3b', 'A solid hardwood bed with a tall headboard and a slatted base that lets the mattress breathe.', true],
    ['Beds', 'King Size Bed with Storage', 4_800_000, ['180 x 200 cm'], 'bed', '#5d3a24', 'A king bed with a raised base, for a master bedroom that needs space and calm.'],
    ['Beds', 'Single Guest Room Bed', 1_600_000, ['90 x 190 cm'], 'bed', '#3f6fb5', 'A practical single bed for guest rooms, guesthouses and staff quarters.'],
    ['Dressers', 'Six-Drawer Bedroom Dresser', 1_900_000, ['140 x 45 x 80 cm'], 'dresser', '#c8a27a', 'A low, wide dresser with brass-finish knobs and room on top for a mirror.'],
    ['Dressers', 'Low Dresser with Brass Knobs', 1_450_000, ['120 x 40 x 75 cm'], 'dresser', '#6d8aa8', 'Smooth-running drawers for folded clothes, in a painted finish.'],
    ['Nightstands', 'Bedside Nightstand with Drawer', 380_000, ['45 x 35 x 55 cm'], 'nightstand', '#3f6fb5', 'A drawer for small things and an open shelf for books, right beside the bed.'],
    ['Nightstands', 'Pair of Hardwood Nightstands', 720_000, ['Set of 2'], 'nightstand', '#8d5a3b', 'Two matching nightstands in solid hardwood, one for each side of the bed.'],
    ['Vanity Tables (With Mirror)', 'Vanity Table with Oval Mirror and Stool', 1_350_000, ['100 x 40 cm'], 'vanity', '#d98c8c', 'A dressing table with an oval mirror, three drawers and a padded stool.'],
    ['Vanity Tables (With Mirror)', 'Make-up Vanity Set', 1_150_000, ['90 x 40 cm'], 'vanity', '#f1f0ea', 'A white vanity with a mirror and stool for a bedroom or salon corner.'],
    ['Bed Frames (Upholstered, Wooden, Metal)', 'Upholstered Queen Bed Frame', 2_900_000, ['150 x 190 cm', '180 x 200 cm'], 'bed-upholstered', '#8a5a9e', 'A padded, button-tufted headboard and fabric-covered frame for a soft, hotel-like look.'],
    ['Bed Frames (Upholstered, Wooden, Metal)', 'Wooden Double Bed Frame', 1_900_000, ['135 x 190 cm'], 'bed', '#a0673c', 'A plain hardwood frame with a slatted base. Add the mattress of your choice.'],
    ['Bed Frames (Upholstered, Wooden, Metal)', 'Steel Bed Frame, Single', 650_000, ['90 x 190 cm', '120 x 190 cm'], 'bed-metal', '#5d6873', 'A powder-coated steel frame that is light to carry and hard to damage, for staff housing and camps.'],
  ]),
  ...rows('BuildingItems', [
    ['Bricks', 'Burnt Clay Bricks', 650_000, ['500 pcs', '1,000 pcs', '5,000 pcs'], 'bricks', '#c0563a', 'Well-fired local clay bricks, price per 1,000. Delivered by tipper anywhere in Juba.', true],
    ['Bricks', 'Interlocking Stabilised Soil Bricks', 1_100_000, ['1,000 pcs'], 'bricks', '#b77b4a', 'Interlocking bricks that need less mortar and build faster, ideal for schools and clinics. Price per 1,000.'],
    ['Bricks', 'Red Facing Bricks', 950_000, ['1,000 pcs'], 'bricks', '#a93f2a', 'Smooth, even facing bricks for walls that are left unplastered. Price per 1,000.'],
    ['Cement', 'Portland Cement 42.5N', 45_000, ['50 kg', '10 bags', '100 bags'], 'cement-bags', '#2f6db5', 'High-strength cement for slabs, columns and beams. Price per 50 kg bag; ask about lorry loads.', true],
    ['Cement', 'Masonry Cement 32.5R', 41_000, ['50 kg', '10 bags'], 'cement-bags', '#2e8b57', 'General-purpose cement for blockwork, plastering and floor screeds. Price per 50 kg bag.'],
    ['Cement', 'Rapid-Set Repair Cement', 28_000, ['25 kg'], 'kraft-cement-bags', '#c0392b', 'Sets in minutes for quick repairs to floors, steps and pipe fixings.'],
    ['Steel Bars', 'Y12 Deformed Steel Bar, 12 m', 38_000, ['Y10', 'Y12', 'Y16'], 'steel-bars', '#6b7480', 'High-yield ribbed reinforcement bar for columns and slabs. Price per 12 m length of Y12.'],
    ['Steel Bars', 'Y16 Rebar Bundle (1 Tonne)', 1_650_000, ['1 tonne'], 'steel-bars', '#5a4a42', 'A tonne of Y16 bars for foundations and heavy structures, delivered on site.'],
    ['Steel Bars', 'R8 Round Bar for Stirrups', 18_000, ['R6', 'R8', 'R10'], 'steel-bars', '#7f8c8d', 'Mild steel round bar for stirrups and links. Price per 12 m length.'],
    ['Roofing Sheets', 'Galvanised Corrugated Iron Sheet, Gauge 30', 32_000, ['2 m', '2.5 m', '3 m'], 'roofing-sheets', '#aab4be', 'The classic mabati roof: galvanised, corrugated and easy to fix. Price per 2 m sheet.', true],
    ['Roofing Sheets', 'Pre-Painted Box-Profile Sheet, Gauge 28', 58_000, ['2 m', '3 m', 'Cut to length'], 'roofing-sheets', '#2f6db5', 'A coloured, box-profile roof that keeps its colour for years. Blue, red and green in stock.'],
    ['Roofing Sheets', 'Stone-Coated Roofing Tile Sheet', 95_000, ['1.3 x 0.4 m'], 'roofing-sheets', '#8c2f39', 'Steel sheets with a stone-chip finish that look like tiles and silence the rain.'],
    ['Paint', 'Weatherguard Exterior Emulsion', 420_000, ['4 L', '20 L'], 'paint-tin', '#e67e22', 'Exterior paint that resists sun, dust and heavy rain. One 20 L bucket covers about 120 m².'],
    ['Paint', 'Silk Vinyl Interior Paint', 115_000, ['4 L', '20 L'], 'paint-tin', '#5fb0a7', 'A washable silk finish for living rooms, offices and classrooms.'],
    ['Paint', 'Anti-Rust Metal Primer', 98_000, ['1 L', '4 L'], 'paint-tin', '#a93226', 'Red oxide primer for gates, grilles and roof trusses before the top coat.'],
  ]),
  ...rows('ConstructionMaterials', [
    ['Sand', 'River Sand, Tipper Load', 1_400_000, ['7 tonnes', '15 tonnes'], 'sand-pile', '#e0b872', 'Clean, sharp river sand for concrete and blockwork. Price per 7-tonne tipper delivered in Juba.', true],
    ['Sand', 'Sieved Plaster Sand', 1_750_000, ['7 tonnes'], 'sand-pile', '#d9a55b', 'Fine sieved sand for smooth plaster and render, free of clay and stones. Price per 7-tonne load.'],
    ['Gravel', 'Crushed Aggregate 3/4 Inch', 2_300_000, ['7 tonnes', '15 tonnes'], 'gravel-pile', '#8e9aa3', 'Machine-crushed stone for structural concrete. Price per 7-tonne load.'],
    ['Gravel', 'Murram and Hardcore Fill', 1_200_000, ['7 tonnes'], 'gravel-pile', '#a47b5a', 'Compactable fill for foundations, yards and access roads.'],
    ['Blocks', 'Hollow Concrete Block 6 Inch', 4_500, ['Single', 'Pallet of 100'], 'blocks', '#9da3a8', 'Machine-vibrated hollow blocks for walls. Price per block; quantity delivery on pallets.'],
    ['Blocks', 'Solid Concrete Block 8 Inch', 6_500, ['Single', 'Pallet of 80'], 'blocks', '#7f8c8d', 'Solid blocks for load-bearing walls and foundations.'],
    ['Blocks', 'Hollow Partition Block 4 Inch', 3_600, ['Single', 'Pallet of 120'], 'blocks', '#b0aa9f', 'Light hollow blocks for internal partitions and boundary walls. Price per block.'],
    ['Tiles', 'Porcelain Floor Tile 60 x 60 cm', 68_000, ['1 m²', '10 m²'], 'tiles', '#c9b79c', 'Hard-wearing porcelain for homes, offices and shops. Price per square metre.'],
    ['Tiles', 'Ceramic Wall Tile 30 x 60 cm', 46_000, ['1 m²'], 'tiles', '#5f9ea0', 'Glazed wall tiles for kitchens and bathrooms. Price per square metre.'],
    ['Tiles', 'Anti-Slip Outdoor Tile 40 x 40 cm', 52_000, ['1 m²'], 'tiles', '#b5523b', 'Textured tiles for verandas, steps and wash areas. Price per square metre.'],
    ['Pipes', 'PVC Pressure Pipe, 6 m', 36_000, ['1/2 inch', '3/4 inch', '1 inch', '2 inch'], 'pipes', '#ecf0f1', 'Pressure-rated PVC for water supply lines. Price per 6 m length of 1/2 inch.'],
    ['Pipes', 'uPVC Sewer Pipe 110 mm', 95_000, ['110 mm', '160 mm'], 'pipes', '#e67e22', 'Drainage and sewer pipe with socket ends. Price per 6 m length.'],
    ['Pipes', 'Galvanised Steel Water Pipe', 120_000, ['1/2 inch', '1 inch', '2 inch'], 'pipes', '#95a5a6', 'Threaded galvanised pipe for exposed plumbing and borehole connections.'],
  ]),
  ...rows('FoodStuffs', [
    ['Fresh Garden Produce', 'Fresh Tomatoes', 95_000, ['1 crate', '3 crates'], 'veg-crate', '#e74c3c', 'Firm, ripe tomatoes from farms around Juba and Yei. Price per crate of about 25 kg.', true],
    ['Fresh Garden Produce', 'Red Onions', 120_000, ['10 kg', '25 kg'], 'veg-crate', '#8e3b6b', 'Dry red onions that keep well in a cool store. Price per 25 kg.'],
    ['Fresh Garden Produce', 'Fresh Cabbages', 85_000, ['10 heads', '20 heads'], 'greens-crate', '#58a55c', 'Crisp green cabbages for hotels, schools and family kitchens. Price per 10 heads.'],
    ['Grains & Cereals', 'White Maize Grain', 160_000, ['50 kg', '90 kg'], 'grain-sack', '#efe3b8', 'Clean, dry white maize for milling or food distribution. Price per 50 kg bag.', true],
    ['Grains & Cereals', 'Sorghum (Feterita)', 150_000, ['50 kg', '90 kg'], 'grain-sack', '#b5653a', 'Clean local sorghum for kisra and asida, sorted and bagged. Price per 50 kg bag.'],
    ['Grains & Cereals', 'Long-Grain Rice', 135_000, ['25 kg', '50 kg'], 'white-sack', '#f5f3ea', 'Polished long-grain rice that cooks up light and separate, for homes, hotels and school kitchens. Price per 25 kg bag.'],
    ['Grains & Cereals', 'Red Beans', 320_000, ['50 kg'], 'grain-sack', '#8e2f2f', 'Red kidney beans for stews and ful. Price per 50 kg bag.'],
    ['Processed & Packaged', 'Canned Beans Carton (24 Tins)', 240_000, ['24 x 400 g'], 'pantry', '#c0392b', 'Ready-to-eat beans for camps, canteens and stores. Long shelf life.'],
    ['Processed & Packaged', 'Pasta and Macaroni Carton', 180_000, ['20 x 500 g'], 'pantry', '#2e86c1', 'Spaghetti and macaroni in 500 g packets, a staple for school feeding and restaurants.'],
    ['Processed & Packaged', 'Tomato Paste Carton (48 Tins)', 210_000, ['48 x 70 g'], 'pantry', '#a93226', 'Small tins of concentrated tomato paste for everyday cooking.'],
    ['Cooking Essentials', 'Sunflower Cooking Oil', 290_000, ['5 L', '20 L'], 'oil-bottles', '#2e8b57', 'Refined sunflower oil, light and clear. Price per 20 L jerrycan.', true],
    ['Cooking Essentials', 'Spice Collection', 85_000, ['Set of 5'], 'spice-jars', '#c0392b', 'Chilli, turmeric, cumin, salt and dried okra powder in resealable jars.'],
    ['Cooking Essentials', 'Refined White Sugar', 280_000, ['25 kg', '50 kg'], 'white-sack', '#eef2f4', 'Fine white sugar for tea shops, bakeries and homes. Price per 50 kg bag.'],
    ['Beverages & Drinks', 'Soft Drinks Crate', 90_000, ['24 x 300 ml'], 'drink-crate', '#c0392b', 'Assorted sodas in returnable bottles. Crate deposit refunded on return.'],
    ['Beverages & Drinks', 'Drinking Water Pack', 28_000, ['12 x 500 ml', '6 x 1.5 L'], 'water-pack', '#2e86c1', 'Purified, sealed drinking water for offices, events and the road.'],
    ['Beverages & Drinks', 'Malt and Juice Crate', 115_000, ['24 x 330 ml'], 'drink-crate', '#d68910', 'Non-alcoholic malt drinks and fruit juices for shops and celebrations.'],
    ['Dairy & Eggs', 'Farm Eggs, Tray of 30', 26_000, ['1 tray', '10 trays'], 'eggs', '#c8b08a', 'Fresh eggs from local poultry farms, collected this week.'],
    ['Dairy & Eggs', 'Long-Life Milk, Carton of 12', 98_000, ['12 x 1 L'], 'milk', '#2e86c1', 'UHT milk that keeps for months without a fridge until opened.'],
    ['Dairy & Eggs', 'Full-Cream Milk Powder', 135_000, ['900 g', '2.5 kg'], 'milk', '#d35400', 'Full-cream powdered milk for tea, porridge and baking, in a resealable tin that keeps without a fridge.'],
    ['Meat & Fish', 'Fresh Nile Tilapia', 120_000, ['5 kg', '10 kg'], 'fish', '#7f9bb0', 'Whole tilapia from the Nile, cleaned and delivered on ice the same day.'],
    ['Meat & Fish', 'Dried Fish (Kejeik)', 160_000, ['5 kg'], 'fish', '#a0673c', 'Sun-dried Nile fish for stews. Keeps for weeks in a dry place.'],
    ['Meat & Fish', 'Boneless Beef', 175_000, ['5 kg', '10 kg'], 'meat', '#b03a2e', 'Fresh local beef, trimmed and boneless, from a licensed butchery.'],
    ['Fruits & Nuts', 'Roasted Groundnuts', 70_000, ['5 kg', '25 kg'], 'nuts', '#8d5a3b', 'Roasted, shelled groundnuts for snacks and peanut paste.'],
    ['Fruits & Nuts', 'Mango Crate', 60_000, ['1 crate'], 'veg-crate', '#f39c12', 'Sweet, juicy mangoes in season from Western Equatoria.'],
  ]),
  ...rows('ReliefSupplies', [
    ['Blankets', 'Thermal Fleece Blanket', 28_000, ['150 x 200 cm', 'Bale of 50'], 'blankets', '#2f6db5', 'Warm, light and quick to dry, packed in bales for distribution.'],
    ['Blankets', 'Woven Relief Blanket', 35_000, ['150 x 200 cm', 'Bale of 30'], 'blankets', '#6b5b4b', 'A heavier woven blanket that meets common humanitarian specifications.'],
    ['Blankets', 'Woven Sleeping Mat', 18_000, ['90 x 180 cm', 'Bale of 50'], 'blankets', '#2e8b57', 'A plastic-woven mat that keeps sleepers off damp ground.'],
    ['Tents', 'Family Relief Tent 16 m²', 1_200_000, ['16 m²'], 'tent', '#e8e2d0', 'A ridge tent for a family of five with a double roof, ventilation and ground sheet.', true],
    ['Tents', 'Emergency Shelter Tent', 650_000, ['12 m²'], 'tent', '#4c8c6a', 'A quick-pitch shelter for early response, fits in one carry bag.'],
    ['Tents', 'Multipurpose Warehouse Tent 10 x 24 m', 28_000_000, ['10 x 24 m'], 'tent', '#dcdcd2', 'A large steel-framed tent for storing relief items, or for clinics and temporary schools. Installation crew included.'],
    ['Medical Kits', 'Workplace First Aid Kit', 260_000, ['10 persons', '50 persons'], 'med-kit', '#2e8b57', 'Dressings, bandages, gloves and antiseptic in a wall-mounted case for offices and sites.'],
    ['Medical Kits', 'Community Health Kit', 1_800_000, ['1 kit'], 'med-kit', '#1f6f8b', 'Basic supplies for a community health worker serving about 1,000 people for three months.'],
    ['Medical Kits', 'Vehicle First Aid Kit', 95_000, ['1 kit'], 'med-kit', '#c0392b', 'A compact kit for every vehicle on field trips and long roads.'],
    ['Water Containers', 'Collapsible Jerrycan 20 L', 18_000, ['10 L', '20 L'], 'water-jerrycan', '#f2b33d', 'Food-grade plastic, folds flat for transport and stands firm when full.'],
    ['Water Containers', 'Handwashing Station with Tap', 120_000, ['60 L', '100 L'], 'water-bucket', '#2e86c1', 'A bucket with lid and tap on a stand, for schools, clinics and shops.'],
    ['Water Containers', 'Water Storage Tank 5,000 L', 2_400_000, ['2,000 L', '5,000 L', '10,000 L'], 'water-tank', '#2f5f8f', 'A UV-stabilised plastic tank for homes, compounds and clinics. Delivered and placed on your stand.'],
  ]),
  ...rows('StationeryOfficeFurniture', [
    ['Desks', 'Student Writing Desk', 780_000, ['100 x 50 cm'], 'writing-desk', '#8d5a3b', 'A simple desk with a drawer pedestal, for a home study or a small office.'],
    ['Desks', 'Two-Drawer Secretary Desk', 1_400_000, ['140 x 70 cm'], 'writing-desk', '#546e7a', 'A steel-frame desk with two lockable drawers for front offices.'],
    ['Chairs', 'Visitor Chair with Chrome Frame', 320_000, ['Single', 'Pair'], 'visitor-chair', '#2f3d4e', 'A sled-frame visitor chair in padded leatherette for receptions and meeting rooms.'],
    ['Chairs', 'Secretary Swivel Chair', 450_000, ['Standard'], 'task-chair', '#8c2f39', 'A mid-back swivel chair with adjustable height, without armrests so it fits under any desk.'],
    ['Files', 'Lever Arch Files, Box of 10', 85_000, ['Box of 10', 'Box of 50'], 'binders', '#2f6db5', 'A4 lever arch files with label pockets, for accounts, HR and project records.'],
    ['Files', 'Archive Box Files, Pack of 10', 65_000, ['Pack of 10'], 'box-files', '#c0392b', 'Sturdy box files for archiving documents safely off the floor.'],
    ['Files', 'Ring Binders, Pack of 12', 72_000, ['Pack of 12'], 'binders', '#2e8b57', 'Two-ring binders in assorted colours for training materials and reports.'],
    ['Printers', 'Mono Laser Printer', 1_450_000, ['Standard'], 'printer', '#2f3d4e', 'A fast, reliable black-and-white printer for busy offices. Toner available from stock.'],
    ['Printers', 'Colour Multifunction Printer', 2_900_000, ['Standard'], 'printer', '#c0392b', 'Prints, scans and copies in colour, with Wi-Fi and a 50-sheet document feeder.'],
    ['Printers', 'A4 Copy Paper, 80 gsm', 18_000, ['1 ream', '5 reams', 'Box of 10 reams'], 'paper-reams', '#2f6db5', 'Bright white 80 gsm paper that runs cleanly in printers and copiers. Price per ream of 500 sheets.', true],
    ['Cabinets', 'Steel Stationery Cupboard', 1_550_000, ['90 x 40 x 185 cm'], 'steel-cupboard', '#7f8c8d', 'Lockable two-door steel cupboard with four shelves for stationery and files.'],
    ['Cabinets', 'Two-Drawer Filing Cabinet', 950_000, ['2 drawers'], 'filing-cabinet', '#4a6f8a', 'Fits under a desk or beside it, with a lock for personal files.'],
  ]),
  ...rows('PetroleumServices', [
    ['Diesel', 'Diesel (AGO), 20 L Jerrycan', 60_000, ['20 L'], 'fuel-can', '#2e7d32', 'Clean automotive diesel for generators and vehicles, in a sealed 20 L jerrycan.', true],
    ['Diesel', 'Diesel, 200 L Drum', 550_000, ['200 L'], 'drum', '#2f6db5', 'A full 200 L drum for generators and site machinery. Drum deposit refunded on return.'],
    ['Diesel', 'Bulk Diesel Delivery, 10,000 L', 27_500_000, ['10,000 L', '20,000 L'], 'tanker', '#2f8f6b', 'Tanker delivery to your compound, site or generator tank, with metered discharge and a delivery note.'],
    ['Petrol', 'Petrol (PMS), 20 L Jerrycan', 62_000, ['20 L'], 'fuel-can', '#c0392b', 'Premium motor spirit for cars, boda-bodas and small engines.'],
    ['Petrol', 'Petrol, 200 L Drum', 570_000, ['200 L'], 'drum', '#c0392b', 'A 200 L drum of petrol for vehicle fleets, boats and outboard engines. Drum deposit refunded on return.'],
    ['Petrol', 'Site Fuel Dispenser Service', 12_500_000, ['1 month'], 'fuel-pump', '#e67e22', 'A metered fuel dispenser installed at your site, refilled by our tankers, with monthly fuel reports.'],
    ['Lubricants', 'Engine Oil 15W-40', 95_000, ['1 L', '5 L'], 'lube-bottles', '#d4a017', 'Multigrade diesel engine oil for trucks, generators and pickups.'],
    ['Lubricants', 'Hydraulic Oil 68', 260_000, ['20 L'], 'lube-bottles', '#1f6f8b', 'Hydraulic oil for excavators, loaders and tipper hoists.'],
    ['Lubricants', 'Gear Oil 80W-90', 88_000, ['1 L', '4 L'], 'lube-bottles', '#8c2f39', 'Gear oil for gearboxes and differentials in hard road conditions.'],
    ['Gas Cylinders', 'LPG Gas Cylinder 13 kg, Filled', 260_000, ['13 kg'], 'gas-cylinder', '#2f6db5', 'A filled 13 kg cylinder for home cooking; cleaner and cheaper than charcoal over a month.', true],
    ['Gas Cylinders', 'LPG 6 kg with Burner', 145_000, ['6 kg'], 'gas-burner', '#c0392b', 'A small filled cylinder with a burner on top, the easy start for a family kitchen.'],
    ['Gas Cylinders', 'Commercial LPG Cylinder 45 kg', 820_000, ['45 kg'], 'gas-cylinder', '#7f8c8d', 'A large cylinder for restaurants, hotels and school kitchens.'],
  ]),
];

// A varied handful moved to the end so the storefront's New Arrivals show many kinds of goods.
const NEWEST = [
  'resort-parasol-dining-set',
  'velvet-two-seater-loveseat',
  'upholstered-queen-bed-frame',
  'stone-coated-roofing-tile-sheet',
  'mango-crate',
  'handwashing-station-with-tap',
  'colour-multifunction-printer',
  'gold-frame-serving-bar-cart',
  'lpg-6-kg-with-burner',
  'kids-study-desk-with-hutch',
];

export const demoProducts: DemoProduct[] = [
  ...catalogue.filter((p) => !NEWEST.includes(p.slug)),
  ...NEWEST.map((slug) => {
    const product = catalogue.find((p) => p.slug === slug);
    if (!product) throw new Error(`Unknown demo product ${slug}`);
    return product;
  }),
];
