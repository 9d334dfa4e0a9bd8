import { Skeleton } from '@shop/ui';

/** Placeholder of a blog card, the same size as the card, while the posts load. */
export function BlogCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <Skeleton className="aspect-[3/2] rounded-none" />
      <Skeleton
        className="flex flex-1 flex-col gap-3 p-5"
        lines={['h-3 w-24', 'h-5 w-4/5', 'h-3 w-full', 'h-3 w-full', 'h-3 w-2/3', 'mt-2 h-4 w-32']}
      />
    </div>
  );
}

export function BlogGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div
      role="status"
      aria-label="Loading blog posts"
      className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
    >
      <span className="sr-only">Loading blog posts</span>
      {Array.from({ length: count }, (_, i) => (
        <BlogCardSkeleton key={i} />
      ))}
    </div>
  );
}

/** Placeholder of a whole post while another post loads on client navigation. */
export function BlogPostSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading article"
      className="mx-auto max-w-3xl px-4 py-10 sm:px-6"
    >
      <Skeleton
        lines={[
          'h-4 w-40',
          'mt-6 h-6 w-28 rounded-full',
          'mt-4 h-10 w-full',
          'mt-2 h-10 w-2/3',
          'mt-4 h-4 w-48',
          'mt-8 aspect-[3/2] w-full rounded-2xl',
        ]}
      />
      <Skeleton
        className="mt-8 space-y-3"
        lines={Array.from({ length: 8 }, (_, i) => `h-4 ${i % 3 === 2 ? 'w-3/4' : 'w-full'}`)}
      />
    </div>
  );
}
