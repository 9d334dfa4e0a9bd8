import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  EMAIL_CHANGE_LINK_HOURS,
  EMAIL_CHANGE_MESSAGES as M,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { emailChanges, passwordResets, users } from '../../db/schema.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { MailOutbox } from '../mail/index.ts';
import { getShopSettings } from '../settings/index.ts';
import { emailChangeLinkMail, emailChangeNoticeMail } from './email-change-mails.ts';
import { linkTo, newLinkToken, sha256 } from './link-token.ts';
import { checkPassword } from './passwords.ts';

// Changing the account's e-mail address (docs/decisions/0051-email-change-and-saved-addresses.md).
// The address is how the shop reaches the customer and how they sign in and reset a password, so
// it changes only once the new mailbox has proved it is theirs: a link mailed there. The old
// address is told at once, with what to do if the customer did not ask.

/** The path of the confirmation link; modules/mail/secret-links.ts removes its token once sent. */
export const EMAIL_CHANGE_PATH = 'confirm-email';

type Executor = Pick<Db, 'update'>;

const emailTaken = () =>
  new AppError('CONFLICT', ACCOUNT_MESSAGES.emailTaken, { email: ACCOUNT_MESSAGES.emailTaken });
const linkInvalid = () => new AppError('NOT_FOUND', M.linkInvalid);

/** The account's waiting change (unconfirmed, not ended, its link still working), if any. */
const waiting = (userId: string, now: Date) =>
  and(
    eq(emailChanges.userId, userId),
    isNull(emailChanges.confirmedAt),
    isNull(emailChanges.endedAt),
    gt(emailChanges.expiresAt, now),
  );

const pendingOf = (row: { newEmail: string; expiresAt: Date } | undefined) =>
  row ? { email: row.newEmail, expiresAt: row.expiresAt.toISOString() } : null;

/** Ends every change of this account still waiting (a newer request, a cancel, a password reset). */
export async function endPendingEmailChanges(tx: Executor, userId: string, now = new Date()) {
  await tx
    .update(emailChanges)
    .set({ endedAt: now })
    .where(
      and(
        eq(emailChanges.userId, userId),
        isNull(emailChanges.confirmedAt),
        isNull(emailChanges.endedAt),
      ),
    );
}

async function accountOf(db: Db, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new AppError('UNAUTHENTICATED', ACCOUNT_MESSAGES.sessionExpired);
  return row;
}

async function emailInUse(db: Pick<Db, 'select'>, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row !== undefined;
}

/** The change waiting for its link, for the profile to show. */
export async function emailChangeStatus(db: Db, userId: string, now = new Date()) {
  const [row] = await db
    .select({ newEmail: emailChanges.newEmail, expiresAt: emailChanges.expiresAt })
    .from(emailChanges)
    .where(waiting(userId, now))
    .limit(1);
  return { success: true as const, pending: pendingOf(row) };
}

/**
 * Asks for the change: the current password proves the person at the keyboard owns the account
 * (a session left open on a shared computer is not enough), an address another account uses is
 * refused in sign-up's words (409, no more than sign-up tells), and an earlier request still
 * waiting ends. The link to the new address and the notice to the old one commit with the row.
 */
export async function requestEmailChange(
  db: Db,
  session: { userId: string; sessionId: string },
  input: { email: string; password: string },
  opts: { publicUrl: string; mail: Pick<MailOutbox, 'enqueue'>; now?: Date },
) {
  const account = await accountOf(db, session.userId);
  if (!(await checkPassword(account.passwordHash, input.password)))
    throw fieldError('password', M.wrongPassword);
  if (input.email === account.email) throw fieldError('email', M.sameAddress);
  if (await emailInUse(db, input.email)) throw emailTaken();

  const now = opts.now ?? new Date();
  const token = newLinkToken();
  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_LINK_HOURS * 3_600_000);
  const { company } = await getShopSettings(db);
  const link = linkTo(opts.publicUrl, EMAIL_CHANGE_PATH, token);
  await db.transaction(async (tx) => {
    await endPendingEmailChanges(tx, account.id, now);
    await tx.insert(emailChanges).values({
      id: newId(),
      userId: account.id,
      newEmail: input.email,
      tokenHash: sha256(token),
      sessionId: session.sessionId,
      expiresAt,
      createdAt: now,
    });
    await opts.mail.enqueue(
      tx,
      { kind: 'email-change', ...emailChangeLinkMail(input.email, account.name, link) },
      {
        kind: 'email-change-notice',
        ...emailChangeNoticeMail(account.email, account.name, input.email, company),
      },
    );
  });
  return {
    success: true as const,
    message: M.linkSent(input.email),
    pending: pendingOf({ newEmail: input.email, expiresAt }),
  };
}

/** Cancels the waiting change: its link stops working. */
export async function cancelEmailChange(db: Db, userId: string) {
  const ended = await db
    .update(emailChanges)
    .set({ endedAt: new Date() })
    .where(waiting(userId, new Date()))
    .returning({ id: emailChanges.id });
  if (!ended.length) throw new AppError('NOT_FOUND', M.nothingPending);
  return { success: true as const, message: M.cancelled, pending: null };
}

/**
 * What a link is for, changing nothing: opening it (a mail scanner does) makes no change. A link
 * confirmed before says so; one expired, replaced, cancelled or unknown is a 404.
 */
export async function checkEmailChangeLink(db: Db, token: string, now = new Date()) {
  const [row] = await db
    .select()
    .from(emailChanges)
    .where(eq(emailChanges.tokenHash, sha256(token)))
    .limit(1);
  if (!row) throw linkInvalid();
  if (row.confirmedAt) return { success: true as const, email: row.newEmail, confirmed: true };
  if (row.endedAt || row.expiresAt <= now) throw linkInvalid();
  return { success: true as const, email: row.newEmail, confirmed: false };
}

/**
 * Makes the change with the link's token. The row is claimed by the update itself, so two uses at
 * once cannot both win. The account's other sign-ins end (as a password reset ends them all; the
 * one that asked stays), and reset links sent to the old address stop working. An address taken
 * by another account meanwhile refuses the change (409) and keeps the link for nothing.
 */
export async function confirmEmailChange(
  db: Db,
  token: string,
  endOtherSessions: (tx: Db, userId: string, keep: string | null) => Promise<void>,
) {
  const now = new Date();
  const tokenHash = sha256(token);
  try {
    const email = await db.transaction(async (tx) => {
      const [change] = await tx
        .update(emailChanges)
        .set({ confirmedAt: now })
        .where(
          and(
            eq(emailChanges.tokenHash, tokenHash),
            isNull(emailChanges.confirmedAt),
            isNull(emailChanges.endedAt),
            gt(emailChanges.expiresAt, now),
          ),
        )
        .returning();
      if (!change) return undefined;
      if (await emailInUse(tx, change.newEmail)) throw emailTaken();
      await tx.update(users).set({ email: change.newEmail }).where(eq(users.id, change.userId));
      await endOtherSessions(tx, change.userId, change.sessionId);
      await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.userId, change.userId), isNull(passwordResets.usedAt)));
      return change.newEmail;
    });
    if (email) return { success: true as const, message: M.confirmed(email), email };
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_idx')) throw emailTaken();
    throw err;
  }
  // Not claimed: used before (say so), or a link that does not work.
  const link = await checkEmailChangeLink(db, token, now);
  if (link.confirmed) throw new AppError('CONFLICT', M.alreadyConfirmed);
  throw linkInvalid();
}
