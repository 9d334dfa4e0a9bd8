import {
  ACCOUNT_MESSAGES as M,
  GENDER_LABELS,
  GENDERS,
  PROFILE_ADDRESS_MAX,
  PROFILE_NAME_MAX,
  STYLE_PREFERENCES,
  type Gender,
  type UpdateProfileRequest,
  type User,
} from '@shop/contracts/client';
import { Button, buttonClass } from '@shop/ui';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { notify } from '~/lib/notify';
import { Spinner } from '~/components/spinner';
import { CheckIcon, CloseIcon, LockIcon, PencilIcon } from '~/components/account-icons';
import { announceProfileUpdated } from '~/stores/profile-store';
import { updateProfile } from './api/update-profile';
import { failureMessage } from './profile-format';

type Style = (typeof STYLE_PREFERENCES)[number];
const isStyle = (value: string): value is Style =>
  (STYLE_PREFERENCES as readonly string[]).includes(value);

interface Draft {
  name: string;
  phone: string;
  address: string;
  dateOfBirth: string;
  gender: Gender | '';
  preferences: string[];
}

const draftOf = (user: User): Draft => ({
  name: user.name,
  phone: user.phone,
  address: user.address,
  dateOfBirth: user.dateOfBirth,
  gender: user.gender,
  preferences: [...user.preferences],
});

/** Today as 'YYYY-MM-DD' in the customer's time zone: a birth date cannot be later. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const inputClass =
  'block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-ink ' +
  'placeholder:text-stone-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/25 focus:outline-none ' +
  'disabled:border-stone-200 disabled:bg-stone-50 disabled:text-ink read-only:bg-stone-50 sm:text-sm';

/**
 * How much of a field's limit is used. The field refuses more as it is typed; a longer text pasted
 * in is cut at the limit by the browser, and this line says why it stopped there.
 */
const lengthUsed = (value: string, max: number) =>
  value.length >= max
    ? `${max}/${max} characters: the most it can hold`
    : `${value.length}/${max} characters`;

