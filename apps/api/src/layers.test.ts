// The API's layer rule (eslint.config.js, 'api/layers') refuses what it is meant to refuse and
// lets the rest through: each case is linted as if it were a file at that place in the tree.
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
