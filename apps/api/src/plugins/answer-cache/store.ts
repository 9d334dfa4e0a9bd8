import type { CacheTag, Versions } from '../cache-versions.ts';

/** One cached answer: its bytes in every encoding it is sent in, and what it was made from. */
export interface Answer {
  key: string;
  /** The versions taken before the answer's data was read; served only while they are current. */
  made: Versions;
  tags: readonly CacheTag[];
  /** Safety net for anything the versions cannot see; a change drops entries long before. */
  expiresAt: number;
  etag: string;
  contentType: string;
  cacheControl: string | undefined;
  identity: Buffer;
  /** Absent for answers too small to be worth compressing (sent as they are). */
  br: Buffer | undefined;
  gzip: Buffer | undefined;
}

/** Counted per entry on top of its bytes: the key, the object and the map's own share. */
const ENTRY_OVERHEAD = 512;

export function sizeOf(answer: Answer): number {
  return (
    ENTRY_OVERHEAD +
    answer.key.length * 2 +
    answer.etag.length * 2 +
    answer.identity.length +
    (answer.br?.length ?? 0) +
    (answer.gzip?.length ?? 0)
  );
}

/**
 * Answers kept up to `maxBytes`, the least recently served dropped first. A Map keeps its keys in
 * insertion order, so moving an entry to the end on every hit makes the first key the coldest.
 */
export class AnswerStore {
  private readonly entries = new Map<string, { answer: Answer; size: number }>();
  private total = 0;

  constructor(
    readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Bytes held now. */
  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The entry under `key` if it has not expired; it becomes the most recently used. */
  get(key: string): Answer | undefined {
    const slot = this.entries.get(key);
    if (!slot) return undefined;
    if (slot.answer.expiresAt <= this.now()) {
      this.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, slot);
    return slot.answer;
  }

  /** Keeps `answer`, dropping the coldest entries to make room; one larger than a quarter of the
   * whole is not kept (it would push out many others for one page). */
  set(answer: Answer): boolean {
    const size = sizeOf(answer);
    if (size > this.maxBytes / 4) return false;
    this.delete(answer.key);
    while (this.total + size > this.maxBytes) {
      const coldest = this.entries.keys().next();
      if (coldest.done) break;
      this.delete(coldest.value);
    }
    this.entries.set(answer.key, { answer, size });
    this.total += size;
    return true;
  }

  delete(key: string): void {
    const slot = this.entries.get(key);
    if (!slot) return;
    this.entries.delete(key);
    this.total -= slot.size;
  }

  /** Drops every entry `keep` refuses. */
  prune(keep: (answer: Answer) => boolean): void {
    for (const [key, slot] of this.entries) if (!keep(slot.answer)) this.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }
}
