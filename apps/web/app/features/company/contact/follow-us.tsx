import { FacebookIcon, InstagramIcon, TikTokIcon, WhatsAppIcon } from '~/components/contact-icons';
import { useSettings } from '~/lib/use-settings';

/** The company's social pages from the settings; a network with no address set is not shown. */
export function SocialLinks() {
  const { company } = useSettings();
  const links = [
    { href: company.social.whatsapp, label: 'WhatsApp', Icon: WhatsAppIcon },
    { href: company.social.facebook, label: 'Facebook', Icon: FacebookIcon },
    { href: company.social.instagram, label: 'Instagram', Icon: InstagramIcon },
    { href: company.social.tiktok, label: 'TikTok', Icon: TikTokIcon },
  ].filter((l) => l.href);
  if (links.length === 0) return null;
  return (
    <section
      aria-labelledby="social-heading"
      className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="social-heading" className="font-semibold text-ink">
        Follow us
      </h2>
      <p className="mt-1 text-sm text-muted">New stock, projects and offers as they happen.</p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {links.map(({ href, label, Icon }) => (
          <li key={label}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-stone-300 px-4 text-sm font-medium text-ink hover:border-brand-600 hover:bg-brand-50 hover:text-brand-800"
            >
              <Icon size={18} className="text-brand-700" />
              {label}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
