// How often and how long the shop asks an operator about a pending attempt
// (docs/decisions/0046-mobile-money-attempts.md). Tests shorten them.

export interface PaymentTimings {
  /** Waits before each ask of a pending attempt (milliseconds); the last one repeats. */
  checkDelaysMs: number[];
  /** Undecided this long after it was made, an attempt expires. */
  lifetimeMs: number;
  /**
   * The operator may not know a reference at once (the request may still be on its way, or
   * stuck in its queue); only after this long is "not found" believed.
   */
  notFoundGraceMs: number;
  /**
   * A claim pushes the next ask this far on, so a worker that died mid-ask is replaced: far above
   * an ask's time (a token and a status request, 15 s each at most). A new attempt waits as long
   * before its first ask, so no worker asks while the request itself may still be on its way.
   */
  leaseMs: number;
}

export const DEFAULT_TIMINGS: PaymentTimings = {
  // Most payers approve within a minute: asked often then, seldom after.
  checkDelaysMs: [3_000, 5_000, 10_000, 15_000, 30_000, 60_000],
  lifetimeMs: 10 * 60_000,
  notFoundGraceMs: 2 * 60_000,
  leaseMs: 60_000,
};

/** The wait before the next ask, after `checks` asks. */
export function nextCheckDelayMs(timings: PaymentTimings, checks: number): number {
  const delays = timings.checkDelaysMs;
  return delays[Math.min(checks, delays.length - 1)] ?? 60_000;
}
