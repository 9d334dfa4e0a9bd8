import { describe, expect, it } from 'vitest';
import { pipeline, Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { coalesceChunks } from './coalesce.ts';

/** The chunks a stream passes on, as text, with the end. */
function collect(stream: NodeJS.ReadableStream) {
  const chunks: string[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const ended = new Promise<string[]>((resolve, reject) => {
    stream.on('end', () => resolve(chunks));
    stream.on('error', reject);
  });
  return { chunks, ended };
}

describe('coalesceChunks', () => {
  it('passes on what was written in one turn as one chunk, and each turn as soon as it ends', async () => {
    const joined = coalesceChunks();
    const out = collect(joined);
    for (const part of ['<html>', '<head>', '</head>']) joined.write(Buffer.from(part));
    await nextTurn();
    await nextTurn();
    // The shell left before anything else was written: the page still streams.
    expect(out.chunks).toEqual(['<html><head></head>']);
    joined.write(Buffer.from('<body>'));
    joined.end(Buffer.from('</body></html>'));
    expect(await out.ended).toEqual(['<html><head></head>', '<body></body></html>']);
  });

  it('passes a large piece on at once', async () => {
    const joined = coalesceChunks();
    const out = collect(joined);
    joined.write(Buffer.alloc(40 * 1024, 'a'));
    joined.write(Buffer.alloc(40 * 1024, 'b'));
    expect(out.chunks).toHaveLength(1);
    expect(out.chunks[0]).toHaveLength(80 * 1024);
    joined.end();
    expect((await out.ended).join('')).toHaveLength(80 * 1024);
  });

  it('ends the answer when the page fails midway (through pipeline)', async () => {
    async function* failing() {
      yield Buffer.from('<html>');
      throw new Error('render failed');
    }
    let failure: Error | undefined;
    const body = pipeline(Readable.from(failing()), coalesceChunks(), (err) => {
      failure = err ?? undefined;
    });
    body.resume();
    await new Promise((resolve) => body.on('close', resolve));
    expect(failure?.message).toBe('render failed');
    expect(body.destroyed).toBe(true);
  });
});
