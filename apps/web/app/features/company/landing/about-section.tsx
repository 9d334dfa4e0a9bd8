import type { CompanyProfile } from '@shop/contracts/client';
import { CompanyContactList } from '~/components/company-contact-list';
import {
  FacebookIcon,
  InstagramIcon,
  PhoneIcon,
  TikTokIcon,
  WhatsAppIcon,
} from '~/components/contact-icons';
import { MailIcon } from '~/components/icons';
import { TruckIcon } from '~/components/service-icons';
import { SocialLinks } from '~/components/social-links';
import { ContactDetail, PlaceDetails } from '~/features/company/components/contact-detail';
import { IconCardBody } from '~/features/company/components/icon-card-body';
import { whatsAppLink } from '~/lib/contact-links';
import { DesignIcon, HammerIcon, LeafIcon } from './company-icons';
import { DirectionsLink } from './directions-link';
import { SECTION_SCROLL_MARGIN } from './sections';
import { SectionHeading } from './section-heading';

// 'Why Choose Us' (docs/spec/account-and-company-site.md section 2): the four reasons it names.
const REASONS = [
  {
    title: 'Custom designs',
    text: 'Furniture, fit-outs and supply packages planned around your space, your budget and your timeline, with drawings you approve before we start.',
    Icon: DesignIcon,
  },
  {
    title: 'Sustainable materials',
    text: 'Timber, steel and building materials from responsible suppliers, chosen to last in South Sudan’s heat and rains rather than to be replaced.',
    Icon: LeafIcon,
  },
  {
    title: 'Craftsmanship',
    text: 'Carpenters, builders and engineers who check every joint, weld and finish before it leaves our workshop or site.',
    Icon: HammerIcon,
  },
  {
    title: 'Timely delivery and installation',
    text: 'Our own trucks deliver across Juba and to every state, and our team installs on site, on the day we agreed.',
    Icon: TruckIcon,
  },
];

const detailLink = 'text-brand-100 underline-offset-4 hover:text-white hover:underline';

/** Who the company is, why customers choose it and how to reach it, from the settings. */
export function AboutSection({ company }: { company: CompanyProfile }) {
  const social = [
    company.whatsapp && {
      href: whatsAppLink(company.whatsapp),
      label: 'WhatsApp',
      Icon: WhatsAppIcon,
    },
    company.social.tiktok && { href: company.social.tiktok, label: 'TikTok', Icon: TikTokIcon },
    company.social.instagram && {
      href: company.social.instagram,
      label: 'Instagram',
      Icon: InstagramIcon,
    },
    company.social.facebook && {
      href: company.social.facebook,
      label: 'Facebook',
      Icon: FacebookIcon,
    },
  ].filter((link) => !!link);

  return (
    <section
      id="about"
      aria-labelledby="about-heading"
      className={`${SECTION_SCROLL_MARGIN} mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24`}
    >
      <div className="grid gap-12 lg:grid-cols-12">
        <div className="lg:col-span-7">
          <SectionHeading id="about-heading" eyebrow="About us" title="Why Choose Us">
            {company.name} has spent over {company.yearsOfExperience} years designing, building and
            supplying for families, businesses, government offices and aid agencies. One partner,
            one quotation and one team that answers the phone.
          </SectionHeading>
          <ul className="mt-10 grid gap-5 sm:grid-cols-2">
            {REASONS.map(({ title, text, Icon }) => (
              <li
                key={title}
                className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
              >
                <IconCardBody
                  Icon={Icon}
                  iconClass="bg-accent-400/20 text-brand-800"
                  title={title}
                  text={text}
                />
              </li>
            ))}
          </ul>
        </div>

        <div className="lg:col-span-5">
          <div className="rounded-2xl bg-brand-800 p-6 text-brand-50 shadow-lg sm:p-8">
            <h3 className="text-xl font-bold text-white">Contact Information</h3>
            <ul className="mt-6 space-y-5 text-sm">
              <ContactDetail Icon={PhoneIcon} title="Phone" tone="dark" as="li">
                <CompanyContactList
                  company={company}
                  kind="phones"
                  className="mt-1 space-y-1"
                  linkClass={detailLink}
                />
              </ContactDetail>
              <ContactDetail Icon={MailIcon} title="E-mail" tone="dark" as="li" bodyClass="min-w-0">
                <CompanyContactList
                  company={company}
                  kind="emails"
                  className="mt-1 space-y-1"
                  linkClass={detailLink}
                />
              </ContactDetail>
              <PlaceDetails
                company={company}
                tone="dark"
                as="li"
                addressClass="mt-1 text-brand-100"
                purposeClass="mt-0.5 text-xs text-brand-200"
              />
            </ul>
            <DirectionsLink
              company={company}
              className="mt-7 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-accent-500 px-5 text-sm font-semibold text-ink hover:bg-accent-400"
            />

            {social.length > 0 && (
              <>
                <h3 className="mt-8 border-t border-brand-700 pt-6 text-lg font-bold text-white">
                  Connect With Us
                </h3>
                <SocialLinks
                  links={social}
                  className="mt-4 grid grid-cols-2 gap-2"
                  linkClass="flex min-h-11 items-center gap-2.5 rounded-lg bg-brand-900/60 px-3 text-sm font-semibold text-white ring-1 ring-brand-700 hover:bg-brand-700"
                  iconSize={20}
                  iconClass="text-accent-400"
                />
              </>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
