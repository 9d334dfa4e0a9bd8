import type { ReactNode } from 'react';

interface PostLink {
  blogId: string;
  /** In a list, the post's title (read by screen readers only) tells one link from the next. */
  title?: string;
  className?: string;
}

/** A storefront page of the post, in a new tab so the admin page stays where it is. */
function NewTabLink({
  href,
  className = '',
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className={`font-medium text-brand-700 hover:underline ${className}`}
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

const titled = (title?: string) => (title ? <span className="sr-only"> “{title}”</span> : null);

/** The post on the storefront. */
export function ViewOnShopLink({ blogId, title, className }: PostLink) {
  return (
    <NewTabLink href={`/blog/${blogId}`} className={className}>
      View{titled(title)} on the shop
    </NewTabLink>
  );
}

/**
 * The post as it will look on the shop, a draft or a scheduled one too: the storefront's preview
 * page reads it with this staff session (decision 0059).
 */
export function PreviewLink({ blogId, title, className }: PostLink) {
  return (
    <NewTabLink href={`/blog/${blogId}/preview`} className={className}>
      Preview{titled(title)}
    </NewTabLink>
  );
}
