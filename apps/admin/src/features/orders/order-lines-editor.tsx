import {
  DISCOUNT_REASON_MAX,
  formatPrice,
  sizesOf,
  type AdminProduct,
  type FieldErrors,
} from '@shop/contracts';
import { Button } from '@shop/ui';
import { priceAndSizes, ProductFinder, sizePricesOf } from '../../components/product-finder';
import { TextField } from '../../components/field';

/** A line as the editor holds it: the quantity as typed, the product's sizes to choose from. */
export interface EditedLine {
  productId: string;
  name: string;
  sizes: string[];
  size: string;
  quantity: string;
  /** The price shown (catalogue, or what the order was sold at); the server decides. */
  price: number;
  /** A line just added: the catalogue's price of each size, which `price` follows. */
  prices?: Record<string, number>;
}

export interface LinesValues {
  lines: EditedLine[];
  /** The discount in SSP as typed ('' for none) and why. */
  discount: string;
  discountReason: string;
}

const number = (text: string) => {
  const clean = text.replace(/[,\s]/g, '');
  return clean === '' ? undefined : Number(clean);
};

/** The request's lines and discount (the server prices them; no price is sent). */
export const linesRequest = (v: LinesValues) => ({
  items: v.lines.map((l) => ({
    _id: l.productId,
    size: l.size,
    quantity: number(l.quantity) ?? Number.NaN,
  })),
  ...(v.discount.trim()
    ? { discount: { amount: number(v.discount) ?? Number.NaN, reason: v.discountReason } }
    : {}),
});

/** The server's field errors ('items.1.quantity', 'discount.amount') by line and field. */
const lineError = (errors: FieldErrors, i: number) =>
  errors[`items.${i}.quantity`] ?? errors[`items.${i}.size`];

const cell = 'block w-full rounded-lg border border-stone-300 bg-white px-2.5 py-2 text-sm';

/**
 * The lines of an order staff enter or edit (docs/decisions/0070-staff-orders.md): products picked
 * by name, size and quantity per line, and a discount with its reason. Totals follow as staff
 * type; the server computes the real ones from the catalogue.
 */
export function OrderLinesEditor({
  values,
  onChange,
  errors,
  deliveryFee,
}: {
  values: LinesValues;
  onChange: (values: LinesValues) => void;
  errors: FieldErrors;
  /** The delivery fee to show in the totals, or null when the server decides it. */
  deliveryFee: number | null;
}) {
  const set = (patch: Partial<LinesValues>) => onChange({ ...values, ...patch });
  const setLine = (i: number, patch: Partial<EditedLine>) =>
    set({ lines: values.lines.map((l, j) => (j === i ? { ...l, ...patch } : l)) });
  const add = (p: AdminProduct) => {
    const prices = sizePricesOf(p);
    const size = sizesOf(p.sizes)[0]!;
    set({
      lines: [
        ...values.lines,
        {
          productId: p._id,
          name: p.name,
          sizes: sizesOf(p.sizes),
          size,
          quantity: '1',
          price: prices[size]!,
          prices,
        },
      ],
    });
  };
  const subtotal = values.lines.reduce((sum, l) => sum + l.price * (number(l.quantity) ?? 0), 0);
  const discount = number(values.discount) ?? 0;
  const linesMessage = errors.items ?? errors['items.size'] ?? errors['items.quantity'];
  return (
    <div className="space-y-4">
      {values.lines.length ? (
        <ol className="space-y-3" aria-label="Lines">
          {values.lines.map((line, i) => {
            const error = lineError(errors, i);
            return (
              <li
                key={`${line.productId}-${i}`}
                className="rounded-lg bg-stone-50 p-3 ring-1 ring-stone-200"
              >
                <div className="flex flex-wrap items-start justify-between gap-x-3">
                  <p className="min-w-0 font-medium text-ink">{line.name}</p>
                  <p className="text-sm font-semibold whitespace-nowrap tabular-nums">
                    {formatPrice(line.price * (number(line.quantity) ?? 0))}
                  </p>
                </div>
                <p className="text-xs text-muted">{formatPrice(line.price)} each</p>
                <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_7rem_auto] sm:items-end">
                  <label className="text-sm">
                    <span className="mb-1 block font-medium">
                      Size<span className="sr-only"> of {line.name}</span>
                    </span>
                    <select
                      value={line.size}
                      onChange={(e) =>
                        setLine(i, {
                          size: e.target.value,
                          price: line.prices?.[e.target.value] ?? line.price,
                        })
                      }
                      className={cell}
                    >
                      {line.sizes.map((s) => (
                        <option key={s}>{s}</option>
                      ))}
                    </select>
                  </label>
                  <label className="text-sm">
                    <span className="mb-1 block font-medium">
                      Quantity<span className="sr-only"> of {line.name}</span>
                    </span>
                    <input
                      value={line.quantity}
                      onChange={(e) => setLine(i, { quantity: e.target.value })}
                      inputMode="numeric"
                      className={cell}
                      aria-invalid={error ? true : undefined}
                    />
                  </label>
                  <Button
                    variant="ghost"
                    aria-label={`Remove ${line.name}`}
                    onClick={() => set({ lines: values.lines.filter((_, j) => j !== i) })}
                  >
                    Remove
                  </Button>
                </div>
                {error ? (
                  <p role="alert" className="mt-2 text-sm text-red-700">
                    {error}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="text-sm text-muted">No line yet: find a product below to add it.</p>
      )}
      {linesMessage ? (
        <p role="alert" className="text-sm text-red-700">
          {linesMessage}
        </p>
      ) : null}
      <ProductFinder
        onAdd={add}
        detail={priceAndSizes}
        addLabel={(p) => (values.lines.some((l) => l.productId === p._id) ? 'Add again' : 'Add')}
      />

      <div className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <TextField
          label="Discount (SSP)"
          inputMode="numeric"
          value={values.discount}
          onChange={(e) => set({ discount: e.target.value })}
          error={errors['discount.amount']}
          hint="Leave empty for none."
        />
        <TextField
          label="Reason for the discount"
          value={values.discountReason}
          maxLength={DISCOUNT_REASON_MAX}
          onChange={(e) => set({ discountReason: e.target.value })}
          error={errors['discount.reason']}
          hint="Required with a discount; kept on the order and in the audit log."
        />
      </div>

      <dl className="ml-auto grid max-w-xs grid-cols-2 gap-y-1 text-sm" aria-live="polite">
        <dt className="text-muted">Subtotal</dt>
        <dd className="text-right tabular-nums">{formatPrice(subtotal)}</dd>
        {discount ? (
          <>
            <dt className="text-muted">Discount</dt>
            <dd className="text-right tabular-nums">−{formatPrice(discount)}</dd>
          </>
        ) : null}
        <dt className="text-muted">Delivery</dt>
        <dd className="text-right tabular-nums">
          {deliveryFee === null ? 'At checkout rates' : formatPrice(deliveryFee)}
        </dd>
        <dt className="border-t border-stone-300 pt-1 font-bold">Total</dt>
        <dd className="border-t border-stone-300 pt-1 text-right font-bold tabular-nums">
          {formatPrice(subtotal - discount + (deliveryFee ?? 0))}
        </dd>
      </dl>
    </div>
  );
}
