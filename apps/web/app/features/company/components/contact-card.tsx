import { BusinessHours } from '~/components/business-hours';
import { CompanyContactList } from '~/components/company-contact-list';
import { ClockIcon, PhoneIcon, WhatsAppIcon } from '~/components/contact-icons';
import { MailIcon } from '~/components/icons';
import { whatsAppLink } from '~/lib/contact-links';
import { useSettings } from '~/lib/use-settings';
import { ContactDetail, PlaceDetails } from './contact-detail';

/** Two columns from small screens up ('wide'), or one column again on large screens ('aside'). */
export type ContactCardLayout = 'wide' | 'aside';

const link = 'text-brand-700 hover:underline underline-offset-4';

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
  return (
    // Not an <address>: that may hold no headings, and each detail here has one.
    <div
      className={`grid gap-6 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8 ${columns} ${className}`}
    >
      <PlaceDetails
        company={company}
        addressClass="mt-1 text-sm text-ink"
        purposeClass="mt-0.5 text-sm text-muted"
      />
      <ContactDetail Icon={PhoneIcon} title="Phone">
        <CompanyContactList
          company={company}
          kind="phones"
          className="mt-1 space-y-1 text-sm"
          linkClass={link}
        />
      </ContactDetail>
      <ContactDetail Icon={MailIcon} title="E-mail" bodyClass="min-w-0">
        <CompanyContactList
          company={company}
          kind="emails"
          className="mt-1 space-y-1 text-sm"
          linkClass={link}
        />
      </ContactDetail>
      <ContactDetail Icon={ClockIcon} title="Business hours">
        <BusinessHours hours={company.hours} tone="light" className="mt-1 text-sm" />
      </ContactDetail>
      {company.whatsapp && (
        <a
          href={whatsAppLink(company.whatsapp)}
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
