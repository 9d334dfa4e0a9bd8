// Loaded lazily after hydration, like the service carousel.
import {
  NEW_ARRIVALS_BREAKPOINTS,
  NEW_ARRIVALS_DELAY_MS,
  NEW_ARRIVALS_SPACING,
  type Product,
} from '@shop/contracts/client';
import type { CSSProperties } from 'react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';
import { ProductCard } from '~/components/product-card';
import { useLowData } from '~/lib/low-data';
import { NEW_ARRIVAL_IMAGE_SIZES } from './card-sizes';

const bulletStyle = {
  '--swiper-pagination-color': '#1b5336',
  '--swiper-pagination-bullet-inactive-color': '#5b6661',
  '--swiper-pagination-bullet-inactive-opacity': '0.4',
  '--swiper-pagination-bullet-size': '12px',
  '--swiper-pagination-bullet-horizontal-gap': '8px',
  '--swiper-pagination-bottom': '8px',
} as CSSProperties;

/**
 * Every 3.5 s (never in low-data mode), clickable bullets, 1/2/3/4/5 per view at
 * 0/400/700/1024/1200 px, 30 px apart.
 */
export default function NewArrivalsSwiper({ products }: { products: Product[] }) {
  const lowData = useLowData();
  return (
    <Swiper
      // A new slider when the mode changes: Swiper reads its autoplay settings once.
      key={lowData ? 'still' : 'moving'}
      modules={[A11y, Autoplay, Pagination]}
      slidesPerView={1}
      spaceBetween={NEW_ARRIVALS_SPACING}
      breakpoints={{ ...NEW_ARRIVALS_BREAKPOINTS }}
      autoplay={
        lowData
          ? false
          : { delay: NEW_ARRIVALS_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }
      }
      rewind
      pagination={{ clickable: true }}
      className="pb-12!"
      style={bulletStyle}
    >
      {products.map((product) => (
        <SwiperSlide key={product._id} className="h-auto!">
          <div className="h-full">
            <ProductCard product={product} sizes={NEW_ARRIVAL_IMAGE_SIZES} />
          </div>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
