import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2's defaults are argon2id, 19 MiB, 2 passes, 1 thread (OWASP's recommendation).
export const hashPassword = (password: string) => hash(password);

let dummy: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a user the password is checked against a
 * throw-away hash, so an unknown e-mail takes as long as a wrong password.
 */
export async function checkPassword(stored: string | undefined, password: string) {
  dummy ??= hash(randomBytes(16).toString('hex'));
  const target = stored ?? (await dummy);
  const ok = await verify(target, password).catch(() => false);
  return ok && stored !== undefined;
}
