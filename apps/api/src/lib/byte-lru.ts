interface Slot<T> {
  value: T;
  bytes: number;
  expires: number;
}

export interface ByteLruOptions<T> {
  maxBytes: number;
  /** Entries expire this long after they were added, whatever else happens. */
  ttlMs: number;
  /** The bytes an entry holds (its key is counted on top, two bytes a character). */
  sizeOf: (value: T) => number;
  /** An entry larger than this is not kept (it would push out many others); maxBytes by default. */
  maxEntryBytes?: number;
  now?: () => number;
}

/**
 * Least recently used entries under a budget of bytes, for the page and answer caches: adding
 * past the budget drops the entries read longest ago.
 */
export class ByteLru<T> {
  // A Map iterates in insertion order: reading an entry moves it to the end, so the first one
  // is always the least recently used.
  private readonly slots = new Map<string, Slot<T>>();
  private used = 0;

  private readonly maxBytes: number;
  private readonly maxEntryBytes: number;
  private readonly now: () => number;

  constructor(private readonly opts: ByteLruOptions<T>) {
    this.maxBytes = opts.maxBytes;
    this.maxEntryBytes = Math.min(opts.maxEntryBytes ?? opts.maxBytes, opts.maxBytes);
    this.now = opts.now ?? Date.now;
  }

  /** Bytes held now (entries and their keys). */
  get bytes(): number {
    return this.used;
  }

  get size(): number {
    return this.slots.size;
  }

  get(key: string): T | undefined {
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    if (slot.expires <= this.now()) {
      this.delete(key);
      return undefined;
    }
    this.slots.delete(key);
    this.slots.set(key, slot);
    return slot.value;
  }

  /** Keeps `value` under `key`; false (and nothing kept) when it alone is too large. */
  set(key: string, value: T): boolean {
    this.delete(key);
    const bytes = this.opts.sizeOf(value) + key.length * 2;
    if (bytes > this.maxEntryBytes) return false;
    this.slots.set(key, { value, bytes, expires: this.now() + this.opts.ttlMs });
    this.used += bytes;
    for (const [oldest] of this.slots) {
      if (this.used <= this.maxBytes) break;
      this.delete(oldest);
    }
    return true;
  }

  delete(key: string): void {
    const slot = this.slots.get(key);
    if (!slot) return;
    this.slots.delete(key);
    this.used -= slot.bytes;
  }

  /** Drops every entry `drop` says yes to. */
  deleteWhere(drop: (value: T) => boolean): void {
    for (const [key, slot] of this.slots) if (drop(slot.value)) this.delete(key);
  }

  clear(): void {
    this.slots.clear();
    this.used = 0;
  }
}
