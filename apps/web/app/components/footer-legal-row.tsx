import { LEGAL_LINK_LABELS, LEGAL_PAGES } from '@shop/contracts/client';
import { LinkList } from './link-list';
import { LowDataToggle } from './low-data-toggle';

const LEGAL_LINKS = LEGAL_PAGES.map((slug) => ({ to: `/${slug}`, label: LEGAL_LINK_LABELS[slug] }));

/**
 * The last row of both footers (the shop's and the landing page's): copyright, legal links and
 * the low-data switch (components/low-data-toggle.tsx), with room below for the shopping assistant's round
 * toggle, so at the end of a page nothing stays under it.
 */
export function FooterLegalRow({
  companyName,
  linkClass,
}: {
  companyName: string;
  linkClass: string;
}) {
  const year = new Date().getFullYear();
  return (
    <div className="border-t border-brand-800">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 pt-6 pb-26 text-sm text-brand-100 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          © {year} {companyName}. All rights reserved.
        </p>
        <LinkList
          links={LEGAL_LINKS}
          className="flex flex-wrap gap-x-6 gap-y-2"
          linkClass={linkClass}
        >
          <li>
            {/* A file, not a page of the app: the browser loads it itself. */}
            <a href="/sitemap.xml" className={linkClass}>
              Sitemap
            </a>
          </li>
        </LinkList>
        <LowDataToggle />
      </div>
    </div>
  );
}
