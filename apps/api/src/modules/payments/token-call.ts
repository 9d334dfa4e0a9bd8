// One request to an operator with an access token, the same way for every operator.
import type { AccessTokens } from './access-tokens.ts';
import { OperatorUnavailable } from './provider.ts';

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
