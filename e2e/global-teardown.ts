import fs from 'node:fs';

/** Removes the run's data directory once the server has stopped. */
export default function teardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir || !dir.includes('shop-e2e-')) return;
  fs.rmSync(dir, { recursive: true, force: true });
  // The pictures' folder the configuration named after it (a run of one project).
  fs.rmSync(`${dir}-art`, { recursive: true, force: true });
}
