import { perUnit } from '@shop/contracts';
import { buttonClass, PriceTag, StarRating } from '@shop/ui';
import { useId } from 'react';
import { PicturePreview } from '../../components/picture-preview';
import { listedPrice, type ProductFormValues } from './form-values';

/**
 * The product as the storefront's card will show it (apps/web features/catalog/product-card),
 * from what is typed now: main picture, name, rating, description, price and its unit. Nothing in it is
 * a link; it is a picture of the card, not the card.
 */
export function ProductPreview({
  values,
  rating,
}: {
  values: ProductFormValues;
  rating: { average: number; count: number };
}) {
  const titleId = useId();
  const listed = listedPrice(values);
  const image = values.images[0];
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="mb-3 text-base font-bold text-ink">
        Preview as on the shop
      </h2>
      <div className="mx-auto flex max-w-72 flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
        <PicturePreview src={image} shape="square" emptyText="No picture yet" />
        <div className="flex flex-1 flex-col gap-2 p-4">
          <h3 className="text-base leading-snug font-semibold break-words">
            {values.name.trim() || 'Product name'}
          </h3>
          <StarRating average={rating.average} count={rating.count} className="text-xs" />
          <p className="line-clamp-2 text-sm text-muted">
            {values.description.trim() || 'The description starts here.'}
          </p>
          <p className="pt-1">
            {listed ? (
              <>
                {listed.from ? <span className="block text-xs text-muted">From</span> : null}
                <PriceTag amount={listed.price} className="text-lg font-bold text-brand-800" />
              </>
            ) : (
              <span className="text-lg font-bold text-muted">SSP —</span>
            )}{' '}
            <span className="text-sm text-muted">
              {perUnit({ measurement: values.measurement.trim(), unit: values.unit })}
            </span>
          </p>
          <span aria-hidden="true" className={buttonClass('primary', 'pointer-events-none')}>
            View Details
          </span>
        </div>
      </div>
    </section>
  );
}
