import { PageTabs } from '../../components/page-tabs';
import { useMayUse } from '../../lib/staff-role';

/** A product's two pages: its editor and the history of its stock. */
export function ProductTabs({ id }: { id: string }) {
  // Stock history is the warehouse's and the owners' (docs/decisions/0068-staff-roles.md).
  const stock = useMayUse('stock');
  return (
    <PageTabs
      label="Product pages"
      tabs={[
        { to: `/products/${id}`, label: 'Product', end: true },
        ...(stock ? [{ to: `/products/${id}/stock-history`, label: 'Stock history' }] : []),
      ]}
    />
  );
}
