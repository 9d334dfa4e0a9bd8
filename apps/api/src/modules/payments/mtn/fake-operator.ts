// A stand-in for MTN MoMo's Collection API on 127.0.0.1 (a free port): the tests run against it,
// and PAYMENTS_SANDBOX will let a person approve or decline from a page. It speaks the endpoints
// the shop uses (token, request to pay, its status, the callback) and can approve, decline, never
// decide, send no callback or two, and fail as a real server does (500s, a refused token, a
// request taken in and never answered).
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeOutcome = 'approve' | 'decline' | 'never';

/** What the fake does with requests to pay from one payer number. */
export interface FakePlan {
  /** approve or decline at once; never: stays PENDING until decide() (a person, or a test). */
  outcome: FakeOutcome;
  /** Callbacks sent once decided: MTN's one, none (lost), or the same one twice at once. */
  callbacks: 0 | 1 | 2;
  /** The amount the status reports, other than the one requested (a mismatch). */
  reportedAmount?: string;
  /** Take the request in, then cut the connection without an answer (a crash or a timeout). */
  dropAnswer?: boolean;
  /** Take the request in and never answer: the shop waits until it gives up (or is killed). */
  holdAnswer?: boolean;
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
}

/** A failure the fake answers with until cleared: each endpoint on its own. */
export interface FakeFailures {
  /** Refuses new tokens with this status, and every token issued before with 401. */
  token?: number;
  requestToPay?: number;
  status?: number;
}

