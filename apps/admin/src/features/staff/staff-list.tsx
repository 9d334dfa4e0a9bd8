import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffMember, type StaffRole } from '@shop/contracts';
import { Button } from '@shop/ui';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { toastOutcome } from '../../components/toaster';
import { useMe } from '../../lib/use-me';
import { useChangeStaffRole } from './api/change-staff-role';
import { useRemoveStaff } from './api/remove-staff';

type Pending =
  | { kind: 'role'; member: StaffMember; role: StaffRole }
  | { kind: 'remove'; member: StaffMember };

const SIGNED_OUT =
  'They are signed out everywhere and see only their new pages when they sign in again. The change is written to the audit log.';

/**
 * The staff, one row each: the role to change (asked first) and a button that ends staff access.
 * The API keeps at least one owner and says so when asked to leave none.
 */
export function StaffList({ staff }: { staff: StaffMember[] }) {
  const me = useMe();
  const change = useChangeStaffRole();
  const remove = useRemoveStaff();
  const [pending, setPending] = useState<Pending | null>(null);
  const close = () => setPending(null);
  const busy = change.isPending || remove.isPending;

  const confirm = () => {
    if (!pending) return;
    if (pending.kind === 'role') {
      change.mutate(
        { id: pending.member._id, role: pending.role },
        { ...toastOutcome, onSettled: close },
      );
    } else {
      remove.mutate(pending.member._id, { ...toastOutcome, onSettled: close });
    }
  };

  return (
    <>
      <ul className="divide-y divide-stone-200 rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
        {staff.map((member) => {
          const isMe = member._id === me.data?._id;
          return (
            <li
              key={member._id}
              className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
            >
              <div className="min-w-0">
                <p className="font-medium text-ink">
                  {member.name}
                  {isMe ? <span className="ml-2 text-sm font-normal text-muted">(you)</span> : null}
                </p>
                <p className="text-sm break-all text-muted">{member.email}</p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <label className="sr-only" htmlFor={`role-${member._id}`}>
                  Role of {member.name}
                </label>
                <select
                  id={`role-${member._id}`}
                  value={member.staffRole}
                  disabled={busy}
                  onChange={(event) =>
                    setPending({
                      kind: 'role',
                      member,
                      role: event.target.value as StaffRole,
                    })
                  }
                  className="rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-ink focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
                >
                  {STAFF_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {STAFF_ROLE_LABELS[role]}
                    </option>
                  ))}
                </select>
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() => setPending({ kind: 'remove', member })}
                  aria-label={`Remove staff access of ${member.name}`}
                >
                  Remove access
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {pending?.kind === 'role' ? (
        <ConfirmDialog
          title={`Make ${pending.member.name} ${STAFF_ROLE_LABELS[pending.role]}?`}
          confirmLabel={`Make ${STAFF_ROLE_LABELS[pending.role]}`}
          tone="primary"
          busy={busy}
          onConfirm={confirm}
          onCancel={close}
        >
          {pending.member._id === me.data?._id
            ? 'This is your own account: you are signed out at once. '
            : ''}
          {SIGNED_OUT}
        </ConfirmDialog>
      ) : null}
      {pending?.kind === 'remove' ? (
        <ConfirmDialog
          title={`Remove staff access of ${pending.member.name}?`}
          confirmLabel="Remove access"
          busy={busy}
          onConfirm={confirm}
          onCancel={close}
        >
          They can no longer open this site; their account stays, as a customer's, with its orders.
          They are signed out everywhere. The change is written to the audit log.
        </ConfirmDialog>
      ) : null}
    </>
  );
}
