// The command's side of `npm run backup` on a PGlite folder the shop has open (shop-requests.ts):
// finds the shop by DATA_DIR/shop.pid, asks it for the backup and waits for its answer.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { BackupRefusal } from './errors.ts';
import {
  requestFiles,
  shopPidFileOf,
  writeJsonAtomically,
  type BackupAnswer,
  type BackupRequest,
} from './shop-requests.ts';

/** The shop looks every second; a shop that has not taken the request by then is not answering. */
const TAKE_WITHIN_MS = 30_000;
/** The demo shop's backup takes seconds; a shop many times its size still fits. */
const FINISH_WITHIN_MS = 10 * 60_000;
const POLL_MS = 200;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0); // Signal 0 sends nothing: it only asks whether the process exists.
    return true;
  } catch (err) {
    // EPERM: it exists, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of the shop serving from `dataDir`, when its pid file names a running process. */
export function runningShopPid(dataDir: string): number | undefined {
  let text: string;
  try {
    text = fs.readFileSync(shopPidFileOf(dataDir), 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number(text.trim());
  return Number.isInteger(pid) && pid > 0 && isRunning(pid) ? pid : undefined;
}

const exists = (file: string) => fs.existsSync(file);

/** Asks the shop `pid` serving from `dataDir` for a backup; answers what it wrote. */
export async function askRunningShop(
  dataDir: string,
  pid: number,
  request: BackupRequest,
): Promise<Extract<BackupAnswer, { ok: true }>> {
  const files = requestFiles(dataDir, randomUUID());
  await writeJsonAtomically(files.asked, request);

  const takeBy = Date.now() + TAKE_WITHIN_MS;
  while (exists(files.asked)) {
    if (Date.now() > takeBy || !isRunning(pid)) {
      await fsp.rm(files.asked, { force: true });
      // Taken at the last moment: then wait for the answer after all.
      if (!exists(files.taken) && !exists(files.answer))
        throw new BackupRefusal(
          `The shop serving from ${dataDir} (pid ${pid}) did not take the backup request. ` +
            'Nothing was written. Check that the shop is running and answering, then try again.',
        );
      break;
    }
    await sleep(POLL_MS);
  }

  const finishBy = Date.now() + FINISH_WITHIN_MS;
  while (!exists(files.answer)) {
    if (!isRunning(pid))
      throw new Error(`the shop (pid ${pid}) stopped before it finished the backup`);
    if (Date.now() > finishBy)
      throw new Error(
        `the shop (pid ${pid}) did not finish the backup within ${FINISH_WITHIN_MS / 60_000} ` +
          'minutes; it may still write it',
      );
    await sleep(POLL_MS);
  }
  const answer = JSON.parse(await fsp.readFile(files.answer, 'utf8')) as BackupAnswer;
  await fsp.rm(files.answer, { force: true });
  if (!answer.ok) throw new Error(`the running shop could not write the backup: ${answer.message}`);
  return answer;
}
