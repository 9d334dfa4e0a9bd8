// When a failed try is tried again, when the outbox gives up (lib/retry-policy.ts, shared with
// the text messages' outbox), and which refusals of the mail server are for good.

export {
  DEFAULT_RETRY_POLICY,
  errorLine,
  retryDelayMs,
  type RetryPolicy,
} from '../../lib/retry-policy.ts';

interface SmtpError {
  code?: unknown;
  responseCode?: unknown;
}

/**
 * A refusal that another try would meet again: the mail server rejected the recipient or the
 * message itself (a 5xx answer to RCPT TO or DATA). Connection failures, time-outs and refused
 * sign-ins are retried: the server may be back, or its settings fixed, within the hour.
 */
export function isPermanent(err: unknown): boolean {
  const e = (err ?? {}) as SmtpError;
  const code = typeof e.responseCode === 'number' ? e.responseCode : 0;
  return (e.code === 'EENVELOPE' || e.code === 'EMESSAGE') && code >= 500 && code < 600;
}
