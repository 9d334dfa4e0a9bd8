// The storefront's request handler for the production server (apps/api/src/plugins/web.ts).
// It lives here so that react-router resolves from the web app: the handler and the built
// routes must share one copy of it.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler } from 'react-router';

export async function createWebHandler(buildDir) {
  const build = await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href);
  return createRequestHandler(build, 'production');
}
