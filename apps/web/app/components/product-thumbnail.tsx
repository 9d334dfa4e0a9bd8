import { Link } from 'react-router';
import { ProductImage } from './product-image';

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
