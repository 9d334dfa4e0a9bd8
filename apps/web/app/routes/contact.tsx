import { MESSAGES } from '@shop/contracts/client';
import { useActionData } from 'react-router';
import { ContactCard } from '~/features/company/components/contact-card';
import { LinkButtons } from '~/features/company/components/link-buttons';
import { ContactFaq } from '~/features/company/contact/contact-faq';
import { ContactForm, type ContactOutcome } from '~/features/company/contact/contact-form';
import { ContactHero } from '~/features/company/contact/contact-hero';
import { FollowUs } from '~/features/company/contact/follow-us';
import { sendContact } from '~/lib/send-contact.server';
import { pageMeta, settingsFromMatches } from '~/lib/page-meta';
import type { Route } from './+types/contact';

export function meta({ matches }: Route.MetaArgs) {
  const name = settingsFromMatches(matches)?.company.name ?? 'us';
  return pageMeta({
    matches,
    title: 'Contact Us',
    description: `Call, e-mail or message ${name}: phone numbers, address and business hours, and answers about delivery across Juba, custom furniture and payment by cash or mobile money.`,
    path: '/contact',
  });
}

/** The form's post, with or without JavaScript (decision 0019): sent on to POST /api/contact. */
export async function action({ request, context }: Route.ActionArgs): Promise<ContactOutcome> {
  return sendContact(request, context);
}

/**
 * In the browser: the same action through the server, but an answer that never comes (no
 * network, a proxy's error page) is a message beside the form, not the error page.
 */
export async function clientAction({
  serverAction,
}: Route.ClientActionArgs): Promise<ContactOutcome> {
  try {
    return await serverAction();
  } catch {
    return { ok: false, message: MESSAGES.networkError, errors: {} };
  }
}

export default function Contact() {
  const posted = useActionData<typeof action>();
  return (
    <>
      <ContactHero />

      <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 pt-12 sm:px-6 sm:pt-16 lg:grid-cols-5">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3"
        >
          <h2 id="contact-form-heading" className="text-2xl font-extrabold tracking-tight text-ink">
            Send us a message
          </h2>
          <p className="mt-2 text-muted">
            We reply by e-mail within business hours. Every field is required unless it says
            optional.
          </p>
          <ContactForm posted={posted} />
        </section>

        <div className="space-y-6 lg:col-span-2">
          <section aria-labelledby="details-heading">
            <h2 id="details-heading" className="sr-only">
              Contact details
            </h2>
            <ContactCard layout="aside" />
          </section>
          <FollowUs />
        </div>
      </div>

      <section
        aria-labelledby="faq-heading"
        className="mx-auto grid max-w-7xl gap-8 px-4 pt-14 sm:px-6 sm:pt-20 lg:grid-cols-3"
      >
        <div>
          <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">FAQ</p>
          <h2 id="faq-heading" className="mt-2 text-3xl font-extrabold tracking-tight text-ink">
            Frequently asked questions
          </h2>
          <p className="mt-4 leading-relaxed text-muted">
            Delivery, custom orders and payment in a few lines. Anything else: send us a message and
            we will answer.
          </p>
        </div>
        <div className="lg:col-span-2">
          <ContactFaq />
        </div>
      </section>

      <section
        aria-labelledby="company-heading"
        className="mx-auto mt-14 max-w-7xl px-4 sm:mt-20 sm:px-6"
      >
        <div className="flex flex-col gap-6 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-10 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 id="company-heading" className="text-2xl font-extrabold tracking-tight text-ink">
              More than a shop
            </h2>
            <p className="mt-2 max-w-2xl leading-relaxed text-muted">
              Construction, petroleum, relief supplies, logistics and procurement: see our work, our
              scope and where to find us on the company site.
            </p>
          </div>
          <LinkButtons
            primary={{ to: '/company', label: 'Visit the company site' }}
            secondary={{ to: '/collection', label: 'Browse products' }}
            className="flex shrink-0 flex-wrap gap-3"
          />
        </div>
      </section>
    </>
  );
}
