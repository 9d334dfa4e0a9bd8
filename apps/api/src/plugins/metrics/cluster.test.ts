// /metrics of a shop with worker processes answers for the whole instance, whichever worker the
// scrape reaches (docs/decisions/0034-operator-signals.md). Needs the PostgreSQL server (worker
// processes need DATABASE_URL): CI runs it in its PostgreSQL pass (TEST_DATABASE_URL).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOnce, startServerProcess, type ServerProcess } from '../../test/server-process.ts';
import { withDatabase } from '../../test/template.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const TOKEN = 'cluster-metrics-token-0123456789';

/** GET /api/health answers counted so far, as a scrape says. */
function healthCount(text: string): number {
  const line = text
    .split('\n')
    .find(
      (l) =>
        l.startsWith('http_requests_total{') &&
        l.includes('route="/api/health"') &&
        l.includes('method="GET"') &&
        l.includes('status="200"'),
    );
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

describe.runIf(adminUrl)('/metrics with two worker processes', () => {
  const name = `shop_metrics_${process.pid}_${Date.now()}`;
  let admin: pg.Client;
  let shop: ServerProcess | undefined;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    shop = await startServerProcess('test/cluster-shop.ts', {
      DATABASE_URL: withDatabase(adminUrl!, name),
      WEB_CONCURRENCY: '2',
      METRICS_TOKEN: TOKEN,
    });
  }, 180_000);

  afterAll(async () => {
    await shop?.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  const scrape = async () => {
    const res = await getOnce(shop!.port, '/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(res.status, res.body).toBe(200);
    return res.body;
  };

  it('adds up every worker, whichever worker is scraped', async () => {
    const { port } = shop!;
    // Each on a new connection: the primary hands connections to the workers in turn.
    const before = await scrape();
    for (let i = 0; i < 6; i++) expect((await getOnce(port, '/api/health')).status).toBe(200);
    const scrapes = [await scrape(), await scrape(), await scrape()];
    for (const text of scrapes) expect(healthCount(text) - healthCount(before)).toBe(6);
    // Process metrics are summed too: both workers' memory is in the answer.
    expect(scrapes[0]).toMatch(/^process_resident_memory_bytes \d+/m);
  });

  it('stops on SIGTERM with exit code 0', async () => {
    shop!.child.kill('SIGTERM');
    expect(await shop!.exited, shop!.stderr()).toBe(0);
  });
});
