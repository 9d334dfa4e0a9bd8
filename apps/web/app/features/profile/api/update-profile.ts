import type { PictureResponse, UpdateProfileRequest } from '@shop/contracts/client';
import { api } from '~/lib/api';

/** Saves the profile's fields; answers the saved user. */
export function updateProfile(body: UpdateProfileRequest): Promise<PictureResponse> {
  return api<PictureResponse>('/api/user/update-profile', { body, auth: true });
}
