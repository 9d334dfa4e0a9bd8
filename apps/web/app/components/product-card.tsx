import { productEnquiryLink, type Product } from '@shop/contracts/client';
import { buttonClass, PriceTag, StarRating } from '@shop/ui';
import { Link } from 'react-router';
import { useSettings } from '~/lib/use-settings';
import { WhatsAppIcon } from './card-icons';
import { ProductImage } from './product-image';
import { useOrigin } from '~/lib/use-origin';
import { FavoriteButton } from './favorite-button';

/** Widths a card takes in the usual grids (1 column on phones up to 5 on wide screens). */
export const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 240px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw';

/** The WhatsApp click-to-chat link for a product; the image URL needs the page's origin. */
export function useEnquiryLink(product: Product): string {
  const settings = useSettings();
  const origin = useOrigin();
  // No public origin (`react-router dev` while rendering): leave out the image, its link would be wrong.
  return productEnquiryLink(
    origin ? product : { ...product, image: [] },
    settings.company.whatsapp,
    origin || 'http://localhost',
  );
}

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
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200 transition-shadow hover:shadow-md">
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
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-base leading-snug font-semibold">
          <Link to={href} prefetch="intent" className="hover:text-brand-700 hover:underline">
            {product.name}
          </Link>
        </h3>
        <StarRating
          average={product.averageRating}
          count={product.totalReviews}
          className="text-xs"
        />
        <p className="line-clamp-2 text-sm text-muted">{product.description}</p>
        <PriceTag
          amount={product.price}
          className="mt-auto pt-1 text-lg font-bold text-brand-800"
        />
        <div className="flex items-center gap-2">
          <Link
            to={href}
            prefetch="intent"
            className={buttonClass('primary', 'flex-1 px-3! whitespace-nowrap')}
          >
            View Details<span className="sr-only">: {product.name}</span>
          </Link>
          <a
            href={enquiry}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Ask about ${product.name} on WhatsApp`}
            className="grid size-11 shrink-0 place-items-center rounded-lg border border-[#128c4a] text-[#0c6b37] transition-colors hover:bg-[#e7f7ee]"
          >
            <WhatsAppIcon />
          </a>
        </div>
      </div>
    </article>
  );
}
