import { imageAtWidth } from '@shop/contracts';

// Small squares in lists (products, low stock): the smallest rendition is plenty.
const SHAPES = { 40: 'size-10 rounded-md', 48: 'size-12 rounded-lg' };

/** A product's main picture, small, as decoration next to its name; a grey square without one. */
export function Thumbnail({ src, size }: { src: string | undefined; size: keyof typeof SHAPES }) {
  return src ? (
    <img
      src={imageAtWidth(src, 240)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      className={`${SHAPES[size]} max-w-none shrink-0 bg-stone-100 object-cover`}
    />
  ) : (
    <span aria-hidden="true" className={`block ${SHAPES[size]} shrink-0 bg-stone-100`} />
  );
}
