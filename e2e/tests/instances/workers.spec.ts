// Worker processes (WEB_CONCURRENCY, docs/decisions/0029-worker-processes.md): one shop with two
// workers on a fresh PostgreSQL database. Which process answered a request is read from the
// system itself: the server end of the test's TCP connection (/proc/net/tcp) is a socket only the
// worker that holds it has among its file descriptors (/proc/<pid>/fd).
import fs from 'node:fs';
import net from 'node:net';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import {
  freshDatabase,
  postgresReachable,
  startShop,
  type FreshDatabase,
  type Shop,
} from './shops';

/** The port the shop chose (startShop starts it with PORT=0). */
let port = 0;
const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'e2e-admin@example.com',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password-42',
};

/** Whether `pid` is a process that has not ended (a zombie has). */
function running(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** The running processes whose parent is `pid`. */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(parent) === pid && state !== 'Z') children.push(Number(entry));
    } catch {
      // ended while the list was read
    }
  }
  return children.sort((a, b) => a - b);
}

const hexPort = (port: number) => port.toString(16).toUpperCase().padStart(4, '0');
const LOOPBACK_HEX = '0100007F';

/** Which of `pids` holds the shop's end of the connection from 127.0.0.1:`clientPort`. */
function holderOf(clientPort: number, pids: number[]): number | undefined {
  const local = `${LOOPBACK_HEX}:${hexPort(port)}`;
  const remote = `${LOOPBACK_HEX}:${hexPort(clientPort)}`;
  const line = fs
    .readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .map((row) => row.trim().split(/\s+/))
    .find((cols) => cols[1] === local && cols[2] === remote);
  if (!line) return undefined;
  const socket = `socket:[${line[9]}]`;
  return pids.find((pid) => {
    try {
      return fs
        .readdirSync(`/proc/${pid}/fd`)
        .some((fd) => fs.readlinkSync(`/proc/${pid}/fd/${fd}`) === socket);
    } catch {
      return false;
    }
  });
}

interface Answered {
  socket: net.Socket;
  status: string;
}

/** GET /api/health on a new connection, left open once the answer's head has arrived. */
function healthOnNewConnection(): Promise<Answered> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let head = '';
    const fail = (why: string) => {
      socket.destroy();
      reject(new Error(`GET /api/health on connection ${socket.localPort}: ${why}`));
    };
    const timer = setTimeout(() => fail('no answer within 10 s'), 10_000);
    socket.on('error', (err) => fail(err.message));
    socket.on('close', () => fail('closed before an answer'));
    socket.on('data', (chunk) => {
      head += chunk.toString();
      if (!head.includes('\r\n\r\n')) return;
      clearTimeout(timer);
      socket.removeAllListeners('close');
      resolve({ socket, status: head.split('\r\n')[0] ?? '' });
    });
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
  });
}

/** The worker processes that answered `count` requests, each on a connection of its own. */
async function answeringProcesses(primary: number, count: number): Promise<number[]> {
  const workers = childrenOf(primary);
  const holders: number[] = [];
  for (let i = 0; i < count; i++) {
    const { socket, status } = await healthOnNewConnection();
    expect(status).toBe('HTTP/1.1 200 OK');
    const holder = holderOf(socket.localPort!, workers);
    socket.destroy();
    expect(holder, `no worker of ${primary} holds connection ${i}`).toBeDefined();
    holders.push(holder!);
  }
  return holders;
}

