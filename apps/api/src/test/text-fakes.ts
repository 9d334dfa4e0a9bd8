// Fake SMS (Twilio's REST shape) and WhatsApp (Cloud API) providers on 127.0.0.1, for tests
// (docs/decisions/0066-order-updates-by-sms-and-whatsapp.md). Each speaks its provider's
// documented protocol: the request it takes, the answer and the error bodies it gives, and the
// signed callbacks it sends. They record what they receive, and fail on demand: a 5xx, a 429
// with Retry-After, a refusal with the provider's error code, or no answer at all (a time-out).
import { createHmac, randomBytes } from 'node:crypto';
import type http from 'node:http';
import { startFakeServer, sendJson } from '../modules/payments/fake-operator-kit.ts';
import type { TwilioConfig } from '../modules/messaging/providers/twilio.ts';
import type { WhatsAppConfig } from '../modules/messaging/providers/whatsapp.ts';

/** How a fake answers its next requests, until told otherwise. */
export type FakeFailure =
  | { status: number; code?: number; retryAfter?: string }
  /** Takes the request in and never answers: the shop's call times out. */
  | { hold: true };

/** Twilio's signature: HMAC-SHA1 of the URL followed by each POST parameter, sorted, base64. */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>) {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** Meta's signature of a webhook POST: sha256=<hex HMAC-SHA256 of the raw body, the app secret>. */
export const metaSignature = (appSecret: string, body: string) =>
  `sha256=${createHmac('sha256', appSecret).update(body, 'utf8').digest('hex')}`;

function failOrHold(res: http.ServerResponse, failure: FakeFailure, body: object): boolean {
  if ('hold' in failure) return true;
  res.writeHead(failure.status, {
    'content-type': 'application/json',
    ...(failure.retryAfter ? { 'retry-after': failure.retryAfter } : {}),
  });
  res.end(JSON.stringify(body));
  return true;
}

/**
 * Where a callback signed for `url` (the shop's public address) is delivered: to the test app
 * listening on 127.0.0.1 when `shopAt` is set, as a reverse proxy in front of the shop would.
 */
const via = (url: string, shopAt: string | undefined) => {
  if (!shopAt) return url;
  const u = new URL(url);
  return `${shopAt.replace(/\/+$/, '')}${u.pathname}${u.search}`;
};

async function post(url: string, body: string, headers: Record<string, string>) {
  const res = await fetch(url, { method: 'POST', headers, body });
  await res.body?.cancel();
  return res.status;
}

export interface FakeSms {
  url: string;
  /** The shop's SMS settings for this fake. */
  config: TwilioConfig;
  /** Messages taken (201), in order. */
  readonly received: { sid: string; to: string; from: string; body: string; callback?: string }[];
  /** Every request to send, taken or not. */
  readonly attempts: number;
  failWith(failure: FakeFailure | null): void;
  /** The shop's real address (a test app listening on 127.0.0.1) behind its public one. */
  reachShopAt(base: string): void;
  /** Twilio's status callback for a message it took, signed, to its StatusCallback. */
  sendStatus(sid: string, status: string, extra?: Record<string, string>): Promise<number>;
  /** A signed inbound-message webhook (a reply), to `url`. */
  sendInbound(url: string, from: string, body: string): Promise<number>;
  close(): Promise<void>;
}

export interface FakeSmsOptions {
  /** Credentials a configuration named before the fake started (else random ones). */
  accountSid?: string;
  authToken?: string;
  from?: string;
  /** A port named beforehand (else a free one). */
  port?: number;
  /** Told of each message taken (the end-to-end tests write it where their specs read). */
  onReceive?: (message: FakeSms['received'][number]) => void;
}

export async function fakeTwilio(opts: FakeSmsOptions = {}): Promise<FakeSms> {
  const accountSid = opts.accountSid ?? `AC${randomBytes(16).toString('hex')}`;
  const authToken = opts.authToken ?? randomBytes(16).toString('hex');
  const from = opts.from ?? '+211920000001';
  const received: FakeSms['received'] = [];
  let attempts = 0;
  let failure: FakeFailure | null = null;
  let shopAt: string | undefined;
  const path = `/2010-04-01/Accounts/${accountSid}/Messages.json`;

  const server = await startFakeServer((req, res, url, body) => {
    if (req.method !== 'POST' || url !== path)
      return sendJson(res, 404, {
        code: 20404,
        message: 'The requested resource was not found',
        status: 404,
      });
    const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
    if (req.headers.authorization !== expected)
      return sendJson(res, 401, { code: 20003, message: 'Authenticate', status: 401 });
    attempts++;
    if (failure) {
      const f = failure;
      const code = 'hold' in f ? 0 : (f.code ?? (f.status === 429 ? 20429 : 20500));
      const status = 'hold' in f ? 0 : f.status;
      failOrHold(res, f, {
        code,
        message: status === 429 ? 'Too Many Requests' : 'Refused by the fake',
        more_info: `https://www.twilio.com/docs/errors/${code}`,
        status,
      });
      return;
    }
    const form = new URLSearchParams(body);
    const to = form.get('To') ?? '';
    if (!/^\+\d{8,15}$/.test(to))
      return sendJson(res, 400, {
        code: 21211,
        message: `The 'To' number ${to} is not a valid phone number.`,
        more_info: 'https://www.twilio.com/docs/errors/21211',
        status: 400,
      });
    const sid = `SM${randomBytes(16).toString('hex')}`;
    const callback = form.get('StatusCallback') ?? undefined;
    const message = {
      sid,
      to,
      from: form.get('From') ?? '',
      body: form.get('Body') ?? '',
      callback,
    };
    received.push(message);
    opts.onReceive?.(message);
    sendJson(res, 201, {
      sid,
      account_sid: accountSid,
      to,
      from: form.get('From'),
      body: form.get('Body'),
      status: 'queued',
      num_segments: '1',
      direction: 'outbound-api',
      api_version: '2010-04-01',
      uri: `${path.replace('.json', '')}/${sid}.json`,
    });
  }, opts.port);

  const signedForm = (url: string, params: Record<string, string>) =>
    post(via(url, shopAt), new URLSearchParams(params).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(authToken, url, params),
    });

  return {
    url: server.url,
    config: { baseUrl: server.url, accountSid, authToken, from },
    received,
    get attempts() {
      return attempts;
    },
    failWith: (f) => void (failure = f),
    reachShopAt: (base) => void (shopAt = base),
    sendStatus(sid, status, extra = {}) {
      const message = received.find((m) => m.sid === sid);
      if (!message?.callback) throw new Error(`no status callback for ${sid}`);
      return signedForm(message.callback, {
        MessageSid: sid,
        SmsSid: sid,
        AccountSid: accountSid,
        From: message.from,
        To: message.to,
        MessageStatus: status,
        SmsStatus: status,
        ApiVersion: '2010-04-01',
        ...extra,
      });
    },
    sendInbound(url, fromNumber, text) {
      return signedForm(url, {
        MessageSid: `SM${randomBytes(16).toString('hex')}`,
        AccountSid: accountSid,
        From: fromNumber,
        To: from,
        Body: text,
        NumMedia: '0',
        ApiVersion: '2010-04-01',
      });
    },
    close: server.close,
  };
}

