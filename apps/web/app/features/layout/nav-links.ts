/** The header's route entries (docs/spec/storefront.md section 2). Contact is a mail link, added apart. */
export const NAV_LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/collection', label: 'Collection', end: false },
  { to: '/about', label: 'About', end: false },
] as const;

export function navLinkClass({ isActive }: { isActive: boolean }): string {
  return isActive
    ? 'text-brand-700 font-semibold after:scale-x-100'
    : 'text-ink hover:text-brand-700 after:scale-x-0';
}
