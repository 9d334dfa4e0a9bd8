import {
  ADMIN_PRODUCT_LIMITS as L,
  ADMIN_PRODUCT_MESSAGES as M,
  PRODUCT_INPUT_FIELDS,
  productInputSchema,
  type AdminProduct,
  type ProductFields,
} from '@shop/contracts';
import { Button } from '@shop/ui';
import { useRef, useState } from 'react';
import type { Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CheckboxField, TextAreaField, TextField } from '../../components/field';
import { FormSection } from '../../components/card';
import { toast } from '../../components/toaster';
import { useSaveForm } from '../../components/use-save-form';
import { ApiError, errorMessage } from '../../lib/api-client';
import { flatErrors } from '../../lib/form-errors';
import { formatPrice } from '../../lib/format';
import { schemaResolver } from '../../lib/schema-resolver';
import { useRememberProduct } from './api/get-product';
import { useSaveProduct } from './api/save-product';
import { ArchivePanel } from './archive-panel';
import { CategorySelects } from './category-selects';
import {
  EMPTY_PRODUCT,
  listedPrice,
  sameValues,
  toFormValues,
  toProductInput,
  withCurrentStock,
  type ProductFormValues,
} from './form-values';
import { ImagesField } from './images-field';
import { ProductPreview } from './product-preview';
import { SizesField } from './sizes-field';
import { SizeValuesField } from './size-values-field';
import { StaleNotice } from './stale-notice';
import { stockConflicts } from './stock-errors';
import { StockField } from './stock-field';
import { UnitFields } from './unit-fields';

const resolver = schemaResolver<ProductFormValues, ProductFields>(
  productInputSchema,
  toProductInput,
);

/**
 * Create a product, or edit one. Checked with the API's own schema: once staff try to save,
 * every field shows its message and updates as they type; what the server still refuses
 * (a picture it no longer holds) shows at its field too. An edit sends the `updatedAt` it read,
 * so someone else's save in between is never overwritten (409: reload, then edit again), and
 * the stock it read (`stockRead`), so an order placed meanwhile is never overwritten either
 * (409 naming the size: the form takes the current stock and the size shows the message).
 */
