// Writing a text message into its outbox (docs/decisions/0066-order-updates-by-sms-and-whatsapp.md):
// a row written by the transaction of the change that causes it, as e-mail is
// (docs/decisions/0033-mail-outbox.md). The worker (worker.ts) sends it later, from any instance.
import { and, eq, inArray } from 'drizzle-orm';
import type { TextChannel, TextKind } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { textOptOuts, textOutbox } from '../../db/schema.ts';
import type { RenderedText } from './templates.ts';

export interface TextMessage extends RenderedText {
  channel: TextChannel;
  kind: TextKind;
  /** E.164, +211... */
  to: string;
  orderId?: string;
  /** Not sent before this time (a status change staff may still take back). */
  notBefore?: Date;
  /** The row's id, when the caller keeps it (the status change's e-mail id, to withdraw both). */
  id?: string;
}

/** Messages this process has written so far (committed or not): see modules/mail/outbox.ts. */
let written = 0;
export const writtenSoFar = () => written;

/**
 * Writes messages in `tx`, the change's transaction; a number that opted out (STOP, a block) is
 * skipped. Answers the ids written.
 */
export async function enqueueTexts(tx: Db, messages: TextMessage[]): Promise<string[]> {
  if (!messages.length) return [];
  const numbers = [...new Set(messages.map((m) => m.to))];
  const stopped = new Set(
    (
      await tx
        .select({ number: textOptOuts.number })
        .from(textOptOuts)
        .where(inArray(textOptOuts.number, numbers))
    ).map((r) => r.number),
  );
  const rows = messages
    .filter((m) => !stopped.has(m.to))
    .map((m) => ({
      id: m.id ?? newId(),
      channel: m.channel,
      kind: m.kind,
      to: m.to,
      template: m.template,
      params: m.params,
      text: m.text,
      orderId: m.orderId ?? null,
      ...(m.notBefore ? { nextAttemptAt: m.notBefore } : {}),
    }));
  if (!rows.length) return [];
  await tx.insert(textOutbox).values(rows);
  written += rows.length;
  return rows.map((r) => r.id);
}

/** Deletes those of the messages still waiting for their first try (a status change undone). */
export async function withdrawTexts(tx: Pick<Db, 'delete'>, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const gone = await tx
    .delete(textOutbox)
    .where(
      and(
        inArray(textOutbox.id, ids),
        eq(textOutbox.status, 'pending'),
        eq(textOutbox.attempts, 0),
      ),
    )
    .returning({ id: textOutbox.id });
  return gone.length;
}
