import {
  COD_TOAST_MS,
  MOBILE_MONEY_TOAST_MS,
  ORDER_MESSAGES as M,
  orderSummary,
  type AddressField,
  type MobileMoneyProvider,
  type PaymentMethod,
  type ShopSettings,
} from '@shop/contracts/client';
import { Button } from '@shop/ui';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useRequireAccount } from '~/lib/use-require-account';
import { cartStore, useCart } from '~/lib/cart-store';
import { OrderSummaryPanel } from '~/components/order-summary';
import { useCartProducts } from '~/lib/use-cart-products';
import { useSettings } from '~/lib/use-settings';
import { dismissToast, notify } from '~/lib/notify';
import { apiFetch, ApiError } from '~/lib/api';
import { AddressFieldset, fieldId } from './address-fieldset';
import { attemptKey, finishAttempt } from './attempt-key';
import { CheckoutSection } from './checkout-section';
import { CheckoutSkeleton } from './checkout-skeleton';
import {
  emptyAddress,
  fieldOfServerMessage,
  mobileNumberError,
  prefillAddress,
  validateAddress,
  type AddressErrors,
  type AddressValues,
  type CheckoutField,
} from './checkout-validation';
import { OrderItemsTable, type CheckoutLine } from './order-items-table';
import { PaymentFieldset } from './payment-fieldset';
import { placeOrder } from './place-order-api';
import { PlaceOrderFooter } from './place-order-footer';

const PROCESSING_TOAST = 'order-processing';
// Only when an answer carries no words of its own (the server always sends a message).
const PLACE_FAILED = 'We could not place your order. Please try again.';

/** Delivery fee and threshold: the page's settings, or fresher ones after a refused order. */
function useFees(): [ShopSettings, () => void] {
  const initial = useSettings();
  const [settings, setSettings] = useState(initial);
  const reload = () => {
    apiFetch<ShopSettings>('/api/settings')
      .then(setSettings)
      .catch(() => undefined); // the next refusal says so again
  };
  return [settings, reload];
}

/**
 * 'Complete Your Order' (account-and-company-site.md sections 2, 4, 5 and 8): delivery form,
 * the cart's lines, the payment choice and Place Order. Money is computed again by the server,
 * which refuses (409) an order whose prices changed; the page then shows the new prices.
 */
