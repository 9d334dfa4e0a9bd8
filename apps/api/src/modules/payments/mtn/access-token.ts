// MTN MoMo's access tokens (Collection product): one is asked for with the API user and key
// (Basic) and the subscription key, and kept until shortly before it expires (access-tokens.ts).
import type { MtnMomoConfig } from '../../../config.ts';
import { cachedTokens, readTokenAnswer, type AccessTokens } from '../access-tokens.ts';
import { TokenUnavailable } from '../provider.ts';

export function accessTokens(config: MtnMomoConfig, timeoutMs: number): AccessTokens {
  const basic = Buffer.from(`${config.apiUser}:${config.apiKey}`).toString('base64');
  return cachedTokens(async () => {
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
    if (!res.ok) {
      await res.body?.cancel();
      throw new TokenUnavailable(`MTN MoMo token refused (HTTP ${res.status})`);
    }
    return readTokenAnswer('MTN MoMo', await res.json().catch(() => undefined));
  });
}
