import {
  ADDRESS_FIELDS,
  SAVED_ADDRESSES_MAX,
  SAVED_ADDRESS_MESSAGES as M,
  type SavedAddress,
  type SavedAddressRequest,
} from '@shop/contracts/client';
import { Button } from '@shop/ui';
import { useEffect, useId, useState } from 'react';
import { Spinner } from '~/components/spinner';
import { ApiError } from '~/lib/api';
import { notify } from '~/lib/notify';
import { getSavedAddresses } from '~/stores/get-saved-addresses';
import { addSavedAddress, deleteSavedAddress, editSavedAddress } from './api/saved-addresses';
import { failureMessage } from './profile-format';
import { emptyAddressDraft, SavedAddressForm, type AddressDraft } from './saved-address-form';

const FAILED = 'Could not save the address. Please try again.';

type Editing = { kind: 'add' } | { kind: 'edit'; id: string } | null;

const draftOf = (a: SavedAddress): AddressDraft =>
  Object.fromEntries(ADDRESS_FIELDS.map(([field]) => [field, a[field]])) as AddressDraft;

/** The lines an address is shown in, as on a parcel. */
const linesOf = (a: SavedAddress) => [
  `${a.firstName} ${a.lastName}`,
  a.street,
  [a.city, a.state, a.zipcode].filter(Boolean).join(', '),
  a.country,
  `${a.phone} · ${a.email}`,
];

/**
 * 'Delivery addresses' on the profile (docs/decisions/0051-email-change-and-saved-addresses.md):
 * the addresses the checkout offers, the last used first; add, edit and delete, at most
 * SAVED_ADDRESSES_MAX. Loaded after the profile, so none of it is on the page's first load.
 */
export default function AddressBook() {
  const [addresses, setAddresses] = useState<SavedAddress[] | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const titleId = useId();

  useEffect(() => {
    let live = true;
    getSavedAddresses()
      .then((answer) => live && setAddresses(answer.addresses))
      .catch(() => live && setAddresses([]));
    return () => {
      live = false;
    };
  }, []);

  const open = (next: Editing) => {
    setErrors({});
    setDeleting(null);
    setEditing(next);
  };

  const save = async (address: SavedAddressRequest) => {
    if (!editing) return;
    setBusy(true);
    setErrors({});
    try {
      const answer =
        editing.kind === 'add'
          ? await addSavedAddress(address)
          : await editSavedAddress(editing.id, address);
      notify('success', answer.message);
      // As the server lists them: the used ones first, then the newest.
      setAddresses((list) =>
        editing.kind === 'add'
          ? [
              ...(list ?? []).filter((a) => a.lastUsedAt),
              answer.address,
              ...(list ?? []).filter((a) => !a.lastUsedAt),
            ]
          : (list ?? []).map((a) => (a._id === answer.address._id ? answer.address : a)),
      );
      setEditing(null);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.errors);
      notify('error', failureMessage(error, FAILED));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (id: string) => {
    setBusy(true);
    try {
      const answer = await deleteSavedAddress(id);
      notify('success', answer.message);
      setAddresses((list) => (list ?? []).filter((a) => a._id !== id));
    } catch (error) {
      // Deleted elsewhere already: it goes from the list too.
      if (error instanceof ApiError && error.status === 404)
        setAddresses((list) => (list ?? []).filter((a) => a._id !== id));
      notify('error', failureMessage(error, 'Could not delete the address. Please try again.'));
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const full = (addresses?.length ?? 0) >= SAVED_ADDRESSES_MAX;

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl bg-white px-5 py-5 shadow-sm ring-1 ring-stone-200 sm:px-8"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-bold text-brand-900">
            Delivery addresses
          </h2>
          <p className="mt-1 text-sm text-muted">
            The checkout offers these, the last used first. Each order keeps its address here.
          </p>
        </div>
        {editing?.kind === 'add' ? null : (
          <Button
            variant="secondary"
            onClick={() => open({ kind: 'add' })}
            disabled={busy || addresses === null || full}
            aria-describedby={full ? `${titleId}-full` : undefined}
            className="shrink-0"
          >
            Add an address
          </Button>
        )}
      </div>
      {full ? (
        <p id={`${titleId}-full`} className="mt-3 text-sm font-medium text-ink">
          {M.full}
        </p>
      ) : null}

      {editing?.kind === 'add' ? (
        <div className="mt-5">
          <SavedAddressForm
            initial={emptyAddressDraft()}
            title="New address"
            busy={busy}
            errors={errors}
            onSave={(address) => void save(address)}
            onCancel={() => setEditing(null)}
          />
        </div>
      ) : null}

      {addresses === null ? (
        <p role="status" className="mt-5 flex items-center gap-2 text-sm text-muted">
          <Spinner className="text-brand-700" /> Loading your addresses…
        </p>
      ) : addresses.length === 0 && editing === null ? (
        <p className="mt-5 rounded-xl bg-stone-50 px-4 py-6 text-center text-sm text-muted">
          No saved addresses yet. Add one here, or it is saved with your next order.
        </p>
      ) : (
        <ul className="mt-5 grid gap-3 sm:grid-cols-2">
          {addresses.map((a, i) => {
            const name = `${a.street}, ${a.city}`;
            if (editing?.kind === 'edit' && editing.id === a._id)
              return (
                <li key={a._id} className="sm:col-span-2">
                  <SavedAddressForm
                    initial={draftOf(a)}
                    title={`Edit ${name}`}
                    busy={busy}
                    errors={errors}
                    onSave={(address) => void save(address)}
                    onCancel={() => setEditing(null)}
                  />
                </li>
              );
            return (
              <li
                key={a._id}
                className="flex flex-col justify-between gap-3 rounded-xl p-4 ring-1 ring-stone-200"
              >
                <div className="min-w-0 text-sm break-words text-ink">
                  {i === 0 && a.lastUsedAt ? (
                    <p className="mb-2 inline-flex rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-100">
                      Last used
                    </p>
                  ) : null}
                  {linesOf(a).map((line, n) => (
                    <p key={n} className={n === 0 ? 'font-semibold' : 'text-muted'}>
                      {line}
                    </p>
                  ))}
                </div>
                {deleting === a._id ? (
                  <div
                    className="flex flex-wrap items-center gap-2"
                    role="group"
                    aria-label={`Delete ${name}?`}
                  >
                    <span className="text-sm font-medium text-ink">Delete this address?</span>
                    <Button variant="danger" onClick={() => void remove(a._id)} disabled={busy}>
                      Delete
                    </Button>
                    <Button variant="secondary" onClick={() => setDeleting(null)} disabled={busy}>
                      Keep
                    </Button>
                  </div>
                ) : (
                  <div className="flex gap-2">
                    <Button
                      variant="secondary"
                      onClick={() => open({ kind: 'edit', id: a._id })}
                      disabled={busy}
                      aria-label={`Edit ${name}`}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="ghost"
                      onClick={() => setDeleting(a._id)}
                      disabled={busy}
                      aria-label={`Delete ${name}`}
                    >
                      Delete
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
