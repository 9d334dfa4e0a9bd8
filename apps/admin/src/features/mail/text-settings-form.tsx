import {
  messagingSettingsFormSchema,
  type MessagingSettings,
  type MessagingSettingsForm,
  type MessagingSettingsUpdate,
} from '@shop/contracts';
import { TextField } from '../../components/field';
import { FormSection } from '../../components/card';
import { SaveBar } from '../../components/save-bar';
import { useSaveForm } from '../../components/use-save-form';
import { schemaResolver } from '../../lib/schema-resolver';
import { useTextSettings } from './api/get-text-settings';
import { useSaveTextSettings } from './api/save-text-settings';

const FIELDS = ['perNumberPerDay', 'perShopPerDay', 'staffNumbers'];
const resolver = schemaResolver<MessagingSettingsForm, MessagingSettingsUpdate>(
  messagingSettingsFormSchema,
);

const formValues = (s: MessagingSettings): MessagingSettingsForm => ({
  perNumberPerDay: s.perNumberPerDay,
  perShopPerDay: s.perShopPerDay,
  staffNumbers: s.staffNumbers.join(', '),
});

/** The daily caps of SMS and WhatsApp and the shop's numbers told of orders (decision 0066). */
export function TextSettings() {
  const settings = useTextSettings();
  return settings.data ? <TextSettingsForm settings={settings.data} /> : null;
}

function TextSettingsForm({ settings }: { settings: MessagingSettings }) {
  const save = useSaveTextSettings();
  const saveForm = useSaveForm({ defaultValues: formValues(settings), resolver, fields: FIELDS });
  const { form, dirty } = saveForm;
  const { errors } = form.formState;
  const submit = (data: MessagingSettingsUpdate) =>
    save.mutate(data, {
      onSuccess: (answer) =>
        saveForm.saved('Message limits and numbers saved.', formValues(answer.settings)),
      onError: saveForm.refused,
    });
  return (
    <form {...saveForm.formProps(submit)} className="mt-6 space-y-4">
      <FormSection
        title="Limits and the shop's numbers"
        description="Each SMS or WhatsApp message costs money: over a limit, messages are not sent that day (Juba time)."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Messages per number per day"
            type="number"
            inputMode="numeric"
            {...form.register('perNumberPerDay', { valueAsNumber: true })}
            error={errors.perNumberPerDay?.message}
          />
          <TextField
            label="Messages per day for the shop"
            type="number"
            inputMode="numeric"
            {...form.register('perShopPerDay', { valueAsNumber: true })}
            error={errors.perShopPerDay?.message}
          />
        </div>
        <TextField
          label="Shop numbers told of new orders and reported payments"
          type="tel"
          {...form.register('staffNumbers')}
          error={errors.staffNumbers?.message}
          hint="South Sudan mobile numbers, separated by commas, e.g. 0922 450 310, 0981 230 774. Empty: none."
        />
      </FormSection>
      <SaveBar
        label="Save limits"
        saving={save.isPending}
        dirty={dirty}
        attention={Object.keys(errors).length ? 'A field needs attention' : undefined}
        refusal={errors.root?.server?.message}
        onUndo={() => form.reset()}
      />
      {saveForm.prompt}
    </form>
  );
}
