// Uploaded and generated images are stored as WebP in several widths named '<base>-<width>.webp'.
// A product's image URL names its widest rendition; the narrower ones are derived from it.
export const PRODUCT_IMAGE_WIDTHS = [240, 480, 800] as const;
export const BANNER_IMAGE_WIDTHS = [480, 960, 1600] as const;

const widthSuffix = /-(\d+)\.webp$/;

export function imageAtWidth(url: string, width: number): string {
  return widthSuffix.test(url) ? url.replace(widthSuffix, `-${width}.webp`) : url;
}

/** A srcset for a generated image, or undefined for a URL that does not follow the convention. */
export function imageSrcSet(url: string, widths: readonly number[] = PRODUCT_IMAGE_WIDTHS) {
  if (!widthSuffix.test(url)) return undefined;
  return widths.map((w) => `${imageAtWidth(url, w)} ${w}w`).join(', ');
}
