// A signed-in customer's saved delivery addresses (docs/decisions/0051-email-change-and-saved-addresses.md).
// Zod-free: the checkout and the profile use them too.
import { ADDRESS_FIELDS, type AddressField } from './order-rules.ts';

/** How many addresses an account keeps: enough for home, work and family, and a short list. */
export const SAVED_ADDRESSES_MAX = 10;

export const SAVED_ADDRESS_MESSAGES = {
  added: 'Address saved',
  updated: 'Address updated',
  deleted: 'Address deleted',
  notFound: 'That address was not found. It may have been deleted already.',
  invalidId: 'That address link is not valid.',
  duplicate: 'You have saved this address already.',
  full: `You can keep up to ${SAVED_ADDRESSES_MAX} addresses. Delete one you no longer use to add another.`,
  tooMany: 'Too many changes to your addresses. Please wait a while and try again.',
} as const;

/**
 * Two addresses are the same one when every field is, ignoring case, spaces around and inside
 * words: the key an account's addresses are told apart by (on the server, a unique index), and
 * how the checkout knows which saved address its fields hold.
 */
export function addressMatchKey(address: Record<AddressField, string>): string {
  return ADDRESS_FIELDS.map(([field]) =>
    (address[field] ?? '').trim().replace(/\s+/g, ' ').toLowerCase(),
  ).join('\u001f');
}
