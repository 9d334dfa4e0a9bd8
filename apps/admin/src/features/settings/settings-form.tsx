import {
  adminSettingsUpdateSchema,
  COMPANY_EMAILS_MAX,
  COMPANY_PHONES_MAX,
  type ShopSettings,
} from '@shop/contracts';
import { Button } from '@shop/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { TextField } from '../../components/field';
import { toast } from '../../components/toaster';
import { errorMessage } from '../../lib/api-client';
import { fieldErrors } from '../../lib/field-errors';
import { useSaveSettings } from './api/save-settings';
import { toFormValues, toSettingsInput, type SettingsFormValues } from './form-values';
import { HoursField } from './hours-field';
import { MoneyField } from './money-field';
import { StringListField } from './string-list-field';
import { useUnsavedChanges } from './unsaved-changes';

type Company = SettingsFormValues['company'];
type Social = Company['social'];

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <h2 className="text-base font-bold text-ink">{title}</h2>
      {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

const SOCIAL_FIELDS: [keyof Social, string][] = [
  ['whatsapp', 'WhatsApp link'],
  ['facebook', 'Facebook link'],
  ['instagram', 'Instagram link'],
  ['tiktok', 'TikTok link'],
];

/**
 * Fees and the one company profile every page of the shop reads. Checked with the API's own
 * schema: once staff try to save, every field shows its message and updates as they type.
 */
export function SettingsForm({ settings }: { settings: ShopSettings }) {
  const save = useSaveSettings();
  const [saved, setSaved] = useState(() => toFormValues(settings));
  const [values, setValues] = useState(saved);
  const [tried, setTried] = useState(false);
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  const guard = useUnsavedChanges(dirty);

  const parsed = adminSettingsUpdateSchema.safeParse(toSettingsInput(values));
  const errors = tried && !parsed.success ? fieldErrors(parsed.error) : {};
  const errorCount = Object.keys(errors).length;

  const setCompany = <K extends keyof Company>(key: K, value: Company[K]) =>
    setValues((v) => ({ ...v, company: { ...v.company, [key]: value } }));
  const setSocial = (key: keyof Social, value: string) =>
    setValues((v) => ({
      ...v,
      company: { ...v.company, social: { ...v.company.social, [key]: value } },
    }));
  const c = values.company;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setTried(true);
    if (!parsed.success) {
      // Take keyboard and screen-reader users to the first field that needs attention.
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (answer) => {
        toast('success', answer.message);
        const next = toFormValues(answer.settings);
        guard.markSaved();
        setSaved(next);
        setValues(next);
        setTried(false);
      },
      onError: (error) => toast('error', errorMessage(error)),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Section
        title="Delivery"
        description="Used at once by the cart, checkout, product pages and the assistant, and by the server when it prices an order."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <MoneyField
            label="Delivery fee (SSP)"
            value={values.deliveryFee}
            onChange={(deliveryFee) => setValues((v) => ({ ...v, deliveryFee }))}
            error={errors.deliveryFee}
          />
          <MoneyField
            label="Free delivery from (SSP)"
            value={values.freeDeliveryThreshold}
            onChange={(freeDeliveryThreshold) =>
              setValues((v) => ({ ...v, freeDeliveryThreshold }))
            }
            error={errors.freeDeliveryThreshold}
            note="Orders whose items add up to this or more are delivered free."
          />
        </div>
      </Section>

      <Section title="Company">
        <TextField
          label="Company name"
          value={c.name}
          maxLength={120}
          onChange={(e) => setCompany('name', e.target.value)}
          error={errors['company.name']}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Short name"
            value={c.shortName}
            maxLength={40}
            onChange={(e) => setCompany('shortName', e.target.value)}
            error={errors['company.shortName']}
            hint="Used where the full name does not fit (header, e-mails)."
          />
          <TextField
            label="Years of experience"
            value={c.yearsOfExperience}
            inputMode="numeric"
            onChange={(e) => setCompany('yearsOfExperience', e.target.value)}
            error={errors['company.yearsOfExperience']}
          />
        </div>
        <TextField
          label="Tagline"
          value={c.tagline}
          maxLength={200}
          onChange={(e) => setCompany('tagline', e.target.value)}
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
            onChange={(phones) => setCompany('phones', phones)}
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
            onChange={(emails) => setCompany('emails', emails)}
            input={{ type: 'email', autoComplete: 'off', maxLength: 254 }}
          />
        </div>
        <TextField
          label="WhatsApp number"
          type="tel"
          value={c.whatsapp}
          maxLength={30}
          onChange={(e) => setCompany('whatsapp', e.target.value)}
          error={errors['company.whatsapp']}
          hint="A South Sudan mobile number; the chat buttons of the shop open it."
          className="max-w-sm"
        />
        <TextField
          label="Address"
          value={c.address}
          maxLength={300}
          onChange={(e) => setCompany('address', e.target.value)}
          error={errors['company.address']}
        />
      </Section>

      <Section title="Location" description="Where the map on the company page puts the pin.">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Latitude"
            value={c.latitude}
            inputMode="decimal"
            onChange={(e) => setCompany('latitude', e.target.value)}
            error={errors['company.latitude']}
            hint="Between -90 and 90, e.g. 6.7972"
          />
          <TextField
            label="Longitude"
            value={c.longitude}
            inputMode="decimal"
            onChange={(e) => setCompany('longitude', e.target.value)}
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
          onChange={(hours) => setCompany('hours', hours)}
        />
      </Section>

      <Section title="Social links" description="Web addresses starting with https://">
        <div className="grid gap-4 sm:grid-cols-2">
          {SOCIAL_FIELDS.map(([key, label]) => (
            <TextField
              key={key}
              label={label}
              type="url"
              value={c.social[key]}
              maxLength={300}
              onChange={(e) => setSocial(key, e.target.value)}
              error={errors[`company.social.${key}`]}
            />
          ))}
        </div>
      </Section>

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-stone-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save settings'}
        </Button>
        <Button
          variant="ghost"
          disabled={!dirty || save.isPending}
          onClick={() => {
            setValues(saved);
            setTried(false);
          }}
        >
          Undo changes
        </Button>
        <p className="text-sm text-muted" aria-live="polite">
          {errorCount > 0
            ? `${errorCount} ${errorCount === 1 ? 'field needs' : 'fields need'} attention`
            : dirty
              ? 'Unsaved changes'
              : 'All changes saved'}
        </p>
        {save.isError ? (
          <p role="alert" className="w-full text-sm text-red-700">
            {errorMessage(save.error)}
          </p>
        ) : null}
      </div>
      {guard.prompt}
    </form>
  );
}
