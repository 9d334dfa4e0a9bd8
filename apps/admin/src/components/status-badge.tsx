/** The colours a state may take; each names what it means in the badge's own words. */
export type BadgeTone = 'grey' | 'blue' | 'green' | 'red' | 'yellow';

const TONES: Record<BadgeTone, { badge: string; dot: string }> = {
  grey: { badge: 'bg-stone-100 text-stone-700 ring-stone-500/25', dot: 'bg-stone-500' },
  blue: { badge: 'bg-blue-100 text-blue-800 ring-blue-600/25', dot: 'bg-blue-600' },
  green: { badge: 'bg-green-100 text-green-800 ring-green-600/25', dot: 'bg-green-600' },
  red: { badge: 'bg-red-100 text-red-800 ring-red-600/25', dot: 'bg-red-600' },
  yellow: { badge: 'bg-yellow-100 text-yellow-900 ring-yellow-600/30', dot: 'bg-yellow-500' },
};

/** Where something stands, in words (the colour and dot only repeat them). */
export function StatusBadge({ label, tone }: { label: string; tone: BadgeTone }) {
  const look = TONES[tone];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${look.badge}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${look.dot}`} />
      {label}
    </span>
  );
}
