// @ts-check
// `npm run backup [-- --out FILE]`: one archive of the database (DATABASE_URL, or DATA_DIR's
// PGlite, read by the shop serving from it when one is) and every picture (DATA_DIR/uploads or S3_URL), consistent while the shop is serving,
// written to BACKUP_DIR (DATA_DIR/backups). Exit 0 done, 1 failed, 2 refused or misused.
// Details: docs/backups.md.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfMissing, root } from './lib/build-if-missing.mjs';

const bundle = path.join(root, 'apps/api/dist/backup.js');
buildIfMissing(bundle, 'apps/api');
process.env.NODE_ENV ??= 'production';
const { backupCommand } = await import(pathToFileURL(bundle).href);
process.exit(await backupCommand(process.argv.slice(2)));
