import { Suspense, useRef } from 'react';
import { lazyPart } from '~/lib/lazy-part';
import { HandshakeIcon, HardHatIcon, TruckIcon } from '~/components/service-icons';
import { useLowData } from '~/lib/low-data';
import { ServiceSlide, StaticBullets } from './service-slide';
import { FIRST_SERVICE_SLIDE, SERVICE_SLIDE_COUNT } from './slides';
import { useEnhanceWhenNear } from './use-enhance';

// The first slide change comes after 60 s: the slider's code can wait for the page to settle.
const SLIDER_START_DELAY_MS = 6_000;

const ServiceCarouselSwiper = lazyPart(() => import('./service-carousel-swiper'));

const HIGHLIGHTS = [
  {
    title: 'Construction Works',
    text: 'Architectural design, engineering and project management, from the first drawing to the handover.',
    Icon: HardHatIcon,
  },
  {
    title: 'Efficient Logistics',
    text: 'Our own trucks move goods from Juba to every state, with careful handling and clear timelines.',
    Icon: TruckIcon,
  },
  {
    title: 'Trusted Partnerships',
    text: 'Businesses, NGOs and government offices rely on our fair prices and dependable supply.',
    Icon: HandshakeIcon,
  },
];

function StaticFirstSlide() {
  return (
    <div className="relative">
      <ServiceSlide slide={FIRST_SERVICE_SLIDE} index={0} total={SERVICE_SLIDE_COUNT} />
      <StaticBullets count={SERVICE_SLIDE_COUNT} />
    </div>
  );
}

/**
 * The service carousel and its three highlights. The server sends the first slide as plain
 * markup; the slider replaces it, at the same size, once the section nears the viewport.
 */
export function ServiceCarousel() {
  const ref = useRef<HTMLDivElement>(null);
  // Low-data mode: the slider (and its six other pictures) only when the customer reaches for it.
  const enhanced = useEnhanceWhenNear(ref, {
    delayMs: SLIDER_START_DELAY_MS,
    askedOnly: useLowData(),
  });
  return (
    <section
      aria-labelledby="services-heading"
      className="mx-auto max-w-7xl px-4 pt-14 sm:px-6 sm:pt-20"
    >
      <div className="max-w-2xl">
        <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">What we do</p>
        <h2
          id="services-heading"
          className="mt-2 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl"
        >
          Products and services for every project
        </h2>
      </div>
      <div ref={ref} className="mt-8">
        {enhanced ? (
          <Suspense fallback={<StaticFirstSlide />}>
            <ServiceCarouselSwiper />
          </Suspense>
        ) : (
          <StaticFirstSlide />
        )}
      </div>
      <ul className="mt-8 grid gap-5 md:grid-cols-3">
        {HIGHLIGHTS.map(({ title, text, Icon }) => (
          <li
            key={title}
            className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
          >
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon size={26} />
            </span>
            <div>
              <h3 className="text-lg font-bold text-ink">{title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
