import { addressMatchKey, type SavedAddress } from '@shop/contracts/client';
import { Link } from 'react-router';
import { inputClass, labelClass } from '~/components/field-classes';
import type { AddressValues } from './checkout-validation';

// The place first: what tells a customer's addresses apart on a narrow phone.
const summary = (a: SavedAddress) => `${a.street}, ${a.city} (${a.firstName} ${a.lastName})`;

/**
 * The account's saved addresses above the delivery fields
 * (docs/decisions/0051-email-change-and-saved-addresses.md): the one the fields hold is shown as
 * chosen (typing makes it "A new address"); choosing one fills every field. Loaded with the
 * addresses, after the page: nothing of it is on the first load.
 */
export default function SavedAddressPicker({
  addresses,
  values,
  disabled,
  onChoose,
}: {
  addresses: SavedAddress[];
  values: AddressValues;
  disabled: boolean;
  onChoose: (id: string) => void;
}) {
  const current = addressMatchKey(values);
  const chosen = addresses.find((a) => addressMatchKey(a) === current)?._id ?? '';
  return (
    <div className="mb-6 border-b border-stone-200 pb-6">
      <label htmlFor="checkout-saved-address" className={labelClass}>
        Deliver to
      </label>
      <select
        id="checkout-saved-address"
        value={chosen}
        disabled={disabled}
        onChange={(e) => onChoose(e.target.value)}
        aria-describedby="checkout-saved-address-hint"
        className={inputClass}
      >
        {addresses.map((a) => (
          <option key={a._id} value={a._id}>
            {summary(a)}
          </option>
        ))}
        <option value="">A new address</option>
      </select>
      <p id="checkout-saved-address-hint" className="mt-1.5 text-xs text-muted">
        Your saved addresses, the last used first.{' '}
        <Link
          to="/profile"
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          Manage them on your profile
        </Link>
      </p>
    </div>
  );
}
