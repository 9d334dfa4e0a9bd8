import {
  UNANSWERED_SOURCES,
  type AdminUnansweredQuery,
  type UnansweredCounts,
  type UnansweredSource,
} from '@shop/contracts';

/** The same limit as the API's search within the texts (adminUnansweredQuerySchema). */
export const UNANSWERED_SEARCH_MAX = 100;

/** Where a question was asked, as the staff name the two places. */
export const SOURCE_LABELS: Record<UnansweredSource, string> = {
  assistant: 'Assistant',
  search: 'Search box',
};

/** The list's tabs: '' is every place. */
export const SOURCE_TABS: { source: '' | UnansweredSource; label: string }[] = [
  { source: '', label: 'All' },
  ...UNANSWERED_SOURCES.map((source) => ({ source, label: SOURCE_LABELS[source] })),
];

/** How many different questions a tab holds; 'All' has no figure of its own (a text may be in both). */
export function tabCount(source: '' | UnansweredSource, counts: UnansweredCounts): number | null {
  return source === '' ? null : counts[source];
}

/** The list's filters as the address holds them; an unknown source is ignored, not refused. */
export function unansweredFilters(params: URLSearchParams): {
  source?: UnansweredSource;
  q?: string;
} {
  const source = params.get('source') ?? '';
  const q = (params.get('q') ?? '').trim().slice(0, UNANSWERED_SEARCH_MAX);
  const filters: { source?: UnansweredSource; q?: string } = {};
  if ((UNANSWERED_SOURCES as readonly string[]).includes(source)) {
    filters.source = source as UnansweredSource;
  }
  if (q) filters.q = q;
  return filters;
}

/** The API's query: the address's filters and page. */
export function unansweredQuery(params: URLSearchParams, pageSize: number): AdminUnansweredQuery {
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  return { ...unansweredFilters(params), page, pageSize };
}

/** The address of a tab, keeping the search (a new tab starts at its first page). */
export function sourceParams(source: '' | UnansweredSource, q: string | undefined): string {
  const out = new URLSearchParams();
  if (source) out.set('source', source);
  if (q) out.set('q', q);
  const text = out.toString();
  return text ? `/assistant/unanswered?${text}` : '/assistant/unanswered';
}

/** The admin products list searching for the question's words (features/products reads `q`). */
export const catalogueSearchLink = (text: string) =>
  `/products?${new URLSearchParams({ q: text }).toString()}`;
