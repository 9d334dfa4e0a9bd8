import { BANNER_IMAGE_WIDTHS, imageAtWidth, imageSources } from '@shop/contracts/client';
import { ArrowRightIcon } from '~/components/icons';
import { useLowData } from '~/lib/low-data';

const HERO_IMAGE = '/uploads/site/hero-2-1600.webp';

/**
 * The landing page's first view: who the company is and the two ways on (Contact Us, View
 * Gallery; docs/spec/account-and-company-site.md section 2). Its picture is the page's largest
 * paint, so it is fetched first; a fixed height keeps the page from shifting under it.
 */
export function CompanyHero({
  name,
  tagline,
  years,
}: {
  name: string;
  tagline: string;
  years: number;
}) {
  const lowData = useLowData();
  return (
    <section
      id="top"
      aria-labelledby="company-heading"
      className="relative h-[560px] scroll-mt-32 overflow-hidden bg-brand-900 sm:h-[600px]"
    >
      <img
        src={imageAtWidth(HERO_IMAGE, 960)}
        {...imageSources(HERO_IMAGE, BANNER_IMAGE_WIDTHS, '100vw', lowData)}
        width={1600}
        height={700}
        alt=""
        fetchPriority="high"
        className="absolute inset-0 size-full object-cover object-[70%_50%]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-t from-brand-900/95 via-brand-900/70 to-brand-900/30 md:bg-gradient-to-r md:from-brand-900/95 md:via-brand-900/70 md:to-transparent"
      />
      <div className="relative mx-auto flex h-full max-w-7xl flex-col justify-end px-4 pb-14 sm:px-6 md:justify-center md:pb-0">
        <p className="inline-flex items-center gap-2 self-start rounded-full bg-white/15 px-3 py-1 text-xs font-semibold tracking-wide text-white backdrop-blur-sm sm:text-sm">
          <span aria-hidden="true" className="size-2 rounded-full bg-accent-400" />
          {years}+ years across South Sudan
        </p>
        <h1
          id="company-heading"
          className="mt-5 max-w-3xl text-4xl leading-[1.1] font-extrabold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl"
        >
          {name}
        </h1>
        <p className="mt-5 max-w-xl text-base leading-relaxed text-white/90 sm:text-lg">
          {tagline}. Building materials, construction works, food, relief supplies, office
          furniture, fuel and logistics from one trusted partner.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <a
            href="#contact"
            className="inline-flex min-h-12 items-center gap-2 rounded-lg bg-accent-500 px-6 text-base font-semibold text-ink shadow-lg hover:bg-accent-400"
          >
            Contact Us
            <ArrowRightIcon size={18} />
          </a>
          <a
            href="#gallery"
            className="inline-flex min-h-12 items-center rounded-lg border border-white/70 px-6 text-base font-semibold text-white hover:bg-white/10"
          >
            View Gallery
          </a>
        </div>
      </div>
    </section>
  );
}
