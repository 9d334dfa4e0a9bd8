// Screenshots of admin pages at 390 px and 1280 px, signed in as staff (for people to look at;
// not a test). Usage, from the repository root, against a running shop:
//   node e2e/admin-shots.mjs http://127.0.0.1:3000 admin@example.com password /orders /products --out /tmp/shots
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const [base, email, password, ...rest] = process.argv.slice(2);
const outIndex = rest.indexOf('--out');
const out = outIndex >= 0 ? rest[outIndex + 1] : '/tmp/admin-shots';
const pages = outIndex >= 0 ? rest.slice(0, outIndex) : rest;
fs.mkdirSync(out, { recursive: true });

const login = await fetch(`${base}/api/user/admin`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password }),
});
const { token, role } = await login.json();
if (!token) throw new Error(`admin login failed (${login.status})`);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(
    ([t, r]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('role', r);
    },
    [token, role],
  );
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log(`pageerror ${e.message}`));
  page.on('response', (r) => r.status() >= 400 && console.log(`${r.status()} ${r.url()}`));
  for (const p of pages) {
    await page.goto(`${base}/admin${p}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const name = `${p.replace(/[^a-z0-9]+/gi, '_') || 'root'}-${width}.png`;
    await page.screenshot({ path: path.join(out, name), fullPage: true });
    console.log(path.join(out, name));
  }
  await context.close();
}
await browser.close();
