// A real S3-protocol server for the tests (s3rver), on 127.0.0.1 and a free port, keeping its
// objects in a temporary folder: the shop's S3 storage is tested against the protocol, not a mock.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import { openS3Storage } from '../storage/s3-storage.ts';
import { parseS3Url, type S3Location } from '../lib/s3-url.ts';
import type { Storage } from '../storage/types.ts';

/** s3rver's one account. */
const KEY = 'S3RVER';
export const TEST_BUCKET = 'shop-images-test';

export interface S3TestServer {
  /** The S3_URL of the bucket, as an operator would write it. */
  url: string;
  location: S3Location;
  /** A storage on the bucket, to look at what the app stored. */
  storage: Storage;
  /** The bucket's keys under `prefix`, sorted. */
  keys(prefix?: string): Promise<string[]>;
  /** Stops the server (the bucket is unreachable from then on); close() still cleans up. */
  stop(): Promise<void>;
  close(): Promise<void>;
}

export async function startS3Server(bucket = TEST_BUCKET): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const url = `http://${KEY}:${KEY}@127.0.0.1:${port}/${bucket}`;
  const location = parseS3Url(url);
  if (typeof location === 'string') throw new Error(location);
  const storage = await openS3Storage(location);
  let running = true;
  const stop = async () => {
    if (!running) return;
    running = false;
    await server.close();
  };
  return {
    url,
    location,
    storage,
    async keys(prefix = '') {
      const keys: string[] = [];
      for await (const { key } of storage.list(prefix)) keys.push(key);
      return keys.sort();
    },
    stop,
    async close() {
      await stop();
      await storage.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** One S3 server for the file (or describe block): started in beforeAll, closed in afterAll. */
export function useS3Server(): S3TestServer {
  let current: S3TestServer | undefined;
  beforeAll(async () => {
    current = await startS3Server();
  });
  afterAll(() => current?.close());
  const started = () => {
    if (!current) throw new Error('the S3 server is started by beforeAll, not before');
    return current;
  };
  return {
    get url() {
      return started().url;
    },
    get location() {
      return started().location;
    },
    get storage() {
      return started().storage;
    },
    keys: (prefix) => started().keys(prefix),
    stop: () => started().stop(),
    close: () => started().close(),
  };
}
