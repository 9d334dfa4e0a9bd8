import { imageAtWidth } from '@shop/contracts';

// The two shapes pictures are edited in: a blog post's 3:2 image and a product card's square.
const SHAPES = {
  '3:2': {
    rendition: 960,
    width: 1600,
    height: 1067,
    frame: 'mb-3 aspect-[3/2] w-full max-w-xl rounded-xl',
    picture: 'bg-stone-200',
    empty: 'border-2 border-dashed border-stone-300 bg-stone-50',
  },
  square: {
    rendition: 480,
    width: 480,
    height: 480,
    frame: 'aspect-square w-full',
    picture: 'block bg-stone-100',
    empty: 'bg-stone-100',
  },
};

/**
 * A picture being chosen, as it will be shown (cropped to its shape); before there is one, a
 * frame of the same shape saying so.
 */
export function PicturePreview({
  src,
  shape,
  alt = '',
  emptyText,
}: {
  src: string | undefined;
  shape: keyof typeof SHAPES;
  alt?: string;
  emptyText: string;
}) {
  const s = SHAPES[shape];
  return src ? (
    <img
      src={imageAtWidth(src, s.rendition)}
      alt={alt}
      width={s.width}
      height={s.height}
      className={`${s.frame} ${s.picture} object-cover`}
    />
  ) : (
    <div className={`${s.frame} grid place-items-center text-sm text-muted ${s.empty}`}>
      {emptyText}
    </div>
  );
}
