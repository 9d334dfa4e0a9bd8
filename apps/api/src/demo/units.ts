// The unit every demo product's price is per, and whether its stock is counted: the goods of a
// trading company in Juba as its staff would enter them (cement per 50 kg bag, sand per tonne,
// diesel per litre). Furniture is counted by the piece (or the set) unless listed here.
import type { ProductType, Unit } from '@shop/contracts';
import type { DemoProduct } from './products.ts';

export interface DemoUnit {
  productType: ProductType;
  measurement: string;
  unit: Unit;
  /** Off for what is supplied to order and never runs out on a shelf (quarry loads, fuel, services). */
  trackStock: boolean;
}

const goods = (unit: Unit, measurement = ''): DemoUnit => ({
  productType: 'goods',
  measurement,
  unit,
  trackStock: true,
});
const bulk = (unit: Unit, measurement = '', trackStock = true): DemoUnit => ({
  productType: 'bulk',
  measurement,
  unit,
  trackStock,
});

const UNITS_BY_NAME: Record<string, DemoUnit> = {
  'Burnt Clay Bricks': goods('pallet', '1,000-brick'),
  'Interlocking Stabilised Soil Bricks': goods('pallet', '1,000-brick'),
  'Red Facing Bricks': goods('pallet', '1,000-brick'),
  'Portland Cement 42.5N': bulk('bag', '50 kg'),
  'Masonry Cement 32.5R': bulk('bag', '50 kg'),
  'Rapid-Set Repair Cement': bulk('bag', '25 kg'),
  'Y12 Deformed Steel Bar, 12 m': goods('length', '12 m'),
  'Y16 Rebar Bundle (1 Tonne)': bulk('tonne'),
  'R8 Round Bar for Stirrups': goods('length', '12 m'),
  'Galvanised Corrugated Iron Sheet, Gauge 30': goods('sheet'),
  'Pre-Painted Box-Profile Sheet, Gauge 28': goods('sheet'),
  'Stone-Coated Roofing Tile Sheet': goods('sheet'),
  'Weatherguard Exterior Emulsion': goods('bucket', '20 L'),
  'Silk Vinyl Interior Paint': goods('tin', '4 L'),
  'Anti-Rust Metal Primer': goods('tin', '4 L'),
  'River Sand': bulk('tonne', '', false),
  'Sieved Plaster Sand': bulk('tonne', '', false),
  'Crushed Aggregate 3/4 Inch': bulk('tonne', '', false),
  'Murram and Hardcore Fill': bulk('tonne', '', false),
  'Hollow Concrete Block 6 Inch': goods('pallet', '100-block'),
  'Solid Concrete Block 8 Inch': goods('pallet', '80-block'),
  'Hollow Partition Block 4 Inch': goods('pallet', '120-block'),
  'Porcelain Floor Tile 60 x 60 cm': bulk('m²'),
  'Ceramic Wall Tile 30 x 60 cm': bulk('m²'),
  'Anti-Slip Outdoor Tile 40 x 40 cm': bulk('m²'),
  'PVC Pressure Pipe, 6 m': goods('length', '6 m'),
  'uPVC Sewer Pipe 110 mm': goods('length', '6 m'),
  'Galvanised Steel Water Pipe': goods('length', '6 m'),
  'Fresh Tomatoes': goods('crate', '25 kg'),
  'Red Onions': bulk('sack', '25 kg'),
  'Fresh Cabbages': goods('bundle', '10-head'),
  'White Maize Grain': bulk('bag', '50 kg'),
  'Sorghum (Feterita)': bulk('bag', '50 kg'),
  'Long-Grain Rice': bulk('bag', '25 kg'),
  'Red Beans': bulk('bag', '50 kg'),
  'Canned Beans Carton (24 Tins)': goods('carton', '24 × 400 g'),
  'Pasta and Macaroni Carton': goods('carton', '20 × 500 g'),
  'Tomato Paste Carton (48 Tins)': goods('carton', '48 × 70 g'),
  'Sunflower Cooking Oil': goods('jerrycan', '20 L'),
  'Spice Collection': goods('set', '5-jar'),
  'Refined White Sugar': bulk('bag', '50 kg'),
  'Soft Drinks Crate': goods('crate', '24 × 300 ml'),
  'Drinking Water Pack': goods('pack', '12 × 500 ml'),
  'Malt and Juice Crate': goods('crate', '24 × 330 ml'),
  'Farm Eggs, Tray of 30': goods('tray', '30-egg'),
  'Long-Life Milk, Carton of 12': goods('carton', '12 × 1 L'),
  'Full-Cream Milk Powder': goods('tin', '2.5 kg'),
  'Fresh Nile Tilapia': bulk('kg'),
  'Dried Fish (Kejeik)': bulk('kg'),
  'Boneless Beef': bulk('kg'),
  'Roasted Groundnuts': bulk('kg'),
  'Mango Crate': goods('crate'),
  'Workplace First Aid Kit': goods('kit'),
  'Community Health Kit': goods('kit'),
  'Vehicle First Aid Kit': goods('kit'),
  'Lever Arch Files, Box of 10': goods('box', '10-file'),
  'Archive Box Files, Pack of 10': goods('pack', '10-file'),
  'Ring Binders, Pack of 12': goods('pack', '12-binder'),
  'A4 Copy Paper, 80 gsm': goods('ream', '500-sheet'),
  'Diesel (AGO) by the Litre': bulk('litre', '', false),
  'Diesel, 200 L Drum': goods('drum', '200 L'),
  'Bulk Diesel Delivery, 10,000 L': bulk('load', '10,000 L', false),
  'Petrol (PMS) by the Litre': bulk('litre', '', false),
  'Petrol, 200 L Drum': goods('drum', '200 L'),
  'Site Fuel Dispenser Service': {
    productType: 'service',
    measurement: '',
    unit: 'month',
    trackStock: false,
  },
  'Engine Oil 15W-40': goods('jerrycan', '5 L'),
  'Hydraulic Oil 68': goods('bucket', '20 L'),
  'Gear Oil 80W-90': goods('tin', '4 L'),
  'LPG Gas Cylinder 13 kg, Filled': goods('cylinder', '13 kg'),
  'LPG 6 kg with Burner': goods('cylinder', '6 kg'),
  'Commercial LPG Cylinder 45 kg': goods('cylinder', '45 kg'),
};

export function demoUnitOf(product: Pick<DemoProduct, 'name'>): DemoUnit {
  return UNITS_BY_NAME[product.name] ?? goods(/\bset\b/i.test(product.name) ? 'set' : 'piece');
}

/** Every listed name must be a demo product (a renamed product would silently lose its unit). */
export const DEMO_UNIT_NAMES = Object.keys(UNITS_BY_NAME);

/**
 * Opening stock of one size, by rule so every seeded shop holds the same: the first size is well
 * stocked (orders in the tests and the demo orders draw on it), later sizes vary, and a few are
 * low or sold out so the shop shows 'Only 3 left' and 'Out of stock' somewhere.
 */
export function demoOpeningStock(productIndex: number, sizeIndex: number): number {
  if (sizeIndex === 0) return 40 + ((productIndex * 37) % 160);
  const pick = (productIndex * 7 + sizeIndex * 3) % 13;
  if (pick === 0) return 0;
  if (pick <= 2) return pick + 1;
  return 6 + ((productIndex * 11 + sizeIndex * 5) % 60);
}
