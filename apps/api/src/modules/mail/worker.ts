// The outbox's sender, one in every process of every instance (docs/decisions/0033-mail-outbox.md).
// It claims due messages (claims.ts), sends them, and marks each sent, due again later, or failed.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { createOutboxWorker } from '../../lib/outbox-worker.ts';
import {
  claimDue,
  countDue,
  failInterrupted,
  markFailed,
  markForRetry,
  markRefused,
  markSent,
  type OutboxRow,
} from './claims.ts';
import { DEFAULT_RETRY_POLICY, isPermanent, type RetryPolicy } from './retry-policy.ts';
import type { MailKind } from '@shop/contracts';
import type { RefusalListener } from './outbox.ts';
import type { MailTransport } from './transport.ts';

export interface MailWorkerOptions {
  /** How often the outbox is read when nothing woke the worker (milliseconds). */
  pollMs?: number;
  /** Messages claimed (and sent side by side) at once. */
  batchSize?: number;
  /**
   * How long a claimed message may stay 'sending' before it is taken for interrupted (its
   * process stopped mid-send). Far above the transport's own time-outs (transport.ts).
   */
  leaseMs?: number;
  retry?: Partial<RetryPolicy>;
  /** Told of permanent refusals (the plugin's onRefused); read at each refusal. */
  refusalListeners?: readonly { kinds: readonly MailKind[]; listener: RefusalListener }[];
}

export interface MailWorker {
  start(): void;
  /** Stops polling and waits for the messages being sent now. */
  stop(): Promise<void>;
  /** Reads the outbox now (a message was just committed). */
  wake(): void;
  /**
   * Resolves once nothing is due or being sent (tests, a script's end); rejects after
   * `timeoutMs` with how many are still waiting.
   */
  flush(timeoutMs?: number): Promise<void>;
  /** Names this worker in `claimed_by`. */
  readonly claimer: string;
}

export function createMailWorker(
  db: Db,
  transport: MailTransport,
  log: FastifyBaseLogger,
  opts: MailWorkerOptions = {},
): MailWorker {
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...opts.retry };
  const claimer = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

  // The rhythm, the claims and the rules every outbox shares (lib/outbox-worker.ts); what is
  // mail's own is how a message leaves and what its refusal means.
  const worker = createOutboxWorker<OutboxRow, void>(
    {
      name: 'mail',
      failInterrupted: () => failInterrupted(db, leaseMs(opts)),
      claimDue: (limit) => claimDue(db, claimer, limit),
      countDue: () => countDue(db),
      // An address under the reserved `.invalid` domain (RFC 6761) belongs to an account made
      // for a customer who gave no e-mail (docs/decisions/0070-staff-orders.md): nothing can
      // reach it, so nothing is handed to the server, and the message is done.
      deliver: (row) =>
        isUndeliverable(row.to)
          ? Promise.resolve()
          : transport.deliver({
              to: row.to,
              subject: row.subject,
              text: row.text,
              html: row.html,
              ...(row.replyTo ? { replyTo: row.replyTo } : {}),
              ...(row.headers ? { headers: row.headers } : {}),
            }),
      markSent: (row) => markSent(db, row),
      markForRetry: (row, error, delayMs) => markForRetry(db, row, error, delayMs),
      markFailed: (row, error) => markFailed(db, row, error),
      isPermanent,
      markRefused: (row, error) => markRefused(db, row, error, opts.refusalListeners ?? []),
    },
    policy,
    log,
    { pollMs: opts.pollMs, batchSize: opts.batchSize, leaseMs: leaseMs(opts) },
  );

  return { claimer, ...worker };
}

/** Whether an address can never receive mail: its domain is `.invalid` (RFC 6761). */
export const isUndeliverable = (to: string) => /\.invalid$/i.test(to.trim());

const leaseMs = (opts: MailWorkerOptions) => opts.leaseMs ?? 5 * 60_000;
