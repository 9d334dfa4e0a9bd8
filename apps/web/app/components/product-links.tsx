import { Link } from 'react-router';
import { ProductImage } from './product-image';

// A product line's two links to the product, its photo and its name, in one module: the lines
// show both, and one small chunk weighs less on the first load than two (docs/decisions/0005).

/**
 * A line's small product photo (cart, orders, checkout, tracking, the assistant's replies),
 * linking to the product when given its id. The name beside it carries the same link, so this
 * one is hidden from screen readers and skipped by the keyboard.
 */
export function ProductThumbnail({
  productId,
  src,
  sizes,
  className,
  linkClassName = 'shrink-0',
}: {
  /** Without it the photo is not a link (the name beside it is none either). */
  productId?: string;
  src: string | undefined;
  /** The rendered size, for the browser's choice of rendition ('80px'). */
  sizes: string;
  className: string;
  linkClassName?: string;
}) {
  const image = <ProductImage src={src} alt="" sizes={sizes} width={240} className={className} />;
  if (productId === undefined) return image;
  return (
    <Link to={`/product/${productId}`} tabIndex={-1} aria-hidden="true" className={linkClassName}>
      {image}
    </Link>
  );
}

/**
 * A product's name as the link to its page, in a line or a favourite's card (cart, saved for
 * later, orders, favourites): the keyboard's one stop for the product there. The catalogue's
 * ProductCard keeps its own link: importing this module would add a chunk to every public page's
 * first load (docs/decisions/0005).
 */
export function ProductNameLink({
  productId,
  name,
  prefetch,
}: {
  productId: string;
  name: string;
  /** 'intent' where the visitor came to choose a product (a card), not to manage a line. */
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
