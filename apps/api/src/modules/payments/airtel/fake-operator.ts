// A stand-in for Airtel Money's Open API (Collection) on 127.0.0.1 (a free port): the tests run
// against it, and PAYMENTS_SANDBOX lets a person approve or decline from the admin's sandbox
// page. It speaks the endpoints the shop uses (token, USSD push, its status, the callback to the
// merchant's registered address) with the abilities of the MTN fake: approve, decline, never
// decide, no callback or two, fail per endpoint, refuse tokens, take a request in and never
// answer. Shared pieces: fake-operator-kit.ts.
import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { FakeOperator, FakePlan as KitPlan } from '../fake-operator-kit.ts';
import {
  answerAsPlanned,
  fakeOperatorParts,
  sendJson,
  serveFakeOperator,
} from '../fake-operator-kit.ts';
import { airtelMsisdn } from './airtel-provider.ts';

/** What the fake does with payments from one payer number. */
export interface AirtelFakePlan extends KitPlan {
  /** Refuse the push (HTTP 200, `status.success` false) with these words: not an Airtel number. */
  refuse?: string;
}

/** Airtel's transaction states: in progress, success, failed. */
export type AirtelTransactionStatus = 'TIP' | 'TS' | 'TF';

export interface AirtelFakeRequest {
  /** transaction.id: the shop's reference. */
  id: string;
  body: {
    reference: string;
    subscriber: { country: string; currency: string; msisdn: string };
    transaction: { amount: number; country: string; currency: string; id: string };
  };
  status: AirtelTransactionStatus;
  message?: string;
  airtelMoneyId?: string;
  statusReads: number;
  createdAt: Date;
}

export interface AirtelFakeFailures {
  /** Refuses new tokens with this status, and every token issued before with 401. */
  token?: number;
  payment?: number;
  status?: number;
}

/** Its requests are by transaction id; the payer approves with TS and declines with TF. */
export interface FakeAirtelOperator
  extends FakeOperator<AirtelFakePlan, AirtelFakeFailures, AirtelFakeRequest, 'TS' | 'TF'> {
  readonly credentials: {
    clientId: string;
    clientSecret: string;
    country: string;
    currency: string;
  };
  /**
   * The merchant's callback address, as registered with Airtel (one for every payment); none:
   * no callbacks are sent.
   */
  setCallbackUrl(url: string | undefined): void;
}

/** Airtel's envelope around every answer. */
const envelope = (success: boolean, resultCode: string, message: string, data: object = {}) => ({
  data,
  status: {
    code: '200',
    message,
    result_code: resultCode,
    response_code: 'DP00800001006',
    success,
  },
});

