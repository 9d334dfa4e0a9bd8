import { sizesOf, STOCK_MAX } from '@shop/contracts';
import { CheckboxField, TextField } from '../../components/field';
import { unitsOf, type ProductFormValues } from './form-values';
import { sizeOfStockMessage } from './stock-errors';

/**
 * Whether the product's stock is counted and, when it is, one number per size: the sizes follow
 * the Sizes field as they are added and removed (a product without sizes has the one size
 * "Standard"). `problems` holds what the server refused per size (an order took units meanwhile).
 */
export function StockField({
  values,
  error,
  problems,
  onTrackChange,
  onUnitsChange,
}: {
  values: ProductFormValues;
  /** The schema's message about the stock (names its size). */
  error?: string;
  problems: Record<string, string>;
  onTrackChange: (track: boolean) => void;
  onUnitsChange: (size: string, units: string) => void;
}) {
  const sizes = sizesOf(values.sizes);
  const errorSize = sizeOfStockMessage(error, values.sizes);
  const measurement = values.measurement.trim();
  const oneUnit = measurement ? `${measurement} ${values.unit}` : values.unit;
  return (
    <>
      <CheckboxField
        label="Track stock"
        description="Orders take units from each size; a size with none left cannot be ordered. Leave it off for services and for goods that never run out."
        checked={values.trackStock}
        onChange={(event) => onTrackChange(event.target.checked)}
      />
      {values.trackStock ? (
        <fieldset>
          <legend className="text-sm font-medium text-ink">Units in stock</legend>
          <p className="mt-1 text-xs text-muted">
            Whole units per size: one unit is one {oneUnit}. Orders placed while you edit are kept:
            a size you leave as it is keeps its current number.
          </p>
          <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {sizes.map((size) => (
              <TextField
                key={size}
                label={size}
                value={unitsOf(values, size)}
                onChange={(event) => onUnitsChange(size, event.target.value)}
                inputMode="numeric"
                autoComplete="off"
                maxLength={String(STOCK_MAX).length + 3}
                error={problems[size] ?? (errorSize === size ? error : undefined)}
                className="min-w-0"
              />
            ))}
          </div>
          {error && !errorSize ? <p className="mt-2 text-sm text-red-700">{error}</p> : null}
        </fieldset>
      ) : null}
    </>
  );
}