export function CheckoutPage() {
  const session = useRequireAccount();
  const navigate = useNavigate();
  const cart = useCart();
  const [settings, reloadFees] = useFees();
  const ids = useMemo(() => Object.keys(cart.cart), [cart.cart]);
  const { products, loading, error, retry, refresh } = useCartProducts(ids, session !== null);

  const [address, setAddress] = useState<AddressValues>(emptyAddress);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [method, setMethod] = useState<PaymentMethod>('cod');
  const [provider, setProvider] = useState<MobileMoneyProvider>('MTN');
  const [mobileNumber, setMobileNumber] = useState('');
  const [mobileError, setMobileError] = useState<string>();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Set synchronously: a second click in the same frame, before React re-renders, is ignored.
  const inFlight = useRef(false);
  const [focusTarget, setFocusTarget] = useState<CheckoutField | null>(null);

  // The profile fills in what it knows (name, e-mail, phone, address) once per session. Its
  // client arrives after hydration: the form is usable before, so it stays off the first load.
  const token = session?.token;
  useEffect(() => {
    if (!token) return;
    let live = true;
    import('~/lib/profile-api')
      .then(({ fetchProfile }) => fetchProfile())
      .then((res) => {
        if (live && res.success && res.user) setAddress((v) => prefillAddress(v, res.user!));
      })
      .catch(() => undefined); // the customer types it instead
    return () => {
      live = false;
    };
  }, [token]);

  // Focus moves to the first field to fix once the form is enabled again.
  useEffect(() => {
    if (!focusTarget || busy) return;
    document.getElementById(fieldId(focusTarget))?.focus();
    setFocusTarget(null);
  }, [focusTarget, busy]);

  const lines: CheckoutLine[] = Object.entries(cart.cart).flatMap(([productId, sizes]) => {
    const product = products.get(productId);
    if (!product) return [];
    return Object.entries(sizes).map(([size, quantity]) => ({
      key: `${productId}\u0000${size}`,
      product,
      size,
      quantity,
    }));
  });
  const summary = orderSummary(
    lines.map((l) => ({ price: l.product.price, quantity: l.quantity })),
    settings,
  );
  const itemCount = lines.reduce((n, l) => n + l.quantity, 0);

  if (!session || (loading && lines.length === 0)) return <CheckoutSkeleton />;

  if (error && lines.length === 0) {
    return (
      <div
        role="alert"
        className="rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-stone-200"
      >
        <p className="font-semibold">We could not load your cart.</p>
        <p className="mt-1 text-sm text-muted">{error}</p>
        <Button className="mt-5" onClick={retry}>
          Try again
        </Button>
      </div>
    );
  }

  const setField = (field: AddressField, value: string) => {
    setAddress((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const refuse = (message: string) => {
    const field = fieldOfServerMessage(message);
    if (field === 'mobileNumber') setMobileError(message);
    else if (field) setErrors((e) => ({ ...e, [field]: message }));
    if (field) setFocusTarget(field);
    setProblem(message);
    notify('error', message);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    setProblem(null);
    if (summary.total === 0 || lines.length === 0) {
      notify('error', M.cartEmpty);
      return;
    }
    const addressErrors = validateAddress(address);
    const numberError = method === 'mobile_money' ? mobileNumberError(mobileNumber) : undefined;
    setErrors(addressErrors);
    setMobileError(numberError);
    const first =
      (Object.keys(addressErrors)[0] as AddressField | undefined) ??
      (numberError ? 'mobileNumber' : undefined);
    if (first) {
      notify('error', addressErrors[first as AddressField] ?? numberError!);
      setFocusTarget(first);
      return;
    }

    inFlight.current = true;
    setBusy(true);
    notify('info', M.processing, { id: PROCESSING_TOAST, autoClose: false });
    try {
      const answer = await placeOrder(
        {
          method,
          address,
          items: lines.map((l) => ({
            _id: l.product._id,
            size: l.size,
            quantity: l.quantity,
            price: l.product.price,
          })),
          amount: summary.total,
          ...(method === 'mobile_money' ? { mobileNumber, mobileProvider: provider } : {}),
        },
        attemptKey(cart.cart),
      );
      dismissToast(PROCESSING_TOAST);
      if (!answer.success) {
        refuse(answer.message || PLACE_FAILED);
        return;
      }
      finishAttempt();
      const cod = method === 'cod';
      notify(
        'success',
        answer.message || (cod ? M.codSuccess : M.mobileMoneySuccess(mobileNumber)),
        {
          autoClose: cod ? COD_TOAST_MS : MOBILE_MONEY_TOAST_MS,
        },
      );
      // Leave first, so this page never shows its empty cart; the server has already emptied
      // the account's cart, so only this browser's copy is cleared (nothing is sent).
      await navigate('/orders');
      cartStore.replaceCart({});
    } catch (err) {
      dismissToast(PROCESSING_TOAST);
      if (err instanceof ApiError && err.status === 409) {
        // A price or the delivery fee changed: show the new ones before the customer retries.
        refresh();
        reloadFees();
      }
      refuse(err instanceof Error && err.message ? err.message : PLACE_FAILED);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const emptyCart = lines.length === 0;

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-busy={busy || undefined}
      className="grid items-start gap-6 lg:grid-cols-[1fr_24rem] lg:gap-8"
    >
      <div className="min-w-0 space-y-6">
        <CheckoutSection id="delivery" step={1} title="Delivery Information">
          <AddressFieldset values={address} errors={errors} disabled={busy} onChange={setField} />
        </CheckoutSection>
        <CheckoutSection id="payment" step={2} title="Payment Method">
          <PaymentFieldset
            method={method}
            provider={provider}
            mobileNumber={mobileNumber}
            mobileNumberError={mobileError}
            disabled={busy}
            onMethod={(m) => {
              setMethod(m);
              setMobileError(undefined);
            }}
            onProvider={setProvider}
            onMobileNumber={(value) => {
              setMobileNumber(value);
              setMobileError(undefined);
            }}
          />
        </CheckoutSection>
        <CheckoutSection
          id="items"
          step={3}
          title="Your Items"
          aside={
            emptyCart ? null : (
              <Link to="/cart" className="text-sm font-semibold text-brand-700 hover:underline">
                Edit cart
              </Link>
            )
          }
        >
          {emptyCart ? (
            <div className="rounded-xl bg-stone-50 px-4 py-8 text-center ring-1 ring-stone-200">
              <p className="font-semibold text-ink">{M.cartEmpty}</p>
              <Link
                to="/collection"
                className="mt-3 inline-block font-semibold text-brand-700 hover:underline"
              >
                Browse products
              </Link>
            </div>
          ) : (
            <OrderItemsTable lines={lines} />
          )}
        </CheckoutSection>
      </div>
      <div className="lg:sticky lg:top-24">
        <OrderSummaryPanel
          summary={summary}
          freeDeliveryThreshold={settings.freeDeliveryThreshold}
          itemCount={itemCount}
          footer={<PlaceOrderFooter busy={busy} problem={problem} method={method} />}
        />
      </div>
    </form>
  );
}
