const STARS = '★★★★★';

// The fill's width in quarter stars (5% of the row: a pixel or two), as whole class names so
// Tailwind finds them: a width written into a style attribute would be inline style, which the
// server HTML check (e2e/tests/html-valid.spec.ts) refuses.
const FILL = [
  'w-0',
  'w-[5%]',
  'w-[10%]',
  'w-[15%]',
  'w-[20%]',
  'w-[25%]',
  'w-[30%]',
  'w-[35%]',
  'w-[40%]',
  'w-[45%]',
  'w-[50%]',
  'w-[55%]',
  'w-[60%]',
  'w-[65%]',
  'w-[70%]',
  'w-[75%]',
  'w-[80%]',
  'w-[85%]',
  'w-[90%]',
  'w-[95%]',
  'w-full',
] as const;

/**
 * Five stars filled up to `value` (0-5; a fraction fills part of a star, to the nearest
 * quarter). Decoration only: the text beside them carries the meaning. (Product cards use the
 * smaller StarRating of packages/ui, which is on every page and so stays as small as it can.)
 */
export function Stars({ value, className = '' }: { value: number; className?: string }) {
  const quarters = Math.round(Math.max(0, Math.min(5, value)) * 4);
  return (
    <span
      aria-hidden="true"
      className={`relative inline-block leading-none tracking-tight whitespace-nowrap text-stone-300 ${className}`}
    >
      {STARS}
      <span
        className={`absolute inset-y-0 left-0 overflow-hidden text-accent-500 ${FILL[quarters]}`}
      >
        {STARS}
      </span>
    </span>
  );
}
