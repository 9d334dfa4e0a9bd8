/** How often, at most, a map full of refusing counts looks through all of them for expired ones. */
export const FULL_SWEEP_MS = 1_000;

interface Entry<V> {
  key: string;
  value: V;
  expires: number;
  /** Neighbours in its list (open or held), oldest write first. */
  older: Entry<V> | undefined;
  newer: Entry<V> | undefined;
  held: boolean;
}

/**
 * Entries in write order, linked through the entries themselves: appending, unlinking and taking
 * the oldest cost the same however many entries came and went (a Map walked from its start
 * steps over the holes its deletions left, about 0.1 ms a write at 50,000 entries).
 */
class WriteOrder<V> {
  oldest: Entry<V> | undefined;
  newest: Entry<V> | undefined;

  append(entry: Entry<V>): void {
    entry.older = this.newest;
    entry.newer = undefined;
    if (this.newest) this.newest.newer = entry;
    else this.oldest = entry;
    this.newest = entry;
  }

  unlink(entry: Entry<V>): void {
    if (entry.older) entry.older.newer = entry.newer;
    else this.oldest = entry.newer;
    if (entry.newer) entry.newer.older = entry.older;
    else this.newest = entry.older;
    entry.older = entry.newer = undefined;
  }

  clear(): void {
    this.oldest = this.newest = undefined;
  }
}

/**
 * A map whose entries expire and whose size is capped: the in-memory counters of the rate limits
 * (docs/decisions/0021-client-addresses-and-sign-in-throttling.md,
 * docs/decisions/0042-counters-without-redis.md). Someone sending a new e-mail or address with
 * every request must not be able to grow a process's memory without end, so a new key past
 * `maxEntries` makes room: expired entries first, then the entry written longest ago.
 *
 * Entries for which `holds(value)` is true (a count that refuses, or will refuse the next
 * request) are never dropped to make room: otherwise filling the map with other keys would
 * flush the count that stops an attacker. They are kept in a list of their own, so making room
 * never walks past them. When every entry holds, a new key is not stored (`set` answers false)
 * and its caller lets the request through uncounted: memory stays bounded, the refusing counts
 * stay, and no new client is locked out because the map is full; the cost is that new keys go
 * uncounted until refusing counts expire. Reaching that needs `maxEntries` keys each pushed past
 * its limit within one window.
 */
export class ExpiringMap<V> {
  readonly #entries = new Map<string, Entry<V>>();
  /** Entries that may be dropped to make room. */
  readonly #open = new WriteOrder<V>();
  /** Entries that hold a refusing count. */
  readonly #held = new WriteOrder<V>();
  #sweptAt = Number.NEGATIVE_INFINITY;

  constructor(
    readonly maxEntries: number,
    private readonly now: () => number = () => Date.now(),
    private readonly holds: (value: V) => boolean = () => false,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.#remove(entry);
      return undefined;
    }
    return entry.value;
  }

  /**
   * Stores `value` for `ttlMs`; a rewritten key counts as the newest. Answers false when `key`
   * is new and there is no room for it (every entry holds a refusing count).
   */
  set(key: string, value: V, ttlMs: number): boolean {
    const now = this.now();
    const known = this.#entries.get(key);
    if (known) this.#listOf(known).unlink(known);
    else if (!this.#makeRoom(now)) return false;
    const entry: Entry<V> = known ?? {
      key,
      value,
      expires: 0,
      older: undefined,
      newer: undefined,
      held: false,
    };
    entry.value = value;
    entry.expires = now + ttlMs;
    entry.held = this.holds(value);
    this.#listOf(entry).append(entry);
    if (!known) this.#entries.set(key, entry);
    return true;
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (entry) this.#remove(entry);
  }

  clear(): void {
    this.#entries.clear();
    this.#open.clear();
    this.#held.clear();
  }

  #listOf(entry: Entry<V>): WriteOrder<V> {
    return entry.held ? this.#held : this.#open;
  }

  #remove(entry: Entry<V>): void {
    this.#listOf(entry).unlink(entry);
    this.#entries.delete(entry.key);
  }

  /** Drops the oldest writes of `list` while they have expired (stops at the first live one). */
  #dropExpired(list: WriteOrder<V>, now: number): void {
    while (list.oldest && list.oldest.expires <= now) this.#remove(list.oldest);
  }

  /** Room for one more key: expired writes first, then the oldest that holds nothing. */
  #makeRoom(now: number): boolean {
    this.#dropExpired(this.#open, now);
    this.#dropExpired(this.#held, now);
    if (this.size < this.maxEntries) return true;
    if (this.#open.oldest) {
      this.#remove(this.#open.oldest);
      return true;
    }
    // Every entry refuses. Their lifetimes differ (a throttle's wait grows), so expired ones may
    // sit behind live ones: look at all of them, but not on every request of a flood.
    if (now - this.#sweptAt < FULL_SWEEP_MS) return false;
    this.#sweptAt = now;
    for (let entry = this.#held.oldest; entry; ) {
      const newer = entry.newer;
      if (entry.expires <= now) this.#remove(entry);
      entry = newer;
    }
    return this.size < this.maxEntries;
  }
}
