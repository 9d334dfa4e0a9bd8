import type { CompanyProfile } from '@shop/contracts/client';
import { ClockIcon, PhoneIcon } from '~/components/contact-icons';
import { BusinessHours } from '~/components/business-hours';
import { ContactDetail, PlaceDetails } from '~/features/company/components/contact-detail';
import { phoneLink } from '~/lib/contact-links';
import { phoneText } from '~/lib/phone-text';
import { DirectionsLink } from './directions-link';
import { hoursLines } from './links';
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
          {company.depot
            ? 'Visit our office, or collect your order at our depot: both addresses are below. Or let us come to you: our trucks deliver to Juba and to every state.'
            : 'Visit our office at the address below, or let us come to you: our trucks deliver to Juba and to every state.'}
        </SectionHeading>
        <div className="mt-10 grid gap-6 lg:grid-cols-3">
          <div className="flex flex-col gap-6 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
            <PlaceDetails
              company={company}
              addressClass="mt-1 text-ink"
              purposeClass="mt-0.5 text-sm text-muted"
            />
            <ContactDetail Icon={ClockIcon} title="Business hours">
              <BusinessHours hours={company.hours} tone="light" className="mt-1 text-sm" />
            </ContactDetail>
            {phone && (
              <ContactDetail Icon={PhoneIcon} title="Call before you come">
                <a
                  href={phoneLink(phone)}
                  className="mt-1 inline-block text-brand-700 underline-offset-4 hover:underline"
                >
                  {phoneText(phone)}
                </a>
              </ContactDetail>
            )}
            <DirectionsLink
              company={company}
              className="mt-auto inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
            />
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
