// Two instances of the shop behind HAProxy (Debian's package, with the configuration of
// docs/production.md: TLS, round robin on 127.0.0.1), on one PostgreSQL database, one Redis and one
// S3-protocol server (s3rver), each with a data folder of its own: what one instance does, the
// other sees. A picture uploaded through one is served by the other, a sign-in limit counts across
// both, an order placed through one is in the other's admin, storefront forms work over TLS and
// every request gets the balancer's id, mail written while the SMTP receiver is down goes out once
// when it is back, and killing one instance mid-load loses no order the shop acknowledged.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { waitForHydration } from '../fixtures';
import { ADDRESS, orderNumber } from '../order-helpers';
import { HAPROXY_BIN, holdBalancerPorts, startBalancer, type Balancer } from './haproxy';
import { gradientPng } from './picture';
import { startS3, type S3Server } from './s3';
import {
  call,
  orderableProduct,
  orderBody,
  PASSWORD,
  randomClientIp,
  registerCustomer,
  runTag,
  signInAdmin,
  type Customer,
} from './shop-api';
import {
  freshDatabase,
  postgresReachable,
  startShop,
  type FreshDatabase,
  type Shop,
} from './shops';
import { smtpReceiver, type SmtpReceiver } from './smtp-receiver';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether Redis answers PING at `url` (the shared limits need it; CI starts it). */
function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => done(chunk.toString().startsWith('+PONG')));
  });
}

