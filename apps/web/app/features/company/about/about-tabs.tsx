import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { tabForKey } from '~/lib/tab-key';
import { useSettings } from '~/lib/use-settings';

export const ABOUT_TABS = ['OurStory', 'Mission', 'Vision'] as const;
export type AboutTab = (typeof ABOUT_TABS)[number];

export const ABOUT_TAB_LABELS: Record<AboutTab, string> = {
  OurStory: 'Our Story',
  Mission: 'Mission',
  Vision: 'Vision',
};

export function isAboutTab(value: unknown): value is AboutTab {
  return typeof value === 'string' && (ABOUT_TABS as readonly string[]).includes(value);
}

function TabContent({ tab }: { tab: AboutTab }) {
  const { company } = useSettings();
  const years = company.yearsOfExperience;
  switch (tab) {
    case 'OurStory':
      return (
        <>
          <p>
            {company.name} began as a small supplier of building materials and office furniture for
            local contractors. Over {years} years of architectural, engineering and project
            management work later, we are a general trading and services company that organisations,
            businesses and families across South Sudan rely on.
          </p>
          <p>
            Today we supply furniture, foodstuffs, building and construction materials, relief
            supplies, stationery and petroleum products, and we offer procurement, logistics,
            consulting, supply chain and construction services. Our trucks carry goods from Juba to
            Yei, Wau, Bor, Bentiu, Kajikeji, Torit and Kapoeta, and our team knows the roads, the
            seasons and the paperwork that come with them.
          </p>
          <p>
            We have grown by doing simple things well: honest prices, clear quotations, goods that
            arrive when we said they would, and a phone that is answered.
          </p>
        </>
      );
    case 'Mission':
      return (
        <>
          <p>
            Our mission is to make quality goods and dependable services reachable for every
            customer in South Sudan, in towns and in remote communities, at fair and transparent
            prices.
          </p>
          <ul className="list-disc space-y-2 pl-5">
            <li>Source reliable products from trusted manufacturers in the region and beyond.</li>
            <li>Deliver on time, with careful handling and clear communication at every step.</li>
            <li>Support humanitarian partners with fast, accountable relief supply.</li>
            <li>Build safely and to standard, from the first drawing to the final handover.</li>
          </ul>
        </>
      );
    case 'Vision':
      return (
        <>
          <p>
            We want to be South Sudan&rsquo;s most trusted partner for trade, supply and
            construction: the first company people call when a project must be done properly.
          </p>
          <p>
            We see a country where schools, clinics, offices and homes are built and furnished with
            materials that last, where fuel and food reach every state on time, and where local
            businesses grow with the people they serve. We invest in our people, our fleet and our
            partnerships to help build that future.
          </p>
        </>
      );
  }
}

/**
 * The Our Story / Mission / Vision tabs (docs/spec/storefront.md sections 2 and 4), shown on /about and
 * on product pages. ARIA tabs: arrow keys, Home and End move between tabs.
 */
export function AboutTabs({
  initialTab = 'OurStory',
  onTabChange,
  className = '',
}: {
  initialTab?: AboutTab;
  onTabChange?: (tab: AboutTab) => void;
  className?: string;
}) {
  const [active, setActive] = useState<AboutTab>(initialTab);
  const baseId = useId();
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  const select = (tab: AboutTab, focus = false) => {
    setActive(tab);
    onTabChange?.(tab);
    if (focus) tabRefs.current[tab]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabForKey(ABOUT_TABS, active, event.key);
    if (!next) return;
    event.preventDefault();
    select(next, true);
  };

  return (
    <div className={`rounded-2xl border border-stone-200 bg-white shadow-sm ${className}`}>
      <div
        role="tablist"
        aria-label="About our company"
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-stone-200 px-2 sm:px-4"
      >
        {ABOUT_TABS.map((tab) => {
          const selected = tab === active;
          return (
            <button
              key={tab}
              ref={(el) => {
                tabRefs.current[tab] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab)}
              className={`relative min-h-12 shrink-0 px-4 text-sm font-semibold whitespace-nowrap transition-colors sm:text-base ${
                selected ? 'text-brand-800' : 'text-muted hover:text-ink'
              }`}
            >
              {ABOUT_TAB_LABELS[tab]}
              <span
                aria-hidden="true"
                className={`absolute inset-x-3 bottom-0 h-0.5 rounded-full bg-accent-500 transition-transform ${
                  selected ? 'scale-x-100' : 'scale-x-0'
                }`}
              />
            </button>
          );
        })}
      </div>
      {ABOUT_TABS.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`${baseId}-panel-${tab}`}
          aria-labelledby={`${baseId}-tab-${tab}`}
          hidden={tab !== active}
          tabIndex={0}
          className="space-y-4 p-5 text-[15px] leading-relaxed text-ink/90 sm:p-8 sm:text-base"
        >
          <TabContent tab={tab} />
        </div>
      ))}
    </div>
  );
}