export async function startFakeAirtelOperator(): Promise<FakeAirtelOperator> {
  const credentials = {
    clientId: randomUUID(),
    clientSecret: randomUUID().replace(/-/g, ''),
    country: 'SS',
    currency: 'SSP',
  };
  let callbackUrl: string | undefined;
  const parts = fakeOperatorParts<AirtelFakePlan, AirtelFakeFailures, AirtelFakeRequest>(
    airtelMsisdn,
  );
  const { plans, failures, callbacks, requests, tokens } = parts;
  let moneyIds = 0;

  const callbackBody = (request: AirtelFakeRequest) => ({
    transaction: {
      id: request.id,
      message: request.message,
      status_code: request.status,
      airtel_money_id: request.airtelMoneyId,
    },
  });

  function decide(id: string, status: 'TS' | 'TF') {
    const request = requests.get(id);
    if (!request) throw new Error(`fake Airtel: no transaction ${id}`);
    request.status = status;
    if (status === 'TS') {
      request.airtelMoneyId = `MP${Date.now()}.${String(++moneyIds).padStart(4, '0')}`;
      request.message = `Paid ${request.body.transaction.currency} ${request.body.transaction.amount}, Trans ID ${request.airtelMoneyId}.`;
    } else request.message = 'Transaction declined by the subscriber.';
    const { callbacks: count } = plans.planOf(request.body.subscriber.msisdn);
    if (!callbackUrl) return;
    for (let i = 0; i < count; i++) callbacks.sendQuietly(callbackUrl, callbackBody(request));
  }

  // Refusing tokens means the credentials were revoked: the tokens issued before stop too.
  const authorised = (req: http.IncomingMessage) =>
    parts.authorised(req, { 'x-country': credentials.country, 'x-currency': credentials.currency });

  function token(res: http.ServerResponse, text: string) {
    if (failures.token) return sendJson(res, failures.token, { error: 'invalid_client' });
    const asked = parse<{ client_id?: unknown; client_secret?: unknown; grant_type?: unknown }>(
      text,
    );
    if (
      asked?.client_id !== credentials.clientId ||
      asked.client_secret !== credentials.clientSecret ||
      asked.grant_type !== 'client_credentials'
    )
      return sendJson(res, 401, { error: 'invalid_client' });
    const value = randomUUID();
    tokens.add(value);
    // As Airtel's examples write it: the lifetime in seconds, as a string.
    sendJson(res, 200, { access_token: value, expires_in: '3600', token_type: 'bearer' });
  }

  function payment(req: http.IncomingMessage, res: http.ServerResponse, text: string) {
    if (failures.payment)
      return sendJson(
        res,
        failures.payment,
        envelope(false, 'ESB000001', 'Something went wrong while processing the request.'),
      );
    if (!authorised(req)) return sendJson(res, 401, { error: 'invalid_token' });
    const body = parse<AirtelFakeRequest['body']>(text);
    const transaction = body?.transaction;
    if (
      !transaction ||
      typeof transaction.id !== 'string' ||
      !transaction.id ||
      typeof transaction.amount !== 'number' ||
      !(transaction.amount > 0) ||
      transaction.currency !== credentials.currency ||
      transaction.country !== credentials.country ||
      typeof body.reference !== 'string'
    )
      return sendJson(res, 400, envelope(false, 'ESB000008', 'Field validation failed.'));
    // Airtel's msisdn is the number without its country code: a South Sudan number is 9 digits.
    if (!/^\d{9}$/.test(body.subscriber?.msisdn ?? ''))
      return sendJson(res, 400, envelope(false, 'ESB000033', 'Invalid MSISDN length.'));
    if (requests.has(transaction.id))
      return sendJson(
        res,
        200,
        envelope(false, 'ESB000041', 'External transaction ID already exists.'),
      );
    const plan = plans.planOf(body.subscriber.msisdn);
    if (plan.refuse) return sendJson(res, 200, envelope(false, 'ESB000036', plan.refuse));
    requests.set(transaction.id, {
      id: transaction.id,
      body,
      status: 'TIP',
      statusReads: 0,
      createdAt: new Date(),
    });
    answerAsPlanned(res, plan, () =>
      sendJson(
        res,
        200,
        envelope(true, 'ESB000010', 'SUCCESS', {
          transaction: { id: transaction.id, status: 'Success.' },
        }),
      ),
    );
    // The payer answers after the push has been acknowledged, as a phone does.
    if (plan.outcome !== 'never')
      setImmediate(() => decide(transaction.id, plan.outcome === 'approve' ? 'TS' : 'TF'));
  }

  function status(req: http.IncomingMessage, res: http.ServerResponse, id: string) {
    if (failures.status)
      return sendJson(res, failures.status, envelope(false, 'ESB000001', 'Something went wrong.'));
    if (!authorised(req)) return sendJson(res, 401, { error: 'invalid_token' });
    const request = requests.get(id);
    if (!request)
      return sendJson(
        res,
        404,
        envelope(false, 'ESB000045', 'No transaction found with provided transaction Id.'),
      );
    request.statusReads += 1;
    sendJson(
      res,
      200,
      envelope(true, 'ESB000010', 'SUCCESS', {
        transaction: {
          id: request.id,
          status: request.status,
          message: request.message ?? 'Transaction in progress.',
          ...(request.airtelMoneyId ? { airtel_money_id: request.airtelMoneyId } : {}),
        },
      }),
    );
  }

  const face = await serveFakeOperator(
    parts,
    {
      token: { path: '/auth/oauth2/token', answer: (_req, res, text) => token(res, text) },
      pay: { path: /^\/merchant\/v1\/payments\/?$/, answer: payment },
      status: { path: /^\/standard\/v1\/payments\/([^/]+)$/, answer: status },
      notFound: { error: 'Not found' },
    },
    decide,
  );
  return Object.assign(face, {
    credentials,
    setCallbackUrl: (url: string | undefined) => {
      callbackUrl = url;
    },
  });
}

function parse<T>(text: string): T | undefined {
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}
