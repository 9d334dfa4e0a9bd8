import { ADMIN_CUSTOMER_MESSAGES, type Role, type User } from '@shop/contracts';
import { Button } from '@shop/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { toastOutcome } from '../../components/toaster';
import { useMe } from '../../lib/use-me';
import { useChangeRole } from './api/change-role';

/**
 * Make a customer an owner (every right) or staff a customer again, after a confirmation. Staff
 * cannot change their own role (the API refuses it too): the shop must never lose its last admin
 * by a slip.
 */
export function RolePanel({ customer }: { customer: User }) {
  const me = useMe();
  const change = useChangeRole(customer._id);
  const [asking, setAsking] = useState(false);
  const noteId = useId();
  const next: Role = customer.role === 'admin' ? 'customer' : 'admin';
  const isMe = me.data?._id === customer._id;
  const label = next === 'admin' ? 'Make owner' : 'Make customer';

  const apply = () =>
    change.mutate(next, {
      ...toastOutcome,
      onSettled: () => setAsking(false),
    });

  return (
    <div className="space-y-3 text-sm">
      <p className="text-muted">
        {customer.role === 'admin'
          ? 'Staff can sign in to this site; their role says which pages they open.'
          : 'Customers shop on the storefront; they cannot open this site.'}{' '}
        Sales, warehouse and content roles are given on the{' '}
        <Link to="/staff" className="font-medium text-brand-700 hover:underline">
          Staff page
        </Link>
        .
      </p>
      <Button
        variant={next === 'admin' ? 'primary' : 'danger'}
        onClick={() => setAsking(true)}
        disabled={isMe || !me.data || change.isPending}
        aria-describedby={isMe ? noteId : undefined}
      >
        {label}
      </Button>
      {isMe ? (
        <p id={noteId} className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
          This is your own account. {ADMIN_CUSTOMER_MESSAGES.ownRole}
        </p>
      ) : null}
      {asking ? (
        <ConfirmDialog
          title={
            next === 'admin'
              ? `Make ${customer.name} an owner?`
              : `Make ${customer.name} a customer?`
          }
          confirmLabel={label}
          tone={next === 'admin' ? 'primary' : 'danger'}
          busy={change.isPending}
          onConfirm={apply}
          onCancel={() => setAsking(false)}
        >
          {next === 'admin'
            ? 'They will be able to change products, orders, prices and settings, and to promote others. '
            : 'They will no longer be able to open the admin site. '}
          They are signed out everywhere and must sign in again. The change is written to the audit
          log.
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
