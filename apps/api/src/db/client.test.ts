import net from 'node:net';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { databaseCheck } from '../modules/health/checks.ts';
import database from '../plugins/db.ts';
import readiness from '../plugins/readiness.ts';
import { useTestApp } from '../test/test-app.ts';
import { openPostgres, type Db } from './client.ts';

const poolOf = (db: Db) => (db as unknown as { $client: pg.Pool }).$client;

/** Polls `done` every 20 ms, at most `tries` times; answers whether it came true. */
async function eventually(done: () => boolean, tries = 250): Promise<boolean> {
  for (let i = 0; i < tries && !done(); i++) await new Promise((r) => setTimeout(r, 20));
  return done();
}

// A database server that accepts the connection and then says nothing: a host that went away
// behind a firewall, or a server too busy to answer. Without a connection timeout every query
// (and the health check) would wait for it forever.
describe('a database server that never answers', () => {
  let silent: net.Server;
  const sockets = new Set<net.Socket>();
  let url = '';
  beforeAll(async () => {
    silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    url = `postgres://shop@127.0.0.1:${(silent.address() as net.AddressInfo).port}/shop`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('fails a query with a connection timeout instead of waiting forever', async () => {
    const handle = openPostgres(url);
    // Drizzle names the failed query; the driver's error is its cause.
    await expect(handle.db.execute(sql`select 1`)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/timeout/i) },
    });
    await handle.close();
  });

  it('fails the readiness check within its time limit', async () => {
    const handle = openPostgres(url);
    const app = Fastify({ logger: false });
    await app.register(database, { handle, closeWithApp: true });
    await app.register(readiness, { timeoutMs: 300 });
    app.readiness.add('database', databaseCheck(app.db));
    expect(await app.readiness.report()).toEqual({
      state: 'not_ready',
      checks: { database: 'timeout' },
      failing: ['database'],
    });
    await app.close();
  });
});

// The PostgreSQL server ends the pool's connections (a restart, a failover, an administrator):
// the process must live on and the next request must find a new connection by itself.
// CI runs the API tests once more on the machine's PostgreSQL (TEST_DATABASE_URL).
const adminUrl = process.env.TEST_DATABASE_URL;
describe.runIf(adminUrl)('when PostgreSQL ends the connections', () => {
  // The cache versions' reader would open a connection again within its 50 ms before the pool
  // could be seen empty: here it reads once a minute.
  const t = useTestApp({ cache: { versions: { pollMs: 60_000 } } });
  let admin: pg.Client;
  let name = '';
  let lost: MockInstance<typeof console.error>;
  beforeAll(async () => {
    lost = vi.spyOn(console, 'error').mockImplementation(() => {});
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const { rows } = await poolOf(t.db).query<{ name: string }>(
      'select current_database() as name',
    );
    name = rows[0]!.name;
  });
  afterAll(async () => {
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    await admin.end();
    lost.mockRestore();
  });

  /** Ends every connection to the test's database, waiting until each backend is gone. */
  const terminateAll = () =>
    admin.query(
      `SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity
        WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [name],
    );
  const health = () => t.app.inject({ method: 'GET', url: '/api/health' });
  const ready = () => t.app.inject({ method: 'GET', url: '/api/ready' });

  it('drops the idle connections the server ended, and the next requests connect again', async () => {
    const pool = poolOf(t.db);
    await Promise.all([1, 2, 3].map(() => t.db.execute(sql`select pg_sleep(0.05)`)));
    expect(pool.idleCount).toBeGreaterThanOrEqual(2);
    lost.mockClear();

    await terminateAll();
    expect(await eventually(() => pool.totalCount === 0)).toBe(true);
    expect(lost).toHaveBeenCalledWith(expect.stringMatching(/^database connection lost: /));

    expect((await health()).statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/api/product/list?pageSize=1' });
    expect(list.statusCode).toBe(200);
    expect(list.json().products).toHaveLength(1);
  });

  it('fails the transaction whose connection was ended, and the next one works', async () => {
    const broken = t.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await terminateAll();
      await tx.execute(sql`select 1`);
    });
    await expect(broken).rejects.toThrow();
    const result = await t.db.execute(sql`select 1 as one`);
    expect((result as unknown as pg.QueryResult).rows).toEqual([{ one: 1 }]);
  });

  it('answers ready 503 while the database refuses connections and 200 once it is back', async () => {
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await terminateAll();
    const away = await ready();
    expect(away.statusCode).toBe(503);
    expect(away.json()).toMatchObject({
      code: 'UNAVAILABLE',
      message: 'Not ready: database is unavailable',
      checks: { database: 'failed' },
    });
    // Liveness: the process itself is fine.
    expect((await health()).statusCode).toBe(200);

    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    expect((await ready()).statusCode).toBe(200);
  });
});
