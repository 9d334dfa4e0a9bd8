// A stand-in for MTN MoMo's Collection API on 127.0.0.1 (a free port): the tests run against it,
// and PAYMENTS_SANDBOX lets a person approve or decline from the admin's sandbox page. It speaks
// the endpoints the shop uses (token, request to pay, its status, the callback) and can approve,
// decline, never decide, send no callback or two, and fail as a real server does (500s, a refused
// token, a request taken in and never answered). The pieces both fakes share are in
// fake-operator-kit.ts.
import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { FakeOperator, FakePlan as KitPlan } from '../fake-operator-kit.ts';
import {
  answerAsPlanned,
  fakeOperatorParts,
  sendJson,
  serveFakeOperator,
} from '../fake-operator-kit.ts';

export type { FakeOutcome } from '../fake-operator-kit.ts';

/** What the fake does with requests to pay from one payer number. */
export interface FakePlan extends KitPlan {
  /** The amount the status reports, other than the one requested (a mismatch). */
  reportedAmount?: string;
}

export interface FakeRequest {
  referenceId: string;
  body: {
    amount: string;
    currency: string;
    externalId: string;
    payer: { partyIdType: string; partyId: string };
    payerMessage: string;
    payeeNote: string;
  };
  callbackUrl: string | undefined;
  status: 'PENDING' | 'SUCCESSFUL' | 'FAILED';
  reason?: string;
  financialTransactionId?: string;
  /** Times its status was read. */
  statusReads: number;
  createdAt: Date;
}

/** A failure the fake answers with until cleared: each endpoint on its own. */
export interface FakeFailures {
  /** Refuses new tokens with this status, and every token issued before with 401. */
  token?: number;
  requestToPay?: number;
  status?: number;
}

/** Its requests are by our reference (X-Reference-Id); payers' numbers are MSISDNs (211…). */
export interface FakeMtnOperator
  extends FakeOperator<FakePlan, FakeFailures, FakeRequest, 'SUCCESSFUL' | 'FAILED'> {
  readonly credentials: {
    apiUser: string;
    apiKey: string;
    subscriptionKey: string;
    targetEnvironment: string;
  };
}

export async function startFakeMtnOperator(): Promise<FakeMtnOperator> {
  const credentials = {
    apiUser: randomUUID(),
    apiKey: randomUUID().replace(/-/g, ''),
    subscriptionKey: randomUUID().replace(/-/g, ''),
    targetEnvironment: 'sandbox',
  };
  const parts = fakeOperatorParts<FakePlan, FakeFailures, FakeRequest>((msisdn) =>
    msisdn.replace(/^\+/, ''),
  );
  const { plans, failures, callbacks, requests, tokens } = parts;

  function callbackBody(request: FakeRequest) {
    return {
      financialTransactionId: request.financialTransactionId,
      externalId: request.body.externalId,
      amount: request.body.amount,
      currency: request.body.currency,
      payer: request.body.payer,
      payerMessage: request.body.payerMessage,
      payeeNote: request.body.payeeNote,
      status: request.status,
      ...(request.reason ? { reason: request.reason } : {}),
    };
  }

  function decide(referenceId: string, status: 'SUCCESSFUL' | 'FAILED') {
    const request = requests.get(referenceId);
    if (!request) throw new Error(`fake MTN: no request ${referenceId}`);
    request.status = status;
    if (status === 'SUCCESSFUL')
      request.financialTransactionId = String(Date.now() + requests.size);
    else request.reason = 'APPROVAL_REJECTED';
    const { callbacks: count } = plans.planOf(request.body.payer.partyId);
    if (!request.callbackUrl) return;
    for (let i = 0; i < count; i++)
      callbacks.sendQuietly(request.callbackUrl, callbackBody(request));
  }

  // Refusing tokens means the API user was revoked: the ones issued before stop working too.
  const authorised = (req: http.IncomingMessage) =>
    parts.authorised(req, {
      'ocp-apim-subscription-key': credentials.subscriptionKey,
      'x-target-environment': credentials.targetEnvironment,
    });

  function token(req: http.IncomingMessage, res: http.ServerResponse) {
    if (failures.token) return sendJson(res, failures.token, { message: 'Access denied' });
    const basic = Buffer.from(`${credentials.apiUser}:${credentials.apiKey}`).toString('base64');
    if (
      req.headers.authorization !== `Basic ${basic}` ||
      req.headers['ocp-apim-subscription-key'] !== credentials.subscriptionKey
    )
      return sendJson(res, 401, { error: 'login_failed' });
    const value = randomUUID();
    tokens.add(value);
    sendJson(res, 200, { access_token: value, token_type: 'access_token', expires_in: 3600 });
  }

  function requestToPay(req: http.IncomingMessage, res: http.ServerResponse, text: string) {
    if (failures.requestToPay)
      return sendJson(res, failures.requestToPay, {
        code: 'NOT_ALLOWED',
        message: 'Authorization failed. Insufficient permissions.',
      });
    if (!authorised(req)) return sendJson(res, 401, { message: 'Unauthorized' });
    const referenceId = String(req.headers['x-reference-id'] ?? '');
    if (!/^[0-9a-f-]{36}$/i.test(referenceId))
      return sendJson(res, 400, { code: 'REFERENCE_ID_INVALID' });
    if (requests.has(referenceId)) return sendJson(res, 409, { code: 'RESOURCE_ALREADY_EXIST' });
    let body: FakeRequest['body'];
    try {
      body = JSON.parse(text) as FakeRequest['body'];
    } catch {
      return sendJson(res, 400, { code: 'INVALID_JSON' });
    }
    if (
      typeof body?.amount !== 'string' ||
      !/^\d+(\.\d+)?$/.test(body.amount) ||
      !body.currency ||
      body.payer?.partyIdType !== 'MSISDN' ||
      !/^\d{6,15}$/.test(body.payer.partyId ?? '')
    )
      return sendJson(res, 400, { code: 'PAYER_NOT_FOUND' });
    const callback = req.headers['x-callback-url'];
    requests.set(referenceId, {
      referenceId,
      body,
      callbackUrl: typeof callback === 'string' ? callback : undefined,
      status: 'PENDING',
      statusReads: 0,
      createdAt: new Date(),
    });
    const plan = plans.planOf(body.payer.partyId);
    answerAsPlanned(res, plan, () => sendJson(res, 202));
    if (plan.outcome !== 'never') {
      // The payer answers after the 202 has left, as a phone does.
      setImmediate(() => decide(referenceId, plan.outcome === 'approve' ? 'SUCCESSFUL' : 'FAILED'));
    }
  }

  function status(req: http.IncomingMessage, res: http.ServerResponse, referenceId: string) {
    if (failures.status) return sendJson(res, failures.status, { message: 'Failure' });
    if (!authorised(req)) return sendJson(res, 401, { message: 'Unauthorized' });
    const request = requests.get(referenceId);
    if (!request) return sendJson(res, 404, { code: 'RESOURCE_NOT_FOUND' });
    request.statusReads += 1;
    const plan = plans.planOf(request.body.payer.partyId);
    sendJson(res, 200, {
      ...callbackBody(request),
      amount: plan.reportedAmount ?? request.body.amount,
    });
  }

  const face = await serveFakeOperator(
    parts,
    {
      token: { path: '/collection/token/', answer: token },
      pay: { path: /^\/collection\/v1_0\/requesttopay$/, answer: requestToPay },
      status: { path: /^\/collection\/v1_0\/requesttopay\/([^/]+)$/, answer: status },
      notFound: { message: 'Resource not found' },
    },
    decide,
  );
  return Object.assign(face, { credentials });
}
