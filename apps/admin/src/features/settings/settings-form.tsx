import {
  adminSettingsUpdateSchema,
  COMPANY_EMAILS_MAX,
  COMPANY_PHONES_MAX,
  LOW_STOCK_THRESHOLD_MAX,
  NEWSLETTER_PER_MINUTE_MAX,
  QUANTITY_CEILING,
  UNANSWERED_KEEP_DAYS_MAX,
  type AdminSettingsUpdate,
  type ShopSettings,
} from '@shop/contracts';
import type { Path, PathValue } from 'react-hook-form';
import { TextField } from '../../components/field';
import { FormSection as Section } from '../../components/card';
import { SaveBar } from '../../components/save-bar';
import { useSaveForm } from '../../components/use-save-form';
import { flatErrors } from '../../lib/form-errors';
import { schemaResolver } from '../../lib/schema-resolver';
import { useSaveSettings } from './api/save-settings';
import { toFormValues, toSettingsInput, type SettingsFormValues } from './form-values';
import { HoursField } from './hours-field';
import { MoneyField } from './money-field';
import { StringListField } from './string-list-field';

type Social = SettingsFormValues['company']['social'];

const SOCIAL_FIELDS: [keyof Social, string][] = [
  ['whatsapp', 'WhatsApp link'],
  ['facebook', 'Facebook link'],
  ['instagram', 'Instagram link'],
  ['tiktok', 'TikTok link'],
];

const FIELDS = [
  'deliveryFee',
  'freeDeliveryThreshold',
  'lowStockThreshold',
  'unansweredKeepDays',
  'lineQuantityMax',
  'newsletterPerMinute',
  'company',
];
const resolver = schemaResolver<SettingsFormValues, AdminSettingsUpdate>(
  adminSettingsUpdateSchema,
  toSettingsInput,
);

/**
 * Fees and the one company profile every page of the shop reads. Checked with the API's own
 * schema: once staff try to save, every field shows its message and updates as they type.
 */
