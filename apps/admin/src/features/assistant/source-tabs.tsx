import type { UnansweredCounts, UnansweredSource } from '@shop/contracts';
import { PillTabs } from '../../components/pill-tabs';
import { SOURCE_TABS, sourceParams, tabCount } from './unanswered-filters';

/**
 * Where the questions were asked, as links that keep the search: every place, the assistant or
 * the collection's search box, with how many different questions each recorded.
 */
export function SourceTabs({
  current,
  q,
  counts,
}: {
  current: UnansweredSource | undefined;
  q: string | undefined;
  counts: UnansweredCounts | undefined;
}) {
  return (
    <PillTabs
      label="Where it was asked"
      tabs={SOURCE_TABS.map(({ source, label }) => ({
        key: label,
        label,
        to: sourceParams(source, q),
        active: source === (current ?? ''),
        count: counts ? (tabCount(source, counts) ?? undefined) : undefined,
      }))}
    />
  );
}
