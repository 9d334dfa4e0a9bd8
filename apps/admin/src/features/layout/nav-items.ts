/** What a menu entry may show beside its label: a count that asks for attention. */
export type NavBadge = 'unreadMessages' | 'failedMail';

/** A section shown only when the shop says it runs that way (GET /api/admin/payments/setup). */
export type NavCondition = 'paymentsSandbox';

/** The admin site's sections, in the order staff use them. */
export const NAV_ITEMS: {
  to: string;
  label: string;
  end?: boolean;
  badge?: NavBadge;
  onlyWith?: NavCondition;
}[] = [
  { to: '/', label: 'Dashboard', end: true },
  { to: '/orders', label: 'Orders' },
  { to: '/quotations', label: 'Quotations' },
  { to: '/reconciliation', label: 'Reconciliation' },
  { to: '/products', label: 'Products' },
  { to: '/reviews', label: 'Reviews' },
  { to: '/customers', label: 'Customers' },
  { to: '/reports', label: 'Reports' },
  { to: '/messages', label: 'Messages', badge: 'unreadMessages' },
  { to: '/mail', label: 'Mail', badge: 'failedMail' },
  { to: '/assistant/unanswered', label: 'Unanswered' },
  { to: '/subscribers', label: 'Subscribers' },
  { to: '/campaigns', label: 'Campaigns' },
  { to: '/blog', label: 'Blog' },
  { to: '/settings', label: 'Settings' },
  { to: '/audit', label: 'Audit log' },
  { to: '/payments/sandbox', label: 'Payment sandbox', onlyWith: 'paymentsSandbox' },
];
