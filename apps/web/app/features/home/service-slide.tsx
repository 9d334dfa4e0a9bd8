import { Link } from 'react-router';
import { ArrowRightIcon } from '~/components/icons';
import { BannerImage } from './banner-image';
import type { ServiceSlideData } from './slides';

/**
 * One slide of the service carousel. Its height comes from CSS alone (fixed below lg, 16:7
 * above), so the static first slide and the slider that replaces it are exactly the same size.
 */
export function ServiceSlide({
  slide,
  index,
  total,
}: {
  slide: ServiceSlideData;
  index: number;
  total: number;
}) {
  return (
    <div className="relative h-[460px] overflow-hidden rounded-2xl bg-brand-900 md:h-[420px] lg:h-auto lg:aspect-[16/7]">
      <BannerImage src={slide.image} sizes="(min-width: 1280px) 1232px, 100vw" />
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-t from-brand-900 via-brand-900/75 to-brand-900/10 md:bg-gradient-to-r md:from-brand-900/95 md:via-brand-900/70 md:to-transparent"
      />
      <div className="relative flex h-full flex-col justify-end p-6 pb-14 md:max-w-xl md:justify-center md:p-12">
        <p className="text-xs font-bold tracking-widest text-accent-400 uppercase">
          Our services · {String(index + 1).padStart(2, '0')} / {String(total).padStart(2, '0')}
        </p>
        <h3 className="mt-2 text-2xl font-extrabold tracking-tight text-white sm:text-3xl lg:text-4xl">
          {slide.title}
        </h3>
        <p className="mt-3 text-[15px] leading-relaxed text-white/90 sm:text-base">{slide.text}</p>
        <Link
          to={`/collection?category=${slide.category}`}
          className="mt-6 inline-flex min-h-11 items-center gap-2 self-start rounded-lg bg-accent-500 px-5 text-sm font-semibold text-ink hover:bg-accent-400"
        >
          Explore {slide.title}
          <ArrowRightIcon size={16} />
        </Link>
      </div>
    </div>
  );
}

/** Dots drawn like Swiper's bullets, for the static first render (nothing moves at the swap). */
export function StaticBullets({ count, active = 0 }: { count: number; active?: number }) {
  return (
    <div aria-hidden="true" className="absolute inset-x-0 bottom-4 flex justify-center gap-4">
      {Array.from({ length: count }, (_, i) => (
        <span
          key={i}
          className={`size-3 rounded-full ${i === active ? 'bg-accent-400' : 'bg-white/50'}`}
        />
      ))}
    </div>
  );
}
