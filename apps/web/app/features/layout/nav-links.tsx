import { NavLink, type NavLinkRenderProps } from 'react-router';

/**
 * The header's route entries (docs/spec/storefront.md section 2), shared by the desktop bar and
 * the phone menu; the company site and the contact page are linked from every page
 * (docs/spec/account-and-company-site.md section 2).
 */
export const NAV_LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/collection', label: 'Collection', end: false },
  { to: '/about', label: 'About', end: false },
  { to: '/company', label: 'Company', end: false },
  { to: '/contact', label: 'Contact', end: false },
] as const;

export function navLinkClass({ isActive }: { isActive: boolean }): string {
  return isActive
    ? 'text-brand-700 font-semibold after:scale-x-100'
    : 'text-ink hover:text-brand-700 after:scale-x-0';
}

/** The entries as list items, for the desktop bar and the phone menu, each with its own look. */
export function NavLinkItems({
  linkClass,
  onNavigate,
}: {
  linkClass: (state: NavLinkRenderProps) => string;
  onNavigate?: () => void;
}) {
  return NAV_LINKS.map((link) => (
    <li key={link.to}>
      <NavLink to={link.to} end={link.end} onClick={onNavigate} className={linkClass}>
        {link.label}
      </NavLink>
    </li>
  ));
}
