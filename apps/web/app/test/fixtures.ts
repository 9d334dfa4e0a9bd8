import type { Product, ShopSettings } from '@shop/contracts/client';

// What the storefront's DOM tests share: the shop's settings as the root loader gives them,
// and a product as the API lists it.

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
    phones: ['+211 922 450 310'],
    emails: ['info@bomastar.example'],
    whatsapp: '211922450310',
    address: 'Juba, South Sudan',
    taxNumber: '',
    officePurpose: 'Head office: orders and accounts',
    depot: { address: 'Gumbo, Juba', purpose: 'Depot and yard' },
    latitude: 4.85,
    longitude: 31.58,
    hours: [{ days: 'Monday - Saturday', hours: '8:00 - 18:00' }],
    social: { whatsapp: '', tiktok: '', instagram: '', facebook: '' },
    yearsOfExperience: 10,
  },
};

export function product(overrides: Partial<Product> = {}): Product {
  return {
    _id: '64a1f0c2b3d4e5f601234567',
    name: 'Office chair',
    price: 150_000,
    description: 'A swivel chair with arms.',
    image: [],
    sizes: ['Large'],
    category: 'Seatingfurniture',
    subCategory: 'Chairs',
    averageRating: 0,
    totalReviews: 0,
    popular: false,
    date: 0,
    productType: 'goods',
    measurement: '',
    unit: 'piece',
    stock: { Large: 5 },
    ...overrides,
  };
}
