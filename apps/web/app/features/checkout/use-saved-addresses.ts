import { ADDRESS_FIELDS, type SavedAddress } from '@shop/contracts/client';
import { useEffect, useState } from 'react';
import type { AddressValues } from './checkout-validation';

/** The delivery fields of a saved address (without its id and when it was used). */
export const addressValuesOf = (saved: SavedAddress): AddressValues =>
  Object.fromEntries(ADDRESS_FIELDS.map(([field]) => [field, saved[field]])) as AddressValues;

/**
 * The signed-in customer's saved addresses (docs/decisions/0051-email-change-and-saved-addresses.md),
 * read once per session after hydration, their client loaded then: off the first load, like the
 * profile's prefill. The first (the last used) is offered to the form as it arrives.
 * `offer` must keep its identity (useCallback).
 */
export function useSavedAddresses(
  token: string | undefined,
  offer: (address: AddressValues) => void,
): SavedAddress[] {
  const [addresses, setAddresses] = useState<SavedAddress[]>([]);
  useEffect(() => {
    if (!token) return;
    let live = true;
    import('~/stores/get-saved-addresses')
      .then(({ getSavedAddresses }) => getSavedAddresses())
      .then(({ addresses }) => {
        if (!live) return;
        setAddresses(addresses);
        if (addresses[0]) offer(addressValuesOf(addresses[0]));
      })
      .catch(() => undefined); // the customer types the address instead
    return () => {
      live = false;
    };
  }, [token, offer]);
  return addresses;
}
