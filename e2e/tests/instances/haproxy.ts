// HAProxy from Debian's package (/usr/sbin/haproxy) in front of a test's shops, with the
// configuration of docs/production.md: TLS with a certificate made for the run, the http port
// redirecting to https, round robin with health checks. Started in the foreground as a child
// process and stopped by its own pid; its configuration and stats socket live in a temporary
// folder of its own.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { holdFreePort, type HeldPort } from './ports';
import { testCertificate } from './tls-certificate';

export const HAPROXY_BIN = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';

const PRODUCTION_DOC = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../docs/production.md',
);

/** The response header naming the server that answered (tests tell the instances apart by it). */
export const SERVED_BY_HEADER = 'x-served-by';

export interface Backend {
  /** The server's name in HAProxy (and in SERVED_BY_HEADER). */
  name: string;
  port: number;
}

/**
 * The HAProxy configuration docs/production.md gives operators (its one fenced block with a
 * frontend and a backend): the test runs that text, so the two cannot drift apart.
 */
export function documentedHaproxyConfig(doc = fs.readFileSync(PRODUCTION_DOC, 'utf8')): string {
  const blocks = doc
    .split(/^```.*$/m)
    .filter((_, i) => i % 2 === 1)
    .filter((block) => /^frontend /m.test(block) && /^backend /m.test(block));
  if (blocks.length !== 1)
    throw new Error(`docs/production.md has ${blocks.length} HAProxy configurations, not one`);
  return blocks[0]!.trim() + '\n';
}

/**
 * `text` with the one line `line` matches replaced: a documented configuration that changes shape
 * fails loudly.
 */
function replaceLine(text: string, line: RegExp, by: (found: string) => string): string {
  const found = text.match(new RegExp(line.source, 'gm'))?.length ?? 0;
  if (found !== 1) throw new Error(`the HAProxy configuration has ${found} lines like ${line}`);
  return text.replace(new RegExp(line.source, 'm'), by);
}

/** The name of the configuration's one backend (the servers' proxy in `show stat`). */
const backendName = (config: string) => /^backend (\S+)$/m.exec(config)?.[1] ?? '';

export interface TestSetup {
  /** File descriptors of the sockets HAProxy listens on, handed to it (ports.ts). */
  tlsFd: number;
  plainFd: number;
  /** HAProxy's `crt`: the test's certificate and key. */
  certificate: string;
  servers: Backend[];
  statsSocket: string;
}

/**
 * The documented configuration with what differs in a test, and only that: the sockets it listens
 * on (handed over by the test, `fd@`), the certificate, the servers; and what the test reads
 * besides the answers: a stats socket for the servers' states, requests that did not end well
 * logged to stderr (shown when a test fails), and which server answered.
 */
export function haproxyConfig(documented: string, setup: TestSetup): string {
  let config = documented;
  config = replaceLine(
    config,
    /^ {2}bind :443 ssl crt \S+$/,
    () => `  bind fd@${setup.tlsFd} ssl crt ${setup.certificate}`,
  );
  config = replaceLine(config, /^ {2}bind :80$/, () => `  bind fd@${setup.plainFd}`);
  const servers = setup.servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`);
  const lines = config.split('\n');
  const firstServer = lines.findIndex((l) => /^ {2}server /.test(l));
  if (firstServer < 0) throw new Error('the HAProxy configuration names no server');
  config = [
    ...lines.slice(0, firstServer).filter((l) => !/^ {2}server /.test(l)),
    ...servers,
    ...lines.slice(firstServer).filter((l) => !/^ {2}server /.test(l)),
  ].join('\n');
  config = replaceLine(config, /^defaults$/, () =>
    [
      'defaults',
      '  log global',
      '  option httplog',
      '  option dontlog-normal',
      // A connection that failed before any request (a TLS handshake reset) is logged with
      // why: HAProxy's own words and OpenSSL's (docs/flakes.md).
      `  error-log-format "${CONNECTION_ERROR_FORMAT}"`,
    ].join('\n'),
  );
  config = replaceLine(
    config,
    /^backend \S+$/,
    (match) => `${match}\n  http-response set-header ${SERVED_BY_HEADER} %s`,
  );
  return [
    'global',
    `  stats socket ${setup.statsSocket} mode 600 level user`,
    '  log stderr format raw local0',
    '',
    config,
  ].join('\n');
}

