import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES as M,
  RESET_LINK_MINUTES,
  type Role,
  type UpdateProfileRequest,
  type UpdateChannel,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { passwordResets, users } from '../../db/schema.ts';
import { escapeHtml } from '../../lib/html.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { MailMessage, MailOutbox } from '../mail/index.ts';
import { endPendingEmailChanges } from './email-change.ts';
import { linkTo, newLinkToken, sha256 } from './link-token.ts';
import { checkPassword, hashPassword } from './passwords.ts';
import { ownProfile } from './own-profile.ts';

type Sign = (user: { id: string; role: Role; tokenVersion: number }) => Promise<string>;

async function findByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUser(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw new AppError('UNAUTHENTICATED', M.sessionExpired);
  return row;
}

/**
 * The order updates chosen at checkout, offered first at the next one (docs/decisions/0066);
 * written in the order's transaction.
 */
export async function rememberUpdateChannel(tx: Db, userId: string, channel: UpdateChannel) {
  await tx.update(users).set({ updatesBy: channel }).where(eq(users.id, userId));
}

/** Still a conflict (409), but the form shows it by the e-mail field. */
const emailTaken = () => new AppError('CONFLICT', M.emailTaken, { email: M.emailTaken });

/** A new customer: the role is never taken from the request. */
export async function register(
  db: Db,
  sign: Sign,
  input: { name: string; email: string; password: string },
) {
  if (await findByEmail(db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  // The unique index decides a race between two sign-ups with one address.
  const [row] = await db
    .insert(users)
    .values({ id: newId(), name: input.name, email: input.email, passwordHash, role: 'customer' })
    .onConflictDoNothing()
    .returning();
  if (!row) throw emailTaken();
  return {
    success: true as const,
    message: 'Account created',
    token: await sign(row),
    role: row.role,
  };
}

/** The e-mail of an account made for a customer who gave none (docs/decisions/0070-staff-orders.md). */
export const NO_EMAIL_DOMAIN = 'no-email.invalid';
export const hasRealEmail = (email: string) => !email.endsWith(`@${NO_EMAIL_DOMAIN}`);

/**
 * An account staff make for a phone or walk-in customer (docs/decisions/0070-staff-orders.md):
 * a customer without a password they know (a random one, hashed as a sign-up's), so it is
 * theirs to claim with "Forgot password" when it has an e-mail. Without an e-mail it gets an
 * address under the reserved `.invalid` domain, which no mail is ever sent to. An address
 * already in use is refused (409 on `field`): staff choose that account instead.
 */
export async function createCustomerWithoutPassword(
  tx: Db,
  input: { name: string; phone: string; email?: string },
  field: string,
) {
  const id = newId();
  const email = input.email ?? `walk-in.${id}@${NO_EMAIL_DOMAIN}`;
  const passwordHash = await hashPassword(newLinkToken());
  const [row] = await tx
    .insert(users)
    .values({ id, name: input.name, email, passwordHash, role: 'customer', phone: input.phone })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('CONFLICT', M.emailTaken, { [field]: M.emailTaken });
  return row;
}

/** Customer login accepts any role (an admin may shop); admin login only admins. */
export async function login(
  db: Db,
  sign: Sign,
  input: { email: string; password: string },
  mode: 'customer' | 'admin',
) {
  const row = await findByEmail(db, input.email);
  const ok = await checkPassword(row?.passwordHash, input.password);
  const failure = mode === 'admin' ? M.notAnAdmin : M.wrongCredentials;
  if (!ok || !row || (mode === 'admin' && row.role !== 'admin'))
    throw new AppError('UNAUTHENTICATED', failure);
  return { success: true as const, message: 'Logged in', token: await sign(row), role: row.role };
}

/** The e-mail with the reset link; plain text and HTML. */
export function resetMail(to: string, name: string, link: string): MailMessage {
  const text = [
    `Hello ${name},`,
    '',
    'Someone asked to reset the password of your account. To choose a new password, open:',
    '',
    link,
    '',
    `The link works once and for ${RESET_LINK_MINUTES} minutes. If you did not ask for it, ignore this e-mail: your password stays the same.`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>Someone asked to reset the password of your account. To choose a new password, open:</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>The link works once and for ${RESET_LINK_MINUTES} minutes. If you did not ask for it, ignore this e-mail: your password stays the same.</p>`;
  return { to, subject: 'Reset your password', text, html };
}

/**
 * Same answer whether or not the address is registered; the mail leaves in the background so the
 * answer's timing does not tell either. Only the token's SHA-256 is stored.
 */
export async function forgotPassword(
  db: Db,
  input: { email: string },
  opts: { publicUrl: string; mail: Pick<MailOutbox, 'enqueue'>; now?: Date },
) {
  const row = await findByEmail(db, input.email);
  if (row) {
    const token = newLinkToken();
    const now = opts.now ?? new Date();
    const link = linkTo(opts.publicUrl, 'reset-password', token);
    // The link and its e-mail commit together: no token is live that was never mailed.
    await db.transaction(async (tx) => {
      await tx.insert(passwordResets).values({
        id: newId(),
        userId: row.id,
        tokenHash: sha256(token),
        expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
      });
      await opts.mail.enqueue(tx, {
        kind: 'password-reset',
        ...resetMail(row.email, row.name, link),
      });
    });
  }
  return { success: true as const, message: M.forgotAnswer };
}

/** Single use: the row is claimed by the update itself, so two uses at once cannot both win. */
/**
 * Sets the new password with a valid reset token; answers the account's e-mail too, so the route
 * can make the browser that proved the mailbox a known device
 * (docs/decisions/0041-device-cookies-and-tracking-limits.md).
 */
export async function resetPassword(db: Db, input: { token: string; newPassword: string }) {
  const passwordHash = await hashPassword(input.newPassword);
  const now = new Date();
  const email = await db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, sha256(input.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!reset) throw fieldError('token', M.resetTokenInvalid);
    const [user] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, reset.userId))
      .returning({ email: users.email });
    // Every other link sent to this account ends too, and so does a change of its e-mail address
    // still waiting: whoever asked for it may be who made the owner reset the password.
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
    await endPendingEmailChanges(tx, reset.userId, now);
    return user!.email;
  });
  return { answer: { success: true as const, message: M.resetSuccessful }, email };
}

export async function getProfile(db: Db, userId: string) {
  return { success: true as const, user: await ownProfile(db, await findUser(db, userId)) };
}

/**
 * E-mail and role are not in the schema, so they cannot change here. The choice of order
 * updates can: the next checkout offers it first (docs/decisions/0071).
 */
export async function updateProfile(
  db: Db,
  userId: string,
  input: Omit<UpdateProfileRequest, 'preferences'> & { preferences?: string[] },
) {
  const changes = Object.fromEntries(
    Object.entries({
      name: input.name,
      phone: input.phone,
      address: input.address,
      dateOfBirth: input.dateOfBirth,
      gender: input.gender,
      preferences: input.preferences ? [...new Set(input.preferences)] : undefined,
      updatesBy: input.updatesBy,
    }).filter(([, v]) => v !== undefined),
  );
  const [row] = Object.keys(changes).length
    ? await db.update(users).set(changes).where(eq(users.id, userId)).returning()
    : [await findUser(db, userId)];
  if (!row) throw new AppError('UNAUTHENTICATED', M.sessionExpired);
  return { success: true as const, message: M.profileUpdated, user: await ownProfile(db, row) };
}
