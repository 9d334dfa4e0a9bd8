import {
  sizesOf,
  STOCK_ADJUSTMENT_KINDS,
  STOCK_REASON_LABELS,
  stockAdjustmentSchema,
  SUPPLIER_MAX,
  STOCK_NOTE_MAX,
  type AdminProduct,
  type StockAdjustment,
  type StockAdjustmentKind,
} from '@shop/contracts';
import { Button } from '@shop/ui';
import { Card } from '../../components/card';
import { SelectField, TextAreaField, TextField } from '../../components/field';
import { useSaveForm } from '../../components/use-save-form';
import { schemaResolver } from '../../lib/schema-resolver';
import { useAdjustStock } from './api/adjust-stock';

interface Values {
  kind: StockAdjustmentKind;
  size: string;
  quantity: string;
  supplier: string;
  unitCost: string;
  note: string;
}

/** What the units mean for each kind of change. */
const QUANTITY_LABELS: Record<StockAdjustmentKind, string> = {
  receipt: 'Units received',
  damage: 'Units damaged or lost',
  recount: 'Units counted',
};

/** '1,500' typed as staff write it; an empty box stays empty (the API names what is missing). */
const wholeNumber = (text: string) => {
  const digits = text.replace(/[\s,]/g, '');
  return digits === '' ? undefined : /^-?\d+(\.\d+)?$/.test(digits) ? Number(digits) : digits;
};

const FIELDS = ['kind', 'size', 'quantity', 'supplier', 'unitCost', 'note'] as const;

/**
 * Goods received from a supplier, units damaged or lost, or a recount of one size: the stock
 * moves by what staff say, never by overwriting an order's take, and the history keeps why.
 */
export function StockAdjustmentForm({ product }: { product: AdminProduct }) {
  const sizes = sizesOf(product.sizes);
  const blank: Values = {
    kind: 'receipt',
    size: sizes[0] ?? '',
    quantity: '',
    supplier: '',
    unitCost: '',
    note: '',
  };
  const { form, formProps, saved, refused } = useSaveForm<Values, StockAdjustment>({
    defaultValues: blank,
    resolver: schemaResolver(stockAdjustmentSchema, (v: Values) => ({
      kind: v.kind,
      size: v.size,
      quantity: wholeNumber(v.quantity),
      note: v.note,
      ...(v.kind === 'receipt' ? { supplier: v.supplier, unitCost: wholeNumber(v.unitCost) } : {}),
    })),
    fields: FIELDS,
  });
  const adjust = useAdjustStock(product._id);
  const { register, watch, formState } = form;
  const kind = watch('kind');
  const error = (name: keyof Values) => formState.errors[name]?.message;

  if (product.stock === null) return null;
  return (
    <Card title="Record goods received, damage or a recount">
      <form
        {...formProps((data) =>
          adjust.mutate(data, {
            onSuccess: (answer) => saved(answer.message, { ...blank, kind, size: answer.size }),
            onError: refused,
          }),
        )}
        className="grid gap-3 sm:grid-cols-3"
      >
        <SelectField label="What happened" error={error('kind')} {...register('kind')}>
          {STOCK_ADJUSTMENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {STOCK_REASON_LABELS[k]}
            </option>
          ))}
        </SelectField>
        <SelectField label="For size" error={error('size')} {...register('size')}>
          {sizes.map((s) => (
            <option key={s} value={s}>
              {s} ({(product.stock?.[s] ?? 0).toLocaleString('en-US')} in stock)
            </option>
          ))}
        </SelectField>
        <TextField
          label={QUANTITY_LABELS[kind]}
          inputMode="numeric"
          autoComplete="off"
          error={error('quantity')}
          {...register('quantity')}
        />
        {kind === 'receipt' ? (
          <>
            <TextField
              label="Supplier (optional)"
              maxLength={SUPPLIER_MAX}
              error={error('supplier')}
              className="sm:col-span-2"
              {...register('supplier')}
            />
            <TextField
              label="Cost of one unit, SSP (optional)"
              inputMode="numeric"
              autoComplete="off"
              error={error('unitCost')}
              {...register('unitCost')}
            />
          </>
        ) : null}
        <TextAreaField
          label={kind === 'damage' ? 'What happened to them' : 'Note (optional)'}
          rows={2}
          maxLength={STOCK_NOTE_MAX}
          hint={kind === 'receipt' ? 'A delivery note or invoice number, for example.' : undefined}
          error={error('note')}
          className="sm:col-span-3"
          {...register('note')}
        />
        <div className="sm:col-span-3">
          <Button type="submit" disabled={adjust.isPending} aria-busy={adjust.isPending}>
            {adjust.isPending ? 'Recording…' : 'Record'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
