// @ts-check
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Builds `workspace` when its output `file` is missing (a fresh clone's first start).
 * @param {string} file
 * @param {string} workspace
 */
export function buildIfMissing(file, workspace) {
  if (fs.existsSync(file)) return;
  console.log(`Building ${workspace} (first start)...`);
  execSync(`npm run build -w ${workspace}`, { cwd: root, stdio: 'inherit' });
}
