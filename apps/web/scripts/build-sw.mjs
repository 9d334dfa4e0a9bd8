// Builds the storefront's service worker (sw/sw.ts) into build/client/sw.js, after the app:
//  1. esbuild bundles it with the Serwist runtime,
//  2. Serwist's injectManifest lists what it keeps at install: the code every page starts with
//     (the entry and the root route, from the server build's asset manifest), the style sheet,
//     the parts every page may load later (the footer, the menus, the toasts, the offline banner:
//     from Vite's manifest, which the client build keeps for this script), the code of the first
//     pages kept at install (the home page and the collection), and the offline page.
// Hashed files need no revision: their address changes with their content, and the install
// fetches them through the browser's cache, so what the page has already loaded costs nothing.
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

// Vite's manifest: every chunk with what it imports at once and what it loads later.
const viteDir = path.join(client, '.vite');
const chunks = JSON.parse(fs.readFileSync(path.join(viteDir, 'manifest.json'), 'utf8'));
fs.rmSync(viteDir, { recursive: true });
const byFile = new Map(Object.values(chunks).map((chunk) => [`/${chunk.file}`, chunk]));

/** A chunk's file, its style sheets and everything it imports at once. */
function withImports(chunk, into) {
  const file = `/${chunk.file}`;
  if (into.has(file)) return;
  into.add(file);
  for (const css of chunk.css ?? []) into.add(`/${css}`);
  for (const key of chunk.imports ?? []) withImports(chunks[key], into);
}

// What the shell's own code loads later, on any page: without it kept, a page opened offline
// could show no toast, no footer, no menu.
const later = new Set();
for (const file of shell)
  for (const key of byFile.get(file)?.dynamicImports ?? []) withImports(chunks[key], later);
// A style sheet imported by code (the toasts' own) is named inside that code only.
for (const file of later) {
  if (!file.endsWith('.js')) continue;
  const code = fs.readFileSync(path.join(client, file), 'utf8');
  for (const [css] of code.matchAll(/assets\/[\w.-]+\.css/g)) later.add(`/${css}`);
}
for (const file of later) shell.add(file);

// The first pages kept at install (FIRST_PAGES, app/lib/service-worker-names.ts): their own code
// too, or a page kept offline would open without it. Not what they load later (the slider, the
// filters' dialog): those wait for a connection, as on any page (lib/lazy-part.tsx).
for (const id of ['routes/home', 'routes/collection']) {
  const route = assets.routes[id];
  if (!route?.module) throw new Error(`build-sw: no route ${id} in the server build`);
  for (const file of [route.module, ...(route.imports ?? []), ...(route.css ?? [])])
    shell.add(file);
}

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
