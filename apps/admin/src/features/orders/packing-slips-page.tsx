import { BULK_ORDERS_MAX, idSchema, type AdminOrderResponse } from '@shop/contracts';
import { Button } from '@shop/ui';
import { useQueries } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { QueryState } from '../../components/query-state';
import { api } from '../../lib/api-client';
import { useShopSettings } from '../../lib/use-shop-settings';
import { orderKey } from './api/get-order';
import { PackingSlip } from './packing-slip';

/** The orders chosen on the list (`?ids=a,b,c`): only ids, at most a bulk action's worth. */
export function slipIds(param: string | null): string[] {
  const ids = (param ?? '').split(',').map((id) => id.trim().toLowerCase());
  return [...new Set(ids.filter((id) => idSchema.safeParse(id).success))].slice(0, BULK_ORDERS_MAX);
}

/** The packing slips of the orders chosen on the list, one printed page each. */
export function PackingSlipsPage() {
  const [params] = useSearchParams();
  const ids = slipIds(params.get('ids'));
  const settings = useShopSettings();
  const orders = useQueries({
    queries: ids.map((id) => ({
      queryKey: orderKey(id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api<AdminOrderResponse>(`/api/admin/orders/${id}`, { signal }),
      select: (answer: AdminOrderResponse) => answer.order,
    })),
  });
  const company = settings.data?.company;
  const failed = orders.find((o) => o.error)?.error ?? settings.error;
  const pending = settings.isPending || orders.some((o) => o.isPending);

  return (
    <>
      <div className="no-print mb-4 flex flex-wrap items-center justify-between gap-3">
        <BackLink to="/orders">All orders</BackLink>
        {!pending && !failed && ids.length ? (
          <Button onClick={() => window.print()}>
            Print {ids.length} {ids.length === 1 ? 'slip' : 'slips'}
          </Button>
        ) : null}
      </div>
      <h1 className="no-print mb-4 text-2xl font-bold text-ink">Packing slips</h1>
      {ids.length === 0 ? (
        <p className="text-sm text-muted">
          No orders chosen: tick orders on the orders list, then print their packing slips.
        </p>
      ) : (
        <QueryState query={{ isPending: pending, error: failed }}>
          {company ? (
            <div className="space-y-6 print:space-y-0">
              {orders.map((order) =>
                order.data ? (
                  <PackingSlip key={order.data._id} order={order.data} company={company} />
                ) : null,
              )}
            </div>
          ) : null}
        </QueryState>
      )}
    </>
  );
}
