import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  ACCOUNT_API_MESSAGES,
  ACCOUNT_MESSAGES as M,
  PROFILE_PICTURE_MAX_PIXELS,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { pictureMetadata, writeWebpRenditions } from '../../storage/webp-renditions.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Storage } from '../../storage/index.ts';
import { findUser } from './service.ts';
import { ownProfile } from './own-profile.ts';

/** The multipart field of the picture, and the field its refusals name. */
export const PICTURE_FIELD = 'profilePicture';

export const AVATAR_SIZES = [256, 96] as const;
const STORED = /^\/uploads\/avatars\/([a-f0-9]{32})-256\.webp$/;

const keyOf = (name: string, size: number) => `avatars/${name}-${size}.webp`;

/** The keys of a stored picture URL (both sizes); none for a URL this module did not write. */
function keysOf(url: string): string[] {
  const name = STORED.exec(url)?.[1];
  if (!name) return [];
  return AVATAR_SIZES.map((size) => keyOf(name, size));
}

/**
 * Refuses a picture of more than PROFILE_PICTURE_MAX_PIXELS before anything decodes it: an avatar
 * is shown at 256 pixels, and decoding costs memory and time in proportion to the pixels. Only the
 * header is read here (no pixel limit is needed for that); what it cannot read is left to
 * pictureMetadata's refusal.
 */
async function refuseTooManyPixels(data: Buffer) {
  let pixels: number;
  try {
    const { width, height } = await sharp(data, { limitInputPixels: false }).metadata();
    pixels = (width ?? 0) * (height ?? 0);
  } catch {
    return;
  }
  if (pixels > PROFILE_PICTURE_MAX_PIXELS)
    throw new AppError('PAYLOAD_TOO_LARGE', ACCOUNT_API_MESSAGES.pictureTooManyPixels, {
      [PICTURE_FIELD]: ACCOUNT_API_MESSAGES.pictureTooManyPixels,
    });
}

/**
 * Checked by content and size in pixels, re-encoded to WebP at 256 and 96 pixels (cover) under a
 * generated name.
 */
export async function setPicture(db: Db, userId: string, storage: Storage, data: Buffer) {
  await refuseTooManyPixels(data);
  await pictureMetadata(data, PICTURE_FIELD, M.notAnImage);
  const name = randomBytes(16).toString('hex');
  const renditions = AVATAR_SIZES.map((size) => ({
    key: keyOf(name, size),
    width: size,
    height: size,
  }));
  await writeWebpRenditions(storage, data, renditions, {
    quality: 82,
    field: PICTURE_FIELD,
    notAnImage: M.notAnImage,
  });
  const written = renditions.map((r) => r.key);

  const url = `/uploads/avatars/${name}-256.webp`;
  const old = (await findUser(db, userId)).profilePicture;
  const [row] = await db
    .update(users)
    .set({ profilePicture: url })
    .where(eq(users.id, userId))
    .returning();
  if (!row) {
    await storage.delete(written);
    throw new AppError('UNAUTHENTICATED', M.sessionExpired);
  }
  if (old !== url) await storage.delete(keysOf(old));
  return { success: true as const, message: M.pictureUpdated, user: await ownProfile(db, row) };
}

export async function removePicture(db: Db, userId: string, storage: Storage) {
  const old = (await findUser(db, userId)).profilePicture;
  const [row] = await db
    .update(users)
    .set({ profilePicture: '' })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new AppError('UNAUTHENTICATED', M.sessionExpired);
  await storage.delete(keysOf(old));
  return { success: true as const, message: M.pictureRemoved, user: await ownProfile(db, row) };
}
