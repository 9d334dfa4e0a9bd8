/**
 * A named progress bar (uploads, imports). Without `fraction` the length of the work is unknown:
 * the bar is full and pulses, and announces no value.
 */
export function ProgressBar({ label, fraction }: { label: string; fraction?: number }) {
  const percent = fraction === undefined ? undefined : Math.round(fraction * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 overflow-hidden rounded-full bg-stone-200"
    >
      <div
        className={`h-full rounded-full bg-brand-700 ${percent === undefined ? 'animate-pulse' : 'transition-[width]'}`}
        style={{ width: `${percent ?? 100}%` }}
      />
    </div>
  );
}
