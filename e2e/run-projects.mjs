// Runs every Playwright project, each on a shop of its own, and reports every failure.
//
// In one `playwright test` a failure in a project skips every project that depends on it, and
// the dependencies are there only to keep projects that change what every shopper sees apart.
// Here each project gets its own run (its own shop, data directory and ports), so they no longer
// share anything and a flake in the first cannot hide the others.
//
// With arguments (`npm test -w e2e -- tests/cart.spec.ts`), one plain `playwright test` run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const cwd = fileURLToPath(new URL('.', import.meta.url));
const playwright = (args, options = {}) =>
  spawnSync('npx', ['playwright', 'test', ...args], { cwd, stdio: 'inherit', ...options });

const extra = process.argv.slice(2);
if (extra.length > 0) process.exit(playwright(extra).status ?? 1);

// The projects in the order the configuration names them.
const listed = playwright(['--list', '--reporter=json'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
if (listed.status !== 0) process.exit(listed.status ?? 1);
const projects = JSON.parse(listed.stdout).config.projects.map((p) => p.name);

// One folder of finished demo pictures for every shop of the run (apps/api's
// DEMO_ART_CACHE_DIR): only the first start draws them.
const ownArtCache = !process.env.DEMO_ART_CACHE_DIR;
if (ownArtCache) {
  process.env.DEMO_ART_CACHE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-art-'));
}

const results = [];
for (const name of projects) {
  console.log(`\n== e2e project ${name}`);
  const started = Date.now();
  // Each project keeps its own traces: a later project's run would empty a shared folder.
  const run = playwright([`--project=${name}`, '--no-deps', `--output=test-results/${name}`]);
  results.push({ name, ok: run.status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

if (ownArtCache) fs.rmSync(process.env.DEMO_ART_CACHE_DIR, { recursive: true, force: true });

console.log('\n== e2e projects');
for (const r of results) console.log(`${r.ok ? 'passed' : 'FAILED'}  ${r.name} (${r.seconds} s)`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
