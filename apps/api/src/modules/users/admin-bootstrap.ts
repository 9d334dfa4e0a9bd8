import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { users } from '../../db/schema.ts';
import { hashPassword } from './passwords.ts';

/** Used when ADMIN_EMAIL is not set. */
export const DEFAULT_ADMIN_EMAIL = 'admin@shop.local';

/**
 * First start (docs/architecture.md section 4): when no admin exists, one is created from ADMIN_EMAIL and
 * ADMIN_PASSWORD, or with a random password printed once to the log. An existing account with
 * that e-mail is promoted and given that password (its older sessions end). Later starts change
 * nothing, so a password changed since is kept.
 */
export async function ensureAdmin(
  db: Db,
  opts: { email?: string; password?: string; log: (message: string) => void },
): Promise<{ created: boolean; email?: string; password?: string }> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .limit(1);
  if (existing) return { created: false };

  const email = (opts.email ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  const password = opts.password ?? randomBytes(18).toString('base64url');
  const passwordHash = await hashPassword(password);
  await db
    .insert(users)
    .values({ id: newId(), name: 'Administrator', email, passwordHash, role: 'admin' })
    .onConflictDoUpdate({
      target: users.email,
      set: { role: 'admin', passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` },
    });
  if (opts.password) {
    opts.log(`Admin account ${email} created from ADMIN_EMAIL/ADMIN_PASSWORD.`);
  } else {
    opts.log(
      `Admin account created: e-mail ${email}, password ${password} (shown only this once; ` +
        'set ADMIN_EMAIL/ADMIN_PASSWORD to choose them, or reset the password by e-mail).',
    );
  }
  return { created: true, email, password };
}
