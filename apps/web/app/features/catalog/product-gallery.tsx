import { imageAtWidth } from '@shop/contracts/client';
import { useState } from 'react';
import { ProductImage } from '~/components/product-image';

const MAIN_SIZES = '(min-width: 1280px) 600px, (min-width: 1024px) 48vw, 100vw';

/** Main photo plus thumbnails; the first photo is the page's largest paint, so it loads first. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  return (
    <div className="flex flex-col gap-3 sm:flex-row-reverse sm:items-start">
      <div className="flex-1 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
        <ProductImage
          key={current}
          src={current}
          alt={images.length > 1 ? `${name}, photo ${index + 1} of ${images.length}` : name}
          sizes={MAIN_SIZES}
          priority
          width={800}
          className="w-full"
        />
      </div>
      {images.length > 1 && (
        // A named group of toggle buttons (a name on a list is poorly supported, html-validate's
        // aria-label-misuse).
        <div
          role="group"
          aria-label="Product photos"
          className="flex gap-2 overflow-x-auto sm:w-20 sm:flex-col"
        >
          {images.map((img, i) => (
            <button
              key={img}
              type="button"
              onClick={() => setIndex(i)}
              aria-pressed={i === index}
              aria-label={`Show photo ${i + 1} of ${images.length}`}
              className={`block size-16 shrink-0 overflow-hidden rounded-lg bg-white ring-2 transition sm:size-20 ${
                i === index ? 'ring-brand-600' : 'ring-stone-200 hover:ring-brand-300'
              }`}
            >
              <img
                src={imageAtWidth(img, 240)}
                alt=""
                width={80}
                height={80}
                loading="lazy"
                decoding="async"
                className="size-full object-cover"
              />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
