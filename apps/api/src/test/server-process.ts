// The server as an operator runs it, from the sources (tsx, no build): one process
// (src/server.ts) or a primary with worker processes (test/cluster-shop.ts). It binds 127.0.0.1
// on a free port, is stopped by its own pid, and its data folder is removed afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A port on 127.0.0.1 that nothing listens on now (taken, then let go). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One GET on a connection of its own (closed after), so worker processes take turns. */
export function getOnce(
  port: number,
  urlPath: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: urlPath, agent: false, headers, timeout: 10_000 },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`GET ${urlPath} timed out`)));
    req.on('error', reject);
  });
}

/** Whether a new connection to `port` is refused (the server stopped listening). */
export function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

export interface ServerProcess {
  port: number;
  child: ChildProcess;
  /** Resolves with the exit code (null when ended by a signal). */
  exited: Promise<number | null>;
  /** What the server wrote to stderr lately (for a failing test's message). */
  stderr(): string;
  /** Ends it (SIGKILL if it is still running) and removes its data folder. */
  stop(): Promise<void>;
}

/**
 * Starts `entry` (a file under apps/api/src) with tsx and waits, at most `startMs`, for
 * GET /api/health to answer 200.
 */
export async function startServerProcess(
  entry: string,
  env: Record<string, string>,
  startMs = 120_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-process-'));
  // The test run's own settings (a database, Redis, a token) are not the server's.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(DATABASE_URL|REDIS_URL|METRICS_TOKEN|WEB_CONCURRENCY|S3_URL)$/.test(name),
    ),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('src', entry)], {
    cwd: apiDir,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const until = Date.now() + startMs;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    const answer = await getOnce(port, '/api/health').catch(() => null);
    if (answer?.status === 200) return { port, child, exited, stderr: () => stderr, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server (${entry}) did not become healthy: ${stderr}`);
}