/** Client, time, frontend/bind, then the connection's error and the TLS error, with the protocol. */
const CONNECTION_ERROR_FORMAT =
  '%ci:%cp [%tr] %ft: %[fc_err_str] / TLS: %[ssl_fc_err_str] (%[ssl_fc_protocol], resumed %[ssl_fc_is_resumed])';

export interface ServerState {
  /** As HAProxy sees it now: 'UP', 'DOWN', 'UP 1/2' (going down)... */
  status: string;
  /** How many times it was taken out (UP to DOWN) since HAProxy started. */
  downs: number;
}

export interface Balancer {
  /** https://127.0.0.1:PORT, where clients are served (they trust tls-certificate.ts's). */
  base: string;
  /** http://127.0.0.1:PORT, which sends clients to the https address. */
  plainBase: string;
  child: ChildProcess;
  states(): Promise<Record<string, ServerState>>;
  /** The end of what HAProxy logged: requests that did not end well, servers taken out. */
  log(): string;
  /** The machine's TCP sockets to and from the https port now, and its socket totals (ss). */
  sockets(): string;
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

/** The states of `backend`'s servers from `show stat` (CSV: pxname, svname, status, chkdown...). */
async function serverStates(
  socketPath: string,
  backend: string,
): Promise<Record<string, ServerState>> {
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
    // The frontend may have the backend's name (the documented ones are both `shop`).
    if (cells[proxyAt] !== backend || name === 'BACKEND' || name === 'FRONTEND') continue;
    states[name] = { status: cells[statusAt] ?? '', downs: Number(cells[downsAt] ?? 0) };
  }
  return states;
}

/** `ss`'s summary, then every TCP socket from or to `port` with its state and timers. */
function tcpSockets(port: number): string {
  const ss = (...args: string[]) => execFileSync('ss', args, { encoding: 'utf8' });
  return `${ss('-s')}\n${ss('-tanoi', 'state', 'all', `( sport = :${port} or dport = :${port} )`)}`;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** The balancer's two ports, held from now on (the shops' PUBLIC_URL names the https one). */
export interface BalancerPorts {
  tls: HeldPort;
  plain: HeldPort;
}

export async function holdBalancerPorts(): Promise<BalancerPorts> {
  return { tls: await holdFreePort(), plain: await holdFreePort() };
}

/** The descriptors HAProxy finds the sockets at: spawn's stdio entries 3 and 4. */
const TLS_FD = 3;
const PLAIN_FD = 4;

/**
 * Starts HAProxy in the foreground (`-db`) on the held ports, and waits (up to 15 s) until it
 * answers and every server is UP.
 */
export async function startBalancer(ports: BalancerPorts, servers: Backend[]): Promise<Balancer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-haproxy-'));
  const statsSocket = path.join(dir, 'stats.sock');
  const configFile = path.join(dir, 'haproxy.cfg');
  const documented = documentedHaproxyConfig();
  const backend = backendName(documented);
  fs.writeFileSync(
    configFile,
    haproxyConfig(documented, {
      tlsFd: TLS_FD,
      plainFd: PLAIN_FD,
      certificate: testCertificate().haproxyPemFile,
      servers,
      statsSocket,
    }),
  );
  const child = spawn(HAPROXY_BIN, ['-f', configFile, '-db'], {
    stdio: ['ignore', 'ignore', 'pipe', ports.tls.fd, ports.plain.fd],
  });
  // HAProxy holds the sockets now (spawn returns once the child has them); this process lets go
  // of its copies, so that it takes no connection meant for HAProxy.
  await Promise.all([ports.tls.close(), ports.plain.close()]);
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
  const base = `https://127.0.0.1:${ports.tls.port}`;
  const plainBase = `http://127.0.0.1:${ports.plain.port}`;
  const states = () => serverStates(statsSocket, backend);
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
      const up = servers.every((s) => now[s.name]?.status === 'UP');
      if (up)
        return {
          base,
          plainBase,
          child,
          states,
          log: () => stderr,
          sockets: () => tcpSockets(ports.tls.port),
          stop,
        };
    } catch (err) {
      last = (err as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`HAProxy's servers did not come up (${JSON.stringify(last)}): ${stderr}`);
}
