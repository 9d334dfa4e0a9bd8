import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { users } from '../../db/schema.ts';
import { hashPassword } from './passwords.ts';

/** Used when ADMIN_EMAIL is not set. */
export const DEFAULT_ADMIN_EMAIL = 'admin@shop.local';

/** Where a generated admin password is written, inside DATA_DIR. */
export const ADMIN_PASSWORD_FILE = 'admin-password.txt';

/** A start-up that cannot go on safely; the server prints the message alone and stops. */
export class AdminBootstrapError extends Error {}

/**
 * Writes the generated password to a new file only this user can read. Never replaces a file:
 * one left from an earlier start (or written by another instance starting at the same time)
 * stops this start with a message saying what to do.
 */
function writePasswordFile(file: string, password: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    fs.writeFileSync(file, `${password}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST')
      throw new AdminBootstrapError(
        `No admin account exists, and ${file} is left from an earlier start. Delete that file ` +
          '(or set ADMIN_EMAIL and ADMIN_PASSWORD) and start again.',
      );
    throw err;
  }
}

/**
 * First start (docs/architecture.md, "One process by default, many when it grows",
 * docs/decisions/0022-sessions-and-secrets.md): when no owner exists (staff of another kind do
 * not count: docs/decisions/0068-staff-roles.md), an owner is created from
 * ADMIN_EMAIL and ADMIN_PASSWORD, or with a random password written once to
 * DATA_DIR/admin-password.txt (mode 0600); the log names the file, never the password. An existing
 * account with that e-mail is promoted and given that password (its older sessions end). Later
 * starts change nothing, so a password changed since is kept.
 */
export async function ensureAdmin(
  db: Db,
  opts: { email?: string; password?: string; dataDir: string; log: (message: string) => void },
): Promise<{ created: boolean; email?: string; password?: string; passwordFile?: string }> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.staffRole, 'owner'))
    .limit(1);
  if (existing) return { created: false };

  const email = (opts.email ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  const password = opts.password ?? randomBytes(18).toString('base64url');
  const passwordHash = await hashPassword(password);
  const passwordFile = opts.password ? undefined : path.resolve(opts.dataDir, ADMIN_PASSWORD_FILE);
  if (passwordFile) writePasswordFile(passwordFile, password);
  try {
    await db
      .insert(users)
      .values({
        id: newId(),
        name: 'Administrator',
        email,
        passwordHash,
        role: 'admin',
        staffRole: 'owner',
      })
      .onConflictDoUpdate({
        target: users.email,
        set: {
          role: 'admin',
          staffRole: 'owner',
          passwordHash,
          tokenVersion: sql`${users.tokenVersion} + 1`,
        },
      });
  } catch (err) {
    // No account has that password: the file would only mislead the next start.
    if (passwordFile) fs.rmSync(passwordFile, { force: true });
    throw err;
  }
  if (passwordFile) {
    opts.log(
      `Admin account ${email} created; its password is in ${passwordFile} (readable only by ` +
        'this user); delete the file after signing in.',
    );
  } else {
    opts.log(`Admin account ${email} created from ADMIN_EMAIL/ADMIN_PASSWORD.`);
  }
  return { created: true, email, password, passwordFile };
}
