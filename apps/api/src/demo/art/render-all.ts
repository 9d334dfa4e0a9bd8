// `npm run art -w apps/api [-- <uploadsDir>]`: redraws every demo image, e.g. after changing a
// drawing. Into the bucket of S3_URL when it is set and no folder is named, else into the folder.
import { resolve } from 'node:path';
import { loadConfig } from '../../config.ts';
import { createStorage } from '../../storage/index.ts';
import { renderDemoArt } from './index.ts';

const uploadsDir =
  process.argv[2] ??
  resolve(
    process.env.DATA_DIR ?? resolve(import.meta.dirname, '../../../../../../data'),
    'uploads',
  );
const storage = await createStorage({
  uploadsDir,
  S3_URL: process.argv[2] ? undefined : loadConfig().S3_URL,
});
const started = Date.now();
try {
  await renderDemoArt(storage, { force: true });
} finally {
  await storage.close();
}
console.log(
  `Demo artwork written to ${storage.description} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
