import { Suspense } from 'react';
import { lazyPart } from '~/lib/lazy-part';
import { ClockIcon } from '~/components/contact-icons';
import { useSettings } from '~/lib/use-settings';
import { BusinessHours } from '~/components/business-hours';
import { companyPlaces } from '~/components/company-places';
import { FooterLegalRow } from '~/components/footer-legal-row';
import { SECTIONS } from './sections';

// Below the fold: the form's code arrives after the page's.
const NewsletterForm = lazyPart(() => import('~/components/newsletter-form'));

const linkClass = 'text-sm text-brand-100 underline-offset-4 hover:text-white hover:underline';
const headingClass = 'text-sm font-bold tracking-wider text-white uppercase';

/**
 * The landing page's footer (docs/spec/account-and-company-site.md section 2), in place of the
 * shop's: quick links to the sections, the business hours (the one set in the settings,
 * decision 0019), the newsletter, and the legal links.
 */
export default function LandingFooter() {
  const { company } = useSettings();
  return (
    <footer className="bg-brand-900 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-12 lg:py-16">
        <div className="lg:col-span-4">
          <p className="text-xl font-extrabold">{company.shortName}</p>
          <p className="mt-3 max-w-sm text-sm leading-relaxed text-brand-100">{company.tagline}.</p>
          <ul className="mt-4 space-y-2 text-sm text-brand-100">
            {companyPlaces(company).map((place) => (
              <li key={place.key}>
                <span className="font-semibold text-white">{place.label}:</span> {place.address}
              </li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="landing-footer-links" className="lg:col-span-2">
          <h2 id="landing-footer-links" className={headingClass}>
            Quick Links
          </h2>
          <ul className="mt-4 space-y-2.5">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={linkClass}>
                  {section.footerLabel}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="lg:col-span-3">
          <h2 className={headingClass}>Business Hours</h2>
          <div className="mt-4 flex gap-3 text-sm text-brand-100">
            <ClockIcon size={18} className="mt-0.5 shrink-0 text-accent-400" />
            <BusinessHours hours={company.hours} tone="dark" />
          </div>
        </div>

        <div className="lg:col-span-3">
          <h2 className={headingClass}>Newsletter</h2>
          <p className="mt-4 text-sm text-brand-100">
            News of our projects, new stock and offers, once a month.
          </p>
          <Suspense fallback={<div className="mt-4 min-h-[8.5rem] lg:min-h-[10.5rem]" />}>
            <NewsletterForm />
          </Suspense>
        </div>
      </div>

      <FooterLegalRow companyName={company.name} linkClass={linkClass} />
    </footer>
  );
}
