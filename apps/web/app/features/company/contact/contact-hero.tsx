import { PhoneIcon, WhatsAppIcon } from '~/components/contact-icons';
import { CheckIcon, MailIcon } from '~/components/icons';
import { phoneText } from '~/lib/phone-text';
import { useSettings } from '~/lib/use-settings';

// What people write to us about most (the FAQ below answers them in full).
const TOPICS = [
  'Quotations for companies, NGOs and government offices',
  'Delivery across Juba and surrounding areas, and to other states',
  'Custom furniture made to your size and finish',
  'Cash on delivery and mobile money (MTN, Airtel, UTL)',
];

const action =
  'inline-flex min-h-11 items-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors';

/** The contact page's opening: what to write about, and the three quickest ways to reach us. */
export function ContactHero() {
  const { company } = useSettings();
  const phone = company.phones[0];
  const email = company.emails[0];
  return (
    <section className="bg-brand-800 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-12">
        <div className="lg:col-span-8">
          <p className="text-sm font-bold tracking-widest text-accent-400 uppercase">Contact us</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            Talk to {company.shortName}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-100">
            A question about a product, a quotation for your organisation or a delivery to another
            state? Send us a message, call us or chat with us on WhatsApp: a member of our team
            answers within business hours.
          </p>
          <ul className="mt-8 flex flex-wrap gap-3">
            <li>
              <a
                href={`https://wa.me/${company.whatsapp}`}
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
                  href={`tel:${phone.replace(/\s+/g, '')}`}
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
        </div>
        <div className="hidden rounded-2xl bg-white/10 p-8 ring-1 ring-white/15 lg:col-span-4 lg:block">
          <h2 className="text-lg font-bold text-white">We can help with</h2>
          <ul className="mt-4 space-y-3 text-brand-50">
            {TOPICS.map((topic) => (
              <li key={topic} className="flex gap-3">
                <CheckIcon size={20} className="mt-0.5 shrink-0 text-accent-400" />
                {topic}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
