import { LOW_DATA_COOKIE } from './images.ts';

// Apart from images.ts, which every page loads: only the footer's switch writes the cookie.

export const LOW_DATA_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

/** The Set-Cookie value (or document.cookie assignment) that remembers a choice. */
export function lowDataCookie(on: boolean, secure: boolean): string {
  return (
    `${LOW_DATA_COOKIE}=${on ? '1' : '0'}; Path=/; Max-Age=${LOW_DATA_COOKIE_MAX_AGE_SECONDS}; ` +
    `SameSite=Lax${secure ? '; Secure' : ''}`
  );
}
