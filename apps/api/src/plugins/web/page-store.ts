/** What the store needs to know of an entry: how many bytes it holds. */
export interface Sized {
  readonly bytes: number;
}

interface Slot<T> {
  value: T;
  bytes: number;
  expires: number;
}

/**
 * Least recently used entries under a budget of bytes: adding past the budget drops the entries
 * read longest ago. Entries also expire `ttlMs` after they were added, whatever else happens.
 */
export class PageStore<T extends Sized> {
  // A Map iterates in insertion order: reading an entry moves it to the end, so the first one
  // is always the least recently used.
  private readonly slots = new Map<string, Slot<T>>();
  private used = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

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

  /** Keeps `value` under `key`; false (and nothing kept) when it alone exceeds the budget. */
  set(key: string, value: T): boolean {
    this.delete(key);
    const bytes = value.bytes + key.length;
    if (bytes > this.maxBytes) return false;
    this.slots.set(key, { value, bytes, expires: this.now() + this.ttlMs });
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
}
