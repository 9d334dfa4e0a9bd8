import type { CompanyProfile } from '@shop/contracts/client';
import { ClockIcon, MapPinIcon, PhoneIcon } from '~/components/contact-icons';
import { BusinessHours } from '~/components/business-hours';
import { phoneText } from '~/lib/phone-text';
import { DirectionsIcon } from './company-icons';
import { directionsUrl, hoursLines } from './links';
import { LocationMap } from './location-map';
import { SECTION_SCROLL_MARGIN } from './sections';
import { SectionHeading } from './section-heading';

/**
 * Find Us (docs/spec/account-and-company-site.md section 2): the map, and beside it what works
 * without it: the address, the hours and a driving-directions link.
 */
export function LocationSection({ company }: { company: CompanyProfile }) {
  const phone = company.phones[0];
  return (
    <section
      id="location"
      aria-labelledby="location-heading"
      className={`${SECTION_SCROLL_MARGIN} border-t border-stone-200 bg-stone-100`}
    >
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <SectionHeading id="location-heading" eyebrow="Location" title="Find Us">
          Visit our office and yard, or let us come to you: we deliver across Juba and to every
          state.
        </SectionHeading>
        <div className="mt-10 grid gap-6 lg:grid-cols-3">
          <div className="flex flex-col gap-6 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
            <div className="flex gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <MapPinIcon size={20} />
              </span>
              <div>
                <h3 className="font-semibold text-ink">Address</h3>
                <p className="mt-1 text-muted">{company.address}</p>
              </div>
            </div>
            <div className="flex gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <ClockIcon size={20} />
              </span>
              <div>
                <h3 className="font-semibold text-ink">Business hours</h3>
                <BusinessHours hours={company.hours} tone="light" className="mt-1 text-sm" />
              </div>
            </div>
            {phone && (
              <div className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <PhoneIcon size={20} />
                </span>
                <div>
                  <h3 className="font-semibold text-ink">Call before you come</h3>
                  <a
                    href={`tel:${phone.replace(/\s+/g, '')}`}
                    className="mt-1 inline-block text-brand-700 underline-offset-4 hover:underline"
                  >
                    {phoneText(phone)}
                  </a>
                </div>
              </div>
            )}
            <a
              href={directionsUrl(company.latitude, company.longitude)}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-auto inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
            >
              <DirectionsIcon size={20} />
              Get Directions
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
          <div className="lg:col-span-2">
            <LocationMap
              place={{
                latitude: company.latitude,
                longitude: company.longitude,
                name: company.name,
                address: company.address,
                hours: hoursLines(company.hours),
              }}
            />
          </div>
        </div>
      </div>
    </section>
  );
}
