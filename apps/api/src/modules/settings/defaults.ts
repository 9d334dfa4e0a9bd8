import {
  DEFAULT_DELIVERY_FEE,
  DEFAULT_LOW_STOCK_THRESHOLD,
  DEFAULT_FREE_DELIVERY_THRESHOLD,
  DEFAULT_LINE_QUANTITY_MAX,
  DEFAULT_NEWSLETTER_PER_MINUTE,
  DEFAULT_UNANSWERED_KEEP_DAYS,
  type ShopSettings,
} from '@shop/contracts';

/** What an office is for, also for a stored profile saved before offices had a purpose. */
export const OFFICE_PURPOSE = 'Head office: orders, quotations, tenders and accounts';

/**
 * The shop's settings before an admin changes them: the one company profile every page reads
 * (docs/architecture.md, "Where the specifications disagree or are silent"). Phone numbers and
 * addresses appear nowhere else in the code. The office is the specification's address and map
 * point; the goods are kept, loaded and collected at the Juba depot and yard, which is what the
 * company pages' copy speaks of (docs/decisions/0054-bulk-quantities-and-company-places.md).
 */
export const DEFAULT_SETTINGS: ShopSettings = {
  currency: 'SSP',
  deliveryFee: DEFAULT_DELIVERY_FEE,
  freeDeliveryThreshold: DEFAULT_FREE_DELIVERY_THRESHOLD,
  lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD,
  unansweredKeepDays: DEFAULT_UNANSWERED_KEEP_DAYS,
  lineQuantityMax: DEFAULT_LINE_QUANTITY_MAX,
  newsletterPerMinute: DEFAULT_NEWSLETTER_PER_MINUTE,
  company: {
    name: 'Boma Star General Trading Co. Ltd',
    shortName: 'Boma Star',
    tagline: 'Supplies, construction and logistics you can count on, across South Sudan',
    phones: ['+211 922 450 310', '+211 981 230 774'],
    emails: ['info@bomastartrading.com', 'sales@bomastartrading.com'],
    whatsapp: '211922450310',
    address: 'Pibor - GPAA, South Sudan',
    // The company's own number, which only staff know: invoices wait until they enter it.
    taxNumber: '',
    officePurpose: OFFICE_PURPOSE,
    depot: {
      address: 'Plot 7, Nimule Road, Gumbo, Juba, South Sudan',
      purpose:
        'Depot and yard: goods kept, checked and loaded; orders collected; deliveries leave from here',
    },
    latitude: 6.7972,
    longitude: 33.1346,
    hours: [
      { days: 'Monday - Friday', hours: '8:00 - 18:00' },
      { days: 'Saturday', hours: '9:00 - 16:00' },
      { days: 'Sunday', hours: 'Closed' },
    ],
    social: {
      whatsapp: 'https://wa.me/211922450310',
      tiktok: 'https://www.tiktok.com/@bomastartrading',
      instagram: 'https://www.instagram.com/bomastartrading',
      facebook: 'https://www.facebook.com/bomastartrading',
    },
    yearsOfExperience: 7,
  },
};
