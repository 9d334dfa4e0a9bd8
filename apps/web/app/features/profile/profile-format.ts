import { ApiError } from '~/lib/api';

/**
 * The text of a failed call: the server's own message when it refused (4xx), else the screen's
 * generic failure text (network error, server error).
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return fallback;
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
