import { z } from 'zod';
import { lowerCaseIdParamsSchema, messageResponseWith, pagedResponse, pagingQuery } from './api.ts';
import { ROLES, userSchema, type Role } from './account.ts';
import { orderSchema } from './order.ts';
import { adminReviewSchema } from './review.ts';

export const ADMIN_CUSTOMERS_PAGE_SIZE = 20;
export const ADMIN_CUSTOMERS_PAGE_SIZE_MAX = 100;
export const CUSTOMER_SEARCH_MAX = 100;

export const ADMIN_CUSTOMER_MESSAGES = {
  invalidId: 'That customer link is not valid.',
  notFound: 'Customer not found.',
  chooseRole: 'Please choose customer or admin',
  ownRole: 'You cannot change your own role. Ask another admin to do it.',
  noLongerAdmin: 'Your account is no longer an owner.',
  roleChanged: (name: string, role: Role) =>
    role === 'admin'
      ? `${name} is now staff (Owner). They must sign in again.`
      : `${name} is now a customer. They must sign in again.`,
  roleUnchanged: (name: string, role: Role) =>
    `${name} is already ${role === 'admin' ? 'an admin' : 'a customer'}.`,
} as const;

/** `GET /api/admin/customers`: `q` is contained in the name, e-mail or phone (any case). */
export const adminCustomersQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(CUSTOMER_SEARCH_MAX, `Search text must be at most ${CUSTOMER_SEARCH_MAX} characters`)
    .optional(),
  role: z.enum(ROLES, { message: 'role must be customer or admin' }).optional(),
  ...pagingQuery(ADMIN_CUSTOMERS_PAGE_SIZE_MAX),
});
export type AdminCustomersQuery = z.input<typeof adminCustomersQuerySchema>;

/**
 * A customer's orders: `orders` counts every order they placed, `spent` sums the amounts of
 * those not Cancelled (the dashboard's revenue rule).
 */
export const customerTotalsSchema = z.object({
  orders: z.number().int(),
  spent: z.number(),
});
export type CustomerTotals = z.infer<typeof customerTotalsSchema>;

export const adminCustomerSchema = customerTotalsSchema.extend({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /**
   * The delivery phone of their latest order that gave one, when the account has no phone of its
   * own (`phone` empty); null otherwise.
   */
  orderPhone: z.string().nullable(),
  role: z.enum(ROLES),
  /** ISO time of sign-up. */
  joinedDate: z.string(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

/** Newest accounts first. */
export const adminCustomersResponseSchema = pagedResponse('customers', adminCustomerSchema);
export type AdminCustomersResponse = z.infer<typeof adminCustomersResponseSchema>;

/** Ids look like MongoDB ObjectIds (see api.ts) and are stored lower-case. */
export const adminCustomerParamsSchema = lowerCaseIdParamsSchema(ADMIN_CUSTOMER_MESSAGES.invalidId);

/** One account for the staff: the profile (never a password hash or token), orders, reviews. */
export const adminCustomerDetailResponseSchema = z.object({
  success: z.literal(true),
  customer: userSchema,
  totals: customerTotalsSchema,
  /** As in the list: the latest order's delivery phone when the profile has none, else null. */
  orderPhone: z.string().nullable(),
  /** Newest first. */
  orders: z.array(orderSchema),
  /** In every state (pending, approved, rejected), newest first. */
  reviews: z.array(adminReviewSchema),
});
export type AdminCustomerDetailResponse = z.infer<typeof adminCustomerDetailResponseSchema>;

/** `POST /api/admin/customers/:id/role`: promote to admin or demote to customer. */
export const changeRoleRequestSchema = z.object({
  role: z.enum(ROLES, { message: ADMIN_CUSTOMER_MESSAGES.chooseRole }),
});
export type ChangeRoleRequest = z.input<typeof changeRoleRequestSchema>;

export const changeRoleResponseSchema = messageResponseWith('customer', userSchema);
export type ChangeRoleResponse = z.infer<typeof changeRoleResponseSchema>;

// Inferred shapes of this module's requests and responses, for the clients.
export type AdminCustomerParams = z.input<typeof adminCustomerParamsSchema>;
