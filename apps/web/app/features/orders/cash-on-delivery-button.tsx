import type { Order } from '@shop/contracts/client';
import { useState } from 'react';
import { Spinner } from '~/components/spinner';
import { ApiError } from '~/lib/api';
import { notify } from '~/lib/notify';
import { chooseCashOnDelivery } from './api/choose-cash-on-delivery';

const NOT_SENT = 'We could not change the payment just now. Please try again.';

/** Pays an unpaid mobile money order in cash when it arrives instead; the order is kept. */
export function CashOnDeliveryButton({
  order,
  onSaved,
  className,
}: {
  order: Order;
  onSaved: (order: Order) => void;
  className: string;
}) {
  const [busy, setBusy] = useState(false);
  const choose = async () => {
    setBusy(true);
    try {
      const answer = await chooseCashOnDelivery({ orderId: order._id });
      notify('success', answer.message);
      onSaved(answer.order);
    } catch (err) {
      notify('error', err instanceof ApiError ? err.message : NOT_SENT);
      setBusy(false);
    }
  };
  return (
    <button type="button" onClick={() => void choose()} disabled={busy} className={className}>
      {busy ? <Spinner /> : null}
      Pay cash on delivery instead
    </button>
  );
}
