import { Button } from '@shop/ui';
import { useParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { QueryState } from '../../components/query-state';
import { useShopSettings } from '../../lib/use-shop-settings';
import { useAdminOrder } from './api/get-order';
import { PackingSlip } from './packing-slip';

/** One order's printable packing slip (no prices: the invoice has them). */
export function PackingSlipPage() {
  const { id = '' } = useParams();
  const order = useAdminOrder(id);
  const settings = useShopSettings();
  const data = order.data;
  const company = settings.data?.company;

  return (
    <QueryState
      query={{
        isPending: order.isPending || settings.isPending,
        error: order.error ?? settings.error,
      }}
    >
      {data && company ? (
        <>
          <div className="no-print mb-4 flex flex-wrap items-center justify-between gap-3">
            <BackLink to={`/orders/${data._id}`}>Back to the order</BackLink>
            <Button onClick={() => window.print()}>Print</Button>
          </div>
          <PackingSlip order={data} company={company} />
        </>
      ) : null}
    </QueryState>
  );
}
