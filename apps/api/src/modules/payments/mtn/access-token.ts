// MTN MoMo's access tokens (Collection product): one is asked for with the API user and key, and
// kept until shortly before it expires, so a payment costs one request, not two.
import type { MtnMomoConfig } from '../../../config.ts';
import { TokenUnavailable } from '../provider.ts';

/** How long before its stated expiry a token is no longer used (clocks and slow requests). */
const EXPIRY_MARGIN_MS = 60_000;

export interface AccessTokens {
  get(): Promise<string>;
  /** The operator refused a token it issued (expired early, revoked): the next get asks anew. */
  forget(token: string): void;
}

export function accessTokens(config: MtnMomoConfig, timeoutMs: number): AccessTokens {
  let current: { token: string; until: number } | undefined;
  let asking: Promise<string> | undefined;
  const basic = Buffer.from(`${config.apiUser}:${config.apiKey}`).toString('base64');

  async function ask(): Promise<string> {
    let res: Response;
    try {
      res = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/collection/token/`, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${basic}`,
          'Ocp-Apim-Subscription-Key': config.subscriptionKey,
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new TokenUnavailable(`MTN MoMo token: ${(err as Error).message}`);
    }
    // A refused key is the shop's configuration, not the customer's doing: said once, plainly.
    if (!res.ok) throw new TokenUnavailable(`MTN MoMo token refused (HTTP ${res.status})`);
    const body = (await res.json().catch(() => ({}))) as {
      access_token?: unknown;
      expires_in?: unknown;
    };
    if (typeof body.access_token !== 'string' || !body.access_token)
      throw new TokenUnavailable('MTN MoMo token answer without a token');
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    current = { token: body.access_token, until: Date.now() + seconds * 1000 - EXPIRY_MARGIN_MS };
    return body.access_token;
  }

  return {
    async get() {
      if (current && current.until > Date.now()) return current.token;
      // Requests at the same moment share one token request.
      asking ??= ask().finally(() => {
        asking = undefined;
      });
      return asking;
    },
    forget(token) {
      if (current?.token === token) current = undefined;
    },
  };
}
