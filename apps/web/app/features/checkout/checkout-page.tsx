import { ORDER_MESSAGES as M, orderSummary } from '@shop/contracts/client';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { OrderSummaryPanel } from '~/components/order-summary';
import { cartStore, useCart } from '~/stores/cart-store';
import { notify } from '~/lib/notify';
import { useCartProducts } from '~/stores/use-cart-products';
import { useRequireAccount } from '~/lib/use-require-account';
import { AddressFieldset } from './address-fieldset';
import type { PlaceOrderInput } from './api/place-order';
import { CartLoadError } from '~/components/cart-load-error';
import { checkoutLines } from './checkout-lines';
import { lineProblems, shortLines, type LineProblem, type SentLine } from './line-problems';
import { CheckoutSection } from './checkout-section';
import { CheckoutSkeleton } from './checkout-skeleton';
import { OrderItemsTable } from './order-items-table';
import { PaymentFieldset } from './payment-fieldset';
import { PlaceOrderFooter } from './place-order-footer';
import { useCheckoutForm } from './use-checkout-form';
import { useFees } from './use-fees';
import { usePlaceOrder } from './use-place-order';
import { useProfilePrefill } from './use-profile-prefill';

/**
 * 'Complete Your Order' (docs/spec/account-and-company-site.md sections 2, 4, 5 and 8): delivery form,
 * the cart's lines, the payment choice and Place Order. Money is computed again by the server,
 * which refuses (409) an order whose prices changed; the page then shows the new prices. Stock is
 * taken by the server too (docs/decisions/0031): a line asking for more than is left holds the
 * order back here, and a line the server found short carries its message, with the stock read
 * again.
 */
export function CheckoutPage() {
  const session = useRequireAccount();
  const cart = useCart();
  const [settings, reloadFees] = useFees();
  const ids = useMemo(() => Object.keys(cart.cart), [cart.cart]);
  const { products, loading, error, retry, refresh } = useCartProducts(ids, session !== null);

  const lines = checkoutLines(cart.cart, products);
  const summary = orderSummary(
    lines.map((l) => ({ price: l.product.price, quantity: l.quantity })),
    settings,
  );
  const itemCount = lines.reduce((n, l) => n + l.quantity, 0);
  const short = shortLines(lines);
  // The lines of the last order sent, in its order: a refusal names them by index.
  const sent = useRef<SentLine[]>([]);
  const [problems, setProblems] = useState<Record<string, LineProblem>>({});

  // Called on submit, after `form` below exists (the form needs `busy` to move the focus).
  const prepare = (): PlaceOrderInput | null => {
    if (summary.total === 0 || lines.length === 0) {
      notify('error', M.cartEmpty);
      return null;
    }
    const problem = form.validate();
    if (problem) {
      notify('error', problem);
      return null;
    }
    sent.current = lines.map((l) => ({ key: l.key, quantity: l.quantity }));
    setProblems({});
    const order = {
      address: form.address,
      items: lines.map((l) => ({
        _id: l.product._id,
        size: l.size,
        quantity: l.quantity,
        price: l.product.price,
      })),
      amount: summary.total,
    };
    return form.method === 'mobile_money'
      ? {
          method: 'mobile_money',
          ...order,
          mobileNumber: form.mobileNumber,
          mobileProvider: form.provider,
        }
      : { method: 'cod', ...order };
  };

  const placing = usePlaceOrder({
    cart: cart.cart,
    prepare,
    onFieldErrors: (errors) => {
      form.showServerErrors(errors);
      setProblems(lineProblems(errors, sent.current));
    },
    onConflict: () => {
      refresh();
      reloadFees();
    },
  });
  const form = useCheckoutForm(placing.busy);
  useProfilePrefill(session?.token, form.prefill);

  if (!session || (loading && lines.length === 0)) return <CheckoutSkeleton />;
  if (error && lines.length === 0)
    return <CartLoadError error={error} onRetry={retry} rounded="rounded-2xl" />;

  const { busy } = placing;
  const emptyCart = lines.length === 0;

  return (
    <form
      noValidate
      onSubmit={placing.submit}
      aria-busy={busy || undefined}
      className="grid items-start gap-6 lg:grid-cols-[1fr_24rem] lg:gap-8"
    >
      <div className="min-w-0 space-y-6">
        <CheckoutSection id="delivery" step={1} title="Delivery Information">
          <AddressFieldset
            values={form.address}
            errors={form.errors}
            disabled={busy}
            onChange={form.setField}
          />
        </CheckoutSection>
        <CheckoutSection id="payment" step={2} title="Payment Method">
          <PaymentFieldset
            method={form.method}
            provider={form.provider}
            mobileNumber={form.mobileNumber}
            mobileNumberError={form.mobileError}
            disabled={busy}
            onMethod={form.chooseMethod}
            onProvider={form.setProvider}
            onMobileNumber={form.changeMobileNumber}
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
            <OrderItemsTable
              lines={lines}
              problems={problems}
              onQuantity={(l, quantity) => cartStore.update(l.product._id, l.size, quantity)}
            />
          )}
        </CheckoutSection>
      </div>
      <div className="lg:sticky lg:top-24">
        <OrderSummaryPanel
          summary={summary}
          freeDeliveryThreshold={settings.freeDeliveryThreshold}
          itemCount={itemCount}
          footer={
            <PlaceOrderFooter
              busy={busy}
              // A refusal for short lines is said on the lines themselves (and in a toast), not
              // a second time above the button.
              problem={Object.keys(problems).length ? null : placing.problem}
              short={short}
              method={form.method}
            />
          }
        />
      </div>
    </form>
  );
}
