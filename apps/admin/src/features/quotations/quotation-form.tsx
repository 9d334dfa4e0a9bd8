import {
  calendarDaysAfter,
  formatPrice,
  perUnit,
  QUOTATION_DEFAULT_VALID_DAYS,
  QUOTATION_NOTES_MAX,
  QUOTATION_TEXT_MAX,
  quotationInputSchema,
  shopDayOfInstant,
  sizesOf,
  type ProductType,
  type Quotation,
  type QuotationInput,
} from '@shop/contracts';
import { Button } from '@shop/ui';
import { useEffect } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { TextAreaField, TextField } from '../../components/field';
import { FormFooter } from '../../components/form-footer';
import { sizePricesOf } from '../../components/product-finder';
import { useSaveForm } from '../../components/use-save-form';
import { schemaResolver } from '../../lib/schema-resolver';
import { useSaveQuotation } from './api/save-quotation';
import { LinePicker, type PickedProduct } from './line-picker';

/** A line as the editor holds it: numbers as typed, the product's sizes to choose from. */
export interface LineValues {
  productId: string;
  name: string;
  sizes: string[];
  size: string;
  quantity: string;
  price: string;
  catalogPrice: number;
  /** A line just picked: the catalogue's price of each size, which `catalogPrice` follows. */
  catalogPrices?: Record<string, number>;
  productType: ProductType;
  measurement: string;
  unit: string;
}

export interface QuotationValues {
  organisation: string;
  contactName: string;
  email: string;
  phone: string;
  validUntil: string;
  deliveryFee: string;
  notes: string;
  lines: LineValues[];
}

const FIELDS = [
  'organisation',
  'contactName',
  'email',
  'phone',
  'validUntil',
  'deliveryFee',
  'notes',
  'lines',
];

/** "1,500,000" and "1500000" alike; empty is left out (a line's price: the catalogue's). */
const amount = (text: string) => {
  const clean = text.replace(/[,\s]/g, '');
  return clean === '' ? undefined : Number(clean);
};

const toInput = (v: QuotationValues): QuotationInput => ({
  organisation: v.organisation,
  contactName: v.contactName,
  email: v.email,
  phone: v.phone,
  validUntil: v.validUntil,
  deliveryFee: amount(v.deliveryFee) ?? 0,
  notes: v.notes,
  lines: v.lines.map((l) => ({
    productId: l.productId,
    size: l.size,
    quantity: amount(l.quantity) ?? Number.NaN,
    price: amount(l.price),
  })),
});
const resolver = schemaResolver<QuotationValues, QuotationInput>(quotationInputSchema, toInput);

export const emptyQuotation = (): QuotationValues => ({
  organisation: '',
  contactName: '',
  email: '',
  phone: '',
  validUntil: calendarDaysAfter(shopDayOfInstant(new Date()), QUOTATION_DEFAULT_VALID_DAYS),
  deliveryFee: '0',
  notes: '',
  lines: [],
});

/** A saved quotation as the editor shows it (sizes are those of the line until a product is re-picked). */
export const valuesOf = (q: Quotation): QuotationValues => ({
  organisation: q.organisation,
  contactName: q.contactName,
  email: q.email,
  phone: q.phone,
  validUntil: q.validUntil,
  deliveryFee: String(q.deliveryFee),
  notes: q.notes,
  lines: q.lines.map((l) => ({
    productId: l.productId,
    name: l.name,
    sizes: [l.size],
    size: l.size,
    quantity: String(l.quantity),
    price: String(l.price),
    catalogPrice: l.price,
    productType: l.productType,
    measurement: l.measurement,
    unit: l.unit,
  })),
});

const cell = 'block w-full rounded-lg border border-stone-300 bg-white px-2.5 py-2 text-sm';

/**
 * The quotation editor (docs/decisions/0069-quotations.md): who it is for, its lines (a product
 * picked by name starts at its catalogue price, which staff may change), delivery, validity and
 * notes. The total follows as staff type.
 */
