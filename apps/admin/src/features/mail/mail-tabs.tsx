import type { MailCounts, MailFilter } from '@shop/contracts';
import { PillTabs } from '../../components/pill-tabs';
import { MAIL_TABS, tabCount } from './mail-filters';

/** Pending, Sent and Failed, each with how many it holds; Failed stands out while it holds any. */
export function MailTabs({
  current,
  counts,
  link = (tab) => `/mail?status=${tab}`,
}: {
  current: MailFilter;
  counts?: MailCounts | undefined;
  /** Where a tab leads (the Messages page keeps its channel). */
  link?: (tab: MailFilter) => string;
}) {
  return (
    <PillTabs
      label="Mail tabs"
      tabs={MAIL_TABS.map(({ tab, label }) => ({
        key: tab,
        label,
        to: link(tab),
        active: tab === current,
        count: counts ? tabCount(tab, counts) : undefined,
        alarming: tab === 'failed',
      }))}
    />
  );
}
