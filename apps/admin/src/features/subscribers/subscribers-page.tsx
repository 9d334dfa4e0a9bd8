import { ADMIN_SUBSCRIBERS_PAGE_SIZE, SUBSCRIBER_STATES } from '@shop/contracts';
import { useSearchParams } from 'react-router';
import { SearchAndSelectForm } from '../../components/filter-form';
import { labelledOptions } from '../../components/filter-select';
import { PageHeader } from '../../components/page-header';
import { PagedResults } from '../../components/paged-results';
import { usePageParam } from '../../components/pager';
import { useAdminSubscribers } from './api/get-subscribers';
import { DownloadButton } from '../../components/download-button';
import { downloadSubscribersCsv } from './api/export-subscribers';
import {
  STATUS_LABELS,
  SUBSCRIBER_SEARCH_MAX,
  subscriberFilters,
  subscribersQuery,
} from './subscriber-filters';
import { SubscriberCounts } from './subscriber-counts';
import { SubscriberCards, SubscriberTable } from './subscriber-rows';

/**
 * The newsletter's addresses (double opt-in): pending until the link in the mail is clicked,
 * confirmed after, unsubscribed when they leave, bouncing when their mail server refused them for
 * good (no newsletter goes to them). Searchable, filtered by state, exported as CSV.
 */
export function SubscribersPage() {
  const [params] = useSearchParams();
  const [, setPage] = usePageParam();
  const filters = subscriberFilters(params);
  const subscribers = useAdminSubscribers(subscribersQuery(params, ADMIN_SUBSCRIBERS_PAGE_SIZE));
  const counts = subscribers.data?.counts;
  const filtered = Boolean(filters.q || filters.status);

  return (
    <>
      <PageHeader
        title="Subscribers"
        description="Newest first. Only confirmed addresses receive the newsletter."
        actions={
          <DownloadButton
            download={() => downloadSubscribersCsv({ status: filters.status, q: filters.q })}
          >
            Export CSV
          </DownloadButton>
        }
      />
      {counts ? <SubscriberCounts counts={counts} current={filters.status} /> : null}
      <SearchAndSelectForm
        values={filters}
        search={{ placeholder: 'Part of the e-mail address', maxLength: SUBSCRIBER_SEARCH_MAX }}
        select={{
          label: 'Status',
          name: 'status',
          any: 'Every status',
          options: labelledOptions(SUBSCRIBER_STATES, STATUS_LABELS),
        }}
      />
      <PagedResults
        query={subscribers}
        items={(answer) => answer.subscribers}
        empty={
          filtered
            ? 'No addresses match this search.'
            : 'No subscribers yet. Visitors sign up with the form at the foot of the shop.'
        }
        onPage={setPage}
        cards={(answer) => <SubscriberCards subscribers={answer.subscribers} />}
        table={(answer) => <SubscriberTable subscribers={answer.subscribers} />}
      />
    </>
  );
}
