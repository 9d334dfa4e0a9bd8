import { STAFF_ROLE_LABELS, STAFF_ROLE_SUMMARIES, STAFF_ROLES } from '@shop/contracts';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { useStaff } from './api/get-staff';
import { AddStaffForm } from './add-staff-form';
import { StaffList } from './staff-list';

/** Who may sign in to this site and what each may use (docs/decisions/0068-staff-roles.md). */
export function StaffPage() {
  const staff = useStaff();
  return (
    <>
      <PageHeader
        title="Staff"
        description="Who may sign in to this site, and which pages each role opens."
      />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-4">
          <QueryState query={staff}>
            <StaffList staff={staff.data ?? []} />
          </QueryState>
          <AddStaffForm />
        </div>
        <Card title="Roles">
          <dl className="space-y-3 text-sm">
            {STAFF_ROLES.map((role) => (
              <div key={role}>
                <dt className="font-semibold text-ink">{STAFF_ROLE_LABELS[role]}</dt>
                <dd className="text-muted">{STAFF_ROLE_SUMMARIES[role]}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </div>
    </>
  );
}
