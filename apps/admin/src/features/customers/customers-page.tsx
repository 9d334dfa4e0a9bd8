import { CUSTOMER_SEARCH_MAX, ROLES, type AdminCustomersQuery, type Role } from '@shop/contracts';
import { Link, useSearchParams } from 'react-router';
import { SearchAndSelectForm } from '../../components/filter-form';
import { PageHeader } from '../../components/page-header';
import { Pager, usePageParam } from '../../components/pager';
import { QueryState } from '../../components/query-state';
import { Table, td } from '../../components/table';
import { formatDate, formatPrice } from '../../lib/format';
import { useAdminCustomers } from './api/get-customers';
import { CustomerCard } from './customer-card';
import { CustomerPhone } from './customer-phone';
import { RoleBadge } from './role-badge';

const PAGE_SIZE = 20;
const ROLE_OPTIONS = [
  ['customer', 'Customers'],
  ['admin', 'Admins'],
] as const;

/** Every account, newest first, searchable by name, e-mail or phone and filtered by role. */
export function CustomersPage() {
  const [params] = useSearchParams();
  const [page, setPage] = usePageParam();
  const q = params.get('q')?.trim() ?? '';
  const role = params.get('role') ?? '';
  const query: AdminCustomersQuery = { page, pageSize: PAGE_SIZE };
  if (q) query.q = q;
  // An unknown role in a hand-typed address is ignored rather than sent to be refused.
  if ((ROLES as readonly string[]).includes(role)) query.role = role as Role;
  const customers = useAdminCustomers(query);
  const answer = customers.data;
  const filtered = Boolean(query.q || query.role);

  return (
    <>
      <PageHeader
        title="Customers"
        description="Newest accounts first. Open one to see their orders and reviews."
      />
      {/* Search and role filter live in the address, so a filtered list can be shared. */}
      <SearchAndSelectForm
        values={query}
        search={{ placeholder: 'Name, e-mail or phone', maxLength: CUSTOMER_SEARCH_MAX }}
        select={{ label: 'Role', name: 'role', any: 'Customers and admins', options: ROLE_OPTIONS }}
      />
      <QueryState
        query={customers}
        isEmpty={answer?.customers.length === 0}
        empty={filtered ? 'No accounts match this search.' : 'No accounts yet.'}
      >
        {/* Phones get one card per account; wider screens the table. */}
        <ul className="space-y-2 sm:hidden">
          {answer?.customers.map((customer) => (
            <li key={customer._id}>
              <CustomerCard customer={customer} />
            </li>
          ))}
        </ul>
        <div className="hidden sm:block">
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
            {answer?.customers.map((customer) => (
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
        </div>
        <Pager of={answer} onPage={setPage} />
      </QueryState>
    </>
  );
}
