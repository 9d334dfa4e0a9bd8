// Runs drizzle-kit. npm hoists drizzle-kit to the root node_modules but keeps drizzle-orm in
// apps/api/node_modules, where drizzle-kit's own import cannot see it; a link fixes that.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const kitBin = path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs');
const kitModules = path.resolve(path.dirname(kitBin), '..');
const ormBeside = path.join(kitModules, 'drizzle-orm');
const ormEntry = require.resolve('drizzle-orm');
const orm = ormEntry.slice(0, ormEntry.lastIndexOf('drizzle-orm') + 'drizzle-orm'.length);
if (!fs.existsSync(ormBeside)) fs.symlinkSync(orm, ormBeside, 'dir');
const result = spawnSync(process.execPath, [kitBin, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
