// What a text message provider is to the outbox's worker: it sends one message and answers the
// provider's id for it, or rejects with a ProviderRefusal that says whether another try could
// succeed (docs/decisions/0066-order-updates-by-sms-and-whatsapp.md).
import type { TextChannel } from '@shop/contracts';

export interface TextToSend {
  /** E.164, +211... */
  to: string;
  /** The WhatsApp template's name and its body parameters (SMS sends `text`). */
  template: string;
  params: string[];
  text: string;
}

export interface TextProvider {
  readonly channel: TextChannel;
  /** Sends one message; answers the provider's id for it (its callbacks name it). */
  send(message: TextToSend): Promise<{ providerId: string }>;
}

export interface RefusalFacts {
  /** The provider's HTTP status, when it answered. */
  status?: number;
  /** Another try would meet the same refusal (a number that is not one, a bad template...). */
  permanent: boolean;
  /** The provider's own wait before the next try (a 429's Retry-After), in milliseconds. */
  retryAfterMs?: number;
  /** The recipient asked for no more messages (Twilio 21610, WhatsApp's user-blocked failures). */
  optOut?: boolean;
  /** Whether the provider surely did not take the message (an answer, not a time-out). */
  notTaken?: boolean;
}

export class ProviderRefusal extends Error {
  constructor(
    message: string,
    readonly facts: RefusalFacts,
  ) {
    super(message);
    this.name = 'ProviderRefusal';
  }
}

/** Bounds one call to a provider, far below the worker's lease: a hung call is retried. */
export const PROVIDER_TIMEOUT_MS = 15_000;

/** A Retry-After header (seconds, or an HTTP date) in milliseconds, if it says anything. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isFinite(at) ? Math.max(0, at - now) : undefined;
}

/**
 * A call's failure without an answer (refused connection, time-out): retried. Whether the
 * provider took the message is unknown after a time-out, and the outbox's at-most-once rule only
 * covers a process that stopped; a time-out of a live process is retried like a mail server's.
 */
export function unreachable(err: unknown, name: string): ProviderRefusal {
  const cause = err instanceof Error ? err.message : String(err);
  const timedOut =
    err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
  return new ProviderRefusal(
    timedOut ? `${name} did not answer in time` : `${name} could not be reached: ${cause}`,
    { permanent: false },
  );
}
