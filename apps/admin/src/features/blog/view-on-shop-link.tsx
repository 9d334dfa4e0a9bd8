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

/**
 * The post as it will look on the shop, a draft or a scheduled one too: the storefront's preview
 * page reads it with this staff session (decision 0059). In a new tab, like the shop's own page.
 */
export function PreviewLink({
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
      href={`/blog/${blogId}/preview`}
      target="_blank"
      rel="noopener"
      className={`font-medium text-brand-700 hover:underline ${className}`}
    >
      Preview{title ? <span className="sr-only"> “{title}”</span> : null}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
