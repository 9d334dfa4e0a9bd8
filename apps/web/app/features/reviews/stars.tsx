const STARS = '★★★★★';

/**
 * Five stars filled up to `value` (0-5; a fraction fills part of a star). Decoration only: the
 * text beside them carries the meaning. (Product cards use the smaller StarRating of
 * packages/ui, which is on every page and so stays as small as it can.)
 */
export function Stars({ value, className = '' }: { value: number; className?: string }) {
  const percent = Math.max(0, Math.min(5, value)) * 20;
  return (
    <span
      aria-hidden="true"
      className={`relative inline-block leading-none tracking-tight whitespace-nowrap text-stone-300 ${className}`}
    >
      {STARS}
      <span
        className="absolute inset-y-0 left-0 overflow-hidden text-accent-500"
        style={{ width: `${percent}%` }}
      >
        {STARS}
      </span>
    </span>
  );
}