function Field({
  id,
  label,
  hint,
  children,
  wide = false,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : ''}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 flex items-center gap-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The profile's fields (docs/spec/account-and-company-site.md sections 2, 3, 4 and 8). View mode shows the
 * saved values; Edit unlocks them, Save Changes sends them, Cancel restores them.
 */
export function ProfileForm({ user, onChange }: { user: User; onChange: (user: User) => void }) {
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => draftOf(user));
  const [savedFrom, setSavedFrom] = useState(user);
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);

  // A new user object from outside (a picture change) refreshes the view-mode values.
  if (savedFrom !== user) {
    setSavedFrom(user);
    if (!editing) setDraft(draftOf(user));
  }

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const togglePreference = (style: string) =>
    setDraft((d) => ({
      ...d,
      preferences: d.preferences.includes(style)
        ? d.preferences.filter((p) => p !== style)
        : [...d.preferences, style],
    }));

  const startEditing = () => {
    setEditing(true);
    // The fields are enabled on the next render; then the first one takes focus.
    requestAnimationFrame(() => nameRef.current?.focus());
  };

  const cancel = () => {
    setDraft(draftOf(user));
    setEditing(false);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const body: UpdateProfileRequest = {
      name: draft.name.trim(),
      phone: draft.phone.trim(),
      address: draft.address.trim(),
      dateOfBirth: draft.dateOfBirth,
      gender: draft.gender,
      // Only the offered styles are accepted by the server.
      preferences: draft.preferences.filter(isStyle),
    };
    setSaving(true);
    try {
      const { user: next } = await updateProfile(body);
      notify('success', M.profileUpdated);
      setDraft(draftOf(next));
      setSavedFrom(next);
      onChange(next);
      setEditing(false);
      announceProfileUpdated();
      requestAnimationFrame(() => editRef.current?.focus());
    } catch (error) {
      notify('error', failureMessage(error, M.profileUpdateFailed));
    } finally {
      setSaving(false);
    }
  };

  const locked = !editing || saving;
  const field = (name: string) => `${id}-${name}`;

  return (
    <form
      onSubmit={save}
      aria-labelledby={field('title')}
      className="rounded-2xl bg-white shadow-sm ring-1 ring-stone-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-stone-200 px-5 py-4 sm:px-8">
        <div>
          <h2 id={field('title')} className="text-lg font-bold text-brand-900">
            Personal Information
          </h2>
          <p className="text-sm text-muted">
            {editing ? 'Update your details, then save the changes.' : 'Your account details.'}
          </p>
        </div>
        {/* One Edit / Cancel toggle (the spec's wording); Save Changes appears in edit mode. */}
        <button
          ref={editRef}
          type="button"
          onClick={editing ? cancel : startEditing}
          disabled={saving}
          className={buttonClass('secondary', 'px-4!')}
        >
          {editing ? <CloseIcon size={18} /> : <PencilIcon size={18} />}
          {editing ? 'Cancel' : 'Edit'}
        </button>
      </div>

      <fieldset disabled={locked} className="min-w-0 px-5 py-6 sm:px-8">
        <legend className="sr-only">Personal information</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            id={field('name')}
            label="Full Name"
            hint={editing ? lengthUsed(draft.name, PROFILE_NAME_MAX) : undefined}
          >
            <input
              ref={nameRef}
              id={field('name')}
              name="name"
              type="text"
              autoComplete="name"
              required
              maxLength={PROFILE_NAME_MAX}
              aria-describedby={editing ? `${field('name')}-hint` : undefined}
              value={draft.name}
              onChange={(e) => set('name', e.target.value)}
              className={inputClass}
            />
          </Field>
          <Field
            id={field('email')}
            label="Email Address"
            hint={
              <>
                <LockIcon size={12} />
                Change it under E-mail address below.
              </>
            }
          >
            <input
              id={field('email')}
              name="email"
              type="email"
              readOnly
              value={user.email}
              aria-describedby={`${field('email')}-hint`}
              className={`${inputClass} text-muted!`}
            />
          </Field>
          <Field id={field('phone')} label="Phone Number">
            <input
              id={field('phone')}
              name="phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              maxLength={30}
              placeholder={editing ? 'e.g. +211 912 345 678' : undefined}
              value={draft.phone}
              onChange={(e) => set('phone', e.target.value)}
              className={inputClass}
            />
          </Field>
          <Field id={field('dob')} label="Date of Birth">
            <input
              id={field('dob')}
              name="dateOfBirth"
              type="date"
              autoComplete="bday"
              max={today()}
              value={draft.dateOfBirth}
              onChange={(e) => set('dateOfBirth', e.target.value)}
              className={inputClass}
            />
          </Field>
          <Field
            id={field('address')}
            label="Address"
            wide
            hint={editing ? lengthUsed(draft.address, PROFILE_ADDRESS_MAX) : undefined}
          >
            <textarea
              id={field('address')}
              name="address"
              autoComplete="street-address"
              rows={2}
              maxLength={PROFILE_ADDRESS_MAX}
              aria-describedby={editing ? `${field('address')}-hint` : undefined}
              placeholder={editing ? 'Street, town and state' : undefined}
              value={draft.address}
              onChange={(e) => set('address', e.target.value)}
              className={`${inputClass} resize-y`}
            />
          </Field>
          <Field id={field('gender')} label="Gender">
            <select
              id={field('gender')}
              name="gender"
              value={draft.gender}
              onChange={(e) => set('gender', e.target.value as Gender | '')}
              className={inputClass}
            >
              <option value="">Select gender</option>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {GENDER_LABELS[g]}
                </option>
              ))}
            </select>
          </Field>
        </div>

        <div className="mt-7" role="group" aria-labelledby={field('styles')}>
          <p id={field('styles')} className="text-sm font-semibold text-ink">
            Furniture Style Preferences
          </p>
          <p className="mt-0.5 text-xs text-muted">
            {editing
              ? 'Choose the styles you like; we use them to suggest products.'
              : draft.preferences.length === 0
                ? 'No styles chosen yet.'
                : 'The styles you like.'}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            {STYLE_PREFERENCES.map((style) => {
              const on = draft.preferences.includes(style);
              return (
                <button
                  key={style}
                  type="button"
                  aria-pressed={on}
                  onClick={() => togglePreference(style)}
                  className={`inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors disabled:cursor-default ${
                    on
                      ? 'border-brand-700 bg-brand-700 text-white enabled:hover:bg-brand-800'
                      : 'border-stone-300 bg-white text-ink enabled:hover:border-brand-600 enabled:hover:bg-brand-50 disabled:text-muted'
                  }`}
                >
                  {on ? <CheckIcon size={16} /> : null}
                  {style}
                </button>
              );
            })}
          </div>
        </div>
      </fieldset>

      {editing ? (
        <div className="flex flex-col-reverse gap-2 border-t border-stone-200 px-5 py-4 sm:flex-row sm:justify-end sm:px-8">
          <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
            {saving ? <Spinner /> : <CheckIcon size={18} />}
            {saving ? 'Saving…' : 'Save Changes'}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
