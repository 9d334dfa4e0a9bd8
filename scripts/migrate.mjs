// @ts-check
// `npm run migrate`: prepares the database of DATABASE_URL (or DATA_DIR's PGlite) without serving
// it: migrations, the first admin, the demo shop when the database is empty (SEED_DEMO), the site's
// pictures. A release is rolled out by running this once, then starting or restarting the
// instances; each instance still checks at start-up and finds the work done. Instances started
// together on PostgreSQL take turns (apps/api/src/db/prepare-lock.ts).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfMissing, root } from './lib/build-if-missing.mjs';

const apiBundle = path.join(root, 'apps/api/dist/server.js');
buildIfMissing(apiBundle, 'apps/api');
process.env.NODE_ENV ??= 'production';
const server = await import(pathToFileURL(apiBundle).href);
let config;
try {
  config = server.loadConfig();
} catch (err) {
  server.failStart(err);
}
await server.prepareOnce(config).catch(server.failStart);
console.log('The database is ready: migrations applied, first admin and demo shop in place.');