export interface FakeWhatsApp {
  url: string;
  config: WhatsAppConfig;
  readonly received: {
    id: string;
    to: string;
    template: string;
    language: string;
    params: string[];
  }[];
  readonly attempts: number;
  failWith(failure: FakeFailure | null): void;
  reachShopAt(base: string): void;
  /** A status webhook for a message it took ('sent', 'delivered', 'read', 'failed'), signed. */
  sendStatus(webhookUrl: string, id: string, status: string, errorCode?: number): Promise<number>;
  /** POSTs `body` to the webhook signed with `secret` (the app's secret unless said). */
  sendWebhook(webhookUrl: string, body: object, secret?: string): Promise<number>;
  close(): Promise<void>;
}

export interface FakeWhatsAppOptions {
  /** Credentials a configuration named before the fake started (else random ones). */
  phoneNumberId?: string;
  accessToken?: string;
  appSecret?: string;
  verifyToken?: string;
  /** A port named beforehand (else a free one). */
  port?: number;
  /** Told of each message taken (the end-to-end tests write it where their specs read). */
  onReceive?: (message: FakeWhatsApp['received'][number]) => void;
}

export async function fakeWhatsApp(opts: FakeWhatsAppOptions = {}): Promise<FakeWhatsApp> {
  const version = 'v21.0';
  const phoneNumberId =
    opts.phoneNumberId ?? String(100_000_000_000 + Math.floor(Math.random() * 1e9));
  const accessToken = opts.accessToken ?? randomBytes(24).toString('hex');
  const appSecret = opts.appSecret ?? randomBytes(16).toString('hex');
  const verifyToken = opts.verifyToken ?? randomBytes(8).toString('hex');
  const received: FakeWhatsApp['received'] = [];
  let attempts = 0;
  let failure: FakeFailure | null = null;
  let shopAt: string | undefined;
  const graphError = (message: string, code: number, type = 'OAuthException') => ({
    error: { message, type, code, fbtrace_id: randomBytes(8).toString('hex') },
  });

  const server = await startFakeServer((req, res, url, body) => {
    if (req.method !== 'POST' || url !== `/${version}/${phoneNumberId}/messages`)
      return sendJson(
        res,
        400,
        graphError('Unsupported post request.', 100, 'GraphMethodException'),
      );
    if (req.headers.authorization !== `Bearer ${accessToken}`)
      return sendJson(res, 401, graphError('Error validating access token', 190));
    attempts++;
    if (failure) {
      const f = failure;
      const code = 'hold' in f ? 0 : (f.code ?? (f.status === 429 ? 130429 : 1));
      failOrHold(res, f, graphError('Refused by the fake', code));
      return;
    }
    const request = JSON.parse(body) as {
      messaging_product?: string;
      to?: string;
      type?: string;
      template?: {
        name?: string;
        language?: { code?: string };
        components?: { type: string; parameters?: { type: string; text: string }[] }[];
      };
    };
    if (
      request.messaging_product !== 'whatsapp' ||
      request.type !== 'template' ||
      !request.template?.name
    )
      return sendJson(res, 400, graphError('(#100) Invalid parameter', 100));
    const id = `wamid.${randomBytes(18).toString('base64url')}`;
    const to = request.to ?? '';
    const message = {
      id,
      to,
      template: request.template.name,
      language: request.template.language?.code ?? '',
      params:
        request.template.components
          ?.find((c) => c.type === 'body')
          ?.parameters?.map((p) => p.text) ?? [],
    };
    received.push(message);
    opts.onReceive?.(message);
    sendJson(res, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: to, wa_id: to.replace(/^\+/, '') }],
      messages: [{ id }],
    });
  }, opts.port);

  async function sendWebhook(webhookUrl: string, payload: object, secret = appSecret) {
    const text = JSON.stringify(payload);
    return post(via(webhookUrl, shopAt), text, {
      'content-type': 'application/json',
      'x-hub-signature-256': metaSignature(secret, text),
    });
  }

  return {
    url: server.url,
    config: {
      baseUrl: server.url,
      version,
      phoneNumberId,
      accessToken,
      appSecret,
      verifyToken,
      language: 'en',
    },
    received,
    get attempts() {
      return attempts;
    },
    failWith: (f) => void (failure = f),
    reachShopAt: (base) => void (shopAt = base),
    sendWebhook,
    sendStatus(webhookUrl, id, status, errorCode) {
      const message = received.find((m) => m.id === id);
      const recipient = (message?.to ?? '').replace(/^\+/, '');
      return sendWebhook(webhookUrl, {
        object: 'whatsapp_business_account',
        entry: [
          {
            id: 'WABA_ID',
            changes: [
              {
                field: 'messages',
                value: {
                  messaging_product: 'whatsapp',
                  metadata: {
                    display_phone_number: '211920000002',
                    phone_number_id: phoneNumberId,
                  },
                  statuses: [
                    {
                      id,
                      status,
                      timestamp: String(Math.floor(Date.now() / 1000)),
                      recipient_id: recipient,
                      ...(errorCode
                        ? {
                            errors: [
                              {
                                code: errorCode,
                                title: 'Message undeliverable',
                                message: 'Message undeliverable',
                                error_data: { details: 'Message failed to send' },
                              },
                            ],
                          }
                        : {}),
                    },
                  ],
                },
              },
            ],
          },
        ],
      });
    },
    close: server.close,
  };
}
