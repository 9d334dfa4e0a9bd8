// Staff roles (docs/decisions/0068-staff-roles.md): which parts of the admin each role may use.
// One table read by the API's guard (every /api/admin route) and by the admin site's menu and
// router, so the two cannot disagree. Free of zod: the admin site imports it.

/** The kinds of staff. An account is staff when `users.role` is 'admin'; this says which kind. */
export const STAFF_ROLES = ['owner', 'sales', 'warehouse', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  sales: 'Sales',
  warehouse: 'Warehouse',
  content: 'Content',
};

/** What each role is for, as the Staff page explains it. */
export const STAFF_ROLE_SUMMARIES: Record<StaffRole, string> = {
  owner: 'Everything, including settings, staff and the audit log.',
  sales:
    'Orders, quotations, payments, invoices and reconciliation, customers, messages and outgoing messages, the dashboard and reports.',
  warehouse: 'Stock and stock history, orders up to Shipped, packing slips, the stock report.',
  content:
    'Blog, legal pages, reviews, unanswered questions, subscribers and newsletters; reading products.',
};

/**
 * The parts of the admin, each with the roles besides the owner that may use it (the owner may
 * use every part). A route or page that names no part is the owner's alone: deny by default.
 */
export const STAFF_AREAS = {
  dashboard: { label: 'the dashboard', roles: ['sales'] },
  orders: { label: 'orders', roles: ['sales', 'warehouse'] },
  /**
   * Entering orders for phone and walk-in customers and editing an order's items before dispatch
   * (docs/decisions/0070-staff-orders.md): prices and discounts, so not the warehouse's.
   */
  orderEntry: { label: 'entering and editing orders', roles: ['sales'] },
  /** Quotations and proforma invoices (docs/decisions/0069-quotations.md). */
  quotations: { label: 'quotations', roles: ['sales'] },
  /** Payments of an order, checks with the operator, reconciliation. */
  payments: { label: 'payments', roles: ['sales'] },
  /** Orders' invoices (amounts, the company's tax number). */
  invoices: { label: 'invoices', roles: ['sales'] },
  customers: { label: 'customers', roles: ['sales'] },
  messages: { label: 'messages', roles: ['sales'] },
  mail: { label: 'mail', roles: ['sales'] },
  reports: { label: 'reports', roles: ['sales'] },
  stockReport: { label: 'the stock report', roles: ['sales', 'warehouse'] },
  /**
   * Reading the catalogue (list, one product, CSV export): sales quote from it, the warehouse
   * counts it, content picks products for a newsletter.
   */
  products: { label: 'products', roles: ['sales', 'warehouse', 'content'] },
  stock: { label: 'stock', roles: ['warehouse'] },
  /** Creating, editing, archiving and importing products, and their pictures: prices live here. */
  productEditing: { label: 'editing products', roles: [] },
  reviews: { label: 'reviews', roles: ['content'] },
  questions: { label: 'unanswered questions', roles: ['content'] },
  subscribers: { label: 'subscribers', roles: ['content'] },
  campaigns: { label: 'newsletters', roles: ['content'] },
  blog: { label: 'the blog', roles: ['content'] },
  pages: { label: 'legal pages', roles: ['content'] },
  settings: { label: 'settings', roles: [] },
  audit: { label: 'the audit log', roles: [] },
  staff: { label: 'staff', roles: [] },
} as const satisfies Record<string, { label: string; roles: readonly StaffRole[] }>;
export type StaffArea = keyof typeof STAFF_AREAS;

/** Whether a role may use a part of the admin; no part named means the owner only. */
export function roleMayUse(role: StaffRole | null | undefined, area: StaffArea | undefined) {
  if (!role) return false;
  if (role === 'owner') return true;
  if (!area) return false;
  return (STAFF_AREAS[area].roles as readonly StaffRole[]).includes(role);
}

/** The order statuses the warehouse may move an order to: up to Shipped, never further. */
export const WAREHOUSE_ORDER_STATUSES = ['Processing', 'Shipped'] as const;

export const STAFF_MESSAGES = {
  roleExcludes: (role: StaffRole, area: StaffArea | undefined) =>
    `Your role (${role}) does not include ${area ? STAFF_AREAS[area].label : 'this part of the admin'}. Ask an owner if you need it.`,
  warehouseStatus: (to: string) =>
    `Your role (warehouse) moves orders up to Shipped only; ask sales or an owner to mark it ${to}.`,
  warehouseUndo: (status: string) =>
    `Your role (warehouse) cannot take back a move to ${status}; ask sales or an owner.`,
  /** Cannot happen while the database's check holds: staff without a kind of staff. */
  noStaffRole: 'Your account has no staff role yet. Ask an owner to give it one.',
  chooseRole: 'Please choose owner, sales, warehouse or content',
  enterName: 'Please enter their name',
  notFound: 'Staff member not found.',
  alreadyStaff: (name: string, role: StaffRole) =>
    `${name} is already staff (${STAFF_ROLE_LABELS[role]}). Change their role in the list instead.`,
  added: (name: string, role: StaffRole, invited: boolean) =>
    invited
      ? `${name} is now staff (${STAFF_ROLE_LABELS[role]}). An e-mail asks them to choose a password.`
      : `${name} is now staff (${STAFF_ROLE_LABELS[role]}). They sign in with their own password.`,
  roleChanged: (name: string, role: StaffRole) =>
    `${name} is now ${STAFF_ROLE_LABELS[role]}. They must sign in again.`,
  roleUnchanged: (name: string, role: StaffRole) =>
    `${name} is already ${STAFF_ROLE_LABELS[role]}.`,
  removed: (name: string) =>
    `${name} no longer has staff access; their account stays a customer account.`,
  lastOwner:
    'The shop must keep at least one owner. Make someone else an owner first, then change this one.',
  noLongerOwner: 'Your account is no longer an owner.',
  tryAgain: 'That address was registered a moment ago. Please add it again.',
} as const;

/** How long a new staff member's set-password link works: they may not read mail at once. */
export const STAFF_INVITE_HOURS = 72;
