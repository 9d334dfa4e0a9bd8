import { z } from 'zod';

export const businessHoursSchema = z.array(z.object({ days: z.string(), hours: z.string() }));

/** The one company profile every page reads (DESIGN.md section 6). */
export const companyProfileSchema = z.object({
  name: z.string(),
  shortName: z.string(),
  tagline: z.string(),
  phones: z.array(z.string()).min(1),
  emails: z.array(z.string()).min(1),
  /** International number without '+' or spaces, as click-to-chat links want it (211...). */
  whatsapp: z.string().regex(/^211\d{9}$/),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  hours: businessHoursSchema,
  social: z.object({
    whatsapp: z.string(),
    tiktok: z.string(),
    instagram: z.string(),
    facebook: z.string(),
  }),
  yearsOfExperience: z.number().int(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

export const shopSettingsSchema = z.object({
  currency: z.literal('SSP'),
  deliveryFee: z.number().min(0),
  freeDeliveryThreshold: z.number().min(0),
  company: companyProfileSchema,
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

export const settingsResponseSchema = shopSettingsSchema.extend({ success: z.literal(true) });
