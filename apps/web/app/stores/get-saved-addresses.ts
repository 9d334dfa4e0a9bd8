import type { SavedAddressesResponse } from '@shop/contracts/client';
import { api } from '~/lib/api';

/** The signed-in customer's saved delivery addresses, the last used first (checkout and profile). */
export function getSavedAddresses(): Promise<SavedAddressesResponse> {
  return api<SavedAddressesResponse>('/api/user/addresses', { auth: true });
}
