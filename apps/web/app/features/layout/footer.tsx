import { CATEGORY_LABELS, CATEGORY_NAMES } from '@shop/contracts/client';
import { Suspense } from 'react';
import { lazyPart } from '~/lib/lazy-part';
import { Link } from 'react-router';
import { phoneText } from '~/lib/phone-text';
import { useSettings } from '~/lib/use-settings';
import { BusinessHours } from '~/components/business-hours';
import { FooterLegalRow } from '~/components/footer-legal-row';
import {
  ClockIcon,
  FacebookIcon,
  InstagramIcon,
  MapPinIcon,
  PhoneIcon,
  TikTokIcon,
  WhatsAppIcon,
} from '~/components/contact-icons';
import { MailIcon } from '~/components/icons';
import { BrandMark } from './logo';

// Below the fold on every page: loaded after the page, not with it.
const NewsletterForm = lazyPart(() => import('~/components/newsletter-form'));

export const SERVICES = [
  { id: 'procurement', label: 'Procurement' },
  { id: 'logistics', label: 'Logistics' },
  { id: 'consulting', label: 'Consulting' },
  { id: 'supply-chain', label: 'Supply chain' },
  { id: 'construction', label: 'Construction' },
] as const;

const linkClass = 'text-sm text-brand-100 hover:text-white hover:underline underline-offset-4';
const headingClass = 'text-sm font-bold tracking-wider text-white uppercase';

/** Footer of every page (docs/spec/storefront.md section 2). */
export function Footer() {
  const { company } = useSettings();
  const social = [
    { href: company.social.whatsapp, label: 'WhatsApp', Icon: WhatsAppIcon },
    { href: company.social.facebook, label: 'Facebook', Icon: FacebookIcon },
    { href: company.social.instagram, label: 'Instagram', Icon: InstagramIcon },
    { href: company.social.tiktok, label: 'TikTok', Icon: TikTokIcon },
  ].filter((s) => s.href);

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
          <ul className="mt-2 flex gap-2">
            {social.map(({ href, label, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${company.shortName} on ${label} (opens in a new tab)`}
                  className="inline-flex size-11 items-center justify-center rounded-full bg-brand-800 text-brand-100 hover:bg-brand-700 hover:text-white"
                >
                  <Icon size={20} />
                </a>
              </li>
            ))}
          </ul>
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
            <ul className="mt-4 space-y-2.5">
              {SERVICES.map((service) => (
                <li key={service.id}>
                  <Link to={`/about#${service.id}`} className={linkClass}>
                    {service.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-company">
            <h2 id="footer-company" className={headingClass}>
              Company
            </h2>
            <ul className="mt-4 space-y-2.5">
              <li>
                <Link to="/about" className={linkClass}>
                  About
                </Link>
              </li>
              <li>
                <Link to="/company" className={linkClass}>
                  Company site
                </Link>
              </li>
              <li>
                <Link to="/contact" className={linkClass}>
                  Contact
                </Link>
              </li>
              <li>
                <Link to="/track" className={linkClass}>
                  Track an order
                </Link>
              </li>
            </ul>
          </nav>
        </div>

        <div className="lg:col-span-3">
          <h2 className={headingClass}>Contact us</h2>
          <address className="mt-4 space-y-4 text-sm not-italic text-brand-100">
            <p className="flex gap-3">
              <MapPinIcon size={18} className="mt-0.5 shrink-0 text-accent-400" />
              {company.address}
            </p>
            <div className="flex gap-3">
              <PhoneIcon size={18} className="mt-0.5 shrink-0 text-accent-400" />
              <ul className="space-y-1">
                {company.phones.map((phone) => (
                  <li key={phone}>
                    <a href={`tel:${phone.replace(/\s+/g, '')}`} className={linkClass}>
                      {phoneText(phone)}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
            <div className="flex gap-3">
              <MailIcon size={18} className="mt-0.5 shrink-0 text-accent-400" />
              <ul className="space-y-1">
                {company.emails.map((address) => (
                  <li key={address}>
                    <a href={`mailto:${address}`} className={`${linkClass} break-all`}>
                      {address}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
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
