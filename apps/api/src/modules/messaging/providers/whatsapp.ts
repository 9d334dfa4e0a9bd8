// WhatsApp through the WhatsApp Business Cloud API: POST {base}/{version}/{phone-number-id}/messages
// with a bearer token and JSON { messaging_product: 'whatsapp', to, type: 'template', template:
// { name, language: { code }, components: [{ type: 'body', parameters: [{ type: 'text', text }] }] } }.
// It answers { messaging_product, contacts: [{ input, wa_id }], messages: [{ id: 'wamid...' }] };
// a refusal is a Graph API error { error: { message, type, code, error_data: { details },
// fbtrace_id } }. Codes 130429 and 131056 are rate limits (retried); 131026 (undeliverable, as
// when the user blocked the business) and 131050 (the user stopped such messages) are opt-outs.
import type { TextProvider, TextToSend } from './provider.ts';
import { PROVIDER_TIMEOUT_MS, ProviderRefusal, retryAfterMs, unreachable } from './provider.ts';

export interface WhatsAppConfig {
  /** https://graph.facebook.com */
  baseUrl: string;
  /** The Graph API version, v21.0... */
  version: string;
  phoneNumberId: string;
  accessToken: string;
  /** Signs the webhook's POSTs (X-Hub-Signature-256). */
  appSecret: string;
  /** Answers the webhook's verification GET (hub.verify_token). */
  verifyToken: string;
  /** The approved templates' language code, en or en_US... */
  language: string;
}

/** Failures that mean the user does not want, or cannot take, the shop's messages. */
export const WHATSAPP_OPT_OUT_CODES: readonly number[] = [131026, 131050];
/** Rate limits: retried later. */
const RATE_LIMIT_CODES: readonly number[] = [4, 80007, 130429, 131056];
/** The token or the app's permissions: staff may fix them within the hour. */
const ACCESS_CODES: readonly number[] = [0, 3, 10, 190];

export function whatsAppProvider(
  config: WhatsAppConfig,
  opts: { timeoutMs?: number } = {},
): TextProvider {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/${config.version}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  return {
    channel: 'whatsapp',
    async send(message: TextToSend) {
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${config.accessToken}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to: message.to,
            type: 'template',
            template: {
              name: message.template,
              language: { code: config.language },
              components: [
                {
                  type: 'body',
                  parameters: message.params.map((text) => ({ type: 'text', text })),
                },
              ],
            },
          }),
          signal: AbortSignal.timeout(opts.timeoutMs ?? PROVIDER_TIMEOUT_MS),
        });
      } catch (err) {
        throw unreachable(err, 'WhatsApp');
      }
      const body = (await res.json().catch(() => ({}))) as {
        messages?: { id?: unknown }[];
        error?: { code?: unknown; message?: unknown };
      };
      const id = body.messages?.[0]?.id;
      if (res.ok && typeof id === 'string' && id) return { providerId: id };
      const code = typeof body.error?.code === 'number' ? body.error.code : undefined;
      const said = typeof body.error?.message === 'string' ? body.error.message : res.statusText;
      const what = `WhatsApp answered ${res.status}${code !== undefined ? ` (error ${code})` : ''}: ${said}`;
      if (res.ok) throw new ProviderRefusal(`${what}, without a message id`, { permanent: false });
      const retried =
        res.status >= 500 ||
        res.status === 429 ||
        res.status === 401 ||
        (code !== undefined && (RATE_LIMIT_CODES.includes(code) || ACCESS_CODES.includes(code)));
      throw new ProviderRefusal(what, {
        status: res.status,
        permanent: !retried,
        notTaken: true,
        optOut: code !== undefined && WHATSAPP_OPT_OUT_CODES.includes(code),
        retryAfterMs: retryAfterMs(res.headers.get('retry-after')),
      });
    },
  };
}
