import type {
  MessageResponse,
  SavedAddressRequest,
  SavedAddressResponse,
} from '@shop/contracts/client';
import { api } from '~/lib/api';

const PATH = '/api/user/addresses';

export const addSavedAddress = (body: SavedAddressRequest) =>
  api<SavedAddressResponse>(PATH, { body, auth: true });

export const editSavedAddress = (id: string, body: SavedAddressRequest) =>
  api<SavedAddressResponse>(`${PATH}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    auth: true,
  });

export const deleteSavedAddress = (id: string) =>
  api<MessageResponse>(`${PATH}/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: true,
  });
