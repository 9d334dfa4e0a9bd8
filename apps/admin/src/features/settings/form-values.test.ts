import { adminSettingsUpdateSchema, type ShopSettings } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { toFormValues, toSettingsInput } from './form-values';

const settings: ShopSettings = {
  currency: 'SSP',
  deliveryFee: 25_000,
  freeDeliveryThreshold: 1_000_000,
  lowStockThreshold: 10,
  unansweredKeepDays: 90,
  lineQuantityMax: 1000,
  newsletterPerMinute: 60,
  company: {
    name: 'Boma Star General Trading',
    shortName: 'Boma Star',
    tagline: 'Everything for home and site',
    phones: ['+211 922 450 310'],
    emails: ['info@example.com'],
    whatsapp: '211922450310',
    address: 'Juba, South Sudan',
    taxNumber: '',
    officePurpose: 'Head office',
    depot: { address: 'Gumbo, Juba', purpose: 'Depot and yard' },
    latitude: 4.85,
    longitude: 31.6,
    hours: [{ days: 'Mon-Sat', hours: '8:00-18:00' }],
    social: {
      whatsapp: 'https://wa.me/211922450310',
      tiktok: 'https://www.tiktok.com/@boma',
      instagram: 'https://www.instagram.com/boma',
      facebook: 'https://www.facebook.com/boma',
    },
    yearsOfExperience: 10,
  },
};

const parse = (lowStockThreshold: string) =>
  adminSettingsUpdateSchema.safeParse(
    toSettingsInput({ ...toFormValues(settings), lowStockThreshold }),
  );

describe('the low-stock threshold in the settings form', () => {
  it('loads as text and saves as a whole number of units', () => {
    expect(toFormValues(settings).lowStockThreshold).toBe('10');
    expect(parse(' 1,000 ').data?.lowStockThreshold).toBe(1000);
    expect(parse('0').data?.lowStockThreshold).toBe(0);
  });

  it("is refused with the schema's own words", () => {
    const message = (typed: string) =>
      parse(typed).error?.issues.find((i) => i.path[0] === 'lowStockThreshold')?.message;
    expect(message('')).toBe('Low-stock threshold must be a number');
    expect(message('2.5')).toBe('Low-stock threshold must be a whole number of units');
    expect(message('-1')).toBe('Low-stock threshold cannot be negative');
    expect(message('many')).toBe('Low-stock threshold must be a number');
  });
});

describe('the days unanswered questions are kept, in the settings form', () => {
  const parseDays = (unansweredKeepDays: string) =>
    adminSettingsUpdateSchema.safeParse(
      toSettingsInput({ ...toFormValues(settings), unansweredKeepDays }),
    );
  const message = (typed: string) =>
    parseDays(typed).error?.issues.find((i) => i.path[0] === 'unansweredKeepDays')?.message;

  it('loads as text and saves as a whole number of days', () => {
    expect(toFormValues(settings).unansweredKeepDays).toBe('90');
    expect(parseDays(' 365 ').data?.unansweredKeepDays).toBe(365);
  });

  it("is refused with the schema's own words, blank too", () => {
    expect(message('')).toBe('Days to keep unanswered questions must be a number');
    expect(message('0')).toBe('Keep unanswered questions for at least 1 day');
    expect(message('1.5')).toBe('Days to keep unanswered questions must be a whole number of days');
    expect(message('4,000')).toBe('Keep unanswered questions for at most 3,650 days');
  });
});

describe('the most units per order line, in the settings form', () => {
  const parseMax = (lineQuantityMax: string) =>
    adminSettingsUpdateSchema.safeParse(
      toSettingsInput({ ...toFormValues(settings), lineQuantityMax }),
    );
  const message = (typed: string) =>
    parseMax(typed).error?.issues.find((i) => i.path[0] === 'lineQuantityMax')?.message;

  it('loads as text and saves as a whole number', () => {
    expect(toFormValues(settings).lineQuantityMax).toBe('1000');
    expect(parseMax(' 5,000 ').data?.lineQuantityMax).toBe(5000);
  });

  it("is refused with the schema's own words, blank too", () => {
    expect(message('')).toBe('Most units per order line must be a number');
    expect(message('0')).toBe('Most units per order line must be at least 1');
    expect(message('2.5')).toBe('Most units per order line must be a whole number');
    expect(message('2,000,000')).toBe('Most units per order line must be at most 1,000,000');
  });
});

describe('the depot, in the settings form', () => {
  const withDepot = (depot: { address: string; purpose: string }) => {
    const values = toFormValues(settings);
    return adminSettingsUpdateSchema.safeParse(
      toSettingsInput({ ...values, company: { ...values.company, depot } }),
    );
  };

  it('loads as two fields and saves as a place, or as none when both are blank', () => {
    expect(toFormValues(settings).company.depot).toEqual({
      address: 'Gumbo, Juba',
      purpose: 'Depot and yard',
    });
    expect(
      toFormValues({ ...settings, company: { ...settings.company, depot: null } }).company.depot,
    ).toEqual({ address: '', purpose: '' });
    expect(withDepot({ address: ' Gudele ', purpose: 'Yard' }).data?.company.depot).toEqual({
      address: 'Gudele',
      purpose: 'Yard',
    });
    expect(withDepot({ address: ' ', purpose: '' }).data?.company.depot).toBeNull();
  });

  it('asks for the half that is missing', () => {
    const message = (depot: { address: string; purpose: string }) =>
      withDepot(depot).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(message({ address: 'Gudele', purpose: '' })).toEqual([
      'company.depot.purpose: Please say what the depot is for',
    ]);
    expect(message({ address: '', purpose: 'Yard' })).toEqual([
      'company.depot.address: Please enter the depot address',
    ]);
  });
});
