// The landing page's sections (docs/spec/account-and-company-site.md section 2), in page order:
// the section navigation and the footer's quick links point at these ids.
export const SECTIONS = [
  { id: 'about', label: 'About', footerLabel: 'About Us' },
  { id: 'gallery', label: 'Gallery', footerLabel: 'Our Work' },
  { id: 'contact', label: 'Contact', footerLabel: 'Contact Us' },
  { id: 'location', label: 'Location', footerLabel: 'Find Us' },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];

/**
 * Class of every section: its heading stops below the sticky shop header (64 px) and the
 * section bar (48 px) instead of under them when a link jumps to it.
 */
export const SECTION_SCROLL_MARGIN = 'scroll-mt-32';
