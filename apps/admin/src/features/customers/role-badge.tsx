import type { Role } from '@shop/contracts';

/** The account's role as a pill; the word carries the meaning, the colour only repeats it. */
export function RoleBadge({ role }: { role: Role }) {
  return role === 'admin' ? (
    <span className="inline-flex rounded-full bg-brand-100 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-brand-800 ring-1 ring-brand-600/25 ring-inset">
      Admin
    </span>
  ) : (
    <span className="inline-flex rounded-full bg-stone-100 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-stone-700 ring-1 ring-stone-500/25 ring-inset">
      Customer
    </span>
  );
}
