// Business constants and limits from docs/spec/storefront.md section 9 and docs/architecture.md,
// "API conventions".
export const COLLECTION_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;
export const MAX_IDS_PER_REQUEST = 100;
export const RELATED_PRODUCTS_MAX = 5;
export const NEW_ARRIVALS_MAX = 10;
export const POPULAR_MAX = 5;
export const BLOG_EXCERPT_LENGTH = 120;
export const SEARCH_QUERY_MAX = 100;
export const SUGGESTIONS_MAX = 3;
export const QUANTITY_MIN = 1;
/**
 * The most any request may carry for one line, whatever the setting says: the bound of the
 * schemas and of what a browser keeps. The shop's own bound per line is a setting, at most this
 * (docs/decisions/0054-bulk-quantities-and-company-places.md).
 */
export const QUANTITY_CEILING = 1_000_000;
/** The shop's bound per order line before staff change it (`lineQuantityMax` in the settings). */
export const DEFAULT_LINE_QUANTITY_MAX = 1_000;
export const WORDS_PER_MINUTE = 200;
export const SAVED_FOR_LATER_MAX = 50;

export const CAROUSEL_DELAY_MS = 60_000;
export const NEW_ARRIVALS_DELAY_MS = 3_500;
export const NEW_ARRIVALS_BREAKPOINTS = {
  400: { slidesPerView: 2 },
  700: { slidesPerView: 3 },
  1024: { slidesPerView: 4 },
  1200: { slidesPerView: 5 },
} as const;
export const NEW_ARRIVALS_SPACING = 30;
export const TOAST_AUTO_CLOSE_MS = 5_000;

/**
 * Default shop settings; the admin may change them later (docs/architecture.md, "Where the
 * specifications disagree or are silent").
 */
export const DEFAULT_DELIVERY_FEE = 25_000;
export const DEFAULT_FREE_DELIVERY_THRESHOLD = 10_000_000;
