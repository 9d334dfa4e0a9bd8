// Asks the operators about pending attempts, in every process of every instance
// (docs/decisions/0046-mobile-money-attempts.md): the same claim as the mail outbox's
// (FOR UPDATE SKIP LOCKED, modules/mail/claims.ts), so two workers never ask about one attempt at
// once, and one that dies mid-ask leaves the attempt to another after the lease.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { passLoop } from '../../lib/pass-loop.ts';
import { checkAttempt } from './check-attempt.ts';
import type { PaymentDeps } from './deps.ts';
import { claimDue } from './queries.ts';

export interface PaymentWorkerOptions {
  /** How often due attempts are looked for (milliseconds). */
  pollMs?: number;
  /** Attempts claimed (and asked about side by side) at once. */
  batchSize?: number;
}

export interface PaymentWorker {
  start(): void;
  /** Stops polling and waits for the asks under way. */
  stop(): Promise<void>;
  /** Asks about every attempt due now; resolves when done (tests, and a wake after a start). */
  runPass(): Promise<void>;
  readonly claimer: string;
}

/** Claims in a row while they come back full; then the next poll goes on. */
const ROUNDS_PER_PASS = 20;

export function createPaymentWorker(
  deps: PaymentDeps,
  opts: PaymentWorkerOptions = {},
): PaymentWorker {
  const pollMs = opts.pollMs ?? 1_000;
  const batchSize = opts.batchSize ?? 5;
  const claimer = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  async function pass() {
    for (let round = 0; round < ROUNDS_PER_PASS; round++) {
      const rows = await claimDue(deps.db, claimer, batchSize, deps.timings.leaseMs);
      const results = await Promise.allSettled(rows.map((row) => checkAttempt(deps, row)));
      for (const r of results) {
        // The claim's lease brings the attempt back to a worker later.
        if (r.status === 'rejected') deps.log.error({ err: r.reason }, 'payment check failed');
      }
      if (rows.length < batchSize) return;
    }
  }

  const loop = passLoop(pass, {
    everyMs: pollMs,
    onError: (err) => deps.log.error({ err }, 'payment worker pass failed'),
  });

  return {
    claimer,
    start: () => loop.start(),
    stop: () => loop.stop(),
    runPass: () => loop.request(),
  };
}
