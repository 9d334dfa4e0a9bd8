/**
 * The post on the storefront, in a new tab so the admin page stays where it is. In a list, the
 * post's title (read by screen readers only) tells one link from the next.
 */
export function ViewOnShopLink({
  blogId,
  title,
  className = '',
}: {
  blogId: string;
  title?: string;
  className?: string;
}) {
  return (
    <a
      href={`/blog/${blogId}`}
      target="_blank"
      rel="noopener"
      className={`font-medium text-brand-700 hover:underline ${className}`}
    >
      View{title ? <span className="sr-only"> “{title}”</span> : null} on the shop
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
