import { BANNER_IMAGE_WIDTHS, imageAtWidth, imageSources } from '@shop/contracts/client';
import { useLowData } from '~/lib/low-data';

/**
 * A banner's background picture (16:7 WebP in three widths). Only the first banner of the page
 * is fetched eagerly; the others wait until they are near the screen. Low-data mode offers the
 * narrower renditions only.
 */
export function BannerImage({
  src,
  sizes,
  priority = false,
}: {
  src: string;
  sizes: string;
  priority?: boolean;
}) {
  const lowData = useLowData();
  return (
    <img
      src={imageAtWidth(src, 960)}
      {...imageSources(src, BANNER_IMAGE_WIDTHS, sizes, lowData)}
      width={1600}
      height={700}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className="absolute inset-0 size-full object-cover"
    />
  );
}
