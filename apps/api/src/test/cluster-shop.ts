// `npm start` with worker processes (scripts/lib/workers.mjs), run from the sources so a test
// needs no build: the primary forks this same file, and each worker builds the app from
// src/server.ts. DATABASE_URL and WEB_CONCURRENCY choose the mode, as with `npm start`.
import * as server from '../server.ts';

const workers = new URL('../../../../scripts/lib/workers.mjs', import.meta.url).href;
const { runShop } = (await import(workers)) as {
  runShop(module: typeof server): Promise<void>;
};
await runShop(server);
