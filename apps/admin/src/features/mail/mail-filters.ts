import {
  MAIL_FILTERS,
  MAIL_FILTER_LABELS,
  type AdminMailQuery,
  type MailCounts,
  type MailFilter,
} from '@shop/contracts';

/** The Mail page's tabs, in the order staff look at them. */
export const MAIL_TABS: { tab: MailFilter; label: string }[] = MAIL_FILTERS.map((tab) => ({
  tab,
  label: MAIL_FILTER_LABELS[tab],
}));

/** The tab shown without one in the address: what has not gone out yet. */
export const DEFAULT_MAIL_TAB: MailFilter = 'pending';

/**
 * The API's query for the address (?status=&page=). Read leniently: an unknown tab (an old link,
 * a typo) shows the pending one instead of an error.
 */
export function mailQuery(
  params: URLSearchParams,
  pageSize: number,
): AdminMailQuery & {
  status: MailFilter;
} {
  const asked = params.get('status') ?? '';
  const status = (MAIL_FILTERS as readonly string[]).includes(asked)
    ? (asked as MailFilter)
    : DEFAULT_MAIL_TAB;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  return { status, page, pageSize };
}

export const tabCount = (tab: MailFilter, counts: MailCounts) => counts[tab];
