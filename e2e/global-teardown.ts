import fs from 'node:fs';

/** Removes the run's data directory once the server has stopped. */
export default function teardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.includes('shop-e2e-')) fs.rmSync(dir, { recursive: true, force: true });
}
