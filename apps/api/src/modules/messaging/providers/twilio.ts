// SMS through Twilio's Messages resource, or a gateway with its REST shape (SMS_BASE_URL):
// POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded To, From, Body and
// StatusCallback, HTTP basic auth AccountSid:AuthToken. A 201 answers the Message resource as
// JSON ({ sid, status: 'queued', ... }); a refusal answers { code, message, more_info, status }.
// A 429 (error 20429) is never processed and is safe to retry after its Retry-After.
import type { TextProvider, TextToSend } from './provider.ts';
import { PROVIDER_TIMEOUT_MS, ProviderRefusal, retryAfterMs, unreachable } from './provider.ts';

export interface TwilioConfig {
  /** https://api.twilio.com, or a compatible gateway. */
  baseUrl: string;
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or alphanumeric sender id. */
  from: string;
}

/** Twilio's error 21610: the recipient replied STOP; nothing reaches them until they reply START. */
export const TWILIO_UNSUBSCRIBED = 21610;

export function twilioSmsProvider(
  config: TwilioConfig,
  opts: { statusCallback?: string; timeoutMs?: number } = {},
): TextProvider {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;

  return {
    channel: 'sms',
    async send(message: TextToSend) {
      const form = new URLSearchParams({ To: message.to, From: config.from, Body: message.text });
      if (opts.statusCallback) form.set('StatusCallback', opts.statusCallback);
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: {
            authorization: auth,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: form.toString(),
          signal: AbortSignal.timeout(opts.timeoutMs ?? PROVIDER_TIMEOUT_MS),
        });
      } catch (err) {
        throw unreachable(err, 'The SMS gateway');
      }
      const body = (await res.json().catch(() => ({}))) as {
        sid?: unknown;
        code?: unknown;
        message?: unknown;
      };
      if (res.ok && typeof body.sid === 'string' && body.sid) return { providerId: body.sid };
      const code = typeof body.code === 'number' ? body.code : undefined;
      const said = typeof body.message === 'string' ? body.message : res.statusText;
      const what = `SMS gateway answered ${res.status}${code ? ` (error ${code})` : ''}: ${said}`;
      if (res.ok) throw new ProviderRefusal(`${what}, without a message id`, { permanent: false });
      // 4xx but 401/403 (credentials staff may fix within the hour) and 429 are for good.
      const permanent =
        res.status >= 400 && res.status < 500 && ![401, 403, 408, 429].includes(res.status);
      throw new ProviderRefusal(what, {
        status: res.status,
        permanent,
        notTaken: true,
        optOut: code === TWILIO_UNSUBSCRIBED,
        retryAfterMs: retryAfterMs(res.headers.get('retry-after')),
      });
    },
  };
}
