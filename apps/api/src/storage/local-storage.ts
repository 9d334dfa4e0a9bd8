// Images in a folder of this server (DATA_DIR/uploads): the default, and what one instance needs.
import { randomBytes } from 'node:crypto';
import { createReadStream, constants as fsConstants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, byteRange } from './keys.ts';
import {
  StorageError,
  type ListedObject,
  type StoredBody,
  type StoredInfo,
  type Storage,
} from './types.ts';

const isMissing = (err: unknown) =>
  ['ENOENT', 'ENOTDIR'].includes((err as { code?: string }).code ?? '');

export class LocalStorage implements Storage {
  readonly kind = 'local';
  readonly description: string;

  constructor(readonly root: string) {
    this.description = `the folder ${root}`;
  }

  private file(key: string): string {
    return path.join(this.root, assertSafeKey(key));
  }

  async put(key: string, bytes: Buffer, _contentType: string): Promise<void> {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written beside the file under a dot name (never served, never listed), then renamed over
    // it: a request or a restart in the middle sees the old file or the new one, never half.
    const temporary = path.join(
      path.dirname(file),
      `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`,
    );
    try {
      await fs.writeFile(temporary, bytes);
      await fs.rename(temporary, file);
    } catch (err) {
      await fs.rm(temporary, { force: true });
      throw new StorageError(`could not write ${key} in ${this.description}`, { cause: err });
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => fs.rm(this.file(key), { force: true })));
  }

  async exists(key: string): Promise<boolean> {
    return (await this.head(key)) !== undefined;
  }

  async head(key: string): Promise<StoredInfo | undefined> {
    try {
      const stat = await fs.stat(this.file(key));
      return stat.isFile() ? { size: stat.size, lastModified: stat.mtime } : undefined;
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  }

  async read(key: string, range?: string): Promise<StoredBody | undefined> {
    const info = await this.head(key);
    if (!info) return undefined;
    const bytes = range ? byteRange(range, info.size) : null;
    const body = createReadStream(
      this.file(key),
      bytes ? { start: bytes.first, end: bytes.last } : {},
    );
    return bytes
      ? {
          ...info,
          body,
          length: bytes.last - bytes.first + 1,
          range: `bytes ${bytes.first}-${bytes.last}/${info.size}`,
        }
      : { ...info, body, length: info.size };
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    // Walks only the folders the prefix can be in; dot entries (temporary files) are skipped.
    const slash = prefix.lastIndexOf('/');
    const start = slash >= 0 ? prefix.slice(0, slash) : '';
    yield* this.walk(start, prefix);
  }

  private async *walk(dir: string, prefix: string): AsyncGenerator<ListedObject> {
    let entries;
    try {
      entries = await fs.readdir(path.join(this.root, dir), { withFileTypes: true });
    } catch (err) {
      if (isMissing(err)) return;
      throw err;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const key = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (`${key}/`.startsWith(prefix) || prefix.startsWith(`${key}/`))
          yield* this.walk(key, prefix);
      } else if (entry.isFile() && key.startsWith(prefix)) {
        const { size } = await fs.stat(path.join(this.root, key));
        yield { key, size };
      }
    }
  }

  async check(): Promise<void> {
    try {
      await fs.mkdir(this.root, { recursive: true });
      await fs.access(this.root, fsConstants.W_OK);
    } catch (err) {
      throw new StorageError(`${this.description} cannot be written to`, { cause: err });
    }
  }

  async close(): Promise<void> {}
}
