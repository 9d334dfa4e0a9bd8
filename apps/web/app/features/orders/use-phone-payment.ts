import type {
  AutoPaymentProvider,
  Order,
  PaymentAttempt,
  PaymentAttemptResponse,
} from '@shop/contracts/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '~/lib/api';
import { notify } from '~/lib/notify';
import { readOrderPayment } from './api/read-order-payment';
import { readPaymentAttempt } from './api/read-payment-attempt';
import { startPhonePayment } from './api/start-phone-payment';

/** How often a request waiting on the phone is asked about (the server's copy, never the operator). */
export const PHONE_POLL_MS = 3_000;

export type PhonePayment =
  | { kind: 'loading' }
  /** The order's payment could not be read (no connection): the form to pay by hand still works. */
  | { kind: 'unreadable' }
  | {
      kind: 'ready';
      /** Whether a request can be sent to the phone now. */
      fromPhone: boolean;
      attempt: PaymentAttempt | null;
      message: string;
      /** A request is being sent (the operator answers within seconds). */
      sending: boolean;
      /** Why the last send was refused, if it was. */
      refusal?: string;
    };

const NOT_READ = 'We could not check your payment just now.';

/**
 * The order list's phone payment of one mobile money order (docs/decisions/0049-paying-from-the-order-list.md):
 * reads how it stands, sends a request (at once when the checkout asked for it and none was made
 * yet), asks about a waiting request every few seconds until it ends, and tells the page when
 * the order is paid so it reads the order again. Nothing runs after the card is gone.
 */
export function usePhonePayment(order: Order, sendAtOnce: boolean, onPaid: () => void) {
  const [state, setState] = useState<PhonePayment>({ kind: 'loading' });
  const [reads, setReads] = useState(0);
  const sentOnce = useRef(false);
  const paidSeen = useRef(false);

  const settle = useCallback(
    (answer: { attempt: PaymentAttempt | null; message: string; orderPaid: boolean }) => {
      setState((current) => ({
        kind: 'ready',
        fromPhone: current.kind === 'ready' ? current.fromPhone : true,
        attempt: answer.attempt,
        message: answer.message,
        sending: false,
      }));
      if (answer.orderPaid && !paidSeen.current) {
        paidSeen.current = true;
        notify('success', answer.message);
        onPaid();
      }
    },
    [onPaid],
  );

  const send = useCallback(async () => {
    setState((s) => (s.kind === 'ready' ? { ...s, sending: true, refusal: undefined } : s));
    try {
      const answer: PaymentAttemptResponse = await startPhonePayment({
        orderId: order._id,
        provider: order.mobileProvider as AutoPaymentProvider,
      });
      settle(answer);
    } catch (err) {
      const refusal = err instanceof ApiError ? err.message : NOT_READ;
      setState((s) => (s.kind === 'ready' ? { ...s, sending: false, refusal } : s));
    }
  }, [order._id, order.mobileProvider, settle]);

  // How it stands now. A read that fails leaves the customer the form to pay by hand.
  useEffect(() => {
    let live = true;
    readOrderPayment(order._id).then(
      (answer) => {
        if (!live) return;
        setState({ kind: 'ready', ...answer, sending: false });
        if (answer.orderPaid && !paidSeen.current) {
          paidSeen.current = true;
          onPaid();
        }
      },
      () => {
        if (live) setState({ kind: 'unreadable' });
      },
    );
    return () => {
      live = false;
    };
  }, [order._id, onPaid]);

  // The checkout's request: sent once, only for an order that never had one.
  useEffect(() => {
    if (!sendAtOnce || sentOnce.current || state.kind !== 'ready') return;
    sentOnce.current = true;
    if (state.fromPhone && state.attempt === null) void send();
  }, [sendAtOnce, state, send]);

  // A request waiting on the phone: ask again in a few seconds, until it ends.
  const waitingId =
    state.kind === 'ready' && state.attempt?.status === 'pending' ? state.attempt._id : null;
  useEffect(() => {
    if (!waitingId) return;
    let live = true;
    const timer = setTimeout(() => {
      readPaymentAttempt(waitingId).then(
        (answer) => live && settle(answer),
        () => live && setReads((n) => n + 1),
      );
    }, PHONE_POLL_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [waitingId, reads, state, settle]);

  return { state, send };
}
