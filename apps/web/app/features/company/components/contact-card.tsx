import { phoneText } from '~/lib/phone-text';
import { useSettings } from '~/lib/use-settings';
import { BusinessHours } from '~/components/business-hours';
import { ClockIcon, MapPinIcon, PhoneIcon, WhatsAppIcon } from '~/components/contact-icons';
import { MailIcon } from '~/components/icons';

/** Two columns from small screens up ('wide'), or one column again on large screens ('aside'). */
export type ContactCardLayout = 'wide' | 'aside';

/**
 * The company's contact details from settings (the one company profile, decision 0002), shown
 * on /about and /contact, with WhatsApp click-to-chat to the profile's number.
 */
export function ContactCard({
  className = '',
  layout = 'wide',
}: {
  className?: string;
  layout?: ContactCardLayout;
}) {
  const { company } = useSettings();
  const columns = layout === 'wide' ? 'sm:grid-cols-2' : 'sm:grid-cols-2 lg:grid-cols-1';
  const row = 'flex gap-4';
  const icon =
    'flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700';
  const link = 'text-brand-700 hover:underline underline-offset-4';
  return (
    // Not an <address>: that may hold no headings, and each detail here has one.
    <div
      className={`grid gap-6 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8 ${columns} ${className}`}
    >
      <div className={row}>
        <span className={icon}>
          <MapPinIcon size={20} />
        </span>
        <div>
          <h3 className="font-semibold text-ink">Address</h3>
          <p className="mt-1 text-sm text-muted">{company.address}</p>
        </div>
      </div>
      <div className={row}>
        <span className={icon}>
          <PhoneIcon size={20} />
        </span>
        <div>
          <h3 className="font-semibold text-ink">Phone</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {company.phones.map((phone) => (
              <li key={phone}>
                <a href={`tel:${phone.replace(/\s+/g, '')}`} className={link}>
                  {phoneText(phone)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={row}>
        <span className={icon}>
          <MailIcon size={20} />
        </span>
        <div className="min-w-0">
          <h3 className="font-semibold text-ink">E-mail</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {company.emails.map((email) => (
              <li key={email}>
                <a href={`mailto:${email}`} className={`${link} break-all`}>
                  {email}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={row}>
        <span className={icon}>
          <ClockIcon size={20} />
        </span>
        <div>
          <h3 className="font-semibold text-ink">Business hours</h3>
          <BusinessHours hours={company.hours} tone="light" className="mt-1 text-sm" />
        </div>
      </div>
      {company.whatsapp && (
        <a
          href={`https://wa.me/${company.whatsapp}`}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 col-span-full"
        >
          <WhatsAppIcon size={20} />
          Chat with us on WhatsApp
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}
    </div>
  );
}
