// One request to an operator with an access token, the same way for every operator.
import type { AccessTokens } from './access-tokens.ts';
import { OperatorUnavailable, type CollectionStatus, type StartOutcome } from './provider.ts';

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

/** An operator's caller: its tokens, its name in messages and its time to answer, bound once. */
export const tokenCaller =
  (tokens: AccessTokens, label: string, timeoutMs: number) =>
  (build: (token: string) => [string, RequestInit]) =>
    callWithToken(tokens, label, timeoutMs, build);

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
