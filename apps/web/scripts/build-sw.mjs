// Builds the storefront's service worker (sw/sw.ts) into build/client/sw.js, after the app:
//  1. esbuild bundles it with the Serwist runtime,
//  2. Serwist's injectManifest lists the app shell it keeps at install: the code every page
//     starts with (the entry and the root route, from the server build's asset manifest), the
//     style sheet, and the offline page, each with a revision so a new build replaces it.
// Hashed files (/assets/) are not fetched again at install: the page has just loaded them, and
// their address changes with their content, so the browser's own cache answers.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { injectManifest } from '@serwist/build';

const web = path.resolve(import.meta.dirname, '..');
const client = path.join(web, 'build/client');
const bundled = path.join(web, 'build/sw.bundle.js');

await build({
  entryPoints: [path.join(web, 'sw/sw.ts')],
  outfile: bundled,
  bundle: true,
  format: 'iife',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});

const { assets } = await import(pathToFileURL(path.join(web, 'build/server/index.js')).href);
const root = assets.routes.root;
const shell = new Set([
  assets.entry.module,
  ...assets.entry.imports,
  root.module,
  ...root.imports,
  ...(root.css ?? []),
]);
// The root links its style sheet by address (app.css?url), not through the manifest.
for (const name of fs.readdirSync(path.join(client, 'assets')))
  if (/^app-[\w-]+\.css$/.test(name)) shell.add(`/assets/${name}`);

// The offline page is rendered by the server: its revision is this build's, so each build
// fetches it again.
const buildId = crypto
  .createHash('sha256')
  .update([...shell].sort().join('\n'))
  .digest('hex')
  .slice(0, 16);

const { count, size, warnings } = await injectManifest({
  swSrc: bundled,
  swDest: path.join(client, 'sw.js'),
  globDirectory: client,
  globPatterns: [...shell].map((url) => url.replace(/^\//, '')),
  additionalPrecacheEntries: [{ url: '/offline', revision: buildId }],
  // Hashed files are their own revision.
  dontCacheBustURLsMatching: /(^|\/)assets\//,
  modifyURLPrefix: { '': '/' },
});
for (const warning of warnings) console.warn(warning);
fs.rmSync(bundled);
console.log(`service worker: ${count} files kept at install (${Math.round(size / 1024)} KB)`);
