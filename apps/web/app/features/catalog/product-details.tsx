import { priceOfSize, pricesVary, type Product } from '@shop/contracts/client';
import { StarRating } from '@shop/ui';
import { WhatsAppIcon } from '~/components/catalog-icons';
import { useEnquiryLink } from '~/components/enquiry-link';
import { UnitPrice } from '~/components/unit-price';
import { AddToCartPanel, useChosenSize } from './add-to-cart-panel';
import { ProductPerks } from './product-perks';

/**
 * The column beside the gallery: name, rating, price and unit, description, buying and asking.
 * Where sizes sell at different prices the price is the chosen size's, 'From' the lowest while
 * none is chosen (decision 0074).
 */
export function ProductDetails({ product }: { product: Product }) {
  const enquiry = useEnquiryLink(product);
  const [size, setSize] = useChosenSize(product);
  return (
    <div className="flex flex-col gap-5">
      <div>
        <p className="text-sm font-medium text-brand-700">{product.subCategory}</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {product.name}
        </h1>
        <a href="#reviews" className="mt-2 inline-block hover:underline">
          <StarRating average={product.averageRating} count={product.totalReviews} />
        </a>
      </div>
      {/* Read out again when another size, sold at another price, is chosen. */}
      <UnitPrice
        aria-live="polite"
        amount={priceOfSize(product, size)}
        product={product}
        from={!size && pricesVary(product)}
        className="text-3xl font-bold text-brand-800"
        unitClassName="mt-1 text-base font-medium text-muted"
      />
      <p className="leading-relaxed whitespace-pre-line text-muted">{product.description}</p>

      <AddToCartPanel product={product} size={size} onSize={setSize} />

      <a
        href={enquiry}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-2 self-start text-sm font-semibold text-[#0c6b37] hover:underline"
      >
        <WhatsAppIcon className="size-5" />
        Ask about this product on WhatsApp
      </a>

      <ProductPerks />
    </div>
  );
}
