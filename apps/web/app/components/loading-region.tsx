import { MESSAGES } from '@shop/contracts/client';
import type { ReactNode } from 'react';

/**
 * A loading placeholder's frame: marked busy, with a status line that only screen readers hear
 * ("Loading..." unless the page says what it loads); the placeholder's look is its children.
 */
export function LoadingRegion({
  className,
  label = MESSAGES.loading,
  children,
}: {
  className?: string;
  label?: string;
  children: ReactNode;
}) {
  return (
    <div aria-busy="true" className={className}>
      <p role="status" className="sr-only">
        {label}
      </p>
      {children}
    </div>
  );
}
