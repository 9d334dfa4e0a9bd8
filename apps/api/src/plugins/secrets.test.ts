import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JWT_SECRET_MIN_BYTES, resolveJwtSecret, SecretError } from './secrets.ts';

let dataDir: string;
let file: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-secrets-'));
  file = path.join(dataDir, 'jwt-secret');
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const long = 'x'.repeat(JWT_SECRET_MIN_BYTES);

describe('resolveJwtSecret', () => {
  it('generates a long secret once, readable only by its owner, and keeps it', () => {
    const secret = resolveJwtSecret(undefined, dataDir);
    expect(Buffer.byteLength(secret)).toBeGreaterThanOrEqual(JWT_SECRET_MIN_BYTES);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveJwtSecret(undefined, dataDir)).toBe(secret);
  });

  it('uses JWT_SECRET of 32 characters or more, and refuses a shorter one', () => {
    expect(resolveJwtSecret(long, dataDir)).toBe(long);
    expect(fs.existsSync(file)).toBe(false);
    for (const short of ['', 'x'.repeat(JWT_SECRET_MIN_BYTES - 1)]) {
      expect(() => resolveJwtSecret(short, dataDir)).toThrow(SecretError);
      expect(() => resolveJwtSecret(short, dataDir)).toThrow(
        'JWT_SECRET must be at least 32 characters long',
      );
    }
  });

  it.each(['644', '640', '604', '660', '602', '620', '666'])(
    'refuses a secret file others may read or write (mode %s)',
    (octal) => {
      const mode = parseInt(octal, 8);
      fs.writeFileSync(file, long, { mode: 0o600 });
      fs.chmodSync(file, mode);
      expect(() => resolveJwtSecret(undefined, dataDir)).toThrow(SecretError);
      expect(() => resolveJwtSecret(undefined, dataDir)).toThrow(
        `${file} may be read or written by other users (mode ${octal}). Make it readable only by this user (chmod 600 ${file})`,
      );
    },
  );

  it('accepts its owner-only modes (0600 and 0400)', () => {
    for (const mode of [0o600, 0o400]) {
      fs.writeFileSync(file, `${long}\n`, { mode: 0o600 });
      fs.chmodSync(file, mode);
      expect(resolveJwtSecret(undefined, dataDir)).toBe(long);
      fs.rmSync(file, { force: true });
    }
  });

  it('refuses a secret file shorter than 32 bytes (blank included)', () => {
    for (const content of ['', '  \n', 'short-secret', 'x'.repeat(JWT_SECRET_MIN_BYTES - 1)]) {
      fs.writeFileSync(file, content, { mode: 0o600 });
      expect(() => resolveJwtSecret(undefined, dataDir), JSON.stringify(content)).toThrow(
        `${file} holds a secret shorter than 32 bytes`,
      );
      fs.rmSync(file);
    }
  });
});
