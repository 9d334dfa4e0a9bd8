/**
 * `?page=N` of /blog as its links write it: a whole number from 1 without a leading zero; null
 * when it is not one (the page then answers 404). Page 1 is the bare address.
 */
export function blogPageOf(params: URLSearchParams): number | null {
  const raw = params.get('page');
  if (raw === null) return 1;
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null;
}

export const blogPageHref = (page: number) => (page === 1 ? '/blog' : `/blog?page=${page}`);

/**
 * The part of /blog's query its kept page is stored under (entry.server.tsx): the page number
 * as written, the first page being the bare address. A malformed one answers 404, never kept.
 */
export function blogPageCacheQuery(params: URLSearchParams): string {
  const page = params.get('page');
  return page !== null && page !== '1' ? `page=${page}` : '';
}
