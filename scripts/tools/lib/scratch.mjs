// @ts-check
// What a measuring script makes for itself and must take away again, whatever way it ends: a
// PostgreSQL database of its own, a data folder, a shop to stop. Cleanups run in reverse order at
// the end, on an error, and on Ctrl-C (SIGINT) or SIGTERM.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** @type {{ fn: () => unknown, done: boolean }[]} */
const cleanups = [];
/** @type {Promise<void> | undefined} */
let cleaning;

/**
 * Registers `fn` to run at the end (latest first); answers a function that runs it now.
 * @param {() => unknown} fn
 */
export function atExit(fn) {
  const entry = { fn, done: false };
  cleanups.push(entry);
  return async () => {
    if (entry.done) return;
    entry.done = true;
    await fn();
  };
}

/** Runs every registered cleanup once, latest first; a failing one is reported, not fatal. */
export function cleanUp() {
  cleaning ??= (async () => {
    for (const entry of cleanups.reverse()) {
      if (entry.done) continue;
      entry.done = true;
      try {
        await entry.fn();
      } catch (err) {
        console.error(`cleanup: ${err instanceof Error ? err.message : err}`);
      }
    }
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    void cleanUp().then(() => process.exit(130));
  });
}

/**
 * Runs `main`, then the cleanups; exits with main's code (1 when it throws).
 * @param {() => Promise<number>} main
 */
export async function run(main) {
  let code = 1;
  try {
    code = await main();
  } catch (err) {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    code = 1;
  }
  await cleanUp();
  process.exit(code ?? 0);
}

/**
 * `url` with another database name.
 * @param {string} url
 * @param {string} database
 */
export function withDatabase(url, database) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * Creates the database `name` on the server of `adminUrl` and registers its drop (forced: the
 * shop's connections may still be open); answers its URL.
 * @param {string} adminUrl
 * @param {string} name
 */
export async function scratchDatabase(adminUrl, name) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  atExit(async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  });
  return withDatabase(adminUrl, name);
}

/**
 * A new empty folder under the system's temporary folder, removed at the end.
 * @param {string} prefix
 */
export function scratchFolder(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  atExit(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}
