import { CUSTOMER_SEARCH_MAX, ROLES, type AdminCustomersQuery, type Role } from '@shop/contracts';
import { useSearchParams } from 'react-router';
import { SearchAndSelectForm } from '../../components/filter-form';
import { PageHeader } from '../../components/page-header';
import { PagedResults } from '../../components/paged-results';
import { usePageParam } from '../../components/pager';
import { useAdminCustomers } from './api/get-customers';
import { CustomerCards, CustomerTable } from './customer-rows';

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
      {/* Phones get one card per account; wider screens the table. */}
      <PagedResults
        query={customers}
        items={(answer) => answer.customers}
        empty={filtered ? 'No accounts match this search.' : 'No accounts yet.'}
        onPage={setPage}
        cards={(answer) => <CustomerCards customers={answer.customers} />}
        table={(answer) => <CustomerTable customers={answer.customers} />}
      />
    </>
  );
}
