/**
 * The brand's colours where code needs them as values rather than CSS classes: the browser's
 * theme colour (apps/web/app/root.tsx), the installed app's manifest and icons
 * (apps/api/src/modules/web-app/). The CSS palette in packages/ui/src/theme.css holds the same
 * values as tokens (a test in apps/api/src/modules/web-app/ keeps the two equal).
 */
export const BRAND_COLORS = {
  /** --color-brand-700: the header's green, the browser's toolbar and the app's splash bar. */
  theme: '#1b5336',
  /** The storefront's page background (Tailwind's stone-50, apps/web/app/app.css). */
  background: '#fafaf9',
  /** --color-accent-400: the star of the brand mark. */
  accent: '#f5b83d',
} as const;

/** The brand mark's star, on a 64-unit square (apps/web/public/favicon.svg draws the same). */
export const BRAND_STAR_PATH =
  'M32 11l6.2 13.1 14.3 1.8-10.5 9.9 2.7 14.2L32 43l-12.7 7 2.7-14.2-10.5-9.9 14.3-1.8z';

/** The brand mark as favicon.svg holds it: the star on a rounded green square. */
export const BRAND_MARK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
  `<rect width="64" height="64" rx="14" fill="${BRAND_COLORS.theme}"/>` +
  `<path d="${BRAND_STAR_PATH}" fill="${BRAND_COLORS.accent}"/></svg>`;
