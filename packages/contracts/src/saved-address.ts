import { z } from 'zod';
import { idSchema, lowerCaseIdParamsSchema, messageResponseWith } from './api.ts';
import { addressSchema } from './order.ts';
import { SAVED_ADDRESS_MESSAGES as M } from './saved-address-rules.ts';

// A signed-in customer's saved delivery addresses
// (docs/decisions/0051-email-change-and-saved-addresses.md): the profile adds, edits and deletes
// them; the checkout offers them, the last used first; a placed order saves its address.

/** The request of an add or an edit: the checkout's delivery fields, every one required. */
export const savedAddressRequestSchema = addressSchema;

export const savedAddressParamsSchema = lowerCaseIdParamsSchema(M.invalidId);

export const savedAddressSchema = addressSchema.extend({
  _id: idSchema,
  /** When an order last went to it; null for one never used yet. */
  lastUsedAt: z.string().nullable(),
});

/** The account's addresses: the last used first, then the newest. */
export const savedAddressesResponseSchema = z.object({
  success: z.literal(true),
  addresses: z.array(savedAddressSchema),
});
export const savedAddressResponseSchema = messageResponseWith('address', savedAddressSchema);

export type SavedAddressRequest = z.input<typeof savedAddressRequestSchema>;
export type SavedAddress = z.infer<typeof savedAddressSchema>;
export type SavedAddressesResponse = z.infer<typeof savedAddressesResponseSchema>;
export type SavedAddressResponse = z.infer<typeof savedAddressResponseSchema>;
