import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** An HS256 key shorter than this is refused (RFC 7518 asks for at least the hash's 256 bits). */
export const JWT_SECRET_MIN_BYTES = 32;

/** A secret that must not be used; the server prints the message alone and stops. */
export class SecretError extends Error {}

/**
 * JWT_SECRET when set; otherwise a random secret generated once and kept in DATA_DIR/jwt-secret,
 * so sessions survive a restart without anyone having to invent a secret (docs/architecture.md,
 * "One process by default, many when it grows"). Several instances must share JWT_SECRET (or
 * DATA_DIR). A secret shorter than 32 bytes, or a file that anyone but its owner may read or write,
 * stops start-up (docs/decisions/0022-sessions-and-secrets.md): whoever reads the secret can sign
 * in as anyone.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured !== undefined) {
    if (Buffer.byteLength(configured) < JWT_SECRET_MIN_BYTES)
      throw new SecretError(
        `JWT_SECRET must be at least ${JWT_SECRET_MIN_BYTES} characters long; ` +
          'leave it unset to have one generated in DATA_DIR/jwt-secret.',
      );
    return configured;
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) {
    const mode = fs.statSync(file).mode;
    if (process.platform !== 'win32' && (mode & 0o077) !== 0)
      throw new SecretError(
        `${file} may be read or written by other users (mode ${(mode & 0o777).toString(8)}). ` +
          `Make it readable only by this user (chmod 600 ${file}) and start again.`,
      );
    const secret = fs.readFileSync(file, 'utf8').trim();
    if (Buffer.byteLength(secret) < JWT_SECRET_MIN_BYTES)
      throw new SecretError(
        `${file} holds a secret shorter than ${JWT_SECRET_MIN_BYTES} bytes. Delete the file to ` +
          'have a new one generated (everyone will have to sign in again) and start again.',
      );
    return secret;
  }
  const secret = randomBytes(48).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { flag: 'wx', mode: 0o600 });
  return secret;
}
