import type { User } from '@shop/contracts';
import type { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

/** Database row to the API's user shape (never the password hash or the token version). */
export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    staffRole: row.staffRole,
    phone: row.phone,
    address: row.address,
    dateOfBirth: row.dateOfBirth,
    gender: row.gender as User['gender'],
    preferences: row.preferences,
    profilePicture: row.profilePicture,
    joinedDate: row.createdAt.toISOString(),
  };
}
