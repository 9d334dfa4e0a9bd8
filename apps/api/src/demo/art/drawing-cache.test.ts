import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cachedPicture } from './drawing-cache.ts';
import { encodeWebp, WEBP_SETTINGS } from './render.ts';

const square = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="${fill}"/></svg>`;

describe('the demo pictures kept between starts', () => {
  const dirs: string[] = [];
  const newDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-art-cache-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it('encodes a drawing once; a later start gets the same bytes from the folder', async () => {
    const dir = newDir();
    const encoded: string[] = [];
    const encode = (svg: string) => {
      encoded.push(svg);
      return encodeWebp(svg);
    };
    const first = await cachedPicture(dir, WEBP_SETTINGS, square('red'), encode);
    const again = await cachedPicture(dir, WEBP_SETTINGS, square('red'), encode);
    expect(encoded).toHaveLength(1);
    expect(again.equals(first)).toBe(true);
    expect(first.subarray(8, 12).toString('latin1')).toBe('WEBP');
    // One finished file, no partial one left behind.
    expect(fs.readdirSync(dir)).toEqual([expect.stringMatching(/^[0-9a-f]{64}\.webp$/)]);
  });

  it('draws a changed drawing, or the same drawing with other encoder settings, anew', async () => {
    const dir = newDir();
    const encoded: string[] = [];
    const encode = async (svg: string) => {
      encoded.push(svg);
      return Buffer.from(svg);
    };
    await cachedPicture(dir, WEBP_SETTINGS, square('red'), encode);
    await cachedPicture(dir, WEBP_SETTINGS, square('blue'), encode);
    await cachedPicture(dir, 'webp q90 e6', square('red'), encode);
    expect(encoded).toHaveLength(3);
    expect(fs.readdirSync(dir)).toHaveLength(3);
  });
});
