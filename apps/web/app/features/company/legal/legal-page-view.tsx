import {
  LEGAL_PAGE_TITLES,
  LEGAL_PAGES,
  legalBlocks,
  SHOP_TIME_ZONE,
  type LegalPage,
  type LegalPageSlug,
} from '@shop/contracts/client';
import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs';

// The shop's zone on the server and in the browser alike, so hydration reads the same date.
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});

const link = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800';

/**
 * /privacy, /terms and /warranty: the text staff edit in the admin site, rendered as text (never as HTML),
 * with a list of its sections when there are enough to need one.
 */
export function LegalPageView({ page }: { page: LegalPage }) {
  const title = LEGAL_PAGE_TITLES[page.slug];
  const blocks = legalBlocks(page.text);
  const headings = blocks.filter((b) => b.kind === 'heading');
  const others = LEGAL_PAGES.filter((slug: LegalPageSlug) => slug !== page.slug);
  return (
    <article className="mx-auto max-w-3xl px-4 pt-8 sm:px-6 sm:pt-10">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: title }]} />
      <header className="mt-6 border-b border-stone-200 pb-6">
        <h1 className="text-4xl font-extrabold tracking-tight text-ink">{title}</h1>
        {page.updatedAt && (
          <p className="mt-3 text-sm text-muted">
            Last updated{' '}
            <time dateTime={page.updatedAt}>{dateFormat.format(new Date(page.updatedAt))}</time>
          </p>
        )}
      </header>

      {headings.length >= 3 && (
        <nav
          aria-labelledby="legal-contents"
          className="mt-8 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <h2 id="legal-contents" className="text-sm font-bold tracking-wider text-ink uppercase">
            On this page
          </h2>
          <ol className="mt-2 grid gap-x-6 text-sm sm:grid-cols-2">
            {headings.map((h) => (
              <li key={h.id}>
                <a
                  href={`#${h.id}`}
                  className="inline-flex min-h-9 items-center text-brand-700 underline-offset-4 hover:underline"
                >
                  {h.text}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}

      <div className="mt-8 space-y-5 text-base leading-relaxed text-ink">
        {blocks.map((block, i) =>
          block.kind === 'heading' ? (
            <h2
              key={block.id}
              id={block.id}
              className="scroll-mt-24 pt-4 text-2xl font-bold tracking-tight text-ink"
            >
              {block.text}
            </h2>
          ) : (
            <p key={i} className="whitespace-pre-line text-stone-700">
              {block.text}
            </p>
          ),
        )}
      </div>

      <aside
        aria-labelledby="legal-questions"
        className="mt-12 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100"
      >
        <h2 id="legal-questions" className="font-semibold text-ink">
          Questions about this page?
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-muted">
          <Link to="/contact" className={link}>
            Contact us
          </Link>{' '}
          and we will answer. See also our{' '}
          {others.map((other, i) => (
            <span key={other}>
              {i > 0 && ' and '}
              <Link to={`/${other}`} className={link}>
                {LEGAL_PAGE_TITLES[other]}
              </Link>
            </span>
          ))}
          .
        </p>
      </aside>
    </article>
  );
}
