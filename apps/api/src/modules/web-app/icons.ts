import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { BRAND_COLORS, BRAND_MARK_SVG, BRAND_STAR_PATH } from '@shop/contracts';

/**
 * The installed app's icons, drawn from the brand mark (packages/contracts/src/brand.ts, the
 * same as the storefront's favicon.svg) and rendered to PNG by sharp once per process, on first
 * use: about a tenth of a second for all of them, then served from memory. Rendering at start
 * would cost every worker that time whether or not anyone installs the shop; a build step would
 * need a second copy of the logo's rendering rules and a file to find at run time.
 */

export interface Icon {
  /** The icon's name in its address (`/icons/<name>-<hash>.png`). */
  name: string;
  size: number;
  /** 'maskable': drawn to the edges, its mark inside the safe zone; 'any': as it is. */
  purpose: 'any' | 'maskable';
  png: Buffer;
  /** The first 16 hex digits of the PNG's SHA-256: its address changes with its bytes. */
  hash: string;
}

/** Where a launcher's mask may cut (a circle, a squircle): only the central circle whose
 * diameter is 80% of the icon is sure to be shown (the W3C manifest's safe zone). */
export const SAFE_ZONE_RADIUS = 0.4;

/** The mark's share of a full-bleed icon: its star then reaches about 0.28 of the size from the
 * centre, well within the safe zone, and the green square merges into the background. */
const FULL_BLEED_MARK_SCALE = 0.8;

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${body}</svg>`;

const square = `<rect width="64" height="64" rx="14" fill="${BRAND_COLORS.theme}"/>`;
const accent = BRAND_COLORS.accent;

/** The mark, smaller, on a square of the brand's green to the edges (no transparent corner). */
const FULL_BLEED_SVG = (() => {
  const offset = (64 * (1 - FULL_BLEED_MARK_SCALE)) / 2;
  return svg(
    `<rect width="64" height="64" fill="${BRAND_COLORS.theme}"/>` +
      `<g transform="translate(${offset} ${offset}) scale(${FULL_BLEED_MARK_SCALE})">` +
      `<path d="${BRAND_STAR_PATH}" fill="${accent}"/></g>`,
  );
})();

/** The shortcuts' glyphs, in the mark's colours: a grid of products, a cart, an order slip. */
const SHORTCUT_SVGS = {
  collection: svg(
    square +
      [
        [15, 15],
        [35, 15],
        [15, 35],
        [35, 35],
      ]
        .map(([x, y]) => `<rect x="${x}" y="${y}" width="14" height="14" rx="3" fill="${accent}"/>`)
        .join(''),
  ),
  cart: svg(
    square +
      `<path d="M12 17h6l5 20h21l4-14H20" fill="none" stroke="${accent}" stroke-width="4" ` +
      `stroke-linecap="round" stroke-linejoin="round"/>` +
      `<circle cx="26" cy="46" r="3.5" fill="${accent}"/><circle cx="41" cy="46" r="3.5" fill="${accent}"/>`,
  ),
  orders: svg(
    square +
      `<rect x="19" y="12" width="26" height="40" rx="3" fill="none" stroke="${accent}" stroke-width="4"/>` +
      `<path d="M25 23h14M25 31h14M25 39h9" stroke="${accent}" stroke-width="3.5" stroke-linecap="round"/>`,
  ),
} as const;

export type ShortcutIcon = keyof typeof SHORTCUT_SVGS;

/** What is drawn, under which name, at which size. */
const SOURCES: ReadonlyArray<{
  name: string;
  size: number;
  purpose: Icon['purpose'];
  svg: string;
  /** On the brand's green, without an alpha channel: iOS shows transparent pixels black. */
  opaque?: boolean;
}> = [
  { name: 'icon-192', size: 192, purpose: 'any', svg: BRAND_MARK_SVG },
  { name: 'icon-512', size: 512, purpose: 'any', svg: BRAND_MARK_SVG },
  { name: 'maskable-512', size: 512, purpose: 'maskable', svg: FULL_BLEED_SVG },
  // iOS rounds the corners itself and shows no transparency: the mark's corners are filled in.
  { name: 'apple-touch-icon', size: 180, purpose: 'any', svg: BRAND_MARK_SVG, opaque: true },
  ...Object.entries(SHORTCUT_SVGS).map(([name, svg]) => ({
    name: `${name}-96`,
    size: 96,
    purpose: 'any' as const,
    svg,
  })),
];

/** Draws an SVG of a 64-unit square at `size` pixels (rasterised at that size, not scaled). */
async function render(source: (typeof SOURCES)[number]): Promise<Buffer> {
  const sized = source.svg.replace('<svg ', `<svg width="${source.size}" height="${source.size}" `);
  let image = sharp(Buffer.from(sized));
  if (source.opaque) image = image.flatten({ background: BRAND_COLORS.theme });
  return image.png({ compressionLevel: 9 }).toBuffer();
}

export async function renderIcons(): Promise<Map<string, Icon>> {
  const icons = await Promise.all(
    SOURCES.map(async (source): Promise<Icon> => {
      const png = await render(source);
      const hash = createHash('sha256').update(png).digest('hex').slice(0, 16);
      return { name: source.name, size: source.size, purpose: source.purpose, png, hash };
    }),
  );
  return new Map(icons.map((icon) => [icon.name, icon]));
}

/** The icons, rendered on the first call and kept; a failed rendering is tried again. */
export function createIconStore(render = renderIcons) {
  let icons: Promise<Map<string, Icon>> | undefined;
  return {
    get(): Promise<Map<string, Icon>> {
      icons ??= render().catch((err: unknown) => {
        icons = undefined;
        throw err;
      });
      return icons;
    },
  };
}

/** An icon's address: its name and the hash of its bytes. */
export const iconPath = (icon: Icon) => `/icons/${icon.name}-${icon.hash}.png`;