export function QuotationForm({
  id,
  initial,
  onDirty,
}: {
  id?: string;
  initial: QuotationValues;
  /** Told when the form has unsaved changes (Send waits for them to be saved). */
  onDirty?: (dirty: boolean) => void;
}) {
  const navigate = useNavigate();
  const save = useSaveQuotation(id);
  const saveForm = useSaveForm({ defaultValues: initial, resolver, fields: FIELDS });
  const { form, dirty } = saveForm;
  useEffect(() => onDirty?.(dirty), [dirty, onDirty]);
  const { register, formState, watch, control } = form;
  const lines = useFieldArray({ control, name: 'lines' });
  const errors = formState.errors;
  const values = watch();
  const subtotal = values.lines.reduce(
    (sum, l) => sum + (amount(l.price) ?? l.catalogPrice) * (amount(l.quantity) ?? 0),
    0,
  );
  const delivery = amount(values.deliveryFee) ?? 0;

  const add = (p: PickedProduct) => {
    const catalogPrices = sizePricesOf(p);
    const size = sizesOf(p.sizes)[0]!;
    lines.append({
      productId: p._id,
      name: p.name,
      sizes: sizesOf(p.sizes),
      size,
      quantity: '1',
      price: String(catalogPrices[size]),
      catalogPrice: catalogPrices[size]!,
      catalogPrices,
      productType: p.productType,
      measurement: p.measurement,
      unit: p.unit,
    });
  };

  /**
   * Another size of a line just picked: its catalogue price follows, and so does the price
   * staff left at the catalogue's (one they typed stays theirs).
   */
  const sizeChosen = (i: number, size: string) => {
    const line = form.getValues(`lines.${i}`);
    const now = line.catalogPrices?.[size];
    if (now === undefined) return;
    if (amount(line.price) === line.catalogPrice) form.setValue(`lines.${i}.price`, String(now));
    form.setValue(`lines.${i}.catalogPrice`, now);
  };

  const submit = (data: QuotationInput) =>
    save.mutate(data, {
      onSuccess: (answer) => {
        saveForm.saved(answer.message ?? 'Quotation saved', valuesOf(answer.quotation));
        if (!id) void navigate(`/quotations/${answer.quotation._id}`, { replace: true });
      },
      onError: saveForm.refused,
    });

  return (
    <form
      {...saveForm.formProps(submit)}
      className="space-y-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-bold text-ink">For</legend>
        <TextField
          label="Organisation"
          {...register('organisation')}
          maxLength={QUOTATION_TEXT_MAX}
          error={errors.organisation?.message}
          required
        />
        <TextField
          label="Contact name"
          {...register('contactName')}
          maxLength={QUOTATION_TEXT_MAX}
          error={errors.contactName?.message}
          required
        />
        <TextField
          label="E-mail (the quotation is sent here)"
          type="email"
          {...register('email')}
          error={errors.email?.message}
          required
        />
        <TextField label="Phone" type="tel" {...register('phone')} error={errors.phone?.message} />
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="mb-2 text-base font-bold text-ink">Lines</legend>
        {lines.fields.length ? (
          <ol className="space-y-3">
            {lines.fields.map((field, i) => {
              const line = values.lines[i] ?? field;
              const lineErrors = errors.lines?.[i];
              const qty = amount(line.quantity) ?? 0;
              const price = amount(line.price) ?? line.catalogPrice;
              return (
                <li key={field.id} className="rounded-lg bg-stone-50 p-3 ring-1 ring-stone-200">
                  <div className="flex flex-wrap items-start justify-between gap-x-3">
                    <div className="min-w-0">
                      <p className="font-medium text-ink">{line.name}</p>
                      <p className="text-xs text-muted">
                        Catalogue: {formatPrice(line.catalogPrice)} {perUnit(line)}
                      </p>
                    </div>
                    <p className="text-sm font-semibold whitespace-nowrap tabular-nums">
                      {formatPrice(price * qty)}
                    </p>
                  </div>
                  {lineErrors?.productId?.message ? (
                    <p className="text-sm text-red-700">{lineErrors.productId.message}</p>
                  ) : null}
                  <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_7rem_9rem_auto] sm:items-end">
                    <label className="text-sm">
                      <span className="mb-1 block font-medium">
                        Size
                        <span className="sr-only"> of {line.name}</span>
                      </span>
                      <select
                        {...register(`lines.${i}.size`, {
                          onChange: (e: { target: { value: string } }) =>
                            sizeChosen(i, e.target.value),
                        })}
                        className={cell}
                        aria-invalid={lineErrors?.size ? true : undefined}
                      >
                        {line.sizes.map((s) => (
                          <option key={s}>{s}</option>
                        ))}
                      </select>
                      {lineErrors?.size?.message ? (
                        <span className="mt-1 block text-red-700">{lineErrors.size.message}</span>
                      ) : null}
                    </label>
                    <label className="text-sm">
                      <span className="mb-1 block font-medium">
                        Quantity
                        <span className="sr-only"> of {line.name}</span>
                      </span>
                      <input
                        {...register(`lines.${i}.quantity`)}
                        inputMode="numeric"
                        className={cell}
                        aria-invalid={lineErrors?.quantity ? true : undefined}
                      />
                      {lineErrors?.quantity?.message ? (
                        <span className="mt-1 block text-red-700">
                          {lineErrors.quantity.message}
                        </span>
                      ) : null}
                    </label>
                    <label className="text-sm">
                      <span className="mb-1 block font-medium">
                        Unit price (SSP)
                        <span className="sr-only"> of {line.name}</span>
                      </span>
                      <input
                        {...register(`lines.${i}.price`)}
                        inputMode="numeric"
                        className={cell}
                        aria-invalid={lineErrors?.price ? true : undefined}
                      />
                      {lineErrors?.price?.message ? (
                        <span className="mt-1 block text-red-700">{lineErrors.price.message}</span>
                      ) : null}
                    </label>
                    <Button
                      variant="ghost"
                      aria-label={`Remove ${line.name}`}
                      onClick={() => lines.remove(i)}
                    >
                      Remove
                    </Button>
                  </div>
                </li>
              );
            })}
          </ol>
        ) : (
          <p className="text-sm text-muted">No line yet: find a product below to add it.</p>
        )}
        {errors.lines?.message || errors.lines?.root?.message ? (
          <p className="text-sm text-red-700">
            {errors.lines?.message ?? errors.lines?.root?.message}
          </p>
        ) : null}
        <LinePicker onPick={add} chosen={new Set(values.lines.map((l) => l.productId))} />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-bold text-ink">Terms</legend>
        <TextField
          label="Delivery fee (SSP)"
          inputMode="numeric"
          {...register('deliveryFee')}
          error={errors.deliveryFee?.message}
        />
        <TextField
          label="Valid until (Juba day)"
          type="date"
          {...register('validUntil')}
          error={errors.validUntil?.message}
          required
        />
        <TextAreaField
          label="Notes"
          className="sm:col-span-2"
          rows={3}
          maxLength={QUOTATION_NOTES_MAX}
          {...register('notes')}
          error={errors.notes?.message}
          hint="Shown on the quotation: delivery place, payment terms, lead time."
        />
      </fieldset>

      <dl className="ml-auto grid max-w-xs grid-cols-2 gap-y-1 text-sm" aria-live="polite">
        <dt className="text-muted">Subtotal</dt>
        <dd className="text-right tabular-nums">{formatPrice(subtotal)}</dd>
        <dt className="text-muted">Delivery</dt>
        <dd className="text-right tabular-nums">{formatPrice(delivery)}</dd>
        <dt className="border-t border-stone-300 pt-1 font-bold">Total</dt>
        <dd className="border-t border-stone-300 pt-1 text-right font-bold tabular-nums">
          {formatPrice(subtotal + delivery)}
        </dd>
      </dl>

      <FormFooter
        label="Save draft"
        saving={save.isPending}
        dirty={dirty}
        saved={Boolean(id)}
        refusal={errors.root?.server?.message}
      />
      {saveForm.prompt}
    </form>
  );
}
