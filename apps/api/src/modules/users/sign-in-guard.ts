import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_API_MESSAGES } from '@shop/contracts';
import { deviceCookies } from './device-cookie.ts';

/**
 * Which allowance a sign-in attempt uses (docs/decisions/0041-device-cookies-and-tracking-limits.md,
 * OWASP's device-cookie lockout):
 *
 * - With a valid device cookie for the account (this browser signed in to it before): only that
 *   device's own allowance (`signInPerDevice`). Guesses made anywhere else never refuse it.
 * - Without one (or with a forged, expired or other account's cookie): the account's allowance
 *   for untrusted clients (`signInUntrustedPerAccount`), shared by every such client from every
 *   address, and the growing delays per account and address (`signInPerAddress`). Once that
 *   allowance is used up only clients without the cookie are refused.
 *
 * Each attempt is counted before the password is checked (so parallel guesses cannot slip past a
 * count) and a right password takes it back, so only wrong guesses use an allowance.
 */
export interface SignInGuard {
  /** preHandler: counts the attempt, or refuses it (429, Retry-After). Needs the parsed body. */
  attempt(request: FastifyRequest): Promise<void>;
  /** A right password: takes the attempt back and gives the browser a fresh device cookie. */
  succeeded(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /**
   * Makes the browser a known device of the account with this e-mail: the one that created the
   * account, or that opened a password reset link (OWASP: a device cookie given out of band).
   */
  remember(request: FastifyRequest, reply: FastifyReply, email: string): void;
}

const emailOf = (request: FastifyRequest) =>
  String((request.body as { email?: unknown }).email ?? '')
    .trim()
    .toLowerCase();

export function signInGuard(app: FastifyInstance): SignInGuard {
  const cookies = deviceCookies(app.auth.subkey('sign-in device cookie'));
  // The device an attempt came from, as `attempt` found it (succeeded answers for the same one).
  const devices = new WeakMap<FastifyRequest, string>();
  const perDevice = app.limits.perKeyFailures(
    'signInPerDevice',
    (request) => `${emailOf(request)}|${devices.get(request)}`,
    ACCOUNT_API_MESSAGES.signInThisDeviceWait,
  );
  const untrusted = app.limits.perKeyFailures(
    'signInUntrustedPerAccount',
    emailOf,
    ACCOUNT_API_MESSAGES.signInNewDevicesWait,
  );
  const perAddress = app.limits.signIn;

  return {
    async attempt(request) {
      const email = emailOf(request);
      const device = cookies.knownDevice(request, email);
      if (device) {
        devices.set(request, device);
        await perDevice.attempt(request);
        return;
      }
      await untrusted.attempt(request);
      try {
        await perAddress.attempt(request);
      } catch (refusal) {
        // Never checked: this attempt does not use the account's allowance.
        await untrusted.succeeded(request);
        throw refusal;
      }
    },
    async succeeded(request, reply) {
      // A known device's attempt is not taken back: the browser gets a token with a new nonce
      // below, so its next attempts start from a clean allowance. (Nothing is stored per device:
      // the old token stays valid, with its own count, until it expires.)
      if (!devices.has(request)) {
        await untrusted.succeeded(request);
        await perAddress.succeeded(request);
      }
      cookies.remember(request, reply, emailOf(request));
    },
    remember(request, reply, email) {
      cookies.remember(request, reply, email.trim().toLowerCase());
    },
  };
}
