import type { ReactNode } from 'react';
import { CheckIcon } from '~/components/icons';
import { SECTION_SCROLL_MARGIN } from './sections';
import { SectionHeading } from './section-heading';

// The Scope of Work, exactly the seven items of docs/spec/account-and-company-site.md section 2.
const SCOPE_OF_WORK = [
  'Building items and construction materials',
  'Construction works and heavy equipment',
  'Food stuffs and provisions',
  'Relief supplies and aid',
  'Stationery and office furniture supply',
  'Petroleum services',
  'Logistics, procurement and supply chain management',
];

function Statement({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border-l-4 border-accent-500 bg-white p-6 shadow-sm">
      <h3 className="text-lg font-bold text-ink">{title}</h3>
      <p className="mt-2 leading-relaxed text-muted">{children}</p>
    </div>
  );
}

/**
 * Mission, Vision and Scope of Work, then the 'Get in Touch' card (passed in by the route, which
 * owns the form's action).
 */
export function ContactSection({ companyName, card }: { companyName: string; card: ReactNode }) {
  return (
    <section
      id="contact"
      aria-labelledby="contact-heading"
      className={`${SECTION_SCROLL_MARGIN} mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24`}
    >
      <SectionHeading id="contact-heading" eyebrow="Mission and vision" title="What Drives Us">
        Tell us what you need, a single delivery or a whole project, and we will answer with a clear
        plan and a written quotation.
      </SectionHeading>
      <div className="mt-10 grid gap-10 lg:grid-cols-12">
        <div className="space-y-5 lg:col-span-5">
          <Statement title="Our Mission">
            To supply homes, businesses, builders and humanitarian partners across South Sudan with
            quality goods and dependable services, delivered on time, priced fairly and backed by
            people who keep their word.
          </Statement>
          <Statement title="Our Vision">
            To be South Sudan’s most trusted partner for trade and construction, connecting every
            state to the materials, food, fuel and equipment that help its communities grow.
          </Statement>
          <div className="rounded-2xl bg-brand-800 p-6 text-brand-50 shadow-sm">
            <h3 className="text-lg font-bold text-white">Scope of Work</h3>
            <p className="mt-1 text-sm text-brand-100">What {companyName} does for you:</p>
            <ul className="mt-4 space-y-2.5">
              {SCOPE_OF_WORK.map((item) => (
                <li key={item} className="flex gap-3 text-sm leading-relaxed">
                  <CheckIcon size={20} className="mt-px shrink-0 text-accent-400" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="lg:sticky lg:top-32 lg:col-span-7 lg:self-start">{card}</div>
      </div>
    </section>
  );
}
