import { EmptyState } from './empty-state';
import { PackageIcon } from './icons';

/**
 * The Orders tab. Orders arrive in a later issue (POST /api/order/userorders does not exist yet),
 * so the tab shows the spec's empty state rather than calling a missing endpoint.
 */
export function OrdersTab() {
  return (
    <EmptyState
      icon={<PackageIcon size={30} />}
      title="No orders yet"
      text="When you place an order, you can follow it here."
      action="Start Shopping"
      to="/collection"
    />
  );
}