export function SettingsForm({ settings }: { settings: ShopSettings }) {
  const save = useSaveSettings();
  const saveForm = useSaveForm({ defaultValues: toFormValues(settings), resolver, fields: FIELDS });
  const { form, dirty } = saveForm;
  const { register, formState } = form;
  const values = form.watch();
  const errors = flatErrors(formState.errors);
  const errorCount = Object.keys(errors).length;
  const c = values.company;

  // Lists drawn by their own components; once a save was tried, their messages follow them.
  const change = <N extends Path<SettingsFormValues>>(
    name: N,
    value: PathValue<SettingsFormValues, N>,
  ) =>
    form.setValue(name, value, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });

  const submit = (data: AdminSettingsUpdate) =>
    save.mutate(data, {
      onSuccess: (answer) => saveForm.saved(answer.message, toFormValues(answer.settings)),
      onError: saveForm.refused,
    });

  return (
    <form {...saveForm.formProps(submit)} className="space-y-4">
      <Section
        title="Delivery"
        description="Used at once by the cart, checkout, product pages and the assistant, and by the server when it prices an order."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <MoneyField
            label="Delivery fee (SSP)"
            typed={values.deliveryFee}
            {...register('deliveryFee')}
            error={errors.deliveryFee}
          />
          <MoneyField
            label="Free delivery from (SSP)"
            typed={values.freeDeliveryThreshold}
            {...register('freeDeliveryThreshold')}
            error={errors.freeDeliveryThreshold}
            note="Orders whose items add up to this or more are delivered free."
          />
        </div>
      </Section>

      <Section
        title="Stock"
        description="For products whose stock is tracked (set in each product)."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Low-stock threshold"
            inputMode="numeric"
            autoComplete="off"
            maxLength={String(LOW_STOCK_THRESHOLD_MAX).length + 2}
            {...register('lowStockThreshold')}
            error={errors.lowStockThreshold}
            hint="The dashboard lists every size with this many units or fewer left. 0 lists only sizes that are out of stock."
          />
        </div>
      </Section>

      <Section
        title="Quantities"
        description="How many units of one size a customer may put on one line of the cart and of an order."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Most units per order line"
            inputMode="numeric"
            autoComplete="off"
            maxLength={String(QUANTITY_CEILING).length + 3}
            {...register('lineQuantityMax')}
            error={errors.lineQuantityMax}
            hint="Products whose stock is tracked stop at what is in stock when that is less. Contractors and relief organisations buy by the hundred: keep it high enough for them."
          />
        </div>
      </Section>

      <Section title="Newsletter" description="How fast campaigns are handed to the mail server.">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Newsletter messages per minute"
            inputMode="numeric"
            autoComplete="off"
            maxLength={String(NEWSLETTER_PER_MINUTE_MAX).length + 2}
            {...register('newsletterPerMinute')}
            error={errors.newsletterPerMinute}
            hint="Keep it within what your mail provider allows per minute, or messages are refused. A campaign to 1,200 subscribers at 60 a minute takes 20 minutes."
          />
        </div>
      </Section>

      <Section
        title="Unanswered questions"
        description="What customers asked the assistant or searched for without finding it."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Keep for (days)"
            inputMode="numeric"
            autoComplete="off"
            maxLength={String(UNANSWERED_KEEP_DAYS_MAX).length + 2}
            {...register('unansweredKeepDays')}
            error={errors.unansweredKeepDays}
            hint="A question nobody has asked again for this many days is deleted (checked every hour)."
          />
        </div>
      </Section>

      <Section title="Company">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Company name"
            maxLength={120}
            {...register('company.name')}
            error={errors['company.name']}
            hint="The legal name, as invoices print it."
          />
          <TextField
            label="Tax number (TIN)"
            maxLength={40}
            autoComplete="off"
            {...register('company.taxNumber')}
            error={errors['company.taxNumber']}
            hint="Printed on every invoice; invoices cannot be issued without it."
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Short name"
            maxLength={40}
            {...register('company.shortName')}
            error={errors['company.shortName']}
            hint="Used where the full name does not fit (header, e-mails)."
          />
          <TextField
            label="Years of experience"
            inputMode="numeric"
            {...register('company.yearsOfExperience')}
            error={errors['company.yearsOfExperience']}
          />
        </div>
        <TextField
          label="Tagline"
          maxLength={200}
          {...register('company.tagline')}
          error={errors['company.tagline']}
        />
      </Section>

      <Section title="Contact">
        <div className="grid gap-6 lg:grid-cols-2">
          <StringListField
            legend="Phone numbers"
            itemLabel={(i) => `Phone number ${i + 1}`}
            addLabel="Add a phone number"
            values={c.phones}
            max={COMPANY_PHONES_MAX}
            path="company.phones"
            errors={errors}
            onChange={(phones) => change('company.phones', phones)}
            input={{ type: 'tel', autoComplete: 'off', maxLength: 30 }}
          />
          <StringListField
            legend="E-mail addresses"
            itemLabel={(i) => `E-mail address ${i + 1}`}
            addLabel="Add an e-mail address"
            values={c.emails}
            max={COMPANY_EMAILS_MAX}
            path="company.emails"
            errors={errors}
            onChange={(emails) => change('company.emails', emails)}
            input={{ type: 'email', autoComplete: 'off', maxLength: 254 }}
          />
        </div>
        <TextField
          label="WhatsApp number"
          type="tel"
          maxLength={30}
          {...register('company.whatsapp')}
          error={errors['company.whatsapp']}
          hint="A South Sudan mobile number; the chat buttons of the shop open it."
          className="max-w-sm"
        />
      </Section>

      <Section
        title="Office and depot"
        description="The company pages, the footer and the assistant say which is where. The map shows the office."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Office address"
            maxLength={300}
            {...register('company.address')}
            error={errors['company.address']}
          />
          <TextField
            label="What the office is for"
            maxLength={200}
            {...register('company.officePurpose')}
            error={errors['company.officePurpose']}
            hint="e.g. Head office: orders, quotations, tenders and accounts"
          />
          <TextField
            label="Depot address (optional)"
            maxLength={300}
            {...register('company.depot.address')}
            error={errors['company.depot.address']}
            hint="Leave both depot fields blank when goods are kept at the office."
          />
          <TextField
            label="What the depot is for"
            maxLength={200}
            {...register('company.depot.purpose')}
            error={errors['company.depot.purpose']}
            hint="e.g. Depot and yard: goods kept and loaded; orders collected"
          />
        </div>
      </Section>

      <Section title="Location" description="Where the map on the company page puts the pin.">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Latitude"
            inputMode="decimal"
            {...register('company.latitude')}
            error={errors['company.latitude']}
            hint="Between -90 and 90, e.g. 6.7972"
          />
          <TextField
            label="Longitude"
            inputMode="decimal"
            {...register('company.longitude')}
            error={errors['company.longitude']}
            hint="Between -180 and 180, e.g. 33.1346"
          />
        </div>
        {!errors['company.latitude'] && !errors['company.longitude'] ? (
          <a
            href={`https://www.openstreetmap.org/?mlat=${encodeURIComponent(c.latitude.trim())}&mlon=${encodeURIComponent(c.longitude.trim())}#map=15/${encodeURIComponent(c.latitude.trim())}/${encodeURIComponent(c.longitude.trim())}`}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-block text-sm font-medium text-brand-700 hover:underline"
          >
            Check this point on a map<span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
      </Section>

      <Section title="Business hours" description="One set of hours, shown on every page.">
        <HoursField
          rows={c.hours}
          errors={errors}
          onChange={(hours) => change('company.hours', hours)}
        />
      </Section>

      <Section title="Social links" description="Web addresses starting with https://">
        <div className="grid gap-4 sm:grid-cols-2">
          {SOCIAL_FIELDS.map(([key, label]) => (
            <TextField
              key={key}
              label={label}
              type="url"
              maxLength={300}
              {...register(`company.social.${key}`)}
              error={errors[`company.social.${key}`]}
            />
          ))}
        </div>
      </Section>

      <SaveBar
        label="Save settings"
        saving={save.isPending}
        dirty={dirty}
        attention={
          errorCount > 0
            ? `${errorCount} ${errorCount === 1 ? 'field needs' : 'fields need'} attention`
            : undefined
        }
        refusal={formState.errors.root?.server?.message}
        onUndo={() => form.reset()}
      />
      {saveForm.prompt}
    </form>
  );
}
