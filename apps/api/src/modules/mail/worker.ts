// The outbox's sender, one in every process of every instance (docs/decisions/0033-mail-outbox.md).
// It claims due messages (claims.ts), sends them, and marks each sent, due again later, or failed.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { passLoop } from '../../lib/pass-loop.ts';
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
import {
  DEFAULT_RETRY_POLICY,
  errorLine,
  isPermanent,
  retryDelayMs,
  type RetryPolicy,
} from './retry-policy.ts';
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

/** Passes in a row while every claim comes back full; then the next wake or poll goes on. */
const ROUNDS_PER_PASS = 20;

export function createMailWorker(
  db: Db,
  transport: MailTransport,
  log: FastifyBaseLogger,
  opts: MailWorkerOptions = {},
): MailWorker {
  const pollMs = opts.pollMs ?? 1_000;
  const batchSize = opts.batchSize ?? 5;
  const leaseMs = opts.leaseMs ?? 5 * 60_000;
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...opts.retry };
  const claimer = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

  const loop = passLoop(pass, {
    everyMs: pollMs,
    onError: (err) => log.error({ err }, 'mail outbox pass failed'),
  });

  async function sendOne(row: OutboxRow) {
    try {
      await transport.deliver({
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        ...(row.replyTo ? { replyTo: row.replyTo } : {}),
        ...(row.headers ? { headers: row.headers } : {}),
      });
    } catch (err) {
      const error = errorLine(err);
      const context = { mailId: row.id, kind: row.kind, attempts: row.attempts, error };
      if (isPermanent(err)) {
        await markRefused(db, row, error, opts.refusalListeners ?? []);
        log.error(context, 'mail refused for good; staff may retry it from the Mail page');
      } else if (row.attempts >= policy.maxAttempts) {
        await markFailed(db, row, error);
        log.error(context, 'mail failed; staff may retry it from the Mail page');
      } else {
        await markForRetry(db, row, error, retryDelayMs(policy, row.attempts));
        log.warn(context, 'mail not sent; it will be tried again');
      }
      return;
    }
    if (!(await markSent(db, row))) {
      log.warn({ mailId: row.id }, 'mail sent, but its row had been changed meanwhile');
    }
  }

  async function pass() {
    for (const row of await failInterrupted(db, leaseMs)) {
      log.warn({ mailId: row.id, kind: row.kind }, 'mail sending was interrupted; marked failed');
    }
    for (let round = 0; round < ROUNDS_PER_PASS && !loop.stopped; round++) {
      const rows = await claimDue(db, claimer, batchSize);
      // Side by side: a pass lasts one send's time at most, well within the lease.
      const results = await Promise.allSettled(rows.map(sendOne));
      for (const r of results) {
        // The mail went (or not) but its row could not be written: it stays 'sending' until the
        // lease ends, then fails as interrupted (never sent twice).
        if (r.status === 'rejected')
          log.error({ err: r.reason }, 'mail outbox could not be updated');
      }
      if (rows.length < batchSize) return;
    }
    if (!loop.stopped) void loop.request();
  }

  return {
    claimer,
    start: () => loop.start(),
    stop: () => loop.stop(),
    wake() {
      if (!loop.stopped) void loop.request();
    },
    async flush(timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        await loop.request();
        const due = await countDue(db);
        if (!due) return;
        if (Date.now() > deadline) {
          throw new Error(`mail outbox: ${due} message(s) still due after ${timeoutMs} ms`);
        }
        // Being sent by another instance, or claimed by a pass that began before this call.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}