test.describe('two instances behind a load balancer', () => {
  // In order, the killing last; one test's failure does not skip the others (a new worker starts
  // the instances again for the tests after it).
  test.describe.configure({ mode: 'default', timeout: 60_000 });

  let database: FreshDatabase | undefined;
  let s3: S3Server | undefined;
  let smtp: SmtpReceiver | undefined;
  let balancerPorts: Awaited<ReturnType<typeof holdBalancerPorts>> | undefined;
  let balancer: Balancer | undefined;
  let a: Shop | undefined;
  let b: Shop | undefined;
  const tag = runTag();

  test.beforeAll(async () => {
    // The first shop migrates and seeds the database and draws the demo pictures (into the
    // bucket): minutes when the other specs' shops start at the same time.
    test.setTimeout(300_000);
    expect(await postgresReachable(), 'PostgreSQL must answer on 127.0.0.1:5432').toBe(true);
    expect(await redisAnswers(REDIS_URL), `Redis must answer at ${REDIS_URL}`).toBe(true);
    expect(fs.existsSync(HAPROXY_BIN), `HAProxy (Debian's haproxy) at ${HAPROXY_BIN}`).toBe(true);

    // Every server here chooses its port or is handed one it holds (ports.ts).
    balancerPorts = await holdBalancerPorts();
    s3 = await startS3();
    smtp = await smtpReceiver();
    database = await freshDatabase('load_balanced');
    const env = {
      WEB_CONCURRENCY: '1',
      REDIS_URL,
      S3_URL: s3.url,
      SMTP_URL: smtp.url,
      PUBLIC_URL: `https://127.0.0.1:${balancerPorts.tls.port}`,
      // Each instance has a data folder of its own: they share the signing secret through the
      // environment (a token signed by one is accepted by the other), not through a file.
      JWT_SECRET: `load-balanced-e2e-${tag}-${'x'.repeat(32)}`,
    };
    // One after the other: the first prepares the database (migrations, admin, demo shop), the
    // second finds it done.
    a = await startShop({ databaseUrl: database.url, env });
    b = await startShop({ databaseUrl: database.url, env });
    // The checks of docs/production.md: GET /api/ready, 200 while the instance's database, Redis
    // and bucket answer, 503 while it shuts down (docs/decisions/0034-operator-signals.md).
    balancer = await startBalancer(balancerPorts, [
      { name: 'a', port: a.port },
      { name: 'b', port: b.port },
    ]);
  });

  test.afterEach(async () => {
    const testInfo = test.info();
    if (testInfo.status === testInfo.expectedStatus) return;
    // What the balancer and the instances said, for the failure's report.
    if (balancer) {
      await testInfo.attach('haproxy.log', { body: balancer.log() });
      await testInfo.attach('balancer-sockets.txt', { body: balancer.sockets() });
    }
    if (smtp) await testInfo.attach('smtp-cut-off.txt', { body: smtp.cutOff.join('\n') });
    for (const [name, shop] of [
      ['a', a],
      ['b', b],
    ] as const)
      if (shop) await testInfo.attach(`instance-${name}.stderr`, { body: shop.stderr() });
  });

  test.afterAll(async () => {
    await balancer?.stop();
    // Held, never handed to HAProxy when the set-up failed before it.
    if (!balancer) await Promise.all([balancerPorts?.tls.close(), balancerPorts?.plain.close()]);
    for (const shop of [a, b]) await shop?.stop();
    await smtp?.close();
    await s3?.stop();
    await database?.drop();
  });

  test('the balancer sends requests to both instances in turn', async () => {
    const served: (string | null)[] = [];
    for (let i = 0; i < 4; i++) {
      const answer = await call(balancer!.base, '/api/health');
      expect(answer.status).toBe(200);
      served.push(answer.servedBy);
    }
    expect(served).toEqual(served[0] === 'a' ? ['a', 'b', 'a', 'b'] : ['b', 'a', 'b', 'a']);
  });

  test('a product picture uploaded through one instance is served by the other', async () => {
    const token = await signInAdmin(a!.base);
    const form = new FormData();
    form.append(
      'image',
      new Blob([Uint8Array.from(gradientPng(1200, 900))], { type: 'image/png' }),
      'new.png',
    );
    const uploaded = await fetch(`${a!.base}/api/admin/products/images`, {
      method: 'POST',
      headers: { token },
      body: form,
    });
    const text = await uploaded.text();
    expect(uploaded.status, text).toBe(200);
    const { url, widths } = JSON.parse(text) as { url: string; widths: number[] };

    for (const width of widths) {
      const file = url.replace(/-\d+\.webp$/, `-${width}.webp`);
      const fromB = await fetch(`${b!.base}${file}`);
      expect(fromB.status, `${file} on B`).toBe(200);
      expect(fromB.headers.get('content-type')).toBe('image/webp');
      const fromA = await fetch(`${a!.base}${file}`);
      expect(Buffer.from(await fromB.arrayBuffer())).toEqual(
        Buffer.from(await fromA.arrayBuffer()),
      );
    }
    // Served from the bucket: it is there, and in neither instance's own folder.
    const key = url.slice('/uploads/'.length);
    expect(await s3!.has(key), key).toBe(true);
    for (const shop of [a!, b!])
      expect(fs.existsSync(path.join(shop.dataDir, 'uploads', key)), shop.base).toBe(false);
  });

  test('failed sign-ins count across both instances', async () => {
    const customer = await registerCustomer(balancer!.base, `Guarded ${tag}`);
    // The sign-in throttle lets 5 wrong passwords of one account from one address through
    // (signInPerAddress in apps/api/src/plugins/rate-limits/sign-in-throttle.ts), then makes
    // that address wait. Counted per instance, each would have let its own 5 through.
    const signIn = (base: string, password: string) =>
      call(base, '/api/user/login', {
        body: { email: customer.email, password },
        clientIp: customer.clientIp,
      });
    const served: (string | null)[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = await signIn(balancer!.base, `wrong-guess-${i}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(401);
      served.push(answer.servedBy);
    }
    expect(new Set(served)).toEqual(new Set(['a', 'b']));

    // The next try is refused whichever instance takes it, even with the right password.
    for (const shop of [a!, b!]) {
      const refused = await signIn(shop.base, PASSWORD);
      expect(refused.status, `${shop.base}: ${JSON.stringify(refused.body)}`).toBe(429);
      expect(refused.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    }
    const throughBalancer = await signIn(balancer!.base, 'another-guess');
    expect(throughBalancer.status).toBe(429);
    // Another address is not held back by this one's guesses.
    const elsewhere = await call(balancer!.base, '/api/user/login', {
      body: { email: customer.email, password: PASSWORD },
      clientIp: randomClientIp(),
    });
    expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(200);
  });

  test("an order placed through one instance is in the other's admin", async () => {
    const customer = await registerCustomer(a!.base, `Buyer ${tag}`);
    const product = await orderableProduct(a!.base, 1);
    const cart = await call(a!.base, '/api/cart/update', {
      token: customer.token,
      clientIp: customer.clientIp,
      body: { itemId: product._id, size: product.size, quantity: 1 },
    });
    expect(cart.status, JSON.stringify(cart.body)).toBe(200);
    const lastName = `Buyer${tag}`;
    const placed = await call<{ order: { _id: string; amount: number } }>(
      a!.base,
      '/api/order/place-cod',
      {
        token: customer.token,
        clientIp: customer.clientIp,
        headers: { 'idempotency-key': `one-order-${tag}` },
        body: await orderBody(a!.base, product, lastName),
      },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const { order } = placed.body;

    const staff = await signInAdmin(b!.base);
    const seen = await call<{
      order: { _id: string; customer: { email: string }; amount: number };
    }>(b!.base, `/api/admin/orders/${order._id}`, { token: staff });
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect(seen.body.order).toMatchObject({ _id: order._id, amount: order.amount });
    expect(seen.body.order.customer.email).toBe(customer.email);
    const listed = await call<{ orders: Array<{ _id: string }>; total: number }>(
      b!.base,
      `/api/admin/orders?q=${lastName}`,
      { token: staff },
    );
    expect(listed.body.orders.map((o) => o._id)).toEqual([order._id]);
    // The customer's token from A holds on B too (one signing secret, sessions in the database).
    const mine = await call<{ orders: Array<{ _id: string }> }>(b!.base, '/api/order/userorders', {
      token: customer.token,
      body: {},
    });
    expect(mine.status).toBe(200);
    expect(mine.body.orders.map((o) => o._id)).toEqual([order._id]);
  });

  test("storefront forms work over the balancer's TLS, and it names every request", async ({
    browser,
  }) => {
    const customer = await registerCustomer(balancer!.base, `Tracker ${tag}`);
    const product = await orderableProduct(balancer!.base, 1);
    const placed = await call<{ order: { _id: string } }>(balancer!.base, '/api/order/place-cod', {
      token: customer.token,
      clientIp: customer.clientIp,
      headers: { 'idempotency-key': `tracked-${tag}` },
      body: await orderBody(balancer!.base, product, `Tracker${tag}`),
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const number = orderNumber(placed.body.order._id);

    // The tracking form, posted by the browser with its https Origin: the storefront compares it
    // with the address it was asked for, https only through X-Forwarded-Proto (a 400 without).
    // With JavaScript (React Router's fetch of /track.data) and without (the form's own post).
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({
        baseURL: balancer!.base,
        ignoreHTTPSErrors: true,
        javaScriptEnabled,
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      const posts: string[] = [];
      page.on('response', (response) => {
        if (response.request().method() === 'POST')
          posts.push(`${response.status()} ${new URL(response.url()).pathname}`);
      });
      await page.goto(`/track?order=${number}`);
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByLabel('Phone number of the delivery address').fill(ADDRESS.phone);
      await page.getByRole('button', { name: 'Track order' }).click();
      await expect(page.getByRole('article', { name: `Order #${number}` })).toBeVisible();
      expect(posts, `JavaScript ${javaScriptEnabled}`).toEqual([
        javaScriptEnabled ? '200 /track.data' : '200 /track',
      ]);
      await context.close();
    }

    // A client's own X-Request-ID is replaced by the balancer's (a UUID per request), which the
    // shop answers with: a shop that believes 127.0.0.1 would otherwise take the client's.
    const chosen = `client-chosen-${tag}`;
    const direct = await call(a!.base, '/api/health', { headers: { 'x-request-id': chosen } });
    expect(direct.headers['x-request-id']).toBe(chosen);
    const ids = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const answer = await call(balancer!.base, '/api/health', {
        headers: { 'x-request-id': chosen },
      });
      expect(answer.status).toBe(200);
      const id = String(answer.headers['x-request-id']);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      ids.add(id);
    }
    expect(ids.size).toBe(2);

    // The http port sends clients to https.
    const plain = await call(balancer!.plainBase, '/track');
    expect(plain.status).toBe(302);
    expect(plain.headers.location).toBe(`https://${new URL(balancer!.plainBase).host}/track`);
  });

  test('mail written while the SMTP receiver is down is delivered once when it is back', async () => {
    test.setTimeout(120_000);
    const customer = await registerCustomer(balancer!.base, `Forgetful ${tag}`);
    const staff = await signInAdmin(b!.base);
    const toCustomer = (mail: ParsedMail) =>
      [mail.to]
        .flat()
        .flatMap((to) => to?.value ?? [])
        .some((v) => v.address?.toLowerCase() === customer.email.toLowerCase());

    smtp!.stop();
    const asked = await call(balancer!.base, '/api/user/forgot-password', {
      body: { email: customer.email },
      clientIp: customer.clientIp,
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);

    // In the outbox, tried once (the receiver cut the connection) and waiting for its next
    // try, as staff see it on either instance.
    interface Summary {
      _id: string;
      kind: string;
      to: string;
      subject: string;
      status: string;
      attempts: number;
      lastError: string | null;
    }
    const outboxRow = async (base: string) => {
      const list = await call<{ messages: Summary[] }>(base, '/api/admin/mail?pageSize=100', {
        token: staff,
      });
      expect(list.status, JSON.stringify(list.body)).toBe(200);
      return list.body.messages.find((m) => m.to === customer.email && m.kind === 'password-reset');
    };
    await expect
      .poll(
        async () => {
          const row = await outboxRow(b!.base);
          return row && { status: row.status, tried: row.attempts >= 1, failed: !!row.lastError };
        },
        { timeout: 15_000 },
      )
      .toEqual({ status: 'pending', tried: true, failed: true });
    const waiting = (await outboxRow(a!.base))!;
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(smtp!.messages.filter(toCustomer)).toHaveLength(0);

    smtp!.start();
    // Its next try comes after the outbox's first back-off (30 s, apps/api/src/modules/mail/
    // retry-policy.ts); either instance's worker may take it, and only one does.
    await expect
      .poll(async () => (await outboxRow(a!.base))?.status, { timeout: 75_000, intervals: [500] })
      .toBe('sent');
    // 'sent' is final: no worker claims the message again, so no copy can come later. Each
    // claim adds one to attempts and only one worker wins a claim (it names the attempt it
    // read): two attempts are the failed try and the one send. The receiver answered that
    // send before the worker wrote 'sent', so its copy is already here.
    expect((await outboxRow(b!.base))!.attempts).toBe(2);
    const received = smtp!.messages.filter(toCustomer);
    expect(received).toHaveLength(1);
    expect(received[0]!.subject).toBe(waiting.subject);
  });

  test('killing one instance mid-load loses no acknowledged order', async () => {
    test.setTimeout(120_000);
    // Six clients at once: when A dies, some of their requests are on it.
    const CUSTOMERS = 6;
    const ORDERS_EACH = 8;
    const KILL_AFTER = 10;
    const ATTEMPTS_MAX = 10;
    const DEADLINE_MS = 60_000;

    const base = balancer!.base;
    // Both serve when the load starts: the orders acknowledged before the kill are shared out.
    // On a loaded machine an instance may have been out for a moment before (its readiness
    // check of the bucket took over 2 s, docs/flakes.md): it is back once HAProxy's checks pass.
    await expect
      .poll(
        async () => {
          const { a: stateA, b: stateB } = await balancer!.states();
          return [stateA?.status, stateB?.status];
        },
        { timeout: 15_000 },
      )
      .toEqual(['UP', 'UP']);
    const downsBefore = (await balancer!.states()).b!.downs;
    const product = await orderableProduct(base, CUSTOMERS * ORDERS_EACH);
    const customers: Customer[] = [];
    for (let c = 0; c < CUSTOMERS; c++)
      customers.push(await registerCustomer(base, `Loader ${String.fromCharCode(97 + c)} ${tag}`));
    const lastNameOf = (c: number) => `Load${String.fromCharCode(97 + c)}${tag}`;
    const bodies = await Promise.all(
      customers.map((_, c) => orderBody(base, product, lastNameOf(c))),
    );

    interface Outcome {
      key: string;
      customer: number;
      orderId?: string;
      servedBy?: string | null;
      acknowledgedAt?: number;
      /** Every answer or error of its tries, for the message when a test fails. */
      tries: string[];
    }
    const outcomes: Outcome[] = [];
    const started = Date.now();
    let acknowledged = 0;
    let killedAt: number | undefined;
    const killA = () => {
      killedAt = Date.now();
      return a!.stop('SIGKILL');
    };
    let kill: Promise<void> | undefined;

    // One client per customer, placing its orders one after the other, as a real client would:
    // each order has its own Idempotency-Key, and a try that failed on the way (no answer, or
    // the balancer's 502/503/504) is sent again with the same key.
    const client = async (c: number) => {
      const customer = customers[c]!;
      for (let i = 0; i < ORDERS_EACH && Date.now() - started < DEADLINE_MS; i++) {
        const outcome: Outcome = { key: `load-${tag}-${c}-${i}`, customer: c, tries: [] };
        outcomes.push(outcome);
        for (let attempt = 0; attempt < ATTEMPTS_MAX; attempt++) {
          let answer;
          try {
            answer = await call<{ order: { _id: string } }>(base, '/api/order/place-cod', {
              token: customer.token,
              clientIp: customer.clientIp,
              headers: { 'idempotency-key': outcome.key },
              body: bodies[c],
              timeoutMs: 10_000,
            });
          } catch (err) {
            outcome.tries.push(`${String(err)} (${(err as NodeJS.ErrnoException).code})`);
            await new Promise((resolve) => setTimeout(resolve, 200));
            continue;
          }
          outcome.tries.push(`${answer.status} from ${answer.servedBy}`);
          if ([502, 503, 504].includes(answer.status)) {
            await new Promise((resolve) => setTimeout(resolve, 200));
            continue;
          }
          if (answer.status === 200) {
            outcome.orderId = answer.body.order._id;
            outcome.servedBy = answer.servedBy;
            outcome.acknowledgedAt = Date.now();
            acknowledged += 1;
            if (acknowledged === KILL_AFTER) kill = killA();
          }
          break;
        }
      }
    };
    await Promise.all(customers.map((_, c) => client(c)));
    await kill;
    const report = JSON.stringify(outcomes, null, 1);

    expect(killedAt, 'instance A was never killed').toBeDefined();
    // Every order was tried and acknowledged, some by A before it died, some after its death.
    expect(outcomes, report).toHaveLength(CUSTOMERS * ORDERS_EACH);
    for (const outcome of outcomes) expect(outcome.orderId, report).toBeDefined();
    expect(new Set(outcomes.map((o) => o.orderId)).size, report).toBe(outcomes.length);
    expect(outcomes.some((o) => o.servedBy === 'a' && o.acknowledgedAt! <= killedAt!)).toBe(true);
    expect(outcomes.filter((o) => o.acknowledgedAt! > killedAt!).length).toBeGreaterThan(5);
    // HAProxy took A out, and never B: every request had a server to go to. B may have missed
    // one check under the load ('UP 1/2', going down, until its next check passes): that is not
    // being taken out, which `downs` counts and never forgets (counted from the load's start).
    await expect
      .poll(async () => (await balancer!.states()).a?.status, { timeout: 15_000 })
      .toMatch(/^DOWN/);
    await expect
      .poll(async () => (await balancer!.states()).b, { timeout: 15_000 })
      .toEqual({ status: 'UP', downs: downsBefore });

    // The admin on B has every acknowledged order, and one order per Idempotency-Key.
    const staff = await signInAdmin(b!.base);
    for (let c = 0; c < CUSTOMERS; c++) {
      const listed = await call<{ orders: Array<{ _id: string }>; total: number }>(
        b!.base,
        `/api/admin/orders?q=${lastNameOf(c)}&pageSize=100`,
        { token: staff },
      );
      expect(listed.status).toBe(200);
      const mine = outcomes.filter((o) => o.customer === c);
      expect(listed.body.total, report).toBe(mine.length);
      expect(new Set(listed.body.orders.map((o) => o._id))).toEqual(
        new Set(mine.map((o) => o.orderId)),
      );
    }
    test.info().annotations.push({
      type: 'orders',
      description:
        `${outcomes.length} acknowledged, ${outcomes.filter((o) => o.tries.length > 1).length} ` +
        `after more than one try; A killed ${killedAt! - started} ms in`,
    });
  });
});
