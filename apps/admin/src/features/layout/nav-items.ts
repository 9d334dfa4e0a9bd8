import type { StaffArea } from '@shop/contracts';

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
  /** The part of the admin it opens: shown only to the roles that include it (none: owners). */
  area?: StaffArea;
  /**
   * Left out for a role that includes this area, which reaches the page another way: the legal
   * pages from Settings, the stock report from Reports.
   */
  unlessArea?: StaffArea;
}[] = [
  { to: '/', label: 'Dashboard', end: true, area: 'dashboard' },
  { to: '/orders', label: 'Orders', area: 'orders' },
  { to: '/quotations', label: 'Quotations', area: 'quotations' },
  { to: '/reconciliation', label: 'Reconciliation', area: 'payments' },
  { to: '/products', label: 'Products', area: 'products' },
  { to: '/reviews', label: 'Reviews', area: 'reviews' },
  { to: '/customers', label: 'Customers', area: 'customers' },
  { to: '/reports', label: 'Reports', area: 'reports' },
  { to: '/reports/stock', label: 'Stock report', area: 'stockReport', unlessArea: 'reports' },
  { to: '/messages', label: 'Messages', badge: 'unreadMessages', area: 'messages' },
  { to: '/mail', label: 'Outgoing messages', badge: 'failedMail', area: 'mail' },
  { to: '/assistant/unanswered', label: 'Unanswered', area: 'questions' },
  { to: '/subscribers', label: 'Subscribers', area: 'subscribers' },
  { to: '/campaigns', label: 'Campaigns', area: 'campaigns' },
  { to: '/blog', label: 'Blog', area: 'blog' },
  { to: '/settings/pages/privacy', label: 'Legal pages', area: 'pages', unlessArea: 'settings' },
  { to: '/settings', label: 'Settings', area: 'settings' },
  { to: '/staff', label: 'Staff', area: 'staff' },
  { to: '/audit', label: 'Audit log', area: 'audit' },
  {
    to: '/payments/sandbox',
    label: 'Payment sandbox',
    onlyWith: 'paymentsSandbox',
    area: 'payments',
  },
];
