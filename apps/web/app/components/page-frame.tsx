import type { ReactNode } from 'react';

/**
 * The frame of the customer's own pages (cart, checkout, orders, account, tracking): a centred
 * column and the page's title. Lines under the title (`intro`) set their own distance from what
 * follows; without them the title keeps it. Pages the browser fills in `reserve` their content's
 * height, so the footer does not jump when the placeholder is replaced.
 */
export function PageFrame({
  title,
  width,
  intro,
  reserve,
  children,
}: {
  title: string;
  width: 'max-w-5xl' | 'max-w-7xl';
  intro?: ReactNode;
  reserve?: 'min-h-[32rem]' | 'min-h-[36rem]' | 'min-h-[40rem]';
  children: ReactNode;
}) {
  return (
    <div className={`mx-auto ${width} px-4 py-8 sm:px-6 lg:py-10`}>
      <h1
        className={`${intro ? '' : 'mb-6 '}text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl`}
      >
        {title}
      </h1>
      {intro}
      {reserve ? <div className={reserve}>{children}</div> : children}
    </div>
  );
}
