// When a failed try of an outbox's message is tried again, and when the outbox gives up: one
// policy for e-mail and text messages (docs/decisions/0033-mail-outbox.md, "Retries with backoff").

export interface RetryPolicy {
  /** Tries before a message is failed (staff may retry it then). */
  maxAttempts: number;
  /** Wait after the first failed try; doubled after each further one. */
  baseDelayMs: number;
  /** The longest wait between two tries. */
  maxDelayMs: number;
}

/** 30 s, 1, 2, 4, 8, 16 and 30 min: eight tries over about an hour. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 8,
  baseDelayMs: 30_000,
  maxDelayMs: 30 * 60_000,
};

/** How long to wait after the `attempts`-th try failed. */
export function retryDelayMs(policy: RetryPolicy, attempts: number): number {
  const doubled = policy.baseDelayMs * 2 ** Math.max(0, attempts - 1);
  return Math.min(policy.maxDelayMs, doubled);
}

const ERROR_LENGTH_MAX = 300;

/**
 * The error as one short line for staff: the first line of the message, with any user:password@
 * of a URL taken out (SMTP_URL may hold the mail account's password).
 */
export function errorLine(err: unknown): string {
  const e = (err ?? {}) as { message?: unknown };
  const message = typeof e.message === 'string' && e.message ? e.message : String(err);
  const line = (message.split(/\r?\n/)[0] ?? '').replace(/(\b[a-z][\w+.-]*:\/\/)[^\s/@]*@/gi, '$1');
  return line.length > ERROR_LENGTH_MAX ? `${line.slice(0, ERROR_LENGTH_MAX - 1)}…` : line;
}
