// One request to an operator with an access token, the same way for every operator.
import type { AccessTokens } from './access-tokens.ts';
import {
  OperatorUnavailable,
  outcomeOfFailedStart,
  type CollectionStatus,
  type StartOutcome,
} from './provider.ts';

/**
 * Sends what `build` makes of a token, within `timeoutMs`. A token the operator refuses (401) is
 * replaced once; a second 401 is answered to the caller. No connection or no answer in time
 * throws OperatorUnavailable, and so does no token (TokenUnavailable, from `tokens`).
 */
export async function callWithToken(
  tokens: AccessTokens,
  label: string,
  timeoutMs: number,
  build: (token: string) => [string, RequestInit],
): Promise<Response> {
  for (let round = 0; ; round++) {
    const token = await tokens.get();
    const [url, init] = build(token);
    let res: Response;
    try {
      res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      throw new OperatorUnavailable(`${label}: ${(err as Error).message}`);
    }
    if (res.status !== 401 || round > 0) return res;
    await res.body?.cancel();
    tokens.forget(token);
  }
}

/**
 * A status request, read the same way for every operator: 404 is an unknown reference, any
 * other failure means the operator cannot say now (asked again later), and an answer is read by
 * the operator's own `read`.
 */
export async function readStatusResponse(
  res: Response,
  label: string,
  read: (body: unknown) => CollectionStatus,
): Promise<CollectionStatus> {
  if (res.status === 404) {
    await res.body?.cancel();
    return { kind: 'not-found' };
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new OperatorUnavailable(`${label} status: HTTP ${res.status}`);
  }
  return read(await res.json().catch(() => undefined));
}

/**
 * An operator's caller, its tokens, its name in messages, its time to answer and the headers it
 * wants on every call bound once: each request is built from the headers, the token's
 * `Authorization` among them.
 */
export function operatorCaller(
  tokens: AccessTokens,
  label: string,
  timeoutMs: number,
  operatorHeaders: Record<string, string>,
) {
  const send = (build: (headers: Record<string, string>) => [string, RequestInit]) =>
    callWithToken(tokens, label, timeoutMs, (token) =>
      build({ Authorization: `Bearer ${token}`, ...operatorHeaders }),
    );
  return {
    /**
     * A payment request: no answer, or no token to send it with, is an outcome already
     * (outcomeOfFailedStart); an answer is the operator's `read` to make sense of.
     */
    async start(
      build: (headers: Record<string, string>) => [string, RequestInit],
      read: (res: Response) => Promise<StartOutcome>,
    ): Promise<StartOutcome> {
      let res: Response;
      try {
        res = await send(build);
      } catch (err) {
        return outcomeOfFailedStart(err);
      }
      return read(res);
    },
    /** What unreadStartAnswer says of a payment request's answer, in this operator's name. */
    unread: (res: Response) => unreadStartAnswer(res, label),
    /** A payment's status at `url`, read as readStatusResponse says by the operator's `read`. */
    async status(url: string, read: (body: unknown) => CollectionStatus) {
      const res = await send((headers) => [url, { method: 'GET', headers }]);
      return readStatusResponse(res, label, read);
    },
  };
}

/**
 * A payment request's answer that says nothing of the payment: our token refused (not sent, so
 * it may be sent again) or the operator's own failure (5xx: it may have the request, so it is
 * asked about later). Undefined for any other answer, which the operator's code reads.
 */
export async function unreadStartAnswer(
  res: Response,
  label: string,
): Promise<StartOutcome | undefined> {
  if (res.status === 401) {
    await res.body?.cancel();
    return { kind: 'not-sent', reason: `${label} refused our token` };
  }
  if (res.status >= 500) {
    await res.body?.cancel();
    return { kind: 'unknown', reason: `${label}: HTTP ${res.status}` };
  }
  return undefined;
}
