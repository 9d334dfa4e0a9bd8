// @ts-check
// `npm run restore -- FILE [--replace]`: restores an archive of `npm run backup` into the empty
// database and image storage the environment names (as `npm start` reads it), after checking
// every byte of it; a target holding anything is refused unless --replace. Exit 0 done, 1
// failed, 2 refused or misused (nothing written). Details: docs/backups.md.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfMissing, root } from './lib/build-if-missing.mjs';

const bundle = path.join(root, 'apps/api/dist/backup.js');
buildIfMissing(bundle, 'apps/api');
process.env.NODE_ENV ??= 'production';
const { restoreCommand } = await import(pathToFileURL(bundle).href);
process.exit(await restoreCommand(process.argv.slice(2)));
