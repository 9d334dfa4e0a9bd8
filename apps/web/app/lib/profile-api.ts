import type { UpdateProfileRequest, User } from '@shop/contracts';
import { authFetch, authPost } from './session';
import { ApiError } from '~/lib/api';

/** What the profile calls answer (account-and-company-site.md section 7). */
export interface UserResponse {
  success: boolean;
  message?: string;
  user?: User;
}

/** The browser event the header listens to, to refetch the name and picture it shows. */
export const PROFILE_UPDATED_EVENT = 'profileUpdated';

export function announceProfileUpdated(): void {
  window.dispatchEvent(new Event(PROFILE_UPDATED_EVENT));
}

export function fetchProfile(): Promise<UserResponse> {
  return authFetch<UserResponse>('/api/user/profile');
}

export function updateProfile(body: UpdateProfileRequest): Promise<UserResponse> {
  return authPost<UserResponse>('/api/user/update-profile', body);
}

export function uploadProfilePicture(file: File): Promise<UserResponse> {
  const form = new FormData();
  form.append('profilePicture', file);
  // No content-type header: the browser sets the multipart boundary itself.
  return authFetch<UserResponse>('/api/user/update-profile-picture', {
    method: 'POST',
    body: form,
  });
}

export function removeProfilePicture(): Promise<UserResponse> {
  return authPost<UserResponse>('/api/user/remove-profile-picture');
}

/**
 * The text of a failed call: the server's own message when it answered (success false, or a
 * 4xx with a message), else the screen's generic failure text (network error, server error).
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message)
    return error.message;
  return fallback;
}

/** A call that answered 2xx but with success false still carries the server's message. */
export function unsuccessfulMessage(response: UserResponse, fallback: string): string {
  return response.message?.trim() ? response.message : fallback;
}

/** 'Member since' date: '5 March 2026' (the joined date is an ISO timestamp). */
export function formatMemberSince(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
}

/** Up to two initials for the avatar placeholder. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = parts[0]!.charAt(0);
  const last = parts.length > 1 ? parts[parts.length - 1]!.charAt(0) : '';
  return (first + last).toUpperCase();
}
