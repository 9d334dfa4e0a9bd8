import { Link } from 'react-router';
import { useCart } from '~/stores/cart-store';
import { CartIcon } from '~/components/icons';

/**
 * Cart icon with its item count. The badge sits over the icon (absolutely placed), so its
 * appearance after hydration, when the stored cart is read, moves nothing.
 */
export function CartLink() {
  const { count } = useCart();
  const label = `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <Link
      to="/cart"
      aria-label={label}
      className="relative inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-stone-100"
    >
      <CartIcon />
      <span
        aria-hidden="true"
        className={`absolute top-0.5 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-500 px-1 text-[11px] font-bold leading-none text-ink tabular-nums ${
          count > 0 ? '' : 'invisible'
        }`}
      >
        {count > 99 ? '99+' : count}
      </span>
    </Link>
  );
}
