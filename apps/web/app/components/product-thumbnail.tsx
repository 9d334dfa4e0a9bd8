import { Link } from 'react-router';
import { ProductImage } from './product-image';

/**
 * A line's small product photo linking to the product. The name beside it carries the same link,
 * so this one is hidden from screen readers and skipped by the keyboard.
 */
export function ProductThumbnail({
  productId,
  src,
  sizes,
  className,
  linkClassName = 'shrink-0',
}: {
  productId: string;
  src: string | undefined;
  /** The rendered size, for the browser's choice of rendition ('80px'). */
  sizes: string;
  className: string;
  linkClassName?: string;
}) {
  return (
    <Link to={`/product/${productId}`} tabIndex={-1} aria-hidden="true" className={linkClassName}>
      <ProductImage src={src} alt="" sizes={sizes} width={240} className={className} />
    </Link>
  );
}
