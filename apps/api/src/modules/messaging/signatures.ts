// The providers' signatures on their callbacks (docs/decisions/0066-order-updates-by-sms-and-whatsapp.md).
// Twilio: X-Twilio-Signature, the base64 HMAC-SHA1 (key: the auth token) of the URL it called
// followed by every POST parameter, sorted by name, name then value. Meta: X-Hub-Signature-256,
// 'sha256=' and the hex HMAC-SHA256 (key: the app secret) of the raw body. Compared in constant
// time; a missing or malformed header never matches.
import { createHmac, timingSafeEqual } from 'node:crypto';

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export function twilioSignatureMatches(
  authToken: string,
  url: string,
  params: Record<string, unknown>,
  header: string | undefined,
): boolean {
  if (!header) return false;
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + String(params[key] ?? ''), url);
  const expected = createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
  return sameText(expected, header);
}

export function metaSignatureMatches(
  appSecret: string,
  rawBody: string,
  header: string | undefined,
): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const expected = `sha256=${createHmac('sha256', appSecret).update(rawBody, 'utf8').digest('hex')}`;
  return sameText(expected, header);
}

/** Replies Twilio's Advanced Opt-Out treats as a STOP, and those that undo it. */
const STOP_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE'];
const START_WORDS = ['START', 'YES', 'UNSTOP'];

export function replyMeaning(body: string): 'stop' | 'start' | undefined {
  const word = body.trim().toUpperCase();
  if (STOP_WORDS.includes(word)) return 'stop';
  if (START_WORDS.includes(word)) return 'start';
  return undefined;
}
