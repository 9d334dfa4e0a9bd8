// An operator's access tokens, asked for once and kept until shortly before they expire, so a
// payment costs one request, not two. Each operator asks in its own way (mtn/, airtel/).
import { TokenUnavailable } from './provider.ts';

/** How long before its stated expiry a token is no longer used (clocks and slow requests). */
const EXPIRY_MARGIN_MS = 60_000;
/** A token whose answer gives no lifetime is kept this long (both operators' usual hour). */
const DEFAULT_LIFETIME_S = 3600;

export interface AccessTokens {
  get(): Promise<string>;
  /** The operator refused a token it issued (expired early, revoked): the next get asks anew. */
  forget(token: string): void;
}

export interface IssuedToken {
  token: string;
  /** Seconds, as the operator said. */
  expiresIn: number;
}

/**
 * The token of an OAuth-style answer `{ access_token, expires_in }`; `expires_in` comes as a
 * number (MTN) or as digits in a string (Airtel's examples). Anything else is no token.
 */
export function readTokenAnswer(label: string, body: unknown): IssuedToken {
  const { access_token: token, expires_in: expires } = (body ?? {}) as {
    access_token?: unknown;
    expires_in?: unknown;
  };
  if (typeof token !== 'string' || !token)
    throw new TokenUnavailable(`${label} token answer without a token`);
  const seconds = typeof expires === 'string' && /^\d+$/.test(expires) ? Number(expires) : expires;
  return {
    token,
    expiresIn: typeof seconds === 'number' && seconds > 0 ? seconds : DEFAULT_LIFETIME_S,
  };
}

/** Tokens from `ask`, kept until a minute before they expire; asks at the same moment share one. */
export function cachedTokens(ask: () => Promise<IssuedToken>): AccessTokens {
  let current: { token: string; until: number } | undefined;
  let asking: Promise<string> | undefined;

  async function renew(): Promise<string> {
    const issued = await ask();
    // A lifetime shorter than the margin is still used once, for the request that asked.
    current = {
      token: issued.token,
      until: Date.now() + issued.expiresIn * 1000 - EXPIRY_MARGIN_MS,
    };
    return issued.token;
  }

  return {
    async get() {
      if (current && current.until > Date.now()) return current.token;
      asking ??= renew().finally(() => {
        asking = undefined;
      });
      return asking;
    },
    forget(token) {
      if (current?.token === token) current = undefined;
    },
  };
}
