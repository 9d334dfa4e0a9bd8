import type { CompanyProfile } from '@shop/contracts/client';
import { DirectionsIcon } from './company-icons';
import { directionsUrl } from './links';

/** 'Get Directions' to the company's coordinates, in a new tab (About and Find Us). */
export function DirectionsLink({
  company,
  className,
}: {
  company: Pick<CompanyProfile, 'latitude' | 'longitude'>;
  className: string;
}) {
  return (
    <a
      href={directionsUrl(company.latitude, company.longitude)}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
    >
      <DirectionsIcon size={20} />
      Get Directions
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
