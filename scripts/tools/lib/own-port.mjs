// @ts-check
// A port for a measured shop that stays this run's own for the whole run, even while the shop is
// down: crash.mjs kills the shop and starts it again on the same port, so the port cannot be
// held by a listening socket the way the e2e tests hold theirs. Two things keep it ours instead:
//   - it lies below the system's ephemeral range (/proc/sys/net/ipv4/ip_local_port_range), which
//     the system hands out for port 0 and as the local port of outgoing connections, so no test
//     server and no database connection is given it by chance;
//   - a claim file in the temporary folder names it and the owning pid, so a second run of these
//     tools on the same machine (two CI runs side by side) chooses another.
// A claim whose owner has died is stale and taken over.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const LOWEST = 20_000;
const ATTEMPTS = 200;

/** The first port of the ephemeral range (32768 when it cannot be read). */
function ephemeralStart() {
  try {
    const first = Number(
      fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/)[0],
    );
    return first > LOWEST + 1_000 ? first : 32_768;
  } catch {
    return 32_768;
  }
}

/** @param {number} pid */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return /** @type {NodeJS.ErrnoException} */ (err).code === 'EPERM';
  }
}

/**
 * Writes the claim file of `port`; false when a living process holds it.
 * @param {string} file
 */
function claim(file) {
  for (let tries = 0; tries < 2; tries++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return true;
    } catch (err) {
      if (/** @type {NodeJS.ErrnoException} */ (err).code !== 'EEXIST') throw err;
      const owner = Number(fs.readFileSync(file, 'utf8'));
      if (owner > 0 && alive(owner)) return false;
      fs.rmSync(file, { force: true }); // stale: its owner ended without cleaning up
    }
  }
  return false;
}

/**
 * True when nothing listens on 127.0.0.1:`port` now.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function bindable(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A free port below the ephemeral range, claimed for this process until it exits. `count` consecutive ports when the caller needs a few
 * (bench.mjs: the shop and the relay in front of it).
 * @param {{ count?: number }} [options]
 * @returns {Promise<number>} the first of the claimed ports
 */
export async function ownPort({ count = 1 } = {}) {
  const highest = ephemeralStart() - count;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const first = LOWEST + Math.floor(Math.random() * (highest - LOWEST));
    /** @type {string[]} the claim files this attempt made */
    const ours = [];
    let ok = true;
    for (let port = first; port < first + count && ok; port++) {
      const file = path.join(os.tmpdir(), `boma-star-port-${port}.claim`);
      ok = claim(file);
      if (ok) ours.push(file);
      ok &&= await bindable(port);
    }
    const release = () => ours.forEach((file) => fs.rmSync(file, { force: true }));
    if (ok) {
      process.once('exit', release);
      return first;
    }
    release();
  }
  throw new Error(`no free port below ${highest + count} after ${ATTEMPTS} tries`);
}
