// Loaded lazily (React.lazy) after hydration: Swiper and its CSS never weigh on the first load.
import { CAROUSEL_DELAY_MS } from '@shop/contracts/client';
import type { CSSProperties } from 'react';
import { A11y, Autoplay, EffectFade, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/effect-fade';
import 'swiper/css/pagination';
import { useLowData } from '~/lib/low-data';
import { ServiceSlide } from './service-slide';
import { SERVICE_SLIDES } from './more-slides';

export const bulletStyle = {
  '--swiper-pagination-color': '#f5b83d',
  '--swiper-pagination-bullet-inactive-color': '#ffffff',
  '--swiper-pagination-bullet-inactive-opacity': '0.5',
  '--swiper-pagination-bullet-size': '12px',
  '--swiper-pagination-bullet-horizontal-gap': '8px',
  '--swiper-pagination-bottom': '16px',
} as CSSProperties;

/**
 * 7 slides, fading, looping, advancing every 60 s (docs/spec/storefront.md sections 2 and 9);
 * in low-data mode only when the customer moves them.
 */
export default function ServiceCarouselSwiper() {
  const lowData = useLowData();
  return (
    <Swiper
      // A new slider when the mode changes: Swiper reads its autoplay settings once.
      key={lowData ? 'still' : 'moving'}
      modules={[A11y, Autoplay, EffectFade, Pagination]}
      effect="fade"
      fadeEffect={{ crossFade: true }}
      loop
      autoplay={
        lowData
          ? false
          : { delay: CAROUSEL_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }
      }
      pagination={{ clickable: true }}
      a11y={{
        containerRoleDescriptionMessage: 'carousel',
        itemRoleDescriptionMessage: 'slide',
      }}
      className="rounded-2xl"
      style={bulletStyle}
    >
      {SERVICE_SLIDES.map((slide, index) => (
        <SwiperSlide key={slide.key}>
          {({ isActive }) => (
            // Hidden slides stay in the DOM under the visible one: keep them out of tab order.
            <div inert={!isActive}>
              <ServiceSlide slide={slide} index={index} total={SERVICE_SLIDES.length} />
            </div>
          )}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
