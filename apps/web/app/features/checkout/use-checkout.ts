import {
  COD_TOAST_MS,
  isAutoPaymentProvider,
  MOBILE_MONEY_TOAST_MS,
  ORDER_MESSAGES as M,
  orderSummary,
  type AddressField,
  type MobileMoneyProvider,
  type PaymentMethod,
  type UpdateChannel,
  type User,
} from '@shop/contracts/client';
import { useCallback, useEffect, useMemo, useReducer, useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '~/lib/api';
import { dismissToast, notify } from '~/lib/notify';
import { offlineRefusal } from '~/lib/offline-refusal';
import type { OrdersPageState } from '~/lib/orders-page-state';
import { useRequireAccount } from '~/lib/use-require-account';
import { cartStore, useCart } from '~/stores/cart-store';
import { useCartProducts } from '~/stores/use-cart-products';
import { placeOrder, type PlaceOrderInput } from './api/place-order';
import { attemptKey, finishAttempt } from './attempt-key';
import { forgetDraft, keepDraft, readDraft } from './checkout-draft';
import { checkoutLines, type CheckoutLine } from './checkout-lines';
import { checkoutReducer, initialCheckout } from './checkout-reducer';
import {
  fieldId,
  firstMessage,
  validateCheckout,
  type AddressValues,
  type CheckoutValues,
} from './checkout-validation';
import { shortLines } from './line-problems';
import { useFees } from './use-fees';
import { useProfilePrefill } from './use-profile-prefill';
import { addressValuesOf, useSavedAddresses } from './use-saved-addresses';

const PROCESSING_TOAST = 'order-processing';
// Only for a failure that is not the API's (which always comes with words of its own).
const PLACE_FAILED = 'We could not place your order. Please try again.';

/** The order as it is sent: the payment method picks the call and what it carries. */
function orderOf(values: CheckoutValues, lines: CheckoutLine[], amount: number): PlaceOrderInput {
  const order = {
    address: values.address,
    items: lines.map((l) => ({
      _id: l.product._id,
      size: l.size,
      quantity: l.quantity,
      price: l.price,
    })),
    amount,
    updatesBy: values.updatesBy,
  };
  return values.method === 'mobile_money'
    ? {
        method: 'mobile_money',
        ...order,
        mobileNumber: values.mobileNumber,
        mobileProvider: values.provider,
      }
    : { method: 'cod', ...order };
}

/**
 * 'Complete Your Order' (docs/spec/account-and-company-site.md sections 2, 4, 5 and 8): the cart's
 * lines with their products and the fees, and the one checkout state (checkout-reducer.ts) with
 * what changes it. Money is computed again by the server, which refuses (409, CONFLICT) an order
 * whose prices changed: the page then reads the prices and fees again. Stock is taken by the
 * server too (docs/decisions/0031): a line asking for more than is left holds the order back
 * here, and a line the server found short carries its message. One attempt at a time, with one
 * Idempotency-Key per cart (attempt-key.ts); once placed, on to /orders.
 */
export function useCheckout() {
  const session = useRequireAccount();
  const cart = useCart();
  const [settings, reloadFees] = useFees();
  const ids = useMemo(() => Object.keys(cart.cart), [cart.cart]);
  const { products, loading, error, retry, refresh } = useCartProducts(ids, session !== null);
  const [state, dispatch] = useReducer(checkoutReducer, undefined, initialCheckout);
  const navigate = useNavigate();
  // Set synchronously: a second click in the same frame, before React re-renders, is ignored.
  const inFlight = useRef(false);
  // A mobile money order of an operator the shop may ask: the Order List sends it to the phone.
  const placedOrder = useRef<string | null>(null);

  const lines = checkoutLines(cart.cart, products);
  const summary = orderSummary(
    lines.map((l) => ({ price: l.price, quantity: l.quantity })),
    settings,
  );

  const token = session?.token;
  // What this session typed before a reload comes back first; the saved address and the profile
  // arrive later and fill only what is still untouched.
  useEffect(() => {
    const draft = token ? readDraft(token) : undefined;
    if (draft) dispatch({ type: 'restore', values: draft });
  }, [token]);
  // Kept once the customer typed or chose something, until the order is placed.
  useEffect(() => {
    if (token && state.edited && !state.placed) keepDraft(token, state.values);
  }, [token, state.edited, state.placed, state.values]);

  const prefill = useCallback((user: User) => dispatch({ type: 'prefill', user }), []);
  useProfilePrefill(token, prefill);
  const offerSaved = useCallback(
    (address: AddressValues) => dispatch({ type: 'savedAddress', address, chosen: false }),
    [],
  );
  const savedAddresses = useSavedAddresses(token, offerSaved);

  // The field to fix takes the focus once the form is enabled again.
  useEffect(() => {
    if (!state.focus || state.busy) return;
    document.getElementById(fieldId(state.focus))?.focus();
    dispatch({ type: 'focused' });
  }, [state.focus, state.busy]);

  // A price or the delivery fee changed: show what the server will charge before a retry.
  useEffect(() => {
    if (!state.conflict) return;
    refresh();
    reloadFees();
  }, [state.conflict, refresh, reloadFees]);

  useEffect(() => {
    if (!state.placed) return;
    // Leave first, so this page never shows its empty cart; the server has already emptied the
    // account's cart, so only this browser's copy is cleared (nothing is sent).
    forgetDraft();
    void (async () => {
      const state: OrdersPageState = { payFromPhone: placedOrder.current ?? undefined };
      await navigate('/orders', { state });
      cartStore.replaceCart({});
    })();
  }, [state.placed, navigate]);

  const refuse = (message: string, refusal?: ApiError | null) => {
    dispatch({
      type: 'refused',
      message,
      errors: refusal?.errors,
      conflict: refusal?.code === 'CONFLICT',
    });
    notify('error', message);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    dispatch({ type: 'submit' });
    const offline = offlineRefusal('Placing an order');
    if (offline) return refuse(offline);
    if (summary.total === 0 || lines.length === 0) return notify('error', M.cartEmpty);
    const checked = validateCheckout(state.values);
    dispatch({ type: 'checked', errors: checked });
    const problem = firstMessage(checked);
    if (problem) return notify('error', problem);

    const input = orderOf(state.values, lines, summary.total);
    inFlight.current = true;
    dispatch({ type: 'send', lines: lines.map((l) => ({ key: l.key, quantity: l.quantity })) });
    notify('info', M.processing, { id: PROCESSING_TOAST, autoClose: false });
    try {
      const answer = await placeOrder(input, attemptKey(cart.cart));
      dismissToast(PROCESSING_TOAST);
      finishAttempt();
      const cod = input.method === 'cod';
      const fallback = cod ? M.codSuccess : M.mobileMoneySuccess(input.mobileNumber);
      notify('success', answer.message || fallback, {
        autoClose: cod ? COD_TOAST_MS : MOBILE_MONEY_TOAST_MS,
      });
      if (input.method === 'mobile_money' && isAutoPaymentProvider(input.mobileProvider))
        placedOrder.current = answer.order._id;
      // Nothing is sent again from this page: inFlight stays set.
      dispatch({ type: 'placed' });
    } catch (err) {
      inFlight.current = false;
      dismissToast(PROCESSING_TOAST);
      const refused = err instanceof ApiError ? err : null;
      refuse(refused?.message ?? PLACE_FAILED, refused);
    }
  };

  return {
    /** The session or the cart's products are still being read. */
    waiting: !session || (loading && lines.length === 0),
    /** The cart's products could not be read (and none are known). */
    loadError: lines.length === 0 ? error : null,
    retry,
    state,
    lines,
    summary,
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    short: shortLines(lines),
    freeDeliveryThreshold: settings.freeDeliveryThreshold,
    submit,
    setField: (field: AddressField, value: string) => dispatch({ type: 'field', field, value }),
    /** The account's saved addresses, the last used first (none while they load). */
    savedAddresses,
    /** A saved address by its id, or "" for a new one. */
    chooseSavedAddress: (id: string) => {
      const saved = savedAddresses.find((a) => a._id === id);
      dispatch(
        saved
          ? { type: 'savedAddress', address: addressValuesOf(saved), chosen: true }
          : { type: 'newAddress' },
      );
    },
    chooseMethod: (method: PaymentMethod) => dispatch({ type: 'method', method }),
    setProvider: (provider: MobileMoneyProvider) => dispatch({ type: 'provider', provider }),
    changeMobileNumber: (value: string) => dispatch({ type: 'mobileNumber', value }),
    chooseUpdates: (value: UpdateChannel) => dispatch({ type: 'updatesBy', value }),
    /** Sets a line's quantity in the cart (0 removes it). */
    setQuantity: (line: CheckoutLine, quantity: number) =>
      cartStore.update(line.product._id, line.size, quantity),
  };
}
