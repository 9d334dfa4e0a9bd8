// `npm start`: builds what is missing, then runs the one process that serves the API, the
// uploads and the server-rendered storefront (it migrates and seeds an empty database itself).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webBuild = path.join(root, 'apps/web/build');
const adminBuild = path.join(root, 'apps/admin/dist');
const apiBundle = path.join(root, 'apps/api/dist/server.js');

function buildIfMissing(file, workspace) {
  if (fs.existsSync(file)) return;
  console.log(`Building ${workspace} (first start)...`);
  execSync(`npm run build -w ${workspace}`, { cwd: root, stdio: 'inherit' });
}

buildIfMissing(path.join(webBuild, 'server/index.js'), 'apps/web');
buildIfMissing(path.join(adminBuild, 'index.html'), 'apps/admin');
buildIfMissing(apiBundle, 'apps/api');

process.env.WEB_BUILD_DIR ??= webBuild;
process.env.ADMIN_BUILD_DIR ??= adminBuild;
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(apiBundle).href);
