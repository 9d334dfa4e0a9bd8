import { GENDER_LABELS } from '@shop/contracts';
import { useParams } from 'react-router';
import { Card } from '../../components/card';
import { DetailPage } from '../../components/detail-page';
import { formatDate, formatPrice } from '../../lib/format';
import { useAdminCustomer } from './api/get-customer';
import { CustomerOrders } from './customer-orders';
import { CustomerPhone } from './customer-phone';
import { CustomerReviews } from './customer-reviews';
import { RoleBadge } from './role-badge';
import { RolePanel } from './role-panel';
import { useMayUse } from '../../lib/staff-role';

/** One account: profile, what they ordered and wrote, and their role. */
export function CustomerDetailPage() {
  const { id = '' } = useParams();
  // Making someone staff is an owner's (docs/decisions/0068-staff-roles.md).
  const mayManageStaff = useMayUse('staff');
  return (
    <DetailPage
      query={useAdminCustomer(id)}
      back={{ to: '/customers', label: 'All customers' }}
      header={({ customer }) => ({
        title: customer.name,
        description: <>Joined {formatDate(Date.parse(customer.joinedDate))}</>,
        actions: <RoleBadge role={customer.role} />,
      })}
    >
      {(data) => (
        <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
          <div className="min-w-0 space-y-4 lg:col-start-2 lg:row-start-1">
            <Card title="Profile">
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <dt className="text-muted">E-mail</dt>
                <dd className="min-w-0 break-all">
                  <a
                    href={`mailto:${data.customer.email}`}
                    className="text-brand-700 hover:underline"
                  >
                    {data.customer.email}
                  </a>
                </dd>
                <dt className="text-muted">Phone</dt>
                <dd>
                  <CustomerPhone
                    customer={{ phone: data.customer.phone, orderPhone: data.orderPhone }}
                    link
                    none="Not given"
                  />
                </dd>
                <dt className="text-muted">Address</dt>
                <dd className="break-words whitespace-pre-line">
                  {data.customer.address || <span className="text-muted">Not given</span>}
                </dd>
                <dt className="text-muted">Born</dt>
                <dd>
                  {data.customer.dateOfBirth ? (
                    formatDate(Date.parse(data.customer.dateOfBirth))
                  ) : (
                    <span className="text-muted">Not given</span>
                  )}
                </dd>
                <dt className="text-muted">Gender</dt>
                <dd>
                  {data.customer.gender ? (
                    GENDER_LABELS[data.customer.gender]
                  ) : (
                    <span className="text-muted">Not given</span>
                  )}
                </dd>
                {data.customer.preferences.length > 0 ? (
                  <>
                    <dt className="text-muted">Interests</dt>
                    <dd>{data.customer.preferences.join(', ')}</dd>
                  </>
                ) : null}
              </dl>
            </Card>
            {mayManageStaff ? (
              <Card title="Role">
                <RolePanel customer={data.customer} />
              </Card>
            ) : null}
          </div>
          <div className="min-w-0 space-y-4 lg:col-start-1 lg:row-start-1">
            <Card title={`Orders (${data.totals.orders})`}>
              <p className="mb-3 text-sm text-muted">
                Spent {formatPrice(data.totals.spent)} (cancelled orders not counted).
              </p>
              <CustomerOrders orders={data.orders} />
            </Card>
            <Card title={`Reviews (${data.reviews.length})`}>
              <CustomerReviews reviews={data.reviews} />
            </Card>
          </div>
        </div>
      )}
    </DetailPage>
  );
}
