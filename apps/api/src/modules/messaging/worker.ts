// The text outbox's sender, one in every process of every instance: the worker every outbox
// shares (lib/outbox-worker.ts: the claims, the backoff, at most once), with what is the text
// messages' own before a send: a number that opted out is not sent to, and the day's caps
// (per number, per shop) are taken from first (docs/decisions/0066-order-updates-by-sms-and-whatsapp.md).
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { TEXT_MESSAGES, type TextChannel } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import {
  createOutboxWorker,
  type OutboxWorker,
  type OutboxWorkerOptions,
} from '../../lib/outbox-worker.ts';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from '../../lib/retry-policy.ts';
import {
  failTextsInterrupted,
  giveBackToCaps,
  hasOptedOut,
  markTextSent,
  recordOptOut,
  takeFromCaps,
  textClaims,
  type TextRow,
} from './claims.ts';
import { getMessagingSettings } from './messaging-settings.ts';
import { ProviderRefusal, type TextProvider } from './providers/provider.ts';

export type TextWorker = OutboxWorker & { readonly claimer: string };

export function createTextWorker(
  db: Db,
  providers: Record<TextChannel, TextProvider>,
  log: FastifyBaseLogger,
  opts: OutboxWorkerOptions = {},
): TextWorker {
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...opts.retry };
  const leaseMs = opts.leaseMs ?? 5 * 60_000;
  const claimer = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

  async function deliver(row: TextRow): Promise<string> {
    if (await hasOptedOut(db, row.to))
      throw new ProviderRefusal(TEXT_MESSAGES.optedOut, { permanent: true });
    const caps = await getMessagingSettings(db);
    if (!(await takeFromCaps(db, row, caps)))
      throw new ProviderRefusal(TEXT_MESSAGES.capped, { permanent: true });
    try {
      const { providerId } = await providers[row.channel].send({
        to: row.to,
        template: row.template,
        params: row.params,
        text: row.text,
      });
      return providerId;
    } catch (err) {
      // Refused with an answer: nothing was sent, so nothing is counted against the day.
      if (err instanceof ProviderRefusal && err.facts.notTaken) await giveBackToCaps(db, row);
      throw err;
    }
  }

  const worker = createOutboxWorker<TextRow, string>(
    {
      name: 'text message',
      failInterrupted: () => failTextsInterrupted(db, leaseMs),
      claimDue: (limit) => textClaims.claimDue(db, claimer, limit),
      countDue: () => textClaims.countDue(db),
      deliver,
      markSent: (row, providerId) => markTextSent(db, row, providerId),
      markForRetry: (row, error, delayMs) => textClaims.markForRetry(db, row, error, delayMs),
      markFailed: async (row, error) => {
        await textClaims.settle(db, row, { status: 'failed', lastError: error });
      },
      isPermanent: (err) => err instanceof ProviderRefusal && err.facts.permanent,
      markRefused: async (row, error, err) => {
        // The provider's word that the number wants no more is kept first: by the time the
        // message reads failed, nothing else is written for that number.
        if (err instanceof ProviderRefusal && err.facts.optOut) {
          const source = row.channel === 'sms' ? 'sms-unsubscribed' : 'whatsapp-blocked';
          await recordOptOut(db, row.to, source);
        }
        await textClaims.settle(db, row, { status: 'failed', lastError: error });
      },
      retryAfterMs: (err) => (err instanceof ProviderRefusal ? err.facts.retryAfterMs : undefined),
    },
    policy,
    log,
    { pollMs: opts.pollMs, batchSize: opts.batchSize, leaseMs },
  );
  return { claimer, ...worker };
}
