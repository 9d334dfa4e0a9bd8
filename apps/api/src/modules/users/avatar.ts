import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES as M } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError, fieldError } from '../../plugins/errors.ts';
import { findUser } from './service.ts';
import { toUser } from './user-mapper.ts';

/** The multipart field of the picture, and the field its refusals name. */
export const PICTURE_FIELD = 'profilePicture';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp']);
/** Refuses decompression bombs: a small file that would expand to gigabytes of pixels. */
const MAX_INPUT_PIXELS = 40_000_000;
export const AVATAR_SIZES = [256, 96] as const;
const STORED = /^\/uploads\/avatars\/([a-f0-9]{32})-256\.webp$/;

/** The files of a stored picture URL (both sizes); none for a URL this module did not write. */
function filesOf(uploadsDir: string, url: string): string[] {
  const name = STORED.exec(url)?.[1];
  if (!name) return [];
  return AVATAR_SIZES.map((size) => path.join(uploadsDir, 'avatars', `${name}-${size}.webp`));
}

async function removeFiles(files: string[]) {
  await Promise.all(files.map((f) => fs.rm(f, { force: true })));
}

/**
 * Checked by content (whatever the name or declared type), re-encoded to WebP at 256 and 96
 * pixels (cover) under a generated name, so nothing the customer sent is served as it was.
 */
export async function setPicture(db: Db, userId: string, uploadsDir: string, data: Buffer) {
  let format: string | undefined;
  try {
    const meta = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    format = meta.format;
  } catch {
    throw fieldError(PICTURE_FIELD, M.notAnImage);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw fieldError(PICTURE_FIELD, M.notAnImage);

  const name = randomBytes(16).toString('hex');
  const dir = path.join(uploadsDir, 'avatars');
  await fs.mkdir(dir, { recursive: true });
  const written: string[] = [];
  try {
    for (const size of AVATAR_SIZES) {
      const file = path.join(dir, `${name}-${size}.webp`);
      await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize(size, size, { fit: 'cover' })
        .webp({ quality: 82 })
        .toFile(file);
      written.push(file);
    }
  } catch {
    await removeFiles(written);
    throw fieldError(PICTURE_FIELD, M.notAnImage);
  }

  const url = `/uploads/avatars/${name}-256.webp`;
  const old = (await findUser(db, userId)).profilePicture;
  const [row] = await db
    .update(users)
    .set({ profilePicture: url })
    .where(eq(users.id, userId))
    .returning();
  if (!row) {
    await removeFiles(written);
    throw new AppError('UNAUTHENTICATED', M.sessionExpired);
  }
  if (old !== url) await removeFiles(filesOf(uploadsDir, old));
  return { success: true as const, message: M.pictureUpdated, user: toUser(row) };
}

export async function removePicture(db: Db, userId: string, uploadsDir: string) {
  const old = (await findUser(db, userId)).profilePicture;
  const [row] = await db
    .update(users)
    .set({ profilePicture: '' })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new AppError('UNAUTHENTICATED', M.sessionExpired);
  await removeFiles(filesOf(uploadsDir, old));
  return { success: true as const, message: M.pictureRemoved, user: toUser(row) };
}
