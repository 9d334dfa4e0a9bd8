import { isAutoPaymentProvider, type Order } from '@shop/contracts/client';
import PhonePayment from './phone-payment';
import { TransactionForm } from './transaction-form';

/**
 * How an unpaid mobile money order is paid: from the phone when its operator has an API (the
 * server then says whether it can send the request now), else by hand with the transaction id.
 * A part of its own: most order lists have no payment due, so none of this is on their first load.
 */
export default function PaymentDue({
  order,
  sendAtOnce,
  onSaved,
  onPaid,
}: {
  order: Order;
  sendAtOnce: boolean;
  onSaved: (order: Order) => void;
  onPaid: () => void;
}) {
  const manual = <TransactionForm order={order} onSaved={onSaved} />;
  if (!isAutoPaymentProvider(order.mobileProvider)) return manual;
  return (
    <PhonePayment
      order={order}
      sendAtOnce={sendAtOnce}
      onSaved={onSaved}
      onPaid={onPaid}
      manual={manual}
    />
  );
}
