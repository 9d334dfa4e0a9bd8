import { createHash } from 'node:crypto';
import fs from 'node:fs';

/** The sha256 (hex) of a file, read as a stream so a large picture or table never sits in memory. */
export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');
