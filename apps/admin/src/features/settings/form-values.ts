import type { ShopSettings } from '@shop/contracts';

/** The settings as the form holds them: what staff typed, numbers still as text. */
export interface SettingsFormValues {
  deliveryFee: string;
  freeDeliveryThreshold: string;
  lowStockThreshold: string;
  unansweredKeepDays: string;
  lineQuantityMax: string;
  newsletterPerMinute: string;
  company: {
    name: string;
    shortName: string;
    tagline: string;
    phones: string[];
    emails: string[];
    whatsapp: string;
    address: string;
    taxNumber: string;
    officePurpose: string;
    /** Both blank: no depot. */
    depot: { address: string; purpose: string };
    latitude: string;
    longitude: string;
    hours: { days: string; hours: string }[];
    social: { whatsapp: string; tiktok: string; instagram: string; facebook: string };
    yearsOfExperience: string;
  };
}

/** '211922450310' as people write it: '+211 922 450 310'. */
export function formatWhatsapp(stored: string): string {
  return /^211\d{9}$/.test(stored)
    ? `+211 ${stored.slice(3, 6)} ${stored.slice(6, 9)} ${stored.slice(9)}`
    : stored;
}

export function toFormValues(settings: ShopSettings): SettingsFormValues {
  const c = settings.company;
  return {
    deliveryFee: String(settings.deliveryFee),
    freeDeliveryThreshold: String(settings.freeDeliveryThreshold),
    lowStockThreshold: String(settings.lowStockThreshold),
    unansweredKeepDays: String(settings.unansweredKeepDays),
    lineQuantityMax: String(settings.lineQuantityMax),
    newsletterPerMinute: String(settings.newsletterPerMinute),
    company: {
      name: c.name,
      shortName: c.shortName,
      tagline: c.tagline,
      phones: [...c.phones],
      emails: [...c.emails],
      whatsapp: formatWhatsapp(c.whatsapp),
      address: c.address,
      taxNumber: c.taxNumber,
      officePurpose: c.officePurpose,
      depot: { address: c.depot?.address ?? '', purpose: c.depot?.purpose ?? '' },
      latitude: String(c.latitude),
      longitude: String(c.longitude),
      hours: c.hours.map((h) => ({ ...h })),
      social: { ...c.social },
      yearsOfExperience: String(c.yearsOfExperience),
    },
  };
}

/**
 * Text to a number for the schema. Blank stays undefined (the schema then says the field must be
 * a number); anything that is not plainly a number becomes NaN, which the schema refuses too.
 * Amounts and counts may be typed with thousands separators ('25,000').
 */
export function parseAmount(text: string): number | undefined {
  const compact = text.trim().replace(/[,\s]/g, '');
  if (compact === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(compact) ? Number(compact) : Number.NaN;
}

export function parseDecimal(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^[-+]?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * What the form holds, shaped for the API's schema (adminSettingsUpdateSchema), which checks it
 * here first and again on the server. Its parsed result is what is sent.
 */
export function toSettingsInput(values: SettingsFormValues) {
  const c = values.company;
  return {
    deliveryFee: parseAmount(values.deliveryFee),
    freeDeliveryThreshold: parseAmount(values.freeDeliveryThreshold),
    lowStockThreshold: parseAmount(values.lowStockThreshold),
    // Blank is refused as 'must be a number' (optional only for API clients that omit it).
    unansweredKeepDays: parseAmount(values.unansweredKeepDays) ?? Number.NaN,
    lineQuantityMax: parseAmount(values.lineQuantityMax) ?? Number.NaN,
    newsletterPerMinute: parseAmount(values.newsletterPerMinute) ?? Number.NaN,
    company: {
      ...c,
      // Both blank is no depot; one of them filled in is a depot missing the other.
      depot: c.depot.address.trim() || c.depot.purpose.trim() ? c.depot : null,
      latitude: parseDecimal(c.latitude),
      longitude: parseDecimal(c.longitude),
      yearsOfExperience: parseAmount(c.yearsOfExperience),
    },
  };
}
