// `npm run storage:copy -w apps/api`: copies the images of DATA_DIR/uploads into the bucket of
// S3_URL, before a shop that ran on one server starts running on several
// (docs/decisions/0032-image-storage.md). Images already in the bucket with the same size are
// skipped, so it can be run again. Exit 0 when done, 1 when the copy failed, 2 when the
// environment does not say what to copy where.
import fs from 'node:fs';
import { ConfigError, loadConfig } from '../config.ts';
import { copyImages } from './copy-images.ts';
import { createStorage, LocalStorage, StorageError } from './index.ts';

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

// npm runs a workspace's script in the workspace's folder; a relative DATA_DIR means the folder
// it was run from, as it does for `npm start`.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) fail(err.message, 2);
  throw err;
}
if (!config.S3_URL)
  fail(
    'S3_URL is not set, so there is no bucket to copy to. Set it as the shop will have it, e.g.\n' +
      '  S3_URL=https://ACCESS_KEY:SECRET_KEY@s3.af-south-1.amazonaws.com/bucket?region=af-south-1',
    2,
  );
if (!fs.existsSync(config.uploadsDir))
  fail(
    `There is no images folder at ${config.uploadsDir}: set DATA_DIR to the shop's data folder.`,
    2,
  );

const from = new LocalStorage(config.uploadsDir);
const to = await createStorage(config);
try {
  console.log(`Copying the images of ${from.description} to the ${to.description}...`);
  await to.check();
  const report = await copyImages(from, to, { log: (line) => console.log(line) });
  const megabytes = (report.bytes / 1024 / 1024).toFixed(1);
  console.log(
    `Copied ${report.copied} images (${megabytes} MB); ${report.present} were already in the bucket.`,
  );
  if (report.ignored.length)
    console.log(
      `Left alone ${report.ignored.length} files whose names the shop does not serve, e.g. ${report.ignored[0]}.`,
    );
} catch (err) {
  if (err instanceof StorageError) fail(`Copy failed: ${err.message}. Run it again to go on.`, 1);
  throw err;
} finally {
  await to.close();
}
