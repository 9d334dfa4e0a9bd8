// The sign-in device cookie (docs/decisions/0041-device-cookies-and-tracking-limits.md, after
// OWASP's "Slow Down Online Guessing Attacks with Device Cookies"): a browser that signed in to an
// account keeps a token for it, so guesses made elsewhere never lock that browser out.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const DEVICE_COOKIE = 'shop_device';
/** The cookie is sent only to the two sign-in routes, never with pages (which stay cacheable). */
export const DEVICE_COOKIE_PATHS = ['/api/user/login', '/api/user/admin'] as const;
/** How long a browser stays known to an account after its last sign-in. */
export const DEVICE_LIFETIME_SECONDS = 365 * 86_400;
/**
 * Tokens one cookie holds at most: the accounts last signed in on a shared phone or computer, each
 * kept known, while the cookie stays a few hundred bytes however many accounts sign in there.
 */
export const DEVICE_TOKENS_MAX = 4;

const NONCE_BYTES = 12;
const MAC_BYTES = 16;
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{16})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{22})$/;

/** One token: `nonce.expiry.mac`, the expiry in seconds (base 36), the MAC binding the account. */
interface Token {
  text: string;
  nonce: string;
  expires: number;
  mac: string;
}

function parseToken(text: string): Token | undefined {
  const match = TOKEN_PATTERN.exec(text);
  if (!match) return undefined;
  return { text, nonce: match[1]!, expires: parseInt(match[2]!, 36), mac: match[3]! };
}

/** Every token the request's device cookies carry, well-formed ones only, at most the cap. */
function tokensOf(request: FastifyRequest): Token[] {
  const header = request.headers.cookie ?? '';
  const tokens: Token[] = [];
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== DEVICE_COOKIE) continue;
    for (const text of part
      .slice(eq + 1)
      .trim()
      .split('~')) {
      const token = parseToken(text);
      if (token && tokens.length < DEVICE_TOKENS_MAX) tokens.push(token);
    }
  }
  return tokens;
}

export interface DeviceCookies {
  /**
   * The nonce of the request's unexpired device token for this (lower-cased) e-mail, if it has
   * one; a forged, altered, expired or other account's token is no token.
   */
  knownDevice(request: FastifyRequest, email: string): string | undefined;
  /**
   * Gives the browser a new token for this e-mail (a new nonce, so the device starts with a clean
   * allowance), keeping its still valid tokens of other accounts, the newest first.
   */
  remember(request: FastifyRequest, reply: FastifyReply, email: string): void;
}

/**
 * Device cookies signed with `key` (HMAC-SHA256, a key derived from the JWT secret, never the
 * secret itself). `now` answers milliseconds (tests move the clock).
 */
export function deviceCookies(key: Buffer, now = () => Date.now()): DeviceCookies {
  const macOf = (email: string, nonce: string, expires: number) =>
    createHmac('sha256', key)
      .update(`device\n${email}\n${nonce}\n${expires}`)
      .digest()
      .subarray(0, MAC_BYTES);
  const belongsTo = (token: Token, email: string) => {
    const given = Buffer.from(token.mac, 'base64url');
    return (
      given.length === MAC_BYTES && timingSafeEqual(given, macOf(email, token.nonce, token.expires))
    );
  };
  const unexpired = (token: Token) => token.expires * 1000 > now();

  return {
    knownDevice(request, email) {
      if (!email) return undefined;
      const token = tokensOf(request).find((t) => unexpired(t) && belongsTo(t, email));
      return token?.nonce;
    },
    remember(request, reply, email) {
      const nonce = randomBytes(NONCE_BYTES).toString('base64url');
      const expires = Math.floor(now() / 1000) + DEVICE_LIFETIME_SECONDS;
      const mac = macOf(email, nonce, expires).toString('base64url');
      const fresh = `${nonce}.${expires.toString(36)}.${mac}`;
      // Other accounts' tokens cannot be checked without their e-mail: kept as they are while
      // unexpired (a forged one only ever stands for no token).
      const others = tokensOf(request)
        .filter((t) => unexpired(t) && !belongsTo(t, email))
        .map((t) => t.text);
      const value = [fresh, ...others].slice(0, DEVICE_TOKENS_MAX).join('~');
      const secure = request.protocol === 'https' ? '; Secure' : '';
      const cookies = DEVICE_COOKIE_PATHS.map(
        (path) =>
          `${DEVICE_COOKIE}=${value}; Path=${path}; Max-Age=${DEVICE_LIFETIME_SECONDS}; HttpOnly; SameSite=Strict${secure}`,
      );
      const earlier = reply.getHeader('set-cookie');
      const kept =
        earlier === undefined ? [] : Array.isArray(earlier) ? earlier : [String(earlier)];
      reply.header('set-cookie', [...kept, ...cookies]);
    },
  };
}
