import { roleMayUse, type StaffArea, type StaffRole } from '@shop/contracts';
import { useMe } from './use-me';

/**
 * The signed-in person's kind of staff (docs/decisions/0068-staff-roles.md); null while the
 * profile loads. The API checks it on every call: this only keeps a role's screens to the parts
 * it may use.
 */
export function useStaffRole(): StaffRole | null {
  return useMe().data?.staffRole ?? null;
}

/** Whether the signed-in person's role includes this part of the admin. */
export function useMayUse(area: StaffArea | undefined): boolean {
  return roleMayUse(useStaffRole(), area);
}
