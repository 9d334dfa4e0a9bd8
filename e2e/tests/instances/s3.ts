// An S3-protocol server of a test's own (s3rver) on 127.0.0.1, on a port it chooses, with one
// bucket: what instances share their pictures through (S3_URL). It runs in a process of its own
// (s3-process.mjs says why). Its objects live in a temporary folder, removed when it stops. The
// test reads the bucket as any S3 client would (@aws-sdk/client-s3, path-style).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';

/** s3rver's one account: requests must be signed with this key (it checks the signatures). */
const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';
const REGION = 'us-east-1';

export interface S3Server {
  /** The shop's S3_URL for the bucket: http://KEY:SECRET@127.0.0.1:PORT/bucket?region=... */
  url: string;
  bucket: string;
  /** Whether the bucket holds an object under `key`. */
  has(key: string): Promise<boolean>;
  stop(): Promise<void>;
}

export async function startS3(bucket = 'shop-images'): Promise<S3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-s3-'));
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('s3-process.mjs', import.meta.url)), directory, bucket],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`the S3 server exited (${code}) before listening`)),
    );
    readline
      .createInterface({ input: child.stdout! })
      .once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  // The SDK's own switch for its Node 20 notice (as the shop's s3-storage.ts does), read when a
  // client is made: the test's output keeps only warnings that matter.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new S3Client({
    endpoint,
    region: REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET_KEY },
  });
  return {
    url: `http://${ACCESS_KEY}:${SECRET_KEY}@127.0.0.1:${port}/${bucket}?region=${REGION}`,
    bucket,
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (err) {
        if ((err as { name?: string }).name === 'NotFound') return false;
        throw err;
      }
    },
    async stop() {
      client.destroy();
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
