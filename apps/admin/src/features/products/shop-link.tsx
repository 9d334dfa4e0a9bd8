/** The product's page on the storefront, in a new tab so the editor stays where it is. */
export function ShopLink({ productId, className = '' }: { productId: string; className?: string }) {
  return (
    <a
      href={`/product/${productId}`}
      target="_blank"
      rel="noopener"
      className={`text-sm font-medium text-brand-700 hover:underline ${className}`}
    >
      View on the shop<span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
