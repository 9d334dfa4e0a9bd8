// @ts-check
// `npm start`: builds what is missing, then serves the API, the uploads and the server-rendered
// storefront on one port (it migrates and seeds an empty database itself). Without DATABASE_URL
// that is one process; with it, a primary and one worker process per core (WEB_CONCURRENCY),
// scripts/lib/workers.mjs and docs/decisions/0029-worker-processes.md.
import cluster from 'node:cluster';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfMissing, root } from './lib/build-if-missing.mjs';
import { runShop } from './lib/workers.mjs';

const webBuild = path.join(root, 'apps/web/build');
const adminBuild = path.join(root, 'apps/admin/dist');
const apiBundle = path.join(root, 'apps/api/dist/server.js');

// A worker starts once its primary has built everything.
if (cluster.isPrimary) {
  buildIfMissing(path.join(webBuild, 'server/index.js'), 'apps/web');
  buildIfMissing(path.join(adminBuild, 'index.html'), 'apps/admin');
  buildIfMissing(apiBundle, 'apps/api');
}

process.env.WEB_BUILD_DIR ??= webBuild;
process.env.ADMIN_BUILD_DIR ??= adminBuild;
process.env.NODE_ENV ??= 'production';
await runShop(await import(pathToFileURL(apiBundle).href));
