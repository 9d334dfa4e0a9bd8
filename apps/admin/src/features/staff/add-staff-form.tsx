import {
  addStaffRequestSchema,
  STAFF_INVITE_HOURS,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  type AddStaffRequest,
  type StaffRole,
} from '@shop/contracts';
import { Button } from '@shop/ui';
import { FormSection } from '../../components/card';
import { SelectField, TextField } from '../../components/field';
import { useSaveForm } from '../../components/use-save-form';
import { schemaResolver } from '../../lib/schema-resolver';
import { useAddStaff } from './api/add-staff';

interface Values {
  name: string;
  email: string;
  role: StaffRole;
}

const FIELDS = ['name', 'email', 'role'] as const;
const blank: Values = { name: '', email: '', role: 'sales' };

/**
 * A new staff member: a new address is e-mailed a link to choose a password (the owner never
 * knows it); an address that already shops here keeps its own password.
 */
export function AddStaffForm() {
  const { form, formProps, saved, refused } = useSaveForm<Values, AddStaffRequest>({
    defaultValues: blank,
    resolver: schemaResolver(addStaffRequestSchema),
    fields: FIELDS,
  });
  const add = useAddStaff();
  const { register, formState } = form;
  const error = (name: keyof Values) => formState.errors[name]?.message;
  const serverError = formState.errors.root?.server?.message;

  return (
    <FormSection
      title="Add a staff member"
      description={`A new address gets an e-mail with a link to choose a password (it works for ${STAFF_INVITE_HOURS} hours). Someone who already shops here keeps their own password.`}
    >
      <form
        {...formProps((data) =>
          add.mutate(data, {
            onSuccess: (answer) => saved(answer.message, blank),
            onError: refused,
          }),
        )}
        className="grid gap-3 sm:grid-cols-2"
      >
        <TextField label="Name" autoComplete="off" error={error('name')} {...register('name')} />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="off"
          error={error('email')}
          {...register('email')}
        />
        <SelectField label="Role" error={error('role')} {...register('role')}>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {STAFF_ROLE_LABELS[role]}
            </option>
          ))}
        </SelectField>
        <div className="flex items-end">
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? 'Adding…' : 'Add staff member'}
          </Button>
        </div>
        {serverError ? (
          <p role="alert" className="text-sm text-red-700 sm:col-span-2">
            {serverError}
          </p>
        ) : null}
      </form>
    </FormSection>
  );
}
