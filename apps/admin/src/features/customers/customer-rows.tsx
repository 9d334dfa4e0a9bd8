import type { AdminCustomer } from '@shop/contracts';
import { Link } from 'react-router';
import { Table, td } from '../../components/table';
import { formatDate, formatPrice } from '../../lib/format';
import { CustomerCard } from './customer-card';
import { CustomerPhone } from './customer-phone';
import { RoleBadge } from './role-badge';

/** Phones: one card per account. */
export function CustomerCards({ customers }: { customers: AdminCustomer[] }) {
  return (
    <ul className="space-y-2">
      {customers.map((customer) => (
        <li key={customer._id}>
          <CustomerCard customer={customer} />
        </li>
      ))}
    </ul>
  );
}

/** Wider screens: one row per account, its orders and what it spent on the right. */
export function CustomerTable({ customers }: { customers: AdminCustomer[] }) {
  return (
    <Table
      caption="Customers"
      columns={[
        'Name',
        'E-mail',
        'Phone',
        'Role',
        'Joined',
        { label: 'Orders', right: true },
        { label: 'Spent', right: true },
      ]}
    >
      {customers.map((customer) => (
        <tr key={customer._id} className="hover:bg-stone-50">
          <td className={td}>
            <Link
              to={`/customers/${customer._id}`}
              className="font-semibold break-words text-brand-700 hover:underline"
            >
              {customer.name}
            </Link>
          </td>
          <td className={`${td} break-all`}>{customer.email}</td>
          <td className={`${td} whitespace-nowrap`}>
            <CustomerPhone customer={customer} />
          </td>
          <td className={td}>
            <RoleBadge role={customer.role} />
          </td>
          <td className={`${td} whitespace-nowrap text-muted`}>
            {formatDate(Date.parse(customer.joinedDate))}
          </td>
          <td className={`${td} text-right`}>{customer.orders}</td>
          <td className={`${td} text-right font-medium whitespace-nowrap`}>
            {formatPrice(customer.spent)}
          </td>
        </tr>
      ))}
    </Table>
  );
}
