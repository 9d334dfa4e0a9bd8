import type { Category } from '@shop/contracts/client';

export interface ServiceSlideData {
  key: string;
  title: string;
  text: string;
  category: Category;
  image: string;
}

export const slideImage = (key: string) => `/uploads/site/slide-${key}-1600.webp`;

/**
 * The service carousel has seven slides (docs/spec/storefront.md section 2). The page renders only the
 * first until the slider loads, so the other six travel with the slider (more-slides.ts).
 */
export const SERVICE_SLIDE_COUNT = 7;

export const FIRST_SERVICE_SLIDE: ServiceSlideData = {
  key: 'petroleum',
  title: 'Petroleum Services',
  text: 'Diesel and petrol with storage of up to 100M3, supplied from Juba to Yei, Wau, Bor, Bentiu, Kajikeji, Torit and Kapoeta. Our fuel is imported from Uganda and Kenya.',
  category: 'PetroleumServices',
  image: slideImage('petroleum'),
};
