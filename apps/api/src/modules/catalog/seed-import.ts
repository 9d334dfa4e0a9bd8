// Products the shop brings itself (the demo catalogue of a first start), through staff's import:
// read, checked and written by the same code, so a row staff could not import is refused here
// too, and nothing of it is written.
import type { ImportRowError } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { catalogueChanged } from './admin-service.ts';
import { readProductRecords } from './import-file.ts';
import { plan, write, type ImportWay } from './import-rows.ts';

/** The rows an import by the shop itself refused, numbered as in a file (the header is row 1). */
export class SeedRowsRefused extends Error {
  constructor(readonly rowErrors: ImportRowError[]) {
    const lines = rowErrors.map(
      (e) => `row ${e.row}${e.field ? `, ${e.field}` : ''}: ${e.message}`,
    );
    super(`The product import refuses these rows (the header is row 1):\n${lines.join('\n')}`);
  }
}

/**
 * Creates the products of `records` (the import's header, then a row per product) as the shop
 * itself: nobody is audited, and each product's opening stock is counted in, reason 'seed', when
 * it arrived (`createdAt` of its place and the number of rows). Its pictures may be only
 * `pictures`, those the seed draws (a first start's storage holds them; a test database's none).
 * All or nothing; a refusal throws `SeedRowsRefused`.
 */
export async function seedProducts(
  db: Db,
  records: string[][],
  opts: { createdAt: (i: number, n: number) => Date; pictures: ReadonlySet<string> },
): Promise<number> {
  const file = readProductRecords(records);
  if (file.errors.length) throw new SeedRowsRefused(file.errors);
  const way: ImportWay = {
    unknownImages: async (_tx, urls) => new Set(urls.filter((url) => !opts.pictures.has(url))),
    createdAt: (i, n) => opts.createdAt(i, n),
    actorId: null,
    stockReason: 'seed',
    lock: true,
  };
  const created = await db.transaction(async (tx) => {
    const planned = await plan(tx, file.rows, way);
    if (planned.errors.length) throw new SeedRowsRefused(planned.errors);
    await write(tx, planned, way);
    return planned.creates.length;
  });
  catalogueChanged(db);
  return created;
}
