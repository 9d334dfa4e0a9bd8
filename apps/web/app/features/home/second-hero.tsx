import { Link } from 'react-router';
import { ArrowRightIcon } from '~/components/icons';
import { BannerImage } from './banner-image';

const IMAGE = '/uploads/site/hero-2-1600.webp';

/** The second banner, with the Discover button to /about. */
export function SecondHero({ years }: { years: number }) {
  return (
    <section
      aria-labelledby="second-hero-heading"
      className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 sm:pt-20"
    >
      <div className="relative h-[440px] overflow-hidden rounded-3xl bg-brand-900 md:h-[420px] lg:h-auto lg:aspect-[16/7]">
        <BannerImage src={IMAGE} sizes="(min-width: 1280px) 1232px, 100vw" />
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-gradient-to-t from-brand-900 via-brand-900/70 to-brand-900/10 md:bg-gradient-to-l md:from-brand-900/95 md:via-brand-900/70 md:to-transparent"
        />
        <div className="relative flex h-full flex-col justify-end p-6 md:ml-auto md:max-w-lg md:justify-center md:p-12">
          <p className="text-xs font-bold tracking-widest text-accent-400 uppercase">
            Over {years} years of experience
          </p>
          <h2
            id="second-hero-heading"
            className="mt-2 text-3xl font-extrabold tracking-tight text-white sm:text-4xl"
          >
            Building South Sudan, together
          </h2>
          <p className="mt-3 leading-relaxed text-white/90">
            Procurement, logistics, consulting, supply chain and construction: one partner, from a
            single bag of cement to a finished building.
          </p>
          <Link
            to="/about"
            aria-label="Discover more about our company"
            className="mt-6 inline-flex min-h-12 items-center gap-2 self-start rounded-lg bg-white px-6 font-semibold text-brand-800 hover:bg-brand-50"
          >
            Discover
            <ArrowRightIcon size={18} />
          </Link>
        </div>
      </div>
    </section>
  );
}
