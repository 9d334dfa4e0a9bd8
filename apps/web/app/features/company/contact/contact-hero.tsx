import { PhoneIcon, WhatsAppIcon } from '~/components/contact-icons';
import { MailIcon } from '~/components/icons';
import { PageHero, type HeroCard } from '~/features/company/components/page-hero';
import { phoneLink, whatsAppLink } from '~/lib/contact-links';
import { phoneText } from '~/lib/phone-text';
import { useSettings } from '~/lib/use-settings';

// What people write to us about most (the FAQ below answers them in full); large screens only.
const TOPICS: HeroCard = {
  title: 'We can help with',
  points: [
    'Quotations for companies, NGOs and government offices',
    'Delivery across Juba and surrounding areas, and to other states',
    'Custom furniture made to your size and finish',
    'Cash on delivery and mobile money (MTN, Airtel, UTL)',
  ],
  className: 'hidden p-8 lg:col-span-4 lg:block',
};

const action =
  'inline-flex min-h-11 items-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors';

/** The contact page's opening: what to write about, and the three quickest ways to reach us. */
export function ContactHero() {
  const { company } = useSettings();
  const phone = company.phones[0];
  const email = company.emails[0];
  return (
    <PageHero
      eyebrow="Contact us"
      title={<>Talk to {company.shortName}</>}
      lead={
        <>
          A question about a product, a quotation for your organisation or a delivery to another
          state? Send us a message, call us or chat with us on WhatsApp: a member of our team
          answers within business hours.
        </>
      }
      gridClass="lg:grid-cols-12"
      mainClass="lg:col-span-8"
      card={TOPICS}
    >
      <ul className="mt-8 flex flex-wrap gap-3">
        <li>
          <a
            href={whatsAppLink(company.whatsapp)}
            target="_blank"
            rel="noopener noreferrer"
            className={`${action} bg-accent-500 text-ink hover:bg-accent-400`}
          >
            <WhatsAppIcon size={18} />
            Chat on WhatsApp
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
        {phone && (
          <li>
            <a
              href={phoneLink(phone)}
              className={`${action} bg-white/10 ring-1 ring-white/20 hover:bg-white/20`}
            >
              <PhoneIcon size={18} className="text-accent-400" />
              Call {phoneText(phone)}
            </a>
          </li>
        )}
        {email && (
          <li>
            <a
              href={`mailto:${email}`}
              className={`${action} bg-white/10 ring-1 ring-white/20 hover:bg-white/20`}
            >
              <MailIcon size={18} className="text-accent-400" />
              {email}
            </a>
          </li>
        )}
      </ul>
    </PageHero>
  );
}
