// The Staff page's calls (docs/decisions/0068-staff-roles.md): owners add staff, change a role,
// remove staff access.
import { z } from 'zod';
import { emailSchema, lowerCaseIdParamsSchema, messageResponseWith } from './api.ts';
import { STAFF_MESSAGES as M, STAFF_ROLES } from './staff-rules.ts';

const staffRole = z.enum(STAFF_ROLES, { message: M.chooseRole });

export const staffMemberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  staffRole: z.enum(STAFF_ROLES),
  /** ISO time the account was made. */
  joinedDate: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** `GET /api/admin/staff`: every staff account, owners first, then by name (a shop has few). */
export const staffListResponseSchema = z.object({
  success: z.literal(true),
  staff: z.array(staffMemberSchema),
});
export type StaffListResponse = z.infer<typeof staffListResponseSchema>;

/**
 * `POST /api/admin/staff`: a new address gets an account and an e-mail with a link to choose its
 * password; an existing customer account keeps its password and becomes staff.
 */
export const addStaffRequestSchema = z.object({
  name: z.string({ message: M.enterName }).trim().min(1, M.enterName).max(100),
  email: emailSchema,
  role: staffRole,
});
export type AddStaffRequest = z.input<typeof addStaffRequestSchema>;

export const staffParamsSchema = lowerCaseIdParamsSchema(M.notFound);

/** `PUT /api/admin/staff/:id/role`. */
export const changeStaffRoleRequestSchema = z.object({ role: staffRole });
export type ChangeStaffRoleRequest = z.infer<typeof changeStaffRoleRequestSchema>;

export const staffChangeResponseSchema = messageResponseWith('member', staffMemberSchema);
export type StaffChangeResponse = z.infer<typeof staffChangeResponseSchema>;

/** `DELETE /api/admin/staff/:id`: the account stays, as a customer's. */
export const removeStaffResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type RemoveStaffResponse = z.infer<typeof removeStaffResponseSchema>;
