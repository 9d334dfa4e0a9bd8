import type { ReactNode } from 'react';
import { PageHeader } from '../../components/page-header';
import { PageTabs } from '../../components/page-tabs';
import { useMayUse } from '../../lib/staff-role';

/** The reports' title and their two pages as tabs. */
export function ReportsHeader({ actions }: { actions?: ReactNode }) {
  // The warehouse sees the stock report only (docs/decisions/0068-staff-roles.md).
  const sales = useMayUse('reports');
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
          ...(sales ? [{ to: '/reports', label: 'Sales', end: true }] : []),
          { to: '/reports/stock', label: 'Stock' },
        ]}
      />
    </>
  );
}
