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

// Low-data mode (docs/decisions/0038-low-data-mode.md): on when the browser sends `Save-Data: on`
// or the customer switched it on (the `low-data` cookie, remembered a year). The server must know
// it before the HTML is parsed, since the browser picks a srcset candidate while parsing.

/** The cookie that remembers the customer's choice: `1` on, `0` off (even with Save-Data). */
export const LOW_DATA_COOKIE = 'low-data';

/** `Save-Data: on` (the header is a token, possibly with parameters; anything else is off). */
export function saveDataRequested(header: string | null | undefined): boolean {
  return typeof header === 'string' && /^\s*on\s*(;|$)/i.test(header);
}

/** The customer's remembered choice in a Cookie header, or undefined when none (or junk). */
export function lowDataChoice(cookieHeader: string | null | undefined): boolean | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== LOW_DATA_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (value === '1') return true;
    if (value === '0') return false;
  }
  return undefined;
}

/** Whether a request asks for low-data pages: the customer's choice first, then Save-Data. */
export function lowDataRequested(headers: {
  saveData: string | null | undefined;
  cookie: string | null | undefined;
}): boolean {
  return lowDataChoice(headers.cookie) ?? saveDataRequested(headers.saveData);
}

/**
 * True when a Cookie header is the low-data cookie alone with a valid value: such a visitor still
 * says nothing about who they are, so the page cache may answer them (one variant more per page).
 * Any other cookie, or a junk value, leaves the request rendered for itself alone.
 */
export function onlyLowDataCookie(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  const parts = cookieHeader.split(';').filter((part) => part.trim() !== '');
  return parts.length === 1 && lowDataChoice(parts[0]) !== undefined;
}

/**
 * A `sizes` attribute that claims half the shown width: the browser then picks the rendition
 * with half the pixels across (a quarter of them in all) that it would otherwise, so one device
 * pixel per CSS pixel on a 2x phone. The layout does not change: CSS sets the shown size. Each
 * source size's length (in px or vw: the shop's sizes use no other unit) is halved; the lengths
 * inside its media condition are not (they end in ')').
 */
export function lowDataSizes(sizes: string): string {
  return sizes.replace(
    /(\d+(?:\.\d+)?)(px|vw)(?=\s*(?:,|$))/g,
    (_, n: string, unit: string) => `${Number(n) / 2}${unit}`,
  );
}

export interface ImageSources {
  srcSet: string | undefined;
  sizes: string;
}

/**
 * The srcset and sizes of a generated image. In low-data mode the widest rendition is left out
 * and the sizes are halved (lowDataSizes), so a phone takes the narrow renditions; the others
 * are the same files, so no image needs a rendition of its own for this mode.
 */
export function imageSources(
  url: string,
  widths: readonly number[],
  sizes: string,
  lowData: boolean,
): ImageSources {
  if (!lowData) return { srcSet: imageSrcSet(url, widths), sizes };
  const narrower = widths.length > 1 ? widths.slice(0, -1) : widths;
  return { srcSet: imageSrcSet(url, narrower), sizes: lowDataSizes(sizes) };
}
