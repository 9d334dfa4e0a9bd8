import { Link } from 'react-router';
import { ArrowRightIcon } from '~/components/icons';
import { BannerImage } from './banner-image';

export const HERO_IMAGE = '/uploads/site/hero-1600.webp';

/** The first banner (the page's largest paint): 667 px high, image loaded first. */
export function Hero({ tagline, companyName }: { tagline: string; companyName: string }) {
  return (
    <section
      aria-labelledby="hero-heading"
      // The spec's 667 px as a class: the server HTML carries no inline style.
      className="relative h-[667px] overflow-hidden bg-brand-900"
    >
      <BannerImage src={HERO_IMAGE} sizes="100vw" priority />
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-t from-black/85 via-black/55 to-black/25 md:bg-gradient-to-r md:from-black/80 md:via-black/50 md:to-black/10"
      />
      <div className="relative mx-auto flex h-full max-w-7xl flex-col justify-end px-4 pb-16 sm:px-6 md:justify-center md:pb-0">
        <p className="inline-flex items-center gap-2 self-start rounded-full bg-white/15 px-3 py-1 text-xs font-semibold tracking-wide text-white backdrop-blur-sm sm:text-sm">
          <span aria-hidden="true" className="size-2 rounded-full bg-accent-400" />
          {companyName}
        </p>
        <h1
          id="hero-heading"
          className="mt-5 max-w-3xl text-4xl leading-[1.1] font-extrabold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl"
        >
          {tagline}
        </h1>
        <p className="mt-5 max-w-xl text-base leading-relaxed text-white/90 sm:text-lg">
          Furniture, foodstuffs, building materials, relief supplies, stationery and fuel, delivered
          across South Sudan.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            to="/collection"
            className="inline-flex min-h-12 items-center gap-2 rounded-lg bg-accent-500 px-6 text-base font-semibold text-ink shadow-lg hover:bg-accent-400"
          >
            Browse Products &amp; Services
            <ArrowRightIcon size={18} />
          </Link>
        </div>
      </div>
    </section>
  );
}
