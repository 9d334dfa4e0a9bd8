// @ts-check
// How busy the whole machine was while something ran, read from Linux's /proc/stat: the worker
// figure of `npm run bench` needs it, because the load generator and the database share the
// machine's cores with the shop.
import fs from 'node:fs';
import os from 'node:os';

/** Busy and total clock ticks of all cores since boot, or undefined where /proc is missing. */
function machineTicks() {
  try {
    const [line = ''] = fs.readFileSync('/proc/stat', 'utf8').split('\n');
    const ticks = line.trim().split(/\s+/).slice(1).map(Number);
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0); // idle and waiting for I/O
    const total = ticks.reduce((sum, n) => sum + n, 0);
    return { busy: total - idle, total };
  } catch {
    return undefined;
  }
}

/**
 * Runs `fn` and answers its result with how many of the machine's cores were busy meanwhile, on
 * average (everything counted: the shop, the database, the load generator), or undefined.
 * @template T
 * @param {() => Promise<T>} fn
 */
export async function coresBusyDuring(fn) {
  const before = machineTicks();
  const result = await fn();
  const after = machineTicks();
  if (!before || !after || after.total === before.total) return { result, coresBusy: undefined };
  const share = (after.busy - before.busy) / (after.total - before.total);
  return { result, coresBusy: Math.round(share * os.availableParallelism() * 100) / 100 };
}
