import { stockStatus, type Product } from '@shop/contracts/client';
import { buttonClass, StarRating } from '@shop/ui';
import { Link } from 'react-router';
import { WhatsAppIcon } from './card-icons';
import { useEnquiryLink } from './enquiry-link';
import { FavoriteButton } from './favorite-button';
import { ProductImage } from './product-image';
import { StockLabel } from './stock-label';
import { UnitPrice } from './unit-price';

/** Widths a card takes in the usual grids (1 column on phones up to 5 on wide screens). */
export const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 240px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw';

/**
 * A product in a list, as the specification draws it: image, name, rating, description, price,
 * View Details and the WhatsApp button. The card follows its own width (a container query), not
 * the screen's: in the collection's two columns on a phone it tightens, the description to one
 * line.
 */
export function ProductCard({
  product,
  priority = false,
  sizes = CARD_IMAGE_SIZES,
}: {
  product: Product;
  priority?: boolean;
  sizes?: string;
}) {
  const href = `/product/${product._id}`;
  const enquiry = useEnquiryLink(product);
  return (
    <article className="group @container relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200 transition-shadow hover:shadow-md">
      <div className="relative">
        {/* The title link below is the one keyboard stop; this one only widens the click target. */}
        <Link
          to={href}
          prefetch="intent"
          tabIndex={-1}
          aria-hidden="true"
          className="block overflow-hidden"
        >
          <ProductImage
            src={product.image[0]}
            alt=""
            sizes={sizes}
            priority={priority}
            className="w-full transition-transform duration-300 group-hover:scale-[1.03]"
          />
        </Link>
        <FavoriteButton
          productId={product._id}
          className="absolute top-2 right-2 grid size-11 place-items-center rounded-full bg-white/90 text-stone-600 shadow-sm transition-colors hover:text-red-600 aria-pressed:text-red-600"
          iconClassName="size-5"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 @min-[12rem]:gap-2 @min-[12rem]:p-4">
        <h3 className="line-clamp-2 text-sm leading-snug font-semibold @min-[12rem]:text-base">
          <Link to={href} prefetch="intent" className="hover:text-brand-700 hover:underline">
            {product.name}
          </Link>
        </h3>
        <StarRating
          average={product.averageRating}
          count={product.totalReviews}
          className="text-xs"
        />
        <p className="line-clamp-2 text-sm text-muted @max-[12rem]:line-clamp-1 @max-[12rem]:text-xs">
          {product.description}
        </p>
        <UnitPrice
          amount={product.price}
          product={product}
          // The API sends `sizePrices` only when some size sells above the price, its lowest
          // (decision 0074): read here without the helper, which would be one more file on the
          // collection's first load.
          from={product.sizePrices !== undefined}
          className="mt-auto pt-1 text-[0.9375rem] leading-tight font-bold text-brand-800 @min-[12rem]:text-lg"
        />
        <StockLabel status={stockStatus(product)} className="text-xs @min-[12rem]:text-sm" />
        <div className="mt-1 flex items-center gap-2">
          <Link
            to={href}
            prefetch="intent"
            className={buttonClass(
              'primary',
              'flex-1 px-2! whitespace-nowrap @max-[11rem]:text-[0.8125rem]',
            )}
          >
            View Details<span className="sr-only">: {product.name}</span>
          </Link>
          <a
            href={enquiry}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Ask about ${product.name} on WhatsApp`}
            // In a card too narrow for both side by side (two columns on a phone) it sits on the
            // picture's other corner, so View Details keeps its words.
            className="grid size-11 shrink-0 place-items-center rounded-lg border border-[#128c4a] text-[#0c6b37] transition-colors hover:bg-[#e7f7ee] @max-[11rem]:absolute @max-[11rem]:top-2 @max-[11rem]:left-2 @max-[11rem]:rounded-full @max-[11rem]:border-0 @max-[11rem]:bg-white/90 @max-[11rem]:shadow-sm"
          >
            <WhatsAppIcon />
          </a>
        </div>
      </div>
    </article>
  );
}
