import type { CompanyProfile } from '@shop/contracts/client';

/**
 * The company's one set of business hours from the settings (decision 0002), as a list of days
 * and times. `tone` picks the colours of a light card or a dark footer.
 */
export function BusinessHours({
  hours,
  tone,
  className = '',
}: {
  hours: CompanyProfile['hours'];
  tone: 'light' | 'dark';
  className?: string;
}) {
  const dt = tone === 'light' ? 'text-muted' : '';
  const dd = tone === 'light' ? 'font-medium text-ink' : 'text-white';
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 ${className}`}>
      {hours.map((h) => (
        <div key={h.days} className="contents">
          <dt className={dt}>{h.days}</dt>
          <dd className={dd}>{h.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
