// Airtel Money's access tokens: one is asked for with the client id and secret (OAuth2 client
// credentials, as JSON) and kept until shortly before it expires (access-tokens.ts).
import type { AirtelMoneyConfig } from '../../../config.ts';
import { cachedTokens, readTokenAnswer, type AccessTokens } from '../access-tokens.ts';
import { TokenUnavailable } from '../provider.ts';

export function accessTokens(config: AirtelMoneyConfig, timeoutMs: number): AccessTokens {
  return cachedTokens(async () => {
    let res: Response;
    try {
      res = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/auth/oauth2/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: '*/*' },
        body: JSON.stringify({
          client_id: config.clientId,
          client_secret: config.clientSecret,
          grant_type: 'client_credentials',
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new TokenUnavailable(`Airtel Money token: ${(err as Error).message}`);
    }
    // Refused credentials are the shop's configuration, not the customer's doing.
    if (!res.ok) {
      await res.body?.cancel();
      throw new TokenUnavailable(`Airtel Money token refused (HTTP ${res.status})`);
    }
    return readTokenAnswer('Airtel Money', await res.json().catch(() => undefined));
  });
}
