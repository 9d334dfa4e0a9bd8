import { MEASUREMENT_MAX, PRODUCT_TYPE_LABELS, PRODUCT_TYPES, UNITS } from '@shop/contracts';
import type { UseFormRegister } from 'react-hook-form';
import { SelectField, TextField } from '../../components/field';
import { priceLine, type ProductFormValues } from './form-values';

/**
 * How the product is counted and what its price is per: the type, what one unit holds and the
 * unit, with the price line the shop will print beside every price of it.
 */
export function UnitFields({
  values,
  register,
  errors,
}: {
  values: ProductFormValues;
  register: UseFormRegister<ProductFormValues>;
  errors: Record<string, string>;
}) {
  return (
    <>
      <SelectField
        label="How it is counted"
        {...register('productType')}
        error={errors.productType}
        className="sm:max-w-xs"
      >
        {PRODUCT_TYPES.map((type) => (
          <option key={type} value={type}>
            {PRODUCT_TYPE_LABELS[type]}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Measurement"
          {...register('measurement')}
          maxLength={MEASUREMENT_MAX}
          autoComplete="off"
          error={errors.measurement}
          hint="What one unit holds, e.g. 50 kg, 20 litres, 6 m. Leave empty when the unit says it all (a chair per piece)."
        />
        <SelectField label="Unit" {...register('unit')} error={errors.unit}>
          {UNITS.map((unit) => (
            <option key={unit}>{unit}</option>
          ))}
        </SelectField>
      </div>
      <p className="rounded-lg bg-stone-50 px-3 py-2 text-sm text-muted ring-1 ring-stone-200">
        The shop shows the price as{' '}
        <output className="font-semibold text-ink" aria-live="polite">
          {priceLine(values)}
        </output>
      </p>
    </>
  );
}