export function ProductForm({
  product,
  latest,
  onReload,
}: {
  /** The product as read when the editor opened; none for a new product. */
  product?: AdminProduct;
  /** The newest copy the page has read (refetched on focus), to notice someone else's save. */
  latest?: AdminProduct;
  onReload?: () => Promise<AdminProduct | undefined>;
}) {
  const navigate = useNavigate();
  const [base, setBase] = useState(product);
  const save = useSaveProduct(base?._id);
  const remember = useRememberProduct();
  const saved = useRef(product ? toFormValues(product) : EMPTY_PRODUCT);
  const saveForm = useSaveForm({
    defaultValues: saved.current,
    resolver,
    fields: PRODUCT_INPUT_FIELDS,
  });
  const { form, dirty, focusFirstInvalid } = saveForm;
  const { register, formState } = form;
  const [conflict, setConflict] = useState(false);
  const [uploading, setUploading] = useState(false);
  /** What the server refused per size: an order moved its stock since the form read it. */
  const [stockProblems, setStockProblems] = useState<Record<string, string>>({});
  /** Saving waits while the current stock is read after such a refusal. */
  const [readingStock, setReadingStock] = useState(false);
  const values = form.watch();
  const errors = flatErrors(formState.errors);
  const errorCount = Object.keys(errors).length + Object.keys(stockProblems).length;
  const listed = listedPrice(values);
  const staleByOthers = Boolean(latest && base && latest.updatedAt > base.updatedAt);

  // Fields drawn by their own components; once a save was tried, their message follows them.
  const change = <K extends keyof ProductFormValues>(name: K, value: ProductFormValues[K]) =>
    form.setValue(name as Path<ProductFormValues>, value, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });

  /** Takes `next` as the product the form edits; answers its values, the form's clean state. */
  const adopt = (next: AdminProduct) => {
    saved.current = toFormValues(next);
    setBase(next);
    setConflict(false);
    setStockProblems({});
    return saved.current;
  };
  const resetTo = (next: AdminProduct) => form.reset(adopt(next));

  // Orders took units of sizes this form changed. The current stock is read again: sizes staff
  // left as they were follow it, the refused ones keep what was typed beside the message, and
  // the next save is checked against what the form now shows.
  const onStockConflict = async (problems: Record<string, string>, error: unknown) => {
    setStockProblems(problems);
    focusFirstInvalid();
    toast('error', errorMessage(error));
    const read = base;
    let fresh: AdminProduct | undefined;
    setReadingStock(true);
    try {
      fresh = await onReload?.();
    } catch {
      return; // The messages stand; a save again meets the same refusal with the new numbers.
    } finally {
      setReadingStock(false);
    }
    // A product saved by someone else meanwhile is the stale notice's business, not this one.
    if (!fresh || !read || fresh.updatedAt !== read.updatedAt) return;
    const values = form.getValues();
    form.setValue('stock', withCurrentStock(values.stock, values.sizes, read.stock, fresh.stock), {
      shouldDirty: true,
    });
    setBase({ ...read, stock: fresh.stock });
  };

  const withReads = (data: ProductFields) => {
    if (!base) return data;
    // The stock the form read goes with the save only for a product already counted.
    const stockRead = data.trackStock && base.stock ? { stockRead: base.stock } : {};
    return { ...data, updatedAt: base.updatedAt, ...stockRead };
  };

  const submit = (data: ProductFields) =>
    save.mutate(withReads(data), {
      onSuccess: (answer) => {
        saveForm.saved(answer.message ?? M.updated, adopt(answer.product));
        remember(answer);
        if (!base) void navigate(`/products/${answer.product._id}`, { replace: true });
      },
      onError: (error) => {
        const problems = stockConflicts(error);
        if (problems) return void onStockConflict(problems, error);
        // Someone else's save is a 409 without fields; a SKU another product holds names its field.
        const stale = error instanceof ApiError && error.code === 'CONFLICT';
        if (stale && !Object.keys(error.errors).length) return setConflict(true);
        // Messages the server gives per field show at their fields, like the schema's own.
        saveForm.refused(error);
      },
    });

  // Archiving changes the product's `updatedAt`. The form takes the new one only when the
  // fields are still those it holds; otherwise someone else changed them, and a save must say so.
  const onArchiveChanged = (next: AdminProduct) => {
    setBase((current) =>
      sameValues(toFormValues(next), saved.current) || !current
        ? next
        : { ...current, archived: next.archived, archivedAt: next.archivedAt },
    );
    remember({ success: true, product: next });
  };

  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_19rem]">
      <form {...saveForm.formProps(submit)} className="min-w-0 space-y-4">
        {conflict || staleByOthers ? (
          <StaleNotice
            dirty={dirty}
            takeFocus={conflict}
            onReload={onReload}
            onReloaded={resetTo}
          />
        ) : null}
        <FormSection title="Details">
          <TextField
            label="Name"
            {...register('name')}
            maxLength={L.nameMax}
            error={errors.name}
            required
          />
          <TextAreaField
            label="Description"
            {...register('description')}
            maxLength={L.descriptionMax}
            rows={6}
            error={errors.description}
            hint={`${values.description.length.toLocaleString('en-US')} / ${L.descriptionMax.toLocaleString('en-US')} characters. The shop's cards show the first two lines.`}
            required
          />
        </FormSection>
        <FormSection title="Price and category">
          <TextField
            label="Price (SSP)"
            {...register('price')}
            inputMode="numeric"
            autoComplete="off"
            error={errors.price}
            hint={
              listed ? (
                <span className="font-semibold text-ink">
                  Shown as {listed.from ? 'From ' : ''}
                  {formatPrice(listed.price)}
                </span>
              ) : (
                'Whole South Sudanese pounds, e.g. 1500000 or 1,500,000'
              )
            }
            required
            className="sm:max-w-xs"
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <CategorySelects
              category={values.category}
              subCategory={values.subCategory}
              errors={{ category: errors.category, subCategory: errors.subCategory }}
              onChange={(next) => {
                change('category', next.category);
                change('subCategory', next.subCategory);
              }}
            />
          </div>
          <CheckboxField
            label="Popular"
            description="Listed among the Popular Products on the shop's home page."
            {...register('popular')}
          />
        </FormSection>
        <FormSection
          title="Unit of sale"
          description="What the price is for. Every price of the product is shown with it."
        >
          <UnitFields values={values} register={register} errors={errors} />
        </FormSection>
        <FormSection
          title="Sizes"
          description="The sizes a customer chooses from. Leave none for a product without sizes."
        >
          <SizesField
            sizes={values.sizes}
            error={errors.sizes}
            onChange={(next) => change('sizes', next)}
          />
        </FormSection>
        <FormSection
          title="Price, SKU and cost per size"
          description="All optional. Give a size its own price when sizes sell at different prices (Table + 6 chairs dearer than Table + 4 chairs): the shop then lists the product From its lowest price, which becomes the product's price when you save. SKU and cost price are for staff only; customers never see them."
        >
          <SizeValuesField
            values={values}
            errors={{
              sizePrices: errors.sizePrices,
              sizeSkus: errors.sizeSkus,
              sizeCosts: errors.sizeCosts,
            }}
            onChange={(field, size, text) =>
              change(field, { ...form.getValues(field), [size]: text })
            }
          />
        </FormSection>
        <FormSection title="Stock">
          <StockField
            values={values}
            error={errors.stock}
            problems={stockProblems}
            onTrackChange={(track) => change('trackStock', track)}
            onUnitsChange={(size, units) => {
              change('stock', { ...form.getValues('stock'), [size]: units });
              setStockProblems(({ [size]: _solved, ...rest }) => rest);
            }}
          />
        </FormSection>
        <FormSection title="Pictures">
          <ImagesField
            images={values.images}
            error={errors.images}
            onChange={(update) => change('images', update(form.getValues('images')))}
            onBusyChange={setUploading}
          />
        </FormSection>
        <div className="flex flex-wrap items-center gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
          <Button type="submit" disabled={save.isPending || uploading || readingStock}>
            {save.isPending ? 'Saving…' : base ? 'Save changes' : 'Create product'}
          </Button>
          <p className="text-sm text-muted" aria-live="polite">
            {uploading
              ? 'Waiting for the pictures to finish uploading…'
              : readingStock
                ? 'Reading the current stock…'
                : errorCount > 0
                  ? `${errorCount === 1 ? '1 field needs' : `${errorCount} fields need`} attention.`
                  : dirty
                    ? 'Unsaved changes'
                    : base
                      ? 'All changes saved'
                      : ''}
          </p>
        </div>
      </form>
      <aside className="space-y-4 lg:sticky lg:top-6" aria-label="Preview and status">
        <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5">
          <ProductPreview
            values={values}
            rating={{ average: base?.averageRating ?? 0, count: base?.totalReviews ?? 0 }}
          />
        </div>
        {base ? <ArchivePanel product={base} onChanged={onArchiveChanged} /> : null}
      </aside>
      {saveForm.prompt}
    </div>
  );
}
