// Copies the images of one storage into another: the data folder of a shop that ran on one
// server into the bucket its instances will share. Idempotent, so it can be run again after an
// interruption, or once more just before switching S3_URL on.
import type { Readable } from 'node:stream';
import { contentTypeOf, isSafeKey } from './keys.ts';
import type { Storage } from './types.ts';

export interface CopyReport {
  /** Images written to the target. */
  copied: number;
  /** Their bytes. */
  bytes: number;
  /** Already in the target with the same size. */
  present: number;
  /** Files whose names the shop never writes (not served under /uploads either), left alone. */
  ignored: string[];
}

/** Copies running at once: each is a read from disk and an upload. */
const CONCURRENCY = 8;
/** A progress line every so many copies. */
const PROGRESS_EVERY = 500;

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Copies every object of `from` that `to` lacks, or holds with another size. The first failure
 * stops the copy and is thrown (what was copied stays copied; a new run goes on from there).
 */
export async function copyImages(
  from: Storage,
  to: Storage,
  opts: { log?: (line: string) => void } = {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, bytes: 0, present: 0, ignored: [] };
  const there = new Map<string, number>();
  for await (const { key, size } of to.list('')) there.set(key, size);

  const wanted: string[] = [];
  for await (const { key, size } of from.list('')) {
    if (!isSafeKey(key)) report.ignored.push(key);
    else if (there.get(key) === size) report.present++;
    else wanted.push(key);
  }

  let next = 0;
  let failed = false;
  const worker = async () => {
    while (next < wanted.length && !failed) {
      const key = wanted[next++]!;
      try {
        const object = await from.read(key);
        // Gone since the listing (deleted by a running shop): nothing to copy.
        if (!object) continue;
        const bytes = await bytesOf(object.body);
        await to.put(key, bytes, contentTypeOf(key));
        report.copied++;
        report.bytes += bytes.length;
      } catch (err) {
        failed = true;
        throw err;
      }
      if (report.copied % PROGRESS_EVERY === 0)
        opts.log?.(`  ${report.copied} of ${wanted.length} copied`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, wanted.length) }, worker));
  return report;
}
