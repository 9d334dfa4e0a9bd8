import { Link, useSearchParams } from 'react-router';
import { AboutHero } from '~/features/company/about/about-hero';
import { AboutTabs, isAboutTab } from '~/features/company/about/about-tabs';
import { ServicesGrid } from '~/features/company/about/services-grid';
import { ContactCard } from '~/features/company/components/contact-card';
import { LinkButtons } from '~/features/company/components/link-buttons';
import { pageMeta, settingsFromMatches } from '~/lib/page-meta';
import type { Route } from './+types/about';

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
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const initialTab = isAboutTab(requested) ? requested : 'OurStory';

  return (
    <>
      <AboutHero />

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
            <LinkButtons
              primary={{ to: '/contact', label: 'Send us a message' }}
              secondary={{ to: '/company', label: 'Visit our company site' }}
              className="mt-6 flex flex-wrap gap-3"
            />
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
