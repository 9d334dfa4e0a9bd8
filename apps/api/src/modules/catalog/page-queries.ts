import { and, sql, type SQL } from 'drizzle-orm';
import type { ProductListFilters } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { isListed, products } from '../../db/schema.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { orderOf, shownColumns, whereOf, type Value } from './queries.ts';
import { byWhatThingsAre } from './search/what-things-are.ts';

// Reading one page of a listing (filtered, sorted, paged) from the catalogue indexes; the
// conditions and orders are those of queries.ts, so a page and its total always agree.

type Sort = ProductListFilters['sort'];
type Paging = { limit: number; offset: number };
type PagingValues = { limit: Value<number>; offset: Value<number> };

/** The same orders, over the columns of a search's matches (`matchesFirst`). */
const MATCH_ORDER = {
  low: sql.raw('price ASC, id ASC'),
  high: sql.raw('price DESC, id DESC'),
  newest: sql.raw('created_at DESC, id DESC'),
};
const matchOrderOf = (sort: Sort) =>
  sort === 'low' || sort === 'high' ? MATCH_ORDER[sort] : MATCH_ORDER.newest;

/**
 * A page's rows, read by their ids: the ids of the page are found first, from the index alone
 * (every listing index ends with the id), and only those rows are read. Reading the rows while
 * paging would fetch every row skipped by the offset: page 500 read 5,000 rows for 10. As an
 * array (`= ANY(ARRAY(...))`) the ids are always looked up by primary key: as `IN (...)`, a plan
 * made before the page size is known (a prepared statement's) guessed thousands of ids and read
 * the whole table to join them.
 */
function rowsOfPage(db: Db, pageIds: SQL | ReturnType<typeof idsOfPage>, sort: Sort) {
  return db
    .select(shownColumns)
    .from(products)
    .where(sql`${products.id} = ANY(ARRAY${pageIds})`)
    .orderBy(...orderOf(sort));
}

function idsOfPage(db: Db, where: SQL | undefined, sort: Sort, paging: PagingValues) {
  return db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...orderOf(sort))
    .limit(paging.limit)
    .offset(paging.offset);
}

/**
 * The ids of a search's page when the search matches few products: every match is found in the
 * trigram index first (MATERIALIZED keeps the planner from merging the two steps), then sorted.
 * Left to itself the planner walks the sort's index and tests each product's name in turn,
 * betting that matches are spread evenly along the order; they rarely are (cement is cheap,
 * sofas are dear), and 'cement' by price read 3,700 products for 20. Sorting the matches costs
 * what counting them costs, which the total pays anyway.
 */
function matchesFirst(where: SQL | undefined, sort: Sort, paging: PagingValues) {
  const matches = sql`SELECT ${products.id}, ${products.price}, ${products.createdAt}
    FROM ${products} WHERE ${where}`;
  return sql`(WITH matches AS MATERIALIZED (${matches})
    SELECT id FROM matches ORDER BY ${matchOrderOf(sort)}
    LIMIT ${paging.limit} OFFSET ${paging.offset})`;
}

/**
 * Up to this many matches, a search sorts all its matches (`matchesFirst`); a search matching
 * more is left to the planner, which walks the sort's index until the page is full, quick when
 * matches are that common.
 */
export const SORT_ALL_MATCHES_MAX = 5_000;

/**
 * Listings and searches: one statement per shape (which filters are set, which order, whether a
 * search), built once and prepared by name, so neither the shop nor PostgreSQL parses and plans
 * it again for every page; planning a search's page took a fifth of its time. A search is
 * prepared only in the shape that finds every match in the trigram index first (`matchesFirst`)
 * and only for a text with a trigram in it (`hasTrigram`): a plan made for any text then reads
 * that index, which is right for every such text. A search matching many products, or one
 * without a trigram, is planned for its own text: the plan that suits it depends on the text.
 * So is a search one of whose words names a category (search/what-things-are.ts): its condition
 * has as many terms as the text has words.
 */
type PreparedPage = ReturnType<ReturnType<typeof pageStatement>['prepare']>;
const preparedPages = new WeakMap<Db, Map<string, PreparedPage>>();

function shapeOf(filters: ProductListFilters): string {
  const popular = filters.popular === undefined ? '' : String(filters.popular);
  const sort = filters.sort === 'low' || filters.sort === 'high' ? filters.sort : 'newest';
  const stock = filters.inStock ? 'i' : '';
  const search = filters.q ? 'q' : '';
  return `c${filters.category ? 1 : 0}s${filters.subCategory ? 1 : 0}p${popular}${stock}${search}_${sort}`;
}

/**
 * Whether pg_trgm finds a trigram in a search text: it reads words of letters and digits, and a
 * pattern inside a word of three or more gives one. Without any, the trigram index can only be
 * read whole.
 */
export const hasTrigram = (q: string): boolean => /[\p{L}\p{N}]{3}/u.test(q);

/**
 * The statement of a shape, its values as placeholders: `category`, `subCategory`, `q` (the LIKE
 * pattern of a search), `limit` and `offset`.
 */
export function pageStatement(db: Db, filters: ProductListFilters) {
  const where = whereOf(filters, (placeholder) => sql.placeholder(placeholder));
  const paging = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };
  const pageIds = filters.q
    ? matchesFirst(where, filters.sort, paging)
    : idsOfPage(db, where, filters.sort, paging);
  return rowsOfPage(db, pageIds, filters.sort);
}

/** The statement prepared under `name` on `db`, made by `make` the first time. */
function preparedOnce(db: Db, name: string, make: () => ReturnType<typeof pageStatement>) {
  let statements = preparedPages.get(db);
  if (!statements) {
    statements = new Map();
    preparedPages.set(db, statements);
  }
  let prepared = statements.get(name);
  if (!prepared) {
    prepared = make().prepare(name);
    statements.set(name, prepared);
  }
  return prepared;
}

const preparedPage = (db: Db, filters: ProductListFilters) =>
  preparedOnce(db, `catalog_page_${shapeOf(filters)}`, () => pageStatement(db, filters));

/**
 * The rows of a page whose ids are known already (the name index's, name-index/), in the list's
 * order. A product archived since the ids were found is left out rather than shown.
 */
export async function findRowsByIds(db: Db, ids: string[], sort: Sort) {
  const order = sort === 'low' || sort === 'high' ? sort : 'newest';
  const rows = preparedOnce(db, `catalog_rows_${order}`, () =>
    db
      .select(shownColumns)
      .from(products)
      .where(and(sql`${products.id} = ANY(${sql.placeholder('ids')})`, isListed()))
      .orderBy(...orderOf(sort)),
  );
  return rows.execute({ ids });
}

/**
 * One page of a listing. `total` is the listing's exact count (the caller knows it already) and
 * chooses how a search is read; the rows are the same either way.
 */
export async function findProductPage(
  db: Db,
  filters: ProductListFilters,
  paging: Paging,
  total: number,
) {
  const sortsAllMatches = !!filters.q && total <= SORT_ALL_MATCHES_MAX;
  const prepared = filters.q
    ? sortsAllMatches && hasTrigram(filters.q) && !byWhatThingsAre(filters.q)
    : true;
  if (prepared && !filters.ids) {
    return preparedPage(db, filters).execute({
      category: filters.category,
      subCategory: filters.subCategory,
      q: filters.q && containsPattern(filters.q),
      ...paging,
    });
  }
  const where = whereOf(filters);
  const pageIds = sortsAllMatches
    ? matchesFirst(where, filters.sort, paging)
    : idsOfPage(db, where, filters.sort, paging);
  return rowsOfPage(db, pageIds, filters.sort);
}
