// SIGTERM to the shop as one process (`npm start` without DATABASE_URL, or `npm run dev`): it
// says not ready while it drains, answers the request in flight, and exits 0. The same with
// worker processes is e2e/tests/instances/workers.spec.ts.
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { getOnce, refused, startServerProcess, type ServerProcess } from './test/server-process.ts';

/** Polls `check` every 50 ms until it is true, at most `ms`; answers whether it came true. */
async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

describe('the server process on SIGTERM', () => {
  let server: ServerProcess | undefined;
  afterAll(() => server?.stop());

  it('drains (ready 503), answers the request in flight, refuses new connections, exits 0', async () => {
    server = await startServerProcess('server.ts', { SHUTDOWN_DRAIN_MS: '3000' });
    const { port } = server;
    expect((await getOnce(port, '/api/ready')).status).toBe(200);

    // A sign-in whose body is still on its way when the signal comes.
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });
    const slow = net.connect(port, '127.0.0.1');
    let answer = '';
    slow.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const closed = new Promise<void>((resolve) => slow.on('close', () => resolve()));
    await new Promise<void>((resolve) => slow.once('connect', () => resolve()));
    slow.write(
      'POST /api/user/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));

    server.child.kill('SIGTERM');
    // Draining: not ready, while liveness and everything else are still served.
    expect(
      await within(2_000, async () => (await getOnce(port, '/api/ready')).status === 503),
    ).toBe(true);
    const draining = await getOnce(port, '/api/ready');
    expect(JSON.parse(draining.body)).toMatchObject({
      success: false,
      code: 'UNAVAILABLE',
      status: 'shutting_down',
    });
    expect((await getOnce(port, '/api/health')).status).toBe(200);

    // Then closing: new connections are refused while the sign-in is still open.
    expect(await within(10_000, () => refused(port))).toBe(true);
    expect(answer).toBe('');
    slow.write(body.slice(10));
    await closed;
    const [head = '', json = '{}'] = answer.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 401 Unauthorized');
    expect(JSON.parse(json)).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });

    expect(await server.exited, server.stderr()).toBe(0);
  }, 180_000);
});
