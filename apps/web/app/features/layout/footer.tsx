import { CATEGORY_LABELS, CATEGORY_NAMES } from '@shop/contracts/client';
import { Suspense } from 'react';
import { lazyPart } from '~/lib/lazy-part';
import { Link } from 'react-router';
import { useSettings } from '~/lib/use-settings';
import { BusinessHours } from '~/components/business-hours';
import { CompanyContactList } from '~/components/company-contact-list';
import { companyPlaces, PlaceText } from '~/components/company-places';
import { FooterLegalRow } from '~/components/footer-legal-row';
import { ClockIcon, MapPinIcon, PhoneIcon } from '~/components/contact-icons';
import { MailIcon } from '~/components/icons';
import { LinkList } from '~/components/link-list';
import { ServicesList } from '~/components/services-list';
import { companySocialLinks, SocialLinks } from '~/components/social-links';
import { BrandMark } from './logo';

// Below the fold on every page: loaded after the page, not with it.
const NewsletterForm = lazyPart(() => import('~/components/newsletter-form'));

const COMPANY_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/company', label: 'Company site' },
  { to: '/contact', label: 'Contact' },
  { to: '/track', label: 'Track an order' },
];

// The phones, then the e-mails, each list beside its icon.
const CONTACT_LISTS = [
  { kind: 'phones', Icon: PhoneIcon },
  { kind: 'emails', Icon: MailIcon },
] as const;

const linkClass = 'text-sm text-brand-100 hover:text-white hover:underline underline-offset-4';
const headingClass = 'text-sm font-bold tracking-wider text-white uppercase';

/** Footer of every page (docs/spec/storefront.md section 2). */
export function Footer() {
  const { company } = useSettings();

  return (
    <footer className="mt-16 bg-brand-900 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-12 lg:py-16">
        <div className="lg:col-span-3">
          <Link to="/" className="inline-flex items-center gap-2 rounded-md text-xl font-extrabold">
            <BrandMark size={36} />
            {company.shortName}
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-brand-100">{company.tagline}.</p>
          {/* The target of the newsletter pages' 'subscribe again' links (/#newsletter). */}
          <p id="newsletter" className="mt-6 scroll-mt-24 text-sm font-semibold">
            Newsletter
          </p>
          <p className="mt-1 text-sm text-brand-100">New stock, prices and offers, once a month.</p>
          <Suspense fallback={<div className="mt-4 min-h-[8.5rem] lg:min-h-[10.5rem]" />}>
            <NewsletterForm />
          </Suspense>
          {/* Each link names the shop and the network, so the list needs no name (a name on a list
              is poorly supported, html-validate's aria-label-misuse). */}
          <SocialLinks
            links={companySocialLinks(company.social)}
            iconsOf={company.shortName}
            className="mt-2 flex gap-2"
            linkClass="inline-flex size-11 items-center justify-center rounded-full bg-brand-800 text-brand-100 hover:bg-brand-700 hover:text-white"
            iconSize={20}
          />
        </div>

        <nav aria-labelledby="footer-products" className="lg:col-span-4">
          <h2 id="footer-products" className={headingClass}>
            Products
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2.5">
            {CATEGORY_NAMES.map((category) => (
              <li key={category}>
                <Link to={`/collection?category=${category}`} className={linkClass}>
                  {CATEGORY_LABELS[category]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="grid grid-cols-2 content-start gap-10 lg:col-span-2 lg:grid-cols-1">
          <nav aria-labelledby="footer-services">
            <h2 id="footer-services" className={headingClass}>
              Services
            </h2>
            <ServicesList className="mt-4 space-y-2.5" linkClass={linkClass} />
          </nav>
          <nav aria-labelledby="footer-company">
            <h2 id="footer-company" className={headingClass}>
              Company
            </h2>
            <LinkList links={COMPANY_LINKS} className="mt-4 space-y-2.5" linkClass={linkClass} />
          </nav>
        </div>

        <div className="lg:col-span-3">
          <h2 className={headingClass}>Contact us</h2>
          <address className="mt-4 space-y-4 text-sm not-italic text-brand-100">
            {companyPlaces(company).map((place) => (
              <div key={place.key} className="flex gap-3">
                <MapPinIcon size={18} className="mt-0.5 shrink-0 text-accent-400" />
                <div>
                  <p className="font-semibold text-white">{place.label}</p>
                  <PlaceText
                    place={place}
                    addressClass=""
                    purposeClass="mt-0.5 text-xs text-brand-200"
                  />
                </div>
              </div>
            ))}
            {CONTACT_LISTS.map(({ kind, Icon }) => (
              <div key={kind} className="flex gap-3">
                <Icon size={18} className="mt-0.5 shrink-0 text-accent-400" />
                <CompanyContactList
                  company={company}
                  kind={kind}
                  className="space-y-1"
                  linkClass={linkClass}
                />
              </div>
            ))}
            <div className="flex gap-3">
              <ClockIcon size={18} className="mt-0.5 shrink-0 text-accent-400" />
              <BusinessHours hours={company.hours} tone="dark" />
            </div>
          </address>
        </div>
      </div>

      <FooterLegalRow companyName={company.name} linkClass={linkClass} />
    </footer>
  );
}
