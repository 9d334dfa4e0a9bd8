import { formatPrice, MESSAGES } from '@shop/contracts/client';
import { useSettings } from '~/lib/use-settings';

/** Delivery, payment and returns in three lines under the product's buttons. */
export function ProductPerks() {
  const settings = useSettings();
  return (
    <ul className="space-y-2 border-t border-stone-200 pt-5 text-sm text-muted">
      <li className="flex gap-2">
        <Check />
        Free delivery on orders above {formatPrice(settings.freeDeliveryThreshold)}
      </li>
      <li className="flex gap-2">
        <Check />
        Cash on delivery and mobile money (MTN, Airtel, UTL)
      </li>
      <li className="flex gap-2">
        <Check />
        {MESSAGES.returnsPolicy}
      </li>
    </ul>
  );
}

function Check() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="mt-0.5 size-4 shrink-0 text-brand-600"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M5 12l5 5L20 7" />
    </svg>
  );
}
