import type { CampaignFigures as Figures } from '@shop/contracts';

const LABELS: [keyof Figures, string][] = [
  ['recipients', 'Recipients'],
  ['sent', 'Sent'],
  ['failed', 'Failed'],
  ['unsubscribed', 'Unsubscribed'],
  ['visits', 'Visits to the shop'],
];

/** What came of the sending, as a row of figures. */
export function CampaignFigures({ figures }: { figures: Figures }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {LABELS.map(([key, label]) => (
        <div key={key} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
          <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
          <dd className="mt-1 text-2xl font-bold text-ink">
            {figures[key].toLocaleString('en-US')}
          </dd>
        </div>
      ))}
    </dl>
  );
}
