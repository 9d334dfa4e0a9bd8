import { Transform } from 'node:stream';

/** A joined chunk is passed on at once when it reaches this size. */
const MAX_JOINED_BYTES = 64 * 1024;

/**
 * Joins the many small chunks a streamed page is written in (React writes a page as dozens of
 * pieces in one go) into one per turn of the event loop. Each chunk that reached the compressor
 * was one job on libuv's thread pool, handed over and back with a lock: profiling two workers
 * rendering pages showed half their CPU time in the kernel, nearly all of it in those hand-overs.
 * A page still streams: what was written in one turn leaves at the end of that turn, so the shell
 * goes out before the parts that wait for data.
 */
export function coalesceChunks(): Transform {
  let pending: Uint8Array[] = [];
  let size = 0;
  let scheduled = false;
  const stream = new Transform({
    transform(chunk: Uint8Array, _encoding, done) {
      pending.push(chunk);
      size += chunk.length;
      if (size >= MAX_JOINED_BYTES) passOn();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(passOn);
      }
      done();
    },
    flush(done) {
      passOn();
      done();
    },
  });
  function passOn() {
    scheduled = false;
    if (!size) return;
    stream.push(pending.length === 1 ? pending[0] : Buffer.concat(pending, size));
    pending = [];
    size = 0;
  }
  return stream;
}
