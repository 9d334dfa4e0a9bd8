import { Link } from 'react-router';

/**
 * A product's name as the link to its page, in a list's line or card (cart, saved for later,
 * favourites, orders, product cards): the keyboard's one stop for the product there.
 */
export function ProductNameLink({
  productId,
  name,
  prefetch,
}: {
  productId: string;
  name: string;
  /** 'intent' where the visitor came to choose a product (cards), not to manage a line. */
  prefetch?: 'intent';
}) {
  return (
    <Link
      to={`/product/${productId}`}
      prefetch={prefetch}
      className="hover:text-brand-700 hover:underline"
    >
      {name}
    </Link>
  );
}
