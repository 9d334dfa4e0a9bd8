// The staff's paged lists (customers, subscribers, mail, contact messages) read and answer a page
// the same way: the page and size the query asks for (or the list's default), the search with ''
// meaning none, one page of rows with the count of every match, and the answer's shape
// (`pagedResponse` in packages/contracts: the rows under the list's own name, total, page, size).

/** What every staff list's query may hold, as the contracts' query schemas parse it. */
export interface StaffListQuery {
  page?: number;
  pageSize?: number;
  q?: string;
}

/** The window of rows one page covers, for the SQL. */
export interface Paging {
  limit: number;
  offset: number;
}

/** One page of rows and the count of every row that matches. */
export interface CountedRows<Row> {
  rows: Row[];
  total: number;
}

/**
 * One page of rows (the query given, limited to the page's window) and the count of every match,
 * read together.
 */
export async function countedPage<Row>(
  rows: { limit(limit: number): { offset(offset: number): PromiseLike<Row[]> } },
  total: PromiseLike<{ n: number }[]>,
  paging: Paging,
): Promise<CountedRows<Row>> {
  const [page, [counted]] = await Promise.all([
    rows.limit(paging.limit).offset(paging.offset),
    total,
  ]);
  return { rows: page, total: counted?.n ?? 0 };
}

/**
 * A staff list's answer: reads the page the query asks for with `find` (given the search, or
 * undefined for none, and the page's window) and answers its rows, made `toItem`, under `key`.
 */
export async function staffList<const K extends string, Row, Item>(
  key: K,
  query: StaffListQuery,
  defaultPageSize: number,
  find: (q: string | undefined, paging: Paging) => Promise<CountedRows<Row>>,
  toItem: (row: Row) => Item,
): Promise<{ success: true; total: number; page: number; pageSize: number } & Record<K, Item[]>> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? defaultPageSize;
  const { rows, total } = await find(query.q || undefined, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const items = { [key]: rows.map(toItem) } as Record<K, Item[]>;
  return { success: true, ...items, total, page, pageSize };
}
