import { imageAtWidth, imageSources, PRODUCT_IMAGE_WIDTHS } from '@shop/contracts/client';
import { useLowData } from '~/lib/low-data';

/**
 * A product photo in a square box reserved before it loads (no layout shift); the narrow
 * renditions only in low-data mode.
 */
export function ProductImage({
  src,
  alt,
  sizes,
  priority = false,
  className = '',
  width = 480,
}: {
  src: string | undefined;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
  /** The width of the rendition used as the plain src fallback. */
  width?: number;
}) {
  const lowData = useLowData();
  if (!src) {
    return <div aria-hidden="true" className={`aspect-square bg-stone-100 ${className}`} />;
  }
  return (
    <img
      src={imageAtWidth(src, width)}
      {...imageSources(src, PRODUCT_IMAGE_WIDTHS, sizes, lowData)}
      alt={alt}
      width={800}
      height={800}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      className={`block aspect-square bg-stone-100 object-cover ${className}`}
    />
  );
}
