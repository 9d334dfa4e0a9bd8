// The admin site's product limits and what a product picture may be: the form, the API, the
// upload and the import all check against these.
import { PRODUCT_IMAGE_WIDTHS } from './images.ts';

export const ADMIN_PRODUCT_LIMITS = {
  nameMax: 200,
  descriptionMax: 5000,
  /** Whole SSP. */
  priceMax: 1_000_000_000_000,
  sizesMax: 20,
  sizeMax: 50,
  /** A size's stock-keeping code (decision 0074). */
  skuMax: 64,
  imagesMin: 1,
  imagesMax: 4,
  pageSizeDefault: 20,
  pageSizeMax: 100,
  /** A picture as uploaded, before it is re-encoded. */
  imageBytesMax: 8 * 1024 * 1024,
  /** Pictures whose longer side is shorter than the narrowest rendition would look blurred. */
  imageSideMin: PRODUCT_IMAGE_WIDTHS[0],
  importBytesMax: 2 * 1024 * 1024,
  /** Product rows, not counting the header. */
  importRowsMax: 5000,
} as const;

/** What the upload accepts, checked by the file's content (never its name or declared type). */
export const PRODUCT_IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif'] as const;
/** The multipart field of `POST /api/admin/products/images`. */
export const PRODUCT_IMAGE_FIELD = 'image';

const widest = PRODUCT_IMAGE_WIDTHS[PRODUCT_IMAGE_WIDTHS.length - 1];
/**
 * A product picture stored by this shop: a WebP under /uploads/products named after its widest
 * rendition (images.ts). Whether the file really exists is checked by the API.
 */
export const PRODUCT_IMAGE_URL = new RegExp(
  `^/uploads/products/[a-z0-9][a-z0-9-]*-${widest}\\.webp$`,
);
