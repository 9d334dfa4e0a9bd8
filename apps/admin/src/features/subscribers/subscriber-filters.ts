import {
  SUBSCRIBER_STATES,
  type AdminSubscribersQuery,
  type SubscriberState,
} from '@shop/contracts';

export const SUBSCRIBER_SEARCH_MAX = 100;

export const STATUS_LABELS: Record<SubscriberState, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  bouncing: 'Bouncing',
  unsubscribed: 'Unsubscribed',
};

/** The list's filters as the address holds them; an unknown status is ignored, not refused. */
export function subscriberFilters(params: URLSearchParams): {
  status?: SubscriberState;
  q?: string;
} {
  const status = params.get('status') ?? '';
  const q = (params.get('q') ?? '').trim().slice(0, SUBSCRIBER_SEARCH_MAX);
  const filters: { status?: SubscriberState; q?: string } = {};
  if ((SUBSCRIBER_STATES as readonly string[]).includes(status)) {
    filters.status = status as SubscriberState;
  }
  if (q) filters.q = q;
  return filters;
}

/** The list's query: its filters and the page (the export takes the filters alone). */
export function subscribersQuery(params: URLSearchParams, pageSize: number): AdminSubscribersQuery {
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  return { ...subscriberFilters(params), page, pageSize };
}
