import type { PictureResponse } from '@shop/contracts/client';
import { api } from '~/lib/api';

/** Removes the picture; answers the user without one. */
export function removeProfilePicture(): Promise<PictureResponse> {
  return api<PictureResponse>('/api/user/remove-profile-picture', { body: {}, auth: true });
}
