// HAProxy from Debian's package (/usr/sbin/haproxy) in front of a test's shops: round robin on
// 127.0.0.1, with health checks, started in the foreground as a child process and stopped by its
// own pid. Its configuration and stats socket live in a temporary folder of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const HAPROXY_BIN = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';

/** The response header naming the server that answered (tests tell the instances apart by it). */
export const SERVED_BY_HEADER = 'x-served-by';

export interface Backend {
  /** The server's name in HAProxy (and in SERVED_BY_HEADER). */
  name: string;
  port: number;
}

export interface BalancerOptions {
  port: number;
  servers: Backend[];
  /** The path HAProxy checks on every server; anything but a 200 takes the server out. */
  checkPath: string;
}

/**
 * The configuration: each option is there for one reason, said beside it. A server that refuses
 * a connection is taken out at once, and one that fails its checks within a second; a request
 * that could not connect to it is sent to another server, never refused to the client.
 */
export function haproxyConfig(opts: BalancerOptions & { statsSocket: string }): string {
  const servers = opts.servers.map(
    // check: health checks on this server. observe layer4 + on-error mark-down: a connection
    // the server refuses or drops takes it out at once, without waiting for the next checks.
    (s) =>
      `  server ${s.name} 127.0.0.1:${s.port} check observe layer4 error-limit 1 on-error mark-down`,
  );
  return [
    'global',
    // Tests read the servers' states (UP, DOWN) through this socket.
    `  stats socket ${opts.statsSocket} mode 600 level user`,
    '  maxconn 512',
    // Requests that did not end well (an error, a retry, a server taken out) are logged to
    // stderr, which the test shows when it fails.
    '  log stderr format raw local0',
    '',
    'defaults',
    '  mode http',
    '  log global',
    '  option httplog',
    '  option dontlog-normal',
    // The shop sees the client's address (X-Forwarded-For, believed from 127.0.0.1 by
    // TRUST_PROXY), not the balancer's, so per-address limits count each client.
    '  option forwardfor',
    // A connection to a live server on the loopback is made at once; one that takes longer is
    // to a server that is not answering, and is tried again elsewhere.
    '  timeout connect 1s',
    '  timeout client 30s',
    '  timeout server 30s',
    // A request that could not be handed to a server (refused, reset while connecting) is tried
    // again up to 3 times; with `retry-on conn-failure` only: the request never reached a
    // server, so trying again cannot place an order twice. A request a server received and
    // never answered (it died) is answered 502 and left to the client, which retries with the
    // same Idempotency-Key.
    '  retries 3',
    '  retry-on conn-failure',
    // Each of those retries goes to another server, not the one that just failed (the default
    // changes server on the last retry only).
    '  option redispatch 1',
    '',
    'frontend shop',
    `  bind 127.0.0.1:${opts.port}`,
    '  default_backend instances',
    '',
    'backend instances',
    '  balance roundrobin',
    // The shop answers 200 here only when it can serve (its database answers).
    `  option httpchk GET ${opts.checkPath}`,
    '  http-check expect status 200',
    // Checked every 500 ms: 2 failures take a server out, 2 successes bring it back. A dead
    // server fails its check at once (refused); a busy one may take a moment to answer, and is
    // not taken out unless it takes longer than 2 s (its own checks of the database, Redis and
    // the bucket are bounded by 2 s too).
    '  default-server inter 500ms fall 2 rise 2',
    '  timeout check 2s',
    // Which server answered, so the tests see the round robin and the failover.
    `  http-response set-header ${SERVED_BY_HEADER} %s`,
    ...servers,
    '',
  ].join('\n');
}

export interface ServerState {
  /** As HAProxy sees it now: 'UP', 'DOWN', 'UP 1/2' (going down)... */
  status: string;
  /** How many times it was taken out (UP to DOWN) since HAProxy started. */
  downs: number;
}

export interface Balancer {
  base: string;
  child: ChildProcess;
  states(): Promise<Record<string, ServerState>>;
  /** The end of what HAProxy logged: requests that did not end well, servers taken out. */
  log(): string;
  stop(): Promise<void>;
}

/** One command on HAProxy's stats socket, and its answer. */
function statsCommand(socketPath: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`HAProxy's stats socket gave no answer to "${command}"`));
    }, 5_000);
    socket.on('connect', () => socket.write(`${command}\n`));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    socket.on('end', () => {
      clearTimeout(timer);
      resolve(answer);
    });
  });
}

/** The servers' states from `show stat` (CSV: pxname, svname, ..., status, ..., chkdown). */
async function serverStates(socketPath: string): Promise<Record<string, ServerState>> {
  const csv = await statsCommand(socketPath, 'show stat');
  const [head = '', ...rows] = csv.trim().split('\n');
  const columns = head.replace(/^# /, '').split(',');
  const nameAt = columns.indexOf('svname');
  const proxyAt = columns.indexOf('pxname');
  const statusAt = columns.indexOf('status');
  const downsAt = columns.indexOf('chkdown');
  const states: Record<string, ServerState> = {};
  for (const row of rows) {
    const cells = row.split(',');
    const name = cells[nameAt] ?? '';
    if (cells[proxyAt] !== 'instances' || name === 'BACKEND') continue;
    states[name] = { status: cells[statusAt] ?? '', downs: Number(cells[downsAt] ?? 0) };
  }
  return states;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts HAProxy in the foreground (`-db`) on `opts.port`, and waits (up to 15 s) until it
 * answers and every server is UP.
 */
export async function startBalancer(opts: BalancerOptions): Promise<Balancer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-haproxy-'));
  const statsSocket = path.join(dir, 'stats.sock');
  const configFile = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(configFile, haproxyConfig({ ...opts, statsSocket }));
  const child = spawn(HAPROXY_BIN, ['-f', configFile, '-db'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-16_000);
  });
  const spawnFailure = new Promise<Error>((resolve) => child.once('error', resolve));
  const stop = async () => {
    const gone = exited(child);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await gone;
    clearTimeout(timer);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${opts.port}`;
  const states = () => serverStates(statsSocket);
  const until = Date.now() + 15_000;
  let last: Record<string, ServerState> | string = 'no answer yet';
  while (Date.now() < until) {
    const failed = await Promise.race([spawnFailure, Promise.resolve(undefined)]);
    if (failed) throw new Error(`${HAPROXY_BIN} could not be started: ${failed.message}`);
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`HAProxy exited: ${stderr}`);
    try {
      const now = await states();
      last = now;
      const up = opts.servers.every((s) => now[s.name]?.status === 'UP');
      if (up) return { base, child, states, log: () => stderr, stop };
    } catch (err) {
      last = (err as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`HAProxy's servers did not come up (${JSON.stringify(last)}): ${stderr}`);
}
