import { ORDER_MESSAGES as M } from '@shop/contracts/client';
import { buttonClass } from '@shop/ui';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { CartLoadError } from '~/components/cart-load-error';
import { lazyPart } from '~/lib/lazy-part';
import { UpdatesFieldset } from '~/components/updates-fieldset';
import { OrderSummaryPanel } from '~/components/order-summary';
import { AddressFieldset } from './address-fieldset';
import { CheckoutSection } from './checkout-section';
import { CheckoutSkeleton, RequiredNote } from './checkout-skeleton';
import { OrderItemsTable } from './order-items-table';
import { PaymentFieldset } from './payment-fieldset';
import { PlaceOrderFooter } from './place-order-footer';
import { useCheckout } from './use-checkout';

// Shown only to a customer with saved addresses, once they arrived: off the first load.
const SavedAddressPicker = lazyPart(() => import('./saved-address-picker'));

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
  // Nothing to order (an emptied cart, or Back after an order): the specification's words and the
  // ways on, and no form that could only be refused.
  if (lines.length === 0) return <EmptyCheckout />;

  return (
    <>
      <RequiredNote />
      <form
        noValidate
        onSubmit={checkout.submit}
        aria-busy={busy || undefined}
        className="grid items-start gap-6 lg:grid-cols-[1fr_24rem] lg:gap-8"
      >
        <div className="min-w-0 space-y-6">
          <CheckoutSection id="delivery" step={1} title="Delivery Information">
            {checkout.savedAddresses.length > 0 ? (
              <Suspense fallback={null}>
                <SavedAddressPicker
                  addresses={checkout.savedAddresses}
                  values={values.address}
                  disabled={busy}
                  onChoose={checkout.chooseSavedAddress}
                />
              </Suspense>
            ) : null}
            <AddressFieldset
              values={values.address}
              errors={errors.address}
              disabled={busy}
              onChange={checkout.setField}
            />
            <UpdatesFieldset
              className="mt-5"
              value={values.updatesBy}
              disabled={busy}
              onChange={checkout.chooseUpdates}
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
              <Link to="/cart" className="text-sm font-semibold text-brand-700 hover:underline">
                Edit cart
              </Link>
            }
          >
            <OrderItemsTable
              lines={lines}
              problems={state.lineProblems}
              onQuantity={checkout.setQuantity}
            />
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
    </>
  );
}

/** The checkout of an empty cart: the message in the page's frame, and where to go instead. */
function EmptyCheckout() {
  return (
    <div className="flex flex-col items-center rounded-2xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-stone-200">
      <h2 className="max-w-md text-lg font-bold text-balance text-ink">{M.cartEmpty}</h2>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/collection" prefetch="intent" className={buttonClass('primary')}>
          Browse products
        </Link>
        <Link to="/orders" className={buttonClass('secondary')}>
          Your orders
        </Link>
      </div>
    </div>
  );
}
