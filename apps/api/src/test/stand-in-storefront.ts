// The whole server as production builds it, listening on a real socket (chunked bodies and slow
// senders need one), with the storefront's renderer replaced by a stand-in: the API tests run
// without a storefront build. The stand-in answers what a form post brought it, so a test sees
// exactly what a route action would have read.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app.ts';
import type { DbHandle } from '../db/client.ts';
import type { HttpTimeouts } from '../http-timeouts.ts';
import { TEST_JWT_SECRET, TEST_PUBLIC_URL } from './test-app.ts';

/** What the stand-in renderer answers to a post: the body's size and each form field's length. */
export interface StandInEcho {
  method: string;
  bytes: number;
  fields: Record<string, number>;
}

const STAND_IN_RENDERER = `
export const createWebHandler = async () => async (request) => {
  const text = request.body ? await request.text() : '';
  const fields = {};
  for (const [name, value] of new URLSearchParams(text)) fields[name] = value.length;
  const echo = { method: request.method, bytes: Buffer.byteLength(text), fields };
  return new Response(JSON.stringify(echo), { headers: { 'content-type': 'application/json' } });
};
`;

export async function listenWithStandInStorefront(opts: {
  database: DbHandle;
  timeouts?: Partial<HttpTimeouts>;
}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-stand-in-'));
  const webBuild = path.join(root, 'web', 'build');
  fs.mkdirSync(path.join(webBuild, 'client', 'assets'), { recursive: true });
  fs.writeFileSync(path.join(root, 'web', 'server.mjs'), STAND_IN_RENDERER);
  fs.mkdirSync(path.join(root, 'uploads'));
  const app = await buildApp({
    config: {
      uploadsDir: path.join(root, 'uploads'),
      TRUST_PROXY: false,
      WEB_BUILD_DIR: webBuild,
      ADMIN_BUILD_DIR: undefined,
      LOG_LEVEL: 'silent',
    },
    db: opts.database,
    auth: { secret: TEST_JWT_SECRET, expiresIn: '1h' },
    mail: { outboxDir: path.join(root, 'outbox'), from: 'Shop <no-reply@shop.test>' },
    publicUrl: TEST_PUBLIC_URL,
    closeDb: false,
    logger: false,
    timeouts: opts.timeouts,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    port: (app.server.address() as AddressInfo).port,
    async close() {
      await app.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
