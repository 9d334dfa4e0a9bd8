import type { Order } from '@shop/contracts/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '~/lib/notify';
import { getUserOrders } from './get-user-orders';

export type OrdersLoad =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; orders: Order[]; updatedAt: number };

/**
 * The signed-in customer's orders. `reload` reads them again (the Track Order button); when a
 * reload fails the list on screen stays and the error is shown as a toast.
 */
export function useUserOrders(enabled: boolean) {
  const [load, setLoad] = useState<OrdersLoad>({ status: 'loading' });
  const [reloading, setReloading] = useState(false);
  const [version, setVersion] = useState(0);
  const shown = useRef(false);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setReloading(true);
    getUserOrders()
      .then((orders) => {
        if (!live) return;
        shown.current = true;
        setLoad({ status: 'ready', orders, updatedAt: Date.now() });
      })
      .catch((err: unknown) => {
        if (!live) return;
        const message = err instanceof Error ? err.message : String(err);
        if (shown.current) notify('error', message);
        else setLoad({ status: 'error', message });
      })
      .finally(() => {
        if (live) setReloading(false);
      });
    return () => {
      live = false;
    };
  }, [enabled, version]);

  const reload = useCallback(() => {
    setVersion((v) => v + 1);
  }, []);

  /** Puts an order the server just answered (after a transaction id) in place of the shown one. */
  const replaceOrder = useCallback((order: Order) => {
    setLoad((current) =>
      current.status === 'ready'
        ? { ...current, orders: current.orders.map((o) => (o._id === order._id ? order : o)) }
        : current,
    );
  }, []);

  return { load, reloading, reload, replaceOrder };
}
