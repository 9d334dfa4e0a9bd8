import type { AdminCustomer } from '@shop/contracts';
import { Link } from 'react-router';
import { formatDate, formatPrice } from '../../lib/format';
import { CustomerPhone } from './customer-phone';
import { RoleBadge } from './role-badge';

/** One account in the list on a phone: the table's columns as lines of a card. */
export function CustomerCard({ customer }: { customer: AdminCustomer }) {
  return (
    <article className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 font-semibold break-words">
          <Link to={`/customers/${customer._id}`} className="text-brand-700 hover:underline">
            {customer.name}
          </Link>
        </h2>
        <RoleBadge role={customer.role} />
      </div>
      <p className="mt-1 text-sm break-all text-ink">{customer.email}</p>
      {customer.phone || customer.orderPhone ? (
        <p className="text-sm text-ink">
          <CustomerPhone customer={customer} />
        </p>
      ) : null}
      <p className="mt-2 text-sm text-muted">
        Joined {formatDate(Date.parse(customer.joinedDate))} · {customer.orders}{' '}
        {customer.orders === 1 ? 'order' : 'orders'} ·{' '}
        <span className="font-medium whitespace-nowrap text-ink">
          {formatPrice(customer.spent)}
        </span>
      </p>
    </article>
  );
}
