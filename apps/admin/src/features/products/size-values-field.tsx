import { ADMIN_PRODUCT_LIMITS as L, sizesOf } from '@shop/contracts';
import { TextField } from '../../components/field';
import {
  marginText,
  parseWhole,
  pricedPerSize,
  sizeOfMessage,
  type ProductFormValues,
} from './form-values';

export type SizeValueField = 'sizePrices' | 'sizeSkus' | 'sizeCosts';

/**
 * Per size (decision 0074): its own price when sizes sell at different prices ('Table + 6
 * chairs' dearer than '+ 4'), its SKU and what one unit costs the shop. All optional; the SKU and
 * the cost are for staff only. The sizes follow the Sizes field, like the stock.
 */
export function SizeValuesField({
  values,
  errors,
  onChange,
}: {
  values: ProductFormValues;
  errors: Partial<Record<SizeValueField, string>>;
  onChange: (field: SizeValueField, size: string, text: string) => void;
}) {
  const sizes = sizesOf(values.sizes);
  const priced = pricedPerSize(values.sizes);
  const base = parseWhole(values.price);
  const errorOf = (field: SizeValueField, size: string) =>
    sizeOfMessage(errors[field], values.sizes) === size ? errors[field] : undefined;
  const unplaced = (Object.keys(errors) as SizeValueField[])
    .filter((field) => errors[field] && !sizeOfMessage(errors[field], values.sizes))
    .map((field) => errors[field]!);
  const of = (size: string) => <span className="sr-only"> of {size}</span>;
  return (
    <div className="space-y-3">
      {sizes.map((size) => {
        const margin = marginText(values, size);
        return (
          <fieldset key={size} className="rounded-lg bg-stone-50 p-3 ring-1 ring-stone-200">
            <legend className="float-left mb-2 w-full text-sm font-semibold text-ink">
              {size}
            </legend>
            <div className="clear-both grid gap-3 sm:grid-cols-3">
              {priced ? (
                <TextField
                  label={<>Price{of(size)} (SSP)</>}
                  value={values.sizePrices[size] ?? ''}
                  onChange={(event) => onChange('sizePrices', size, event.target.value)}
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder={
                    base !== undefined && Number.isInteger(base) && base > 0
                      ? base.toLocaleString('en-US')
                      : undefined
                  }
                  hint="Empty: the product's price."
                  error={errorOf('sizePrices', size)}
                  className="min-w-0"
                />
              ) : null}
              <TextField
                label={<>SKU{of(size)}</>}
                value={values.sizeSkus[size] ?? ''}
                onChange={(event) => onChange('sizeSkus', size, event.target.value)}
                maxLength={L.skuMax + 10}
                autoComplete="off"
                hint="Your stock code; one size's in the whole shop."
                error={errorOf('sizeSkus', size)}
                className="min-w-0"
              />
              <TextField
                label={<>Cost price{of(size)} (SSP)</>}
                value={values.sizeCosts[size] ?? ''}
                onChange={(event) => onChange('sizeCosts', size, event.target.value)}
                inputMode="numeric"
                autoComplete="off"
                hint={margin ?? 'What one unit costs the shop.'}
                error={errorOf('sizeCosts', size)}
                className="min-w-0"
              />
            </div>
          </fieldset>
        );
      })}
      {unplaced.map((message) => (
        <p key={message} className="text-sm text-red-700">
          {message}
        </p>
      ))}
    </div>
  );
}
