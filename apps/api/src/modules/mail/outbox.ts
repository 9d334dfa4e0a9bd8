// Writing a message into the outbox (docs/decisions/0033-mail-outbox.md). A message is a row
// written by the transaction of the change that causes it: both commit, or neither does. The
// worker (worker.ts) sends it later, from any instance.
import type { MailKind } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { mailOutbox } from '../../db/schema.ts';
import { and, eq, inArray } from 'drizzle-orm';

/** An address with a display name: nodemailer encodes the name, so typed text cannot add headers. */
export type MailAddress = string | { name: string; address: string };

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where the recipient's Reply goes (a contact message: the visitor who wrote it). */
  replyTo?: MailAddress;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface OutboxMessage extends MailMessage {
  kind: MailKind;
  /** A contact message's copy to the company: the message is marked e-mailed once it is sent. */
  contactMessageId?: string;
  /** Not sent before this time (a newsletter keeps its rate per minute so). */
  notBefore?: Date;
  /** The row's id, when the caller keeps it before writing (a status change to take back). */
  id?: string;
}

/** A message the mail server refused for good (SMTP 5xx), as a refusal listener sees it. */
export interface RefusedMail {
  id: string;
  kind: MailKind;
  to: string;
}

/**
 * Told of a permanent refusal inside the transaction that marks the message failed, so what the
 * listener records (a newsletter address that bounces) is kept or lost with the failure.
 */
export type RefusalListener = (tx: Db, mail: RefusedMail) => Promise<void>;

/** A database or an open transaction; give the transaction of the change the message is about. */
type Executor = Pick<Db, 'insert'>;

/**
 * How services write e-mails: into the outbox, in the transaction of their change (`app.mail`,
 * decorated by plugin.ts).
 */
export interface MailOutbox {
  /** Writes messages in `tx` (the change's transaction); they leave once it has committed. */
  enqueue(tx: Executor, ...messages: OutboxMessage[]): Promise<string[]>;
  /** Sends now what was committed (a caller outside a request, or a staff retry). */
  wake(): void;
  /**
   * Deletes those of the messages that are still waiting for their first try (a cancelled
   * newsletter); a message being sent, sent or failed stays. Answers how many were withdrawn.
   */
  withdraw(tx: Pick<Db, 'delete'>, ids: string[]): Promise<number>;
  /** Listens for messages of `kinds` refused for good (see RefusalListener). */
  onRefused(kinds: readonly MailKind[], listener: RefusalListener): void;
}

/**
 * Messages this process has written so far (committed or not). The mail plugin wakes the worker
 * after a request during which it grew: by the time a request is answered its transaction has
 * committed, so the message goes out at once instead of at the next poll.
 */
let written = 0;
export const writtenSoFar = () => written;

/** Writes messages into the outbox, in the caller's transaction. Answers their ids. */
export async function enqueueMail(tx: Executor, messages: OutboxMessage[]): Promise<string[]> {
  if (!messages.length) return [];
  const rows = messages.map((m) => ({
    id: m.id ?? newId(),
    kind: m.kind,
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html,
    replyTo: m.replyTo ?? null,
    headers: m.headers ?? null,
    contactMessageId: m.contactMessageId ?? null,
    ...(m.notBefore ? { nextAttemptAt: m.notBefore } : {}),
  }));
  await tx.insert(mailOutbox).values(rows);
  written += rows.length;
  return rows.map((r) => r.id);
}

/** See MailOutbox.withdraw. */
export async function withdrawPending(tx: Pick<Db, 'delete'>, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const gone = await tx
    .delete(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.id, ids),
        eq(mailOutbox.status, 'pending'),
        eq(mailOutbox.attempts, 0),
      ),
    )
    .returning({ id: mailOutbox.id });
  return gone.length;
}
