import { ORDER_MESSAGES as M } from '@shop/contracts/client';
import { Link } from 'react-router';
import { CartLoadError } from '~/components/cart-load-error';
import { OrderSummaryPanel } from '~/components/order-summary';
import { AddressFieldset } from './address-fieldset';
import { CheckoutSection } from './checkout-section';
import { CheckoutSkeleton } from './checkout-skeleton';
import { OrderItemsTable } from './order-items-table';
import { PaymentFieldset } from './payment-fieldset';
import { PlaceOrderFooter } from './place-order-footer';
import { useCheckout } from './use-checkout';

/**
 * 'Complete Your Order': delivery form, the cart's lines, the payment choice and Place Order, as
 * the checkout's state (use-checkout.ts) says.
 */
export function CheckoutPage() {
  const checkout = useCheckout();
  if (checkout.waiting) return <CheckoutSkeleton />;
  if (checkout.loadError)
    return (
      <CartLoadError error={checkout.loadError} onRetry={checkout.retry} rounded="rounded-2xl" />
    );

  const { state, lines } = checkout;
  const { values, errors, busy } = state;
  const emptyCart = lines.length === 0;

  return (
    <form
      noValidate
      onSubmit={checkout.submit}
      aria-busy={busy || undefined}
      className="grid items-start gap-6 lg:grid-cols-[1fr_24rem] lg:gap-8"
    >
      <div className="min-w-0 space-y-6">
        <CheckoutSection id="delivery" step={1} title="Delivery Information">
          <AddressFieldset
            values={values.address}
            errors={errors.address}
            disabled={busy}
            onChange={checkout.setField}
          />
        </CheckoutSection>
        <CheckoutSection id="payment" step={2} title="Payment Method">
          <PaymentFieldset
            method={values.method}
            provider={values.provider}
            mobileNumber={values.mobileNumber}
            mobileNumberError={errors.mobileNumber}
            disabled={busy}
            onMethod={checkout.chooseMethod}
            onProvider={checkout.setProvider}
            onMobileNumber={checkout.changeMobileNumber}
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
              problems={state.lineProblems}
              onQuantity={checkout.setQuantity}
            />
          )}
        </CheckoutSection>
      </div>
      <div className="lg:sticky lg:top-24">
        <OrderSummaryPanel
          summary={checkout.summary}
          freeDeliveryThreshold={checkout.freeDeliveryThreshold}
          itemCount={checkout.itemCount}
          footer={
            <PlaceOrderFooter
              busy={busy}
              // A refusal for short lines is said on the lines themselves (and in a toast), not
              // a second time above the button.
              problem={Object.keys(state.lineProblems).length ? null : state.problem}
              short={checkout.short}
              method={values.method}
            />
          }
        />
      </div>
    </form>
  );
}