export interface FakeMtnOperator {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  readonly credentials: {
    apiUser: string;
    apiKey: string;
    subscriptionKey: string;
    targetEnvironment: string;
  };
  /** Plans by payer MSISDN (211...); others get the default plan. */
  plan(msisdn: string, plan: Partial<FakePlan>): void;
  setDefaultPlan(plan: Partial<FakePlan>): void;
  readonly failures: FakeFailures;
  /** Runs `action` while the fake fails this way, then answers normally again. */
  failingWith<T>(failures: FakeFailures, action: () => Promise<T>): Promise<T>;
  readonly requests: ReadonlyMap<string, FakeRequest>;
  /** Tokens issued so far. */
  readonly tokensIssued: number;
  /** The payer approves or declines (sends the plan's callbacks). */
  decide(referenceId: string, status: 'SUCCESSFUL' | 'FAILED'): void;
  /** A callback as MTN would send it, to any address (an unknown reference's); its HTTP status. */
  sendCallback(url: string, body?: object): Promise<number>;
  /** The HTTP statuses the shop answered callbacks with, in order. */
  readonly callbackAnswers: readonly number[];
  /** Resolves once every callback sent so far has been answered. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

const DEFAULT_PLAN: FakePlan = { outcome: 'never', callbacks: 1 };

export async function startFakeMtnOperator(): Promise<FakeMtnOperator> {
  const credentials = {
    apiUser: randomUUID(),
    apiKey: randomUUID().replace(/-/g, ''),
    subscriptionKey: randomUUID().replace(/-/g, ''),
    targetEnvironment: 'sandbox',
  };
  const plans = new Map<string, Partial<FakePlan>>();
  let defaultPlan: FakePlan = { ...DEFAULT_PLAN };
  const failures: FakeFailures = {};
  const requests = new Map<string, FakeRequest>();
  const tokens = new Set<string>();
  const inFlight = new Set<Promise<unknown>>();
  const callbackAnswers: number[] = [];

  const planOf = (msisdn: string): FakePlan => ({ ...defaultPlan, ...plans.get(msisdn) });

  function track<T>(promise: Promise<T>): Promise<T> {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise)).catch(() => {});
    return promise;
  }

  async function sendCallback(url: string, body: object = {}): Promise<number> {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await res.body?.cancel();
    callbackAnswers.push(res.status);
    return res.status;
  }

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
    const { callbacks } = planOf(request.body.payer.partyId);
    if (!request.callbackUrl) return;
    for (let i = 0; i < callbacks; i++) {
      track(sendCallback(request.callbackUrl, callbackBody(request)).catch(() => 0));
    }
  }

  const send = (res: http.ServerResponse, status: number, body?: object) => {
    res.writeHead(status, body ? { 'content-type': 'application/json' } : {});
    res.end(body ? JSON.stringify(body) : undefined);
  };

  function authorised(req: http.IncomingMessage) {
    // Refusing tokens means the API user was revoked: the ones issued before stop working too.
    if (failures.token) return false;
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    return (
      bearer !== undefined &&
      tokens.has(bearer) &&
      req.headers['ocp-apim-subscription-key'] === credentials.subscriptionKey &&
      req.headers['x-target-environment'] === credentials.targetEnvironment
    );
  }

  function token(req: http.IncomingMessage, res: http.ServerResponse) {
    if (failures.token) return send(res, failures.token, { message: 'Access denied' });
    const basic = Buffer.from(`${credentials.apiUser}:${credentials.apiKey}`).toString('base64');
    if (
      req.headers.authorization !== `Basic ${basic}` ||
      req.headers['ocp-apim-subscription-key'] !== credentials.subscriptionKey
    )
      return send(res, 401, { error: 'login_failed' });
    const value = randomUUID();
    tokens.add(value);
    send(res, 200, { access_token: value, token_type: 'access_token', expires_in: 3600 });
  }

  function requestToPay(req: http.IncomingMessage, res: http.ServerResponse, text: string) {
    if (failures.requestToPay)
      return send(res, failures.requestToPay, {
        code: 'NOT_ALLOWED',
        message: 'Authorization failed. Insufficient permissions.',
      });
    if (!authorised(req)) return send(res, 401, { message: 'Unauthorized' });
    const referenceId = String(req.headers['x-reference-id'] ?? '');
    if (!/^[0-9a-f-]{36}$/i.test(referenceId))
      return send(res, 400, { code: 'REFERENCE_ID_INVALID' });
    if (requests.has(referenceId)) return send(res, 409, { code: 'RESOURCE_ALREADY_EXIST' });
    let body: FakeRequest['body'];
    try {
      body = JSON.parse(text) as FakeRequest['body'];
    } catch {
      return send(res, 400, { code: 'INVALID_JSON' });
    }
    if (
      typeof body?.amount !== 'string' ||
      !/^\d+(\.\d+)?$/.test(body.amount) ||
      !body.currency ||
      body.payer?.partyIdType !== 'MSISDN' ||
      !/^\d{6,15}$/.test(body.payer.partyId ?? '')
    )
      return send(res, 400, { code: 'PAYER_NOT_FOUND' });
    const callback = req.headers['x-callback-url'];
    const request: FakeRequest = {
      referenceId,
      body,
      callbackUrl: typeof callback === 'string' ? callback : undefined,
      status: 'PENDING',
      statusReads: 0,
    };
    requests.set(referenceId, request);
    const plan = planOf(body.payer.partyId);
    if (plan.dropAnswer) res.socket?.destroy();
    else if (!plan.holdAnswer) send(res, 202);
    if (plan.outcome !== 'never') {
      // The payer answers after the 202 has left, as a phone does.
      setImmediate(() => decide(referenceId, plan.outcome === 'approve' ? 'SUCCESSFUL' : 'FAILED'));
    }
  }

  function status(req: http.IncomingMessage, res: http.ServerResponse, referenceId: string) {
    if (failures.status) return send(res, failures.status, { message: 'Failure' });
    if (!authorised(req)) return send(res, 401, { message: 'Unauthorized' });
    const request = requests.get(referenceId);
    if (!request) return send(res, 404, { code: 'RESOURCE_NOT_FOUND' });
    request.statusReads += 1;
    const plan = planOf(request.body.payer.partyId);
    send(res, 200, {
      ...callbackBody(request),
      amount: plan.reportedAmount ?? request.body.amount,
    });
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const path = (req.url ?? '').split('?')[0]!;
      const statusPath = /^\/collection\/v1_0\/requesttopay\/([^/]+)$/.exec(path);
      if (req.method === 'POST' && path === '/collection/token/') return token(req, res);
      if (req.method === 'POST' && path === '/collection/v1_0/requesttopay')
        return requestToPay(req, res, text);
      if (req.method === 'GET' && statusPath)
        return status(req, res, decodeURIComponent(statusPath[1]!));
      send(res, 404, { message: 'Resource not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    credentials,
    plan: (msisdn, plan) => plans.set(msisdn.replace(/^\+/, ''), plan),
    setDefaultPlan: (plan) => {
      defaultPlan = { ...DEFAULT_PLAN, ...plan };
    },
    failures,
    async failingWith(set, action) {
      Object.assign(failures, set);
      try {
        return await action();
      } finally {
        for (const key of Object.keys(set)) delete failures[key as keyof FakeFailures];
      }
    },
    requests,
    get tokensIssued() {
      return tokens.size;
    },
    decide,
    sendCallback: (url, body) => track(sendCallback(url, body)),
    callbackAnswers,
    async idle() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
