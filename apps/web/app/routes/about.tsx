import { buttonClass } from '@shop/ui';
import { Link, useSearchParams } from 'react-router';
import { AboutTabs, isAboutTab } from '~/features/company/about/about-tabs';
import { ServicesGrid } from '~/features/company/about/services-grid';
import { ContactCard } from '~/features/company/components/contact-card';
import { pageMeta, settingsFromMatches } from '~/lib/page-meta';
import { useSettings } from '~/lib/use-settings';
import { CheckIcon } from '~/components/icons';
import type { Route } from './+types/about';

const WHY_US = [
  'Clear, written quotations with fair prices',
  'Delivery from Juba to every state, in every season',
  'Cash on delivery and mobile money (MTN, Airtel, UTL)',
  'Bulk and framework orders for organisations and NGOs',
  'Engineers and project managers on our own team',
];

export function meta({ matches }: Route.MetaArgs) {
  const settings = settingsFromMatches(matches);
  const years = settings?.company.yearsOfExperience ?? 7;
  return pageMeta({
    matches,
    title: 'About Us',
    description: `Over ${years} years of architectural, engineering and project management work. Procurement, logistics, consulting, supply chain and construction services across South Sudan.`,
    path: '/about',
  });
}

export default function About() {
  const { company } = useSettings();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const initialTab = isAboutTab(requested) ? requested : 'OurStory';

  return (
    <>
      <section className="bg-brand-800 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <p className="text-sm font-bold tracking-widest text-accent-400 uppercase">About us</p>
            <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
              {company.name}
            </h1>
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-100">
              Over {company.yearsOfExperience} years of architectural, engineering and project
              management work, and a trading house that keeps projects, offices and families across
              South Sudan supplied.
            </p>
            <dl className="mt-10 grid max-w-3xl grid-cols-2 gap-6 sm:grid-cols-4">
              {[
                {
                  value: `${company.yearsOfExperience}+`,
                  label: 'Years of experience',
                },
                { value: '5', label: 'Core services' },
                { value: '8', label: 'Towns we supply' },
                { value: '100M3', label: 'Fuel storage' },
              ].map((stat) => (
                <div key={stat.label} className="flex flex-col border-l-2 border-accent-500 pl-4">
                  <dt className="text-sm text-brand-100">{stat.label}</dt>
                  <dd className="order-first text-3xl font-extrabold text-white">{stat.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/15 sm:p-8 lg:col-span-2">
            <h2 className="text-lg font-bold text-white">Why customers choose us</h2>
            <ul className="mt-4 space-y-3 text-brand-50">
              {WHY_US.map((reason) => (
                <li key={reason} className="flex gap-3">
                  <CheckIcon size={20} className="mt-0.5 shrink-0 text-accent-400" />
                  {reason}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section
        aria-labelledby="story-heading"
        className="mx-auto grid max-w-7xl gap-8 px-4 pt-14 sm:px-6 sm:pt-20 lg:grid-cols-3"
      >
        <div>
          <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">Our company</p>
          <h2 id="story-heading" className="mt-2 text-3xl font-extrabold tracking-tight text-ink">
            Who we are
          </h2>
          <p className="mt-4 leading-relaxed text-muted">
            A South Sudanese company built on trade, engineering and service: where we come from,
            what drives us and where we are going.
          </p>
        </div>
        <AboutTabs
          className="lg:col-span-2"
          initialTab={initialTab}
          onTabChange={(tab) =>
            setParams(
              (prev) => {
                const next = new URLSearchParams(prev);
                next.set('tab', tab);
                return next;
              },
              { replace: true, preventScrollReset: true },
            )
          }
        />
      </section>

      <ServicesGrid />

      <section
        aria-labelledby="contact-heading"
        className="mx-auto max-w-7xl px-4 pt-14 sm:px-6 sm:pt-20"
      >
        <div className="grid gap-8 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <h2 id="contact-heading" className="text-3xl font-extrabold tracking-tight text-ink">
              Talk to our team
            </h2>
            <p className="mt-4 leading-relaxed text-muted">
              Need a quotation, a delivery to another state or advice on a project? Call, write or
              send a WhatsApp message and a member of our team will answer within business hours.
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to="/contact" className={buttonClass('primary')}>
                Send us a message
              </Link>
              <Link to="/company" className={buttonClass('secondary')}>
                Visit our company site
              </Link>
            </div>
            <p className="mt-4 text-sm text-muted">
              Looking for something to buy?{' '}
              <Link
                to="/collection"
                className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
              >
                Browse our products
              </Link>
            </p>
          </div>
          <ContactCard className="lg:col-span-3" />
        </div>
      </section>
    </>
  );
}
