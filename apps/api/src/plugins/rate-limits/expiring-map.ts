/**
 * A map whose entries expire and whose size is capped: the in-memory counters of the rate limits
 * (docs/decisions/0021-client-addresses-and-sign-in-throttling.md). Someone sending a new e-mail
 * or address with every request must not be able to grow a process's memory without end, so past
 * `maxEntries` the entry written longest ago is dropped; expired entries are dropped as they are
 * met, and those written longest ago are checked on every write.
 */
export class ExpiringMap<V> {
  readonly #entries = new Map<string, { value: V; expires: number }>();

  constructor(
    readonly maxEntries: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Stores `value` for `ttlMs`; a rewritten key counts as the newest. */
  set(key: string, value: V, ttlMs: number): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, expires: this.now() + ttlMs });
    this.#prune();
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  /** Drops the oldest writes while they have expired or the map is over its cap. */
  #prune(): void {
    const now = this.now();
    for (const [key, entry] of this.#entries) {
      if (this.#entries.size <= this.maxEntries && entry.expires > now) break;
      this.#entries.delete(key);
    }
  }
}
