// What the fake operators (mtn/fake-operator.ts, airtel/fake-operator.ts) share: each speaks its
// operator's protocol, and both keep plans per payer number, fail on demand, call the shop back
// and serve HTTP on 127.0.0.1 the same way. Tests drive them, and so does the payment sandbox.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeOutcome = 'approve' | 'decline' | 'never';

/** What a fake does with requests to pay from one payer number. */
export interface FakePlan {
  /** approve or decline at once; never: stays pending until decide() (a person, or a test). */
  outcome: FakeOutcome;
  /** Callbacks sent once decided: the operator's one, none (lost), or the same one twice at once. */
  callbacks: 0 | 1 | 2;
  /** Take the request in, then cut the connection without an answer (a crash or a timeout). */
  dropAnswer?: boolean;
  /** Take the request in and never answer: the shop waits until it gives up (or is killed). */
  holdAnswer?: boolean;
}

export const DEFAULT_PLAN: FakePlan = { outcome: 'never', callbacks: 1 };

/**
 * What a test (or the sandbox) can do with either fake: `Plan`, `Failures` and `Request` are the
 * operator's own, `Decision` its words for approved and declined.
 */
export interface FakeOperator<Plan, Failures, Request, Decision extends string> {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  /** Plans by payer number (+211… or the operator's own form); others get the default plan. */
  plan(phone: string, plan: Partial<Plan>): void;
  setDefaultPlan(plan: Partial<Plan>): void;
  readonly failures: Failures;
  /** Runs `action` while the fake fails this way, then answers normally again. */
  failingWith<T>(failures: Failures, action: () => Promise<T>): Promise<T>;
  /** By the operator's reference for the payment. */
  readonly requests: ReadonlyMap<string, Request>;
  /** Tokens issued so far. */
  readonly tokensIssued: number;
  /** The payer approves or declines: the plan's callbacks are sent. */
  decide(reference: string, status: Decision): void;
  /** A callback as the operator would send it, to any address; its HTTP status. */
  sendCallback(url: string, body?: object): Promise<number>;
  /** The HTTP statuses the shop answered callbacks with, in order. */
  readonly callbackAnswers: readonly number[];
  /** Resolves once every callback sent so far has been answered. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** Plans by payer number (in the operator's own form), and the plan for every other number. */
export function planBook<P extends FakePlan>(defaults: P, numberOf: (phone: string) => string) {
  const plans = new Map<string, Partial<P>>();
  let fallback: P = { ...defaults };
  return {
    planOf: (number: string): P => ({ ...fallback, ...plans.get(number) }),
    /** `phone` as +211… or as the operator writes it. */
    plan: (phone: string, plan: Partial<P>) => void plans.set(numberOf(phone), plan),
    setDefaultPlan: (plan: Partial<P>) => {
      fallback = { ...defaults, ...plan };
    },
  };
}

/** Failures a fake answers with, per endpoint, while a test's action runs. */
export function failureSwitch<F extends object>() {
  const failures = {} as F;
  return {
    failures,
    async failingWith<T>(set: F, action: () => Promise<T>): Promise<T> {
      Object.assign(failures, set);
      try {
        return await action();
      } finally {
        for (const key of Object.keys(set)) delete failures[key as keyof F];
      }
    },
  };
}

/** Callbacks to the shop: each one's answer is kept, and idle() waits for those under way. */
export function callbackSender() {
  const inFlight = new Set<Promise<unknown>>();
  const answers: number[] = [];

  async function post(url: string, body: object): Promise<number> {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await res.body?.cancel();
    answers.push(res.status);
    return res.status;
  }

  function send(url: string, body: object = {}): Promise<number> {
    const promise = post(url, body);
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise)).catch(() => {});
    return promise;
  }

  return {
    send,
    /** Sent after a decision: a shop that cannot be reached is the test's to notice, not an error. */
    sendQuietly: (url: string, body: object) => void send(url, body).catch(() => 0),
    answers: answers as readonly number[],
    async idle() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
  };
}

export const sendJson = (res: http.ServerResponse, status: number, body?: object) => {
  res.writeHead(status, body ? { 'content-type': 'application/json' } : {});
  res.end(body ? JSON.stringify(body) : undefined);
};

