// The company site's legal pages (/privacy, /terms and /warranty), whose text staff edit in the
// admin settings. Zod-free, so the browser can use it.
export const LEGAL_PAGES = ['privacy', 'terms', 'warranty'] as const;
export type LegalPageSlug = (typeof LEGAL_PAGES)[number];

export const LEGAL_PAGE_TITLES: Record<LegalPageSlug, string> = {
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
  warranty: 'Warranty and Returns',
};

/** The footer's words for each page (the specification's footer says "Warranty"). */
export const LEGAL_LINK_LABELS: Record<LegalPageSlug, string> = {
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
  warranty: 'Warranty',
};

/** A page's text: paragraphs separated by blank lines, a line starting '## ' is a heading. */
export const LEGAL_TEXT_MAX = 50_000;

export const LEGAL_MESSAGES = {
  saved: (title: string) => `${title} saved. The shop shows it from now on.`,
  textRequired: 'Please enter the text of the page',
  textTooLong: `The text must be at most ${LEGAL_TEXT_MAX.toLocaleString('en-US')} characters`,
  notFound: 'Page not found.',
} as const;
