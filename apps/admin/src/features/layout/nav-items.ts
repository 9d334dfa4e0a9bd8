/** The admin site's sections, in the order staff use them. */
export const NAV_ITEMS: { to: string; label: string; end?: boolean }[] = [
  { to: '/', label: 'Dashboard', end: true },
  { to: '/orders', label: 'Orders' },
  { to: '/products', label: 'Products' },
  { to: '/reviews', label: 'Reviews' },
  { to: '/customers', label: 'Customers' },
  { to: '/blog', label: 'Blog' },
  { to: '/settings', label: 'Settings' },
  { to: '/audit', label: 'Audit log' },
];
