import { companySocialLinks, SocialLinks } from '~/components/social-links';
import { useSettings } from '~/lib/use-settings';

/** The contact page's 'Follow us' box: the company's social pages from the settings, if any. */
export function FollowUs() {
  const { company } = useSettings();
  const links = companySocialLinks(company.social);
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
      <SocialLinks
        links={links}
        className="mt-4 flex flex-wrap gap-2"
        linkClass="inline-flex min-h-11 items-center gap-2 rounded-full border border-stone-300 px-4 text-sm font-medium text-ink hover:border-brand-600 hover:bg-brand-50 hover:text-brand-800"
        iconSize={18}
        iconClass="text-brand-700"
      />
    </section>
  );
}
