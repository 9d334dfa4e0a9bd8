import { CONTACT_FIELDS, CONTACT_MESSAGES } from '@shop/contracts/client';
import { Suspense } from 'react';
import { lazyPart } from '~/lib/lazy-part';
import { useActionData } from 'react-router';
import { CompanyHero } from '~/features/company/landing/company-hero';
import { ContactSection } from '~/features/company/landing/contact-section';
import { GetInTouchCard } from '~/features/company/landing/get-in-touch-card';
import { SectionNav } from '~/features/company/landing/section-nav';
import { pageMeta } from '~/lib/page-meta';
import { sendContact, type ContactResult, type ContactValues } from '~/lib/send-contact.server';
import { useSettings } from '~/lib/use-settings';
import type { PageHandle } from '~/root';
import type { Route } from './+types/company';

// The landing page's own footer replaces the shop's (root.tsx reads the handle). Below the fold,
// so its code loads after the page's, like the shop footer's.
export const handle: PageHandle = {
  footer: lazyPart(() => import('~/features/company/landing/landing-footer')),
};

// Under the first view: their HTML comes with the page, their code after the first load. The
// Contact section stays in the page's own code: its form must show and post without JavaScript.
const loadSections = () => import('~/features/company/landing/lazy-sections');
const UpperSections = lazyPart(() => loadSections().then((m) => ({ default: m.UpperSections })));
const LowerSections = lazyPart(() => loadSections().then((m) => ({ default: m.LowerSections })));

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Company',
    description:
      'Building materials and construction works, food, relief supplies, office furniture, petroleum services and logistics across South Sudan: our work, our mission and where to find us.',
    path: '/company',
  });
}

/** The 'Get in Touch' card's post, with or without JavaScript (decision 0019). */
export async function action({ request, context }: Route.ActionArgs): Promise<ContactResult> {
  return sendContact(request, context);
}

/**
 * In the browser: the same action through the server, but an answer that never comes or is not
 * the action's (no network, a proxy's error page) is the card's failure, not the error page.
 */
export async function clientAction({
  request,
  serverAction,
}: Route.ClientActionArgs): Promise<ContactResult> {
  const form = await request.clone().formData();
  try {
    return await serverAction();
  } catch {
    const values = Object.fromEntries(
      CONTACT_FIELDS.map((field) => [field, String(form.get(field) ?? '')]),
    ) as ContactValues;
    return { ok: false, message: CONTACT_MESSAGES.cardFailed, errors: {}, values };
  }
}

/** The company site (docs/spec/account-and-company-site.md section 2). */
export default function Company() {
  const { company } = useSettings();
  const posted = useActionData<typeof action>();
  return (
    // Anchor jumps glide, unless the visitor asked for less motion: the rule is put on <html>
    // only while this page is shown.
    <div className="motion-safe:[html:has(&)]:scroll-smooth">
      <SectionNav name={company.shortName} />
      <CompanyHero
        name={company.name}
        tagline={company.tagline}
        years={company.yearsOfExperience}
      />
      <Suspense fallback={<div className="min-h-screen" />}>
        <UpperSections company={company} />
      </Suspense>
      <ContactSection companyName={company.shortName} card={<GetInTouchCard posted={posted} />} />
      <Suspense fallback={<div className="min-h-screen" />}>
        <LowerSections company={company} />
      </Suspense>
    </div>
  );
}
