import { PageTabs } from '../../components/page-tabs';

/** A product's two pages: its editor and the history of its stock. */
export function ProductTabs({ id }: { id: string }) {
  return (
    <PageTabs
      label="Product pages"
      tabs={[
        { to: `/products/${id}`, label: 'Product', end: true },
        { to: `/products/${id}/stock-history`, label: 'Stock history' },
      ]}
    />
  );
}
