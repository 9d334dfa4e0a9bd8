// Finished pictures kept between shops started one after another (DEMO_ART_CACHE_DIR): the test
// runs start dozens of fresh shops, and drawing the demo pictures is most of a first start.
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The picture drawn from `svg` with the encoder `settings`, from `dir` when an earlier start made
 * it, else encoded and kept there. Named by a hash of both, so a changed drawing or encoder gets
 * a new name and a kept picture is never stale. Written under a temporary name and renamed, so
 * shops starting at the same time never read half a file.
 */
export async function cachedPicture(
  dir: string,
  settings: string,
  svg: string,
  encode: (svg: string) => Promise<Buffer>,
): Promise<Buffer> {
  const name = createHash('sha256').update(settings).update('\0').update(svg).digest('hex');
  const file = path.join(dir, `${name}.webp`);
  try {
    return await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const bytes = await encode(svg);
  await fs.mkdir(dir, { recursive: true });
  const partial = `${file}.${randomUUID()}.partial`;
  await fs.writeFile(partial, bytes);
  await fs.rename(partial, file);
  return bytes;
}
