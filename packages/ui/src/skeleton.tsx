/** A grey placeholder block that keeps the space content will take (no layout shift). */
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <div aria-hidden="true" className={`animate-pulse rounded-md bg-stone-200 ${className}`} />
  );
}
