// The API's layer rule (eslint.config.js, 'api/layers') refuses what it is meant to refuse and
// lets the rest through: each case is linted as if it were a file at that place in the tree.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const SRC = path.dirname(fileURLToPath(import.meta.url));
const eslint = new ESLint({ cwd: path.resolve(SRC, '../../..') });

/** The layer rule's messages for `code` written in the file `at` (relative to src/). */
async function layerProblems(at: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: path.join(SRC, at) });
  return result!.messages.filter((m) => m.ruleId === 'api/layers').map((m) => m.message);
}

describe("the API's import layers", () => {
  it.each([
    ['lib/x.ts', "import { AppError } from './app-error.ts';"],
    ['config.ts', "import { parseS3Url } from './lib/s3-url.ts';"],
    ['plugins/x.ts', "import { AppError } from '../lib/app-error.ts';"],
    ['plugins/web/x.ts', "import { products } from '../../db/schema.ts';"],
    ['modules/orders/x.ts', "import { getShopSettings } from '../settings/index.ts';"],
    ['modules/catalog/name-index/x.ts', "import { findProductById } from '../queries.ts';"],
    ['demo/x.ts', "import { saveShopSettings } from '../modules/settings/service.ts';"],
  ])('lets %s import %s', async (at, code) => {
    expect(await layerProblems(at, code)).toEqual([]);
  });

  it.each([
    ['lib/x.ts', "import type { Storage } from '../storage/index.ts';", 'not storage'],
    ['db/x.ts', "import { storage } from '../plugins/storage.ts';", 'not plugins'],
    ['plugins/x.ts', "import { enqueueMail } from '../modules/mail/outbox.ts';", 'not modules'],
    ['modules/orders/x.ts', "import { seedIfEmpty } from '../../demo/seed.ts';", 'not demo'],
    ['modules/orders/x.ts', "import { useTestApp } from '../../test/test-app.ts';", 'not test'],
    [
      'modules/orders/x.ts',
      "import { getShopSettings } from '../settings/service.ts';",
      'modules/settings/index.ts',
    ],
    [
      'modules/catalog/name-index/x.ts',
      "const stock = import('../../stock/service.ts');",
      'modules/stock/index.ts',
    ],
  ])('refuses %s importing %s', async (at, code, says) => {
    const problems = await layerProblems(at, code);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(says);
  });
});

describe('the modules', () => {
  it('import each other without a cycle', () => {
    const modules = path.join(SRC, 'modules');
    const uses = new Map<string, Set<string>>();
    for (const name of fs.readdirSync(modules)) {
      const used = new Set<string>();
      for (const file of fs.readdirSync(path.join(modules, name), { recursive: true })) {
        const at = path.join(modules, name, String(file));
        if (!at.endsWith('.ts') || at.endsWith('.test.ts')) continue;
        for (const [, source] of fs.readFileSync(at, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
          const [top, other] = path
            .relative(modules, path.resolve(path.dirname(at), source!))
            .split(path.sep);
          if (top !== '..' && top !== name && other !== undefined) used.add(top!);
        }
      }
      uses.set(name, used);
    }
    // Depth-first: a module met again while its own imports are being walked closes a cycle.
    const cycles: string[] = [];
    const state = new Map<string, 'walking' | 'done'>();
    const walk = (name: string, trail: string[]) => {
      if (state.get(name) === 'done') return;
      if (state.get(name) === 'walking') {
        cycles.push([...trail.slice(trail.indexOf(name)), name].join(' -> '));
        return;
      }
      state.set(name, 'walking');
      for (const next of uses.get(name) ?? []) walk(next, [...trail, name]);
      state.set(name, 'done');
    };
    for (const name of uses.keys()) walk(name, []);
    expect(uses.get('orders')).toContain('stock');
    expect(cycles).toEqual([]);
  });
});