/** Whether a new connection to the shop's port is refused. */
function refused(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/user/admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

test.describe('two worker processes on PostgreSQL', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });
  let database: FreshDatabase | undefined;
  let shop: Shop | undefined;

  test.beforeAll(async () => {
    // A first start draws the demo shop's pictures: a minute or more on a busy machine.
    test.setTimeout(240_000);
    // Workers need DATABASE_URL; CI starts PostgreSQL (.ci/run).
    expect(await postgresReachable(), 'PostgreSQL must answer on 127.0.0.1:5432').toBe(true);
    database = await freshDatabase('workers');
    shop = await startShop({
      databaseUrl: database.url,
      env: { WEB_CONCURRENCY: '2', PAGE_CACHE_MB: '0' },
    });
    port = shop.port;
  });

  test.afterAll(async () => {
    await shop?.stop();
    await database?.drop();
  });

  test('every worker serves as soon as the shop answers', async () => {
    // The health check startShop waited for answered: the workers listen together, so both take
    // connections from the first (round-robin), none still busy building its app.
    const primary = shop!.child.pid!;
    const holders = await answeringProcesses(primary, 6);
    expect(new Set(holders)).toEqual(new Set(childrenOf(primary)));
    expect(new Set(holders).size).toBe(2);
  });

  test('the primary prepares the database once; a sign-in holds on every worker', async () => {
    const { base, dataDir, child } = shop!;
    const token = await signIn(base);
    // Tokens signed by one worker are accepted by the other: both read the one secret file.
    for (let i = 0; i < 4; i++) {
      const response = await fetch(`${base}/api/admin/customers`, {
        headers: { authorization: `Bearer ${token}`, connection: 'close' },
      });
      expect(response.status).toBe(200);
    }
    expect(fs.existsSync(`${dataDir}/jwt-secret`)).toBe(true);
    expect(fs.existsSync(`${dataDir}/admin-password.txt`)).toBe(false);

    const list = await fetch(`${base}/api/product/list?pageSize=1`);
    const { total } = (await list.json()) as { total: number };
    expect(total).toBeGreaterThan(0);
    const client = new pg.Client({ connectionString: database!.url });
    await client.connect();
    try {
      const admins = await client.query(
        `SELECT count(*)::int AS n FROM users WHERE role = 'admin'`,
      );
      expect(admins.rows[0].n).toBe(1);
      // Seeded twice, the demo catalogue would hold every product name twice.
      const products = await client.query(
        'SELECT count(*)::int AS n, count(DISTINCT name)::int AS names FROM products',
      );
      expect(products.rows[0]).toEqual({ n: total, names: total });
    } finally {
      await client.end();
    }
    expect(childrenOf(child.pid!)).toHaveLength(2);
  });

  test('a killed worker is replaced and the shop keeps answering', async () => {
    const primary = shop!.child.pid!;
    const [victim, survivor] = childrenOf(primary);
    process.kill(victim!, 'SIGKILL');
    // Connections wait until the primary has seen the death (it forks the replacement then): one
    // it hands to a worker in the instant that worker dies is never answered, a limit of
    // node:cluster (docs/decisions/0029-worker-processes.md).
    await expect
      .poll(() => {
        const workers = childrenOf(primary);
        return workers.length === 2 && !workers.includes(victim!);
      })
      .toBe(true);
    // Until its replacement listens, the survivor answers alone.
    await answeringProcesses(primary, 2);
    const replacement = childrenOf(primary).find((pid) => pid !== survivor)!;
    await expect
      .poll(async () => (await answeringProcesses(primary, 4)).includes(replacement), {
        timeout: 60_000,
      })
      .toBe(true);
  });

  test('SIGTERM: the request in flight is answered, new connections are refused, all exit 0', async () => {
    const { child } = shop!;
    const workers = childrenOf(child.pid!);
    expect(workers).toHaveLength(2);
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

    // A sign-in whose body is still on its way when the signal comes.
    const body = JSON.stringify(ADMIN);
    const slow = net.connect(port, '127.0.0.1');
    let answer = '';
    const closed = new Promise<void>((resolve) => slow.on('close', () => resolve()));
    slow.on('data', (chunk) => (answer += chunk.toString()));
    await new Promise<void>((resolve) => slow.once('connect', () => resolve()));
    slow.write(
      'POST /api/user/admin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    await expect.poll(() => holderOf(slow.localPort!, workers)).toBeDefined();

    process.kill(child.pid!, 'SIGTERM');
    await expect.poll(refused, { timeout: 15_000 }).toBe(true);
    expect(answer).toBe('');
    slow.write(body.slice(10));
    await closed;
    const [head = '', json = ''] = answer.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
    expect((JSON.parse(json) as { token?: string }).token).toEqual(expect.any(String));

    expect(await exited).toBe(0);
    for (const pid of workers) expect(running(pid), `worker ${pid} left behind`).toBe(false);
  });
});
