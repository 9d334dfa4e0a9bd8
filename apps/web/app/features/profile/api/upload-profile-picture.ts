import type { PictureResponse } from '@shop/contracts/client';
import { api } from '~/lib/api';

/** Sends a new picture as multipart form data; answers the user with its address. */
export function uploadProfilePicture(file: File): Promise<PictureResponse> {
  const body = new FormData();
  body.append('profilePicture', file);
  return api<PictureResponse>('/api/user/update-profile-picture', { body, auth: true });
}
