// Moving a shop from one server's folder to a bucket: the copy, its idempotence, and the command.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { startS3Server, useS3Server } from '../test/s3-fixtures.ts';
import { copyImages } from './copy-images.ts';
import { LocalStorage } from './local-storage.ts';

const s3 = useS3Server();
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-copy-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** A data folder as a shop on one server leaves it. */
function dataFolder(name: string, files: Record<string, string>) {
  const dataDir = path.join(root, name);
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(dataDir, 'uploads', file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, text);
  }
  return dataDir;
}

async function text(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

describe('copyImages', () => {
  it('copies every image once, skips what the bucket holds, and copies a changed one again', async () => {
    const dataDir = dataFolder('shop', {
      'products/a-240.webp': 'small',
      'products/a-800.webp': 'large picture',
      'blog/post-960.webp': 'banner',
      'site/hero-1600.webp': 'hero',
      // Neither is an image the shop serves: a crash's temporary file, a file put there by hand.
      'products/.a-480.webp.1a2b.tmp': 'half',
      'products/copy of a.webp': 'by hand',
    });
    const from = new LocalStorage(path.join(dataDir, 'uploads'));
    const lines: string[] = [];

    const first = await copyImages(from, s3.storage, { log: (line) => lines.push(line) });
    expect(first).toEqual({
      copied: 4,
      bytes: 5 + 13 + 6 + 4,
      present: 0,
      ignored: ['products/copy of a.webp'],
    });
    expect(await s3.keys()).toEqual([
      'blog/post-960.webp',
      'products/a-240.webp',
      'products/a-800.webp',
      'site/hero-1600.webp',
    ]);
    expect(await text((await s3.storage.read('products/a-800.webp'))!.body)).toBe('large picture');

    const again = await copyImages(from, s3.storage);
    expect([again.copied, again.present]).toEqual([0, 4]);

    fs.writeFileSync(path.join(dataDir, 'uploads', 'products/a-240.webp'), 'redrawn, larger');
    const changed = await copyImages(from, s3.storage);
    expect([changed.copied, changed.present]).toEqual([1, 3]);
    expect(await text((await s3.storage.read('products/a-240.webp'))!.body)).toBe(
      'redrawn, larger',
    );
  });
});

const run = promisify(execFile);
const apiDir = path.resolve(import.meta.dirname, '../..');

/** `npm run storage:copy -w apps/api`, as npm runs it: in apps/api, INIT_CWD where it was typed. */
async function command(env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/storage/copy-to-bucket.ts'],
      {
        cwd: apiDir,
        env: { PATH: process.env.PATH ?? '', INIT_CWD: root, ...env },
        timeout: 60_000,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (err) {
    const { code, stdout, stderr } = err as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

describe('npm run storage:copy', () => {
  it('copies a relative DATA_DIR (from where npm was run) into the bucket of S3_URL', async () => {
    const own = await startS3Server('shop-images-cli');
    try {
      dataFolder('cli-data', { 'products/p-800.webp': 'picture', 'site/s-960.webp': 'site' });
      const done = await command({ DATA_DIR: 'cli-data', S3_URL: own.url });
      expect(done.code, done.stderr).toBe(0);
      expect(done.stdout).toContain(`Copying the images of the folder ${root}/cli-data/uploads`);
      expect(done.stdout).toContain('to the bucket "shop-images-cli" at http://127.0.0.1:');
      expect(done.stdout).toContain('Copied 2 images (0.0 MB); 0 were already in the bucket.');
      expect(done.stdout).not.toContain('S3RVER');
      expect(await own.keys()).toEqual(['products/p-800.webp', 'site/s-960.webp']);

      await own.stop();
      const failed = await command({ DATA_DIR: 'cli-data', S3_URL: own.url });
      expect(failed.code).toBe(1);
      expect(failed.stderr).toMatch(
        /Copy failed: the bucket "shop-images-cli" at http:\/\/127\.0\.0\.1:\d+ could not be reached \(ECONNREFUSED\)\. Run it again to go on\./,
      );
    } finally {
      await own.close();
    }
  }, 120_000);

  it('says what to set when S3_URL is missing or wrong, and copies nothing', async () => {
    const unset = await command({ DATA_DIR: 'cli-data' });
    expect(unset.code).toBe(2);
    expect(unset.stderr).toContain('S3_URL is not set, so there is no bucket to copy to.');
    const wrong = await command({ DATA_DIR: 'cli-data', S3_URL: 'https://key:secret@host/x' });
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('S3_URL: "x" is not a bucket name');
    expect(wrong.stderr).not.toContain('secret');
  }, 120_000);
});
