/**
 * The name of the product a review is about, linking to its page on the storefront in a new tab
 * so the admin page stays where it is.
 */
export function ReviewedProductLink({
  product,
  className = '',
}: {
  product: { _id: string; name: string };
  className?: string;
}) {
  return (
    <a
      href={`/product/${product._id}`}
      target="_blank"
      rel="noreferrer"
      className={`font-semibold text-brand-700 hover:underline ${className}`.trim()}
    >
      {product.name}
    </a>
  );
}
