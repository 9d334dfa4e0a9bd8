import type { ReactNode } from 'react';
import { PageHeader } from '../../components/page-header';
import { PageTabs } from '../../components/page-tabs';

/** The reports' title and their two pages as tabs. */
export function ReportsHeader({ actions }: { actions?: ReactNode }) {
  return (
    <>
      <PageHeader
        title="Reports"
        description="How the shop sells and what its stock is doing, in Juba days."
        actions={actions}
      />
      <PageTabs
        label="Reports"
        tabs={[
          { to: '/reports', label: 'Sales', end: true },
          { to: '/reports/stock', label: 'Stock' },
        ]}
      />
    </>
  );
}
