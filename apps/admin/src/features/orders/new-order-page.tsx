import {
  ApiError,
  MOBILE_MONEY_PROVIDERS,
  orderNumber,
  type FieldErrors,
  type StaffOrderRequest,
} from '@shop/contracts';
import { Button } from '@shop/ui';
import { useDeferredValue, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { BackLink } from '../../components/back-link';
import { FormSection } from '../../components/card';
import { SelectField, TextAreaField, TextField } from '../../components/field';
import { PageHeader } from '../../components/page-header';
import { toast } from '../../components/toaster';
import { errorMessage } from '../../lib/api-client';
import { useShopSettings } from '../../lib/use-shop-settings';
import { useEnterOrder } from './api/enter-order';
import { useCustomerSearch } from './api/search-customers';
import { linesRequest, OrderLinesEditor, type LinesValues } from './order-lines-editor';

type Chosen = { _id: string; name: string; email: string; phone: string };
type Payment = 'cod' | 'counter' | 'mobile_money';

/** A radio choice of the form, its whole row clickable. */
function Choice(props: {
  name: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label className="flex items-start gap-3 rounded-lg p-2 text-sm ring-1 ring-stone-200 has-checked:bg-brand-50 has-checked:ring-brand-600">
      <input
        type="radio"
        name={props.name}
        checked={props.checked}
        onChange={props.onChange}
        className="mt-0.5 size-4 shrink-0 accent-brand-700"
      />
      <span>{props.children}</span>
    </label>
  );
}

/** Finds an existing customer by name, e-mail or phone. */
function CustomerSearch({ onChoose }: { onChoose: (c: Chosen) => void }) {
  const [q, setQ] = useState('');
  const search = useCustomerSearch(useDeferredValue(q));
  const found = q.trim() ? (search.data?.customers ?? []) : [];
  return (
    <div className="space-y-2">
      <TextField
        label="Find the customer"
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder="Name, e-mail or phone"
      />
      {found.length ? (
        <ul
          aria-label="Customers found"
          className="divide-y divide-stone-100 rounded-lg ring-1 ring-stone-200"
        >
          {found.map((c) => (
            <li key={c._id} className="flex items-center gap-3 p-2">
              <span className="min-w-0 flex-1 text-sm">
                <span className="block truncate font-medium text-ink">{c.name}</span>
                <span className="block truncate text-xs text-muted">
                  {[c.email, c.phone || c.orderPhone].filter(Boolean).join(' · ')}
                </span>
              </span>
              <Button
                variant="secondary"
                aria-label={`Choose ${c.name}`}
                onClick={() =>
                  onChoose({
                    _id: c._id,
                    name: c.name,
                    email: c.email,
                    phone: c.phone || c.orderPhone || '',
                  })
                }
              >
                Choose
              </Button>
            </li>
          ))}
        </ul>
      ) : q.trim() && search.data && !search.isFetching ? (
        <p className="text-sm text-muted">No customer found: enter them as a new customer.</p>
      ) : null}
    </div>
  );
}

/**
 * /orders/new: an order entered by staff for a phone or walk-in customer
 * (docs/decisions/0070-staff-orders.md). The server prices it from the catalogue, takes its
 * stock and records who entered it.
 */
export function NewOrderPage() {
  const navigate = useNavigate();
  const enter = useEnterOrder();
  const settings = useShopSettings().data;
  const [who, setWho] = useState<'new' | 'existing'>('new');
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [customer, setCustomer] = useState({ name: '', phone: '', email: '' });
  const [phone, setPhone] = useState('');
  const [collect, setCollect] = useState(true);
  const [place, setPlace] = useState({
    street: '',
    city: 'Juba',
    state: 'Central Equatoria',
    country: 'South Sudan',
  });
  const [lines, setLines] = useState<LinesValues>({ lines: [], discount: '', discountReason: '' });
  const [payment, setPayment] = useState<Payment>('cod');
  const [mobile, setMobile] = useState({ number: '', provider: 'MTN' });
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState('');

  const subtotal = lines.lines.reduce((s, l) => s + l.price * (Number(l.quantity) || 0), 0);
  const deliveryFee = collect
    ? 0
    : settings
      ? subtotal >= settings.freeDeliveryThreshold
        ? 0
        : settings.deliveryFee
      : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body: StaffOrderRequest = {
      ...(who === 'existing'
        ? { customerId: chosen?._id ?? '', ...(phone.trim() ? { phone } : {}) }
        : { newCustomer: customer }),
      delivery: collect ? { kind: 'collect' } : { kind: 'deliver', ...place },
      ...linesRequest(lines),
      payment:
        payment === 'mobile_money'
          ? {
              method: 'mobile_money',
              number: mobile.number,
              provider: mobile.provider as (typeof MOBILE_MONEY_PROVIDERS)[number],
            }
          : { method: payment },
      ...(note.trim() ? { note } : {}),
    };
    enter.mutate(body, {
      onSuccess: (answer) => {
        toast('success', `${answer.message} Order #${orderNumber(answer.order._id)}.`);
        void navigate(`/orders/${answer.order._id}`);
      },
      onError: (error) => {
        setErrors(error instanceof ApiError ? error.errors : {});
        setRefusal(errorMessage(error));
      },
    });
  };

  return (
    <>
      <BackLink to="/orders">All orders</BackLink>
      <PageHeader
        title="New order"
        description="For a customer on the phone or at the counter: catalogue prices, stock taken as for any order."
      />
      <form onSubmit={submit} noValidate className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-4">
          <FormSection title="Customer">
            <fieldset className="grid gap-2 sm:grid-cols-2">
              <legend className="sr-only">Who is buying</legend>
              <Choice name="who" checked={who === 'new'} onChange={() => setWho('new')}>
                New customer (walk-in or phone)
              </Choice>
              <Choice name="who" checked={who === 'existing'} onChange={() => setWho('existing')}>
                Existing customer
              </Choice>
            </fieldset>
            {who === 'new' ? (
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label="Name"
                  value={customer.name}
                  onChange={(e) => setCustomer({ ...customer, name: e.target.value })}
                  error={errors['newCustomer.name']}
                  required
                />
                <TextField
                  label="Phone"
                  type="tel"
                  value={customer.phone}
                  onChange={(e) => setCustomer({ ...customer, phone: e.target.value })}
                  error={errors['newCustomer.phone']}
                  required
                />
                <TextField
                  label="E-mail (optional)"
                  type="email"
                  className="sm:col-span-2"
                  value={customer.email}
                  onChange={(e) => setCustomer({ ...customer, email: e.target.value })}
                  error={errors['newCustomer.email']}
                  hint="An account is made without a password; with an e-mail the customer gets the order's mails and can set one with “Forgot password”."
                />
              </div>
            ) : chosen ? (
              <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-stone-50 p-3 ring-1 ring-stone-200">
                <span className="min-w-0 text-sm">
                  <span className="block font-medium text-ink">{chosen.name}</span>
                  <span className="block truncate text-xs text-muted">{chosen.email}</span>
                </span>
                <Button variant="ghost" onClick={() => setChosen(null)}>
                  Change
                </Button>
                <TextField
                  label="Phone for this order"
                  type="tel"
                  className="w-full"
                  value={phone}
                  onChange={(e) => setPhone(e.target.value)}
                  error={errors.phone}
                />
              </div>
            ) : (
              <>
                <CustomerSearch
                  onChoose={(c) => {
                    setChosen(c);
                    setPhone(c.phone);
                  }}
                />
                {errors.customerId ? (
                  <p role="alert" className="text-sm text-red-700">
                    {errors.customerId}
                  </p>
                ) : null}
              </>
            )}
            {who === 'new' && errors.customerId ? (
              <p role="alert" className="text-sm text-red-700">
                {errors.customerId}
              </p>
            ) : null}
          </FormSection>

          <FormSection title="Items">
            <OrderLinesEditor
              values={lines}
              onChange={setLines}
              errors={errors}
              deliveryFee={deliveryFee}
            />
          </FormSection>
        </div>

        <div className="min-w-0 space-y-4">
          <FormSection title="Delivery">
            <fieldset className="space-y-2">
              <legend className="sr-only">Delivery or collection</legend>
              <Choice name="delivery" checked={collect} onChange={() => setCollect(true)}>
                Collect at the depot (no delivery fee)
              </Choice>
              <Choice name="delivery" checked={!collect} onChange={() => setCollect(false)}>
                Deliver to an address
              </Choice>
            </fieldset>
            {!collect ? (
              <div className="space-y-3">
                {(['street', 'city', 'state', 'country'] as const).map((f) => (
                  <TextField
                    key={f}
                    label={f[0]!.toUpperCase() + f.slice(1)}
                    value={place[f]}
                    onChange={(e) => setPlace({ ...place, [f]: e.target.value })}
                    error={errors[`delivery.${f}`]}
                    required
                  />
                ))}
              </div>
            ) : null}
          </FormSection>

          <FormSection title="Payment">
            <fieldset className="space-y-2">
              <legend className="sr-only">How the customer pays</legend>
              <Choice name="payment" checked={payment === 'cod'} onChange={() => setPayment('cod')}>
                Cash on delivery or collection
              </Choice>
              <Choice
                name="payment"
                checked={payment === 'counter'}
                onChange={() => setPayment('counter')}
              >
                Paid in cash at the counter now
              </Choice>
              <Choice
                name="payment"
                checked={payment === 'mobile_money'}
                onChange={() => setPayment('mobile_money')}
              >
                Mobile money (confirmed when it arrives)
              </Choice>
            </fieldset>
            {payment === 'mobile_money' ? (
              <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
                <TextField
                  label="Mobile money number"
                  type="tel"
                  value={mobile.number}
                  onChange={(e) => setMobile({ ...mobile, number: e.target.value })}
                  error={errors['payment.number']}
                />
                <SelectField
                  label="Provider"
                  value={mobile.provider}
                  onChange={(e) => setMobile({ ...mobile, provider: e.target.value })}
                >
                  {MOBILE_MONEY_PROVIDERS.map((p) => (
                    <option key={p}>{p}</option>
                  ))}
                </SelectField>
              </div>
            ) : null}
            <TextAreaField
              label="Note (optional)"
              rows={2}
              maxLength={300}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              error={errors.note}
              hint="Kept in the order's history."
            />
          </FormSection>

          {refusal ? (
            <p
              role="alert"
              className="rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
            >
              {refusal}
            </p>
          ) : null}
          <Button type="submit" disabled={enter.isPending} className="w-full">
            {enter.isPending ? 'Entering…' : 'Enter order'}
          </Button>
        </div>
      </form>
    </>
  );
}
