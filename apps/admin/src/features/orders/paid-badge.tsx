/** Paid or unpaid, in words and colour (never colour alone). */
export function PaidBadge({ paid }: { paid: boolean }) {
  return (
    <span
      className={`mt-1 inline-block rounded px-1.5 py-0.5 text-xs font-semibold ${
        paid ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900'
      }`}
    >
      {paid ? 'Paid' : 'Unpaid'}
    </span>
  );
}
