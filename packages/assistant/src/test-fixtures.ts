import type { ChatProduct, ShopSettings } from '@shop/contracts/client';
import { searchProductList } from './memory-search.ts';
import type { AssistantContext, ChatOrder, OrdersLookup, ProductQuery } from './types.ts';

// What the tests share: a small catalogue, the shop's settings and a context that records what
// the engine asked for. The catalogue stands in for the database (the API's tests use the real one).

let next = 0;
const product = (
  name: string,
  category: string,
  subCategory: string,
  price: number,
): ChatProduct => ({
  _id: `p${String(++next).padStart(23, '0')}`,
  name,
  category,
  subCategory,
  price,
  image: [`/uploads/${name.toLowerCase().replace(/\W+/g, '-')}.webp`],
});

export const CATALOGUE: readonly ChatProduct[] = [
  product('Chesterfield Leather Sofa', 'Seatingfurniture', 'Sofas', 2_500_000),
  product('Three Seater Fabric Sofa', 'Seatingfurniture', 'Sofas', 1_200_000),
  product('Corner Sofa', 'Seatingfurniture', 'Sofas', 900_000),
  product('Budget Two Seater Sofa', 'Seatingfurniture', 'Sofas', 450_000),
  product('Velvet Sofa Bed', 'Seatingfurniture', 'Sofas', 3_100_000),
  product('Wooden Dining Chair', 'Seatingfurniture', 'Chairs', 120_000),
  product('Plastic Stool', 'Seatingfurniture', 'Stools', 15_000),
  product('Mahogany Dining Table', 'Tables', 'Dining Tables', 1_800_000),
  product('Wooden Double Bed', 'Bedroomfurniture', 'Beds', 1_400_000),
  product('Metal Single Bed', 'Bedroomfurniture', 'Beds', 600_000),
  product('Portland Cement 50kg', 'BuildingItems', 'Cement', 14_000),
  product('Rapid Set Cement 25kg', 'BuildingItems', 'Cement', 9_000),
  product('Family Tent 4 Person', 'ReliefSupplies', 'Tents', 350_000),
  product('Emergency Shelter Tent', 'ReliefSupplies', 'Tents', 480_000),
  product('Large Relief Tent', 'ReliefSupplies', 'Tents', 2_200_000),
  product('Canvas Tent', 'ReliefSupplies', 'Tents', 700_000),
  product('Aromatic Rice 25kg', 'FoodStuffs', 'Grains & Cereals', 60_000),
  product('Diesel (per litre)', 'PetroleumServices', 'Diesel', 3_000),
  product('Laser Printer', 'StationeryOfficeFurniture', 'Printers', 850_000),
];

export const SETTINGS: ShopSettings = {
  currency: 'SSP',
  deliveryFee: 25_000,
  freeDeliveryThreshold: 10_000_000,
  lowStockThreshold: 10,
  unansweredKeepDays: 90,
  lineQuantityMax: 1000,
  newsletterPerMinute: 60,
  company: {
    name: 'Boma Star General Trading Co. Ltd',
    shortName: 'Boma Star',
    tagline: 'Everything you need, delivered',
    phones: ['+211 922 450 310', '+211 912 000 111'],
    emails: ['info@bomastar.example'],
    whatsapp: '211922450310',
    address: 'Pibor - GPAA, South Sudan',
    taxNumber: '',
    officePurpose: 'Head office: orders, quotations, tenders and accounts',
    depot: {
      address: 'Plot 7, Nimule Road, Gumbo, Juba, South Sudan',
      purpose: 'Depot and yard: goods kept, checked and loaded; orders collected',
    },
    latitude: 6.7972,
    longitude: 33.1346,
    hours: [
      { days: 'Mon-Fri', hours: '8:00-18:00' },
      { days: 'Sat', hours: '9:00-16:00' },
      { days: 'Sun', hours: 'Closed' },
    ],
    social: {
      whatsapp: 'https://wa.me/211922450310',
      tiktok: 'https://tiktok.com/@bomastar',
      instagram: 'https://instagram.com/bomastar',
      facebook: 'https://facebook.com/bomastar',
    },
    yearsOfExperience: 10,
  },
};

export interface RecordingContext extends AssistantContext {
  queries: ProductQuery[];
  orderLookups: number;
}

/** A context over `catalogue` that remembers every search and order lookup. */
export function fakeContext(
  options: {
    catalogue?: readonly ChatProduct[];
    settings?: ShopSettings;
    orders?: OrdersLookup;
  } = {},
): RecordingContext {
  const search = searchProductList(options.catalogue ?? CATALOGUE);
  const ctx: RecordingContext = {
    queries: [],
    orderLookups: 0,
    settings: options.settings ?? SETTINGS,
    async searchProducts(query) {
      ctx.queries.push(query);
      // The whole catalogue, as the server searches it (the browser's fallback is partial).
      return { ...(await search(query)), partial: false };
    },
    async orders() {
      ctx.orderLookups += 1;
      return options.orders === undefined ? null : options.orders;
    },
  };
  return ctx;
}

export const order = (id: string, status: string, isoDate: string): ChatOrder => ({
  id,
  status,
  date: Date.parse(isoDate),
});
