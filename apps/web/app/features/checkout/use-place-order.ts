import {
  COD_TOAST_MS,
  MOBILE_MONEY_TOAST_MS,
  ORDER_MESSAGES as M,
  type CartData,
  type FieldErrors,
} from '@shop/contracts/client';
import { useRef, useState, type FormEvent } from 'react';
import { offlineRefusal } from '~/lib/offline-refusal';
import { useNavigate } from 'react-router';
import { ApiError } from '~/lib/api';
import { cartStore } from '~/stores/cart-store';
import { dismissToast, notify } from '~/lib/notify';
import { placeOrder, type PlaceOrderInput } from './api/place-order';
import { attemptKey, finishAttempt } from './attempt-key';

const PROCESSING_TOAST = 'order-processing';
// Only for a failure that is not the API's (which always comes with words of its own).
const PLACE_FAILED = 'We could not place your order. Please try again.';

/**
 * Place Order: one attempt at a time (one Idempotency-Key per cart), the processing toast, then
 * /orders; a refusal shows its message, its fields (`onFieldErrors`) and, when a price or the
 * fee changed (CONFLICT), asks for the new ones (`onConflict`).
 */
export function usePlaceOrder({
  cart,
  prepare,
  onFieldErrors,
  onConflict,
}: {
  cart: CartData;
  /** The order to send, or null when the form said what to fix first. */
  prepare: () => PlaceOrderInput | null;
  onFieldErrors: (errors: FieldErrors) => void;
  onConflict: () => void;
}) {
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Set synchronously: a second click in the same frame, before React re-renders, is ignored.
  const inFlight = useRef(false);

  const refuse = (message: string, errors: FieldErrors = {}) => {
    onFieldErrors(errors);
    setProblem(message);
    notify('error', message);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    setProblem(null);
    const offline = offlineRefusal('Placing an order');
    if (offline) return refuse(offline);
    const input = prepare();
    if (!input) return;

    inFlight.current = true;
    setBusy(true);
    notify('info', M.processing, { id: PROCESSING_TOAST, autoClose: false });
    try {
      const answer = await placeOrder(input, attemptKey(cart));
      dismissToast(PROCESSING_TOAST);
      finishAttempt();
      const cod = input.method === 'cod';
      const fallback = cod ? M.codSuccess : M.mobileMoneySuccess(input.mobileNumber);
      notify('success', answer.message || fallback, {
        autoClose: cod ? COD_TOAST_MS : MOBILE_MONEY_TOAST_MS,
      });
      // Leave first, so this page never shows its empty cart; the server has already emptied
      // the account's cart, so only this browser's copy is cleared (nothing is sent).
      await navigate('/orders');
      cartStore.replaceCart({});
    } catch (err) {
      dismissToast(PROCESSING_TOAST);
      const refused = err instanceof ApiError ? err : null;
      // A price or the delivery fee changed: show the new ones before the customer retries.
      if (refused?.code === 'CONFLICT') onConflict();
      refuse(refused?.message ?? PLACE_FAILED, refused?.errors);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return { busy, problem, submit };
}
