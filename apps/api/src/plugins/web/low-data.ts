import type { IncomingHttpHeaders } from 'node:http';
import { lowDataRequested, onlyLowDataCookie, withoutCampaignCookie } from '@shop/contracts';

// Low-data mode and the page cache (docs/decisions/0038-low-data-mode.md). A page is rendered
// from its normalised address alone; low-data mode is the one thing besides it that may change
// the HTML, so every kept address has at most two entries: the page, and the page as a
// `Save-Data: on` request gets it. Whatever the request sends (a junk header value, a junk
// cookie) it lands on one of the two or is not answered from the cache at all.

/** Starts the key of a low-data entry; a normalised address starts with '/', never with this. */
const LOW_DATA_PREFIX = 'low-data:';

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Whether a request asks for low-data pages (Save-Data: on or the low-data cookie). */
export function requestsLowData(headers: IncomingHttpHeaders): boolean {
  return lowDataRequested({
    saveData: headerValue(headers['save-data']),
    cookie: headerValue(headers.cookie),
  });
}

/**
 * A Cookie header that says nothing about who is asking: the low-data cookie alone, with or without
 * the newsletter's campaign cookie (an id of a campaign, the same for every reader of it, which no
 * page shows: docs/decisions/0061). Any other cookie (or a junk value of those) makes the request
 * one rendered for itself alone.
 */
export function anonymousCookie(cookie: string | undefined): boolean {
  if (!cookie) return false;
  const rest = withoutCampaignCookie(cookie);
  return rest.trim().replaceAll(';', '').trim() === '' || onlyLowDataCookie(rest);
}

/** The cache key of a page's address for this request: the address, or its low-data entry. */
export function variantKey(key: string | null, headers: IncomingHttpHeaders): string | null {
  if (key === null) return null;
  return requestsLowData(headers) ? LOW_DATA_PREFIX + key : key;
}

/** The address a key renders, and the headers its render gets (none but Save-Data). */
export function renderOfKey(key: string): { address: string; headers: Record<string, string> } {
  return key.startsWith(LOW_DATA_PREFIX)
    ? { address: key.slice(LOW_DATA_PREFIX.length), headers: { 'save-data': 'on' } }
    : { address: key, headers: {} };
}
