import type { CacheTag, Versions } from '../cache-versions.ts';

/** One cached answer: its bytes in every encoding it is sent in, and what it was made from. */
export interface Answer {
  key: string;
  /** The versions taken before the answer's data was read; served only while they are current. */
  made: Versions;
  tags: readonly CacheTag[];
  etag: string;
  contentType: string;
  cacheControl: string | undefined;
  identity: Buffer;
  /** Absent for answers too small to be worth compressing (sent as they are). */
  br: Buffer | undefined;
  gzip: Buffer | undefined;
}

/** Counted per entry on top of its bytes: the object and the map's own share. */
const ENTRY_OVERHEAD = 512;

/** An answer's bytes for the cache's budget (its key is counted by the store, lib/byte-lru.ts). */
export function sizeOf(answer: Answer): number {
  return (
    ENTRY_OVERHEAD +
    answer.etag.length * 2 +
    answer.identity.length +
    (answer.br?.length ?? 0) +
    (answer.gzip?.length ?? 0)
  );
}
