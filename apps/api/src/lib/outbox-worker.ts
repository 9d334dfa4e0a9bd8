// The sender of an outbox, one in every process of every instance: e-mail (modules/mail) and text
// messages (modules/messaging) alike (docs/decisions/0033-mail-outbox.md). Each pass fails what a
// stopped process left 'sending', then claims due rows and sends them side by side, and marks
// each sent, due again later (backoff), or failed: refused for good, or out of tries. The
// statements come from the outbox (db/outbox-claims.ts); this file holds the rhythm and the rules.
import type { FastifyBaseLogger } from 'fastify';
import { passLoop } from './pass-loop.ts';
import { errorLine, retryDelayMs, type RetryPolicy } from './retry-policy.ts';

/** What a worker does to its outbox's rows (one table's statements, one provider's sending). */
export interface OutboxParts<Row extends { id: string; attempts: number }, Sent> {
  /** The outbox's name in log lines ('mail', 'text message'). */
  name: string;
  failInterrupted(): Promise<Row[]>;
  claimDue(limit: number): Promise<Row[]>;
  countDue(): Promise<number>;
  /** Sends one claimed row; rejects when it was not taken. */
  deliver(row: Row): Promise<Sent>;
  /** Marks it sent; false when its row had been changed meanwhile. */
  markSent(row: Row, sent: Sent): Promise<boolean>;
  markForRetry(row: Row, error: string, delayMs: number): Promise<void>;
  markFailed(row: Row, error: string): Promise<void>;
  /** Refused for good (another try would meet the same refusal). */
  isPermanent(err: unknown): boolean;
  markRefused(row: Row, error: string, err: unknown): Promise<void>;
  /** The provider's own wait before the next try (a 429's Retry-After), if it gave one. */
  retryAfterMs?(err: unknown): number | undefined;
}

export interface OutboxWorkerOptions {
  /** How often the outbox is read when nothing woke the worker (milliseconds). */
  pollMs?: number;
  /** Rows claimed (and sent side by side) at once. */
  batchSize?: number;
  /**
   * How long a claimed row may stay 'sending' before it is taken for interrupted (its process
   * stopped mid-send). Far above the provider's own time-outs.
   */
  leaseMs?: number;
  retry?: Partial<RetryPolicy>;
}

export interface OutboxWorker {
  start(): void;
  /** Stops polling and waits for the rows being sent now. */
  stop(): Promise<void>;
  /** Reads the outbox now (a row was just committed). */
  wake(): void;
  /**
   * Resolves once nothing is due or being sent (tests, a script's end); rejects after
   * `timeoutMs` with how many are still waiting.
   */
  flush(timeoutMs?: number): Promise<void>;
}

/** The longest a provider's Retry-After is obeyed: beyond it, a mistaken header is not believed. */
const RETRY_AFTER_MAX_MS = 30 * 60_000;

/** Passes in a row while every claim comes back full; then the next wake or poll goes on. */
const ROUNDS_PER_PASS = 20;

export function createOutboxWorker<Row extends { id: string; attempts: number }, Sent>(
  parts: OutboxParts<Row, Sent>,
  policy: RetryPolicy,
  log: FastifyBaseLogger,
  opts: Omit<OutboxWorkerOptions, 'retry'> & { leaseMs: number },
): OutboxWorker {
  const pollMs = opts.pollMs ?? 1_000;
  const batchSize = opts.batchSize ?? 5;
  const { name } = parts;

  const loop = passLoop(pass, {
    everyMs: pollMs,
    onError: (err) => log.error({ err }, `${name} outbox pass failed`),
  });

  async function sendOne(row: Row) {
    let sent: Sent;
    try {
      sent = await parts.deliver(row);
    } catch (err) {
      const error = errorLine(err);
      const context = { id: row.id, attempts: row.attempts, error };
      if (parts.isPermanent(err)) {
        await parts.markRefused(row, error, err);
        log.error(context, `${name} refused for good; staff may retry it`);
      } else if (row.attempts >= policy.maxAttempts) {
        await parts.markFailed(row, error);
        log.error(context, `${name} failed; staff may retry it`);
      } else {
        const wait = Math.max(
          retryDelayMs(policy, row.attempts),
          Math.min(parts.retryAfterMs?.(err) ?? 0, RETRY_AFTER_MAX_MS),
        );
        await parts.markForRetry(row, error, wait);
        log.warn(context, `${name} not sent; it will be tried again`);
      }
      return;
    }
    if (!(await parts.markSent(row, sent))) {
      log.warn({ id: row.id }, `${name} sent, but its row had been changed meanwhile`);
    }
  }

  async function pass() {
    for (const row of await parts.failInterrupted()) {
      log.warn({ id: row.id }, `${name} sending was interrupted; marked failed`);
    }
    for (let round = 0; round < ROUNDS_PER_PASS && !loop.stopped; round++) {
      const rows = await parts.claimDue(batchSize);
      // Side by side: a pass lasts one send's time at most, well within the lease.
      const results = await Promise.allSettled(rows.map(sendOne));
      for (const r of results) {
        // Sent (or not) but its row could not be written: it stays 'sending' until the lease
        // ends, then fails as interrupted (never sent twice).
        if (r.status === 'rejected')
          log.error({ err: r.reason }, `${name} outbox could not be updated`);
      }
      if (rows.length < batchSize) return;
    }
    if (!loop.stopped) void loop.request();
  }

  return {
    start: () => loop.start(),
    stop: () => loop.stop(),
    wake() {
      if (!loop.stopped) void loop.request();
    },
    async flush(timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        await loop.request();
        const due = await parts.countDue();
        if (!due) return;
        if (Date.now() > deadline) {
          throw new Error(`${name} outbox: ${due} row(s) still due after ${timeoutMs} ms`);
        }
        // Being sent by another instance, or claimed by a pass that began before this call.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}