/** A request taken in is answered as the plan says: at once, never, or with a cut connection. */
export function answerAsPlanned(res: http.ServerResponse, plan: FakePlan, answer: () => void) {
  if (plan.dropAnswer) res.socket?.destroy();
  else if (!plan.holdAnswer) answer();
}

export type FakeRoute = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  path: string,
  body: string,
) => void;

/**
 * An HTTP server on 127.0.0.1 that hands each whole request to `route`: on a free port, or on
 * `port` when a configuration named it before the fake started (the end-to-end tests' SMS gateway).
 */
export async function startFakeServer(route: FakeRoute, port = 0) {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () =>
      route(req, res, (req.url ?? '').split('?')[0]!, Buffer.concat(chunks).toString('utf8')),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The bearer token of a request, if it has one. */
export const bearerOf = (req: http.IncomingMessage) =>
  /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];

/**
 * What every fake keeps, made once: plans by payer number (`numberOf` writes a +211… number the
 * operator's way), the failures it answers with, its callbacks, the requests it took in by its
 * reference, and the tokens it issued.
 */
export function fakeOperatorParts<P extends FakePlan, F extends { token?: number }, R>(
  numberOf: (phone: string) => string,
) {
  const failing = failureSwitch<F>();
  const tokens = new Set<string>();
  return {
    plans: planBook<P>(DEFAULT_PLAN as P, numberOf),
    failing,
    failures: failing.failures,
    callbacks: callbackSender(),
    requests: new Map<string, R>(),
    tokens,
    /**
     * A request bears a token this fake issued and the operator's own `headers`. While tokens
     * are refused the credentials count as revoked: the tokens issued before stop working too.
     */
    authorised(req: http.IncomingMessage, headers: Record<string, string>) {
      if (failing.failures.token) return false;
      const bearer = bearerOf(req);
      return (
        bearer !== undefined &&
        tokens.has(bearer) &&
        Object.entries(headers).every(([name, value]) => req.headers[name] === value)
      );
    },
  };
}

/** The endpoints a fake answers: a token, a payment request and a payment's status. */
export interface FakeEndpoints {
  token: {
    path: string;
    answer: (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void;
  };
  pay: {
    path: RegExp;
    answer: (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void;
  };
  /** Its path's one group is the reference asked about. */
  status: {
    path: RegExp;
    answer: (req: http.IncomingMessage, res: http.ServerResponse, reference: string) => void;
  };
  /** The operator's answer to any other request (a 404). */
  notFound: object;
}

/**
 * Serves a fake's endpoints on 127.0.0.1 and gives the face both fakes show their tests, from
 * the parts it keeps (its own extras, such as its credentials, are added by the operator's file).
 */
export async function serveFakeOperator<
  P extends FakePlan,
  F extends { token?: number },
  R,
  D extends string,
>(
  parts: ReturnType<typeof fakeOperatorParts<P, F, R>>,
  endpoints: FakeEndpoints,
  decide: (reference: string, status: D) => void,
): Promise<FakeOperator<P, F, R, D>> {
  const { plans, failing, callbacks, tokens } = parts;
  const server = await startFakeServer((req, res, path, body) => {
    const status = endpoints.status.path.exec(path);
    if (req.method === 'POST' && path === endpoints.token.path)
      return endpoints.token.answer(req, res, body);
    if (req.method === 'POST' && endpoints.pay.path.test(path))
      return endpoints.pay.answer(req, res, body);
    if (req.method === 'GET' && status)
      return endpoints.status.answer(req, res, decodeURIComponent(status[1]!));
    sendJson(res, 404, endpoints.notFound);
  });
  return {
    url: server.url,
    plan: plans.plan,
    setDefaultPlan: plans.setDefaultPlan,
    failures: failing.failures,
    failingWith: failing.failingWith,
    requests: parts.requests,
    get tokensIssued() {
      return tokens.size;
    },
    decide,
    sendCallback: callbacks.send,
    callbackAnswers: callbacks.answers,
    idle: callbacks.idle,
    close: server.close,
  };
}
