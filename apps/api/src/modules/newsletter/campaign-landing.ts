// Landings from a campaign's links (docs/decisions/0061): which requests are one, and the
// first-party cookie that remembers it. Counted by the server from the request itself: no
// tracking pixel, nothing in the page, nothing sent to anybody else.
import type { IncomingHttpHeaders } from 'node:http';
import { CAMPAIGN_COOKIE, CAMPAIGN_COOKIE_DAYS, UTM_SOURCE } from '@shop/contracts';

/** The shape of every utm_campaign the shop writes (campaign-service.ts, utmName). */
const UTM_NAME = /^[a-z0-9-]{1,60}$/;

/**
 * Programs that follow links without a reader: search and link-preview robots (most put their
 * "+https://…" info address in the name), mail scanners, command-line clients. Named whole, never
 * by a bare "bot": a CUBOT phone is a phone.
 */
const NOT_A_READER =
  /\+https?:\/\/|googlebot|bingbot|slurp|crawler|spider|facebookexternalhit|whatsapp|telegrambot|slackbot|discordbot|curl\/|wget\/|python-|go-http-client|okhttp|java\//i;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The campaign name (utm_campaign) a request lands from, or undefined when it is not a reader's
 * landing from a campaign: only a GET for a storefront document (not the API, a built file or
 * React Router's data request), not a prefetch or prerender, not a robot's, with
 * `utm_source=newsletter` and a name shaped like the shop's.
 */
export function campaignLanding(
  method: string,
  url: string,
  headers: IncomingHttpHeaders,
): string | undefined {
  if (method !== 'GET') return undefined;
  const q = url.indexOf('?');
  if (q < 0) return undefined;
  const path = url.slice(0, q);
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/assets/')) return undefined;
  if (path.endsWith('.data')) return undefined;
  // Browsers say what they fetch for; an older one says nothing, and its GET is a navigation.
  const dest = first(headers['sec-fetch-dest']);
  if (dest !== undefined && dest !== 'document') return undefined;
  const purpose = `${first(headers['sec-purpose']) ?? ''} ${first(headers.purpose) ?? ''} ${first(headers['x-moz']) ?? ''}`;
  if (/prefetch|prerender/i.test(purpose)) return undefined;
  const agent = first(headers['user-agent']);
  if (!agent || NOT_A_READER.test(agent)) return undefined;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(url.slice(q + 1));
  } catch {
    return undefined;
  }
  if (params.get('utm_source') !== UTM_SOURCE) return undefined;
  const name = params.get('utm_campaign');
  return name && UTM_NAME.test(name) ? name : undefined;
}

/**
 * The Set-Cookie value remembering a landing: the campaign's id alone (no address, no person),
 * sent back with every request to the shop for CAMPAIGN_COOKIE_DAYS, readable by no script and
 * sent along by another site's link (Lax), never by its forms or frames.
 */
export function campaignCookie(campaignId: string, secure: boolean): string {
  const maxAge = CAMPAIGN_COOKIE_DAYS * 86_400;
  return `${CAMPAIGN_COOKIE}=${campaignId}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
