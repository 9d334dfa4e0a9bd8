import { BANNER_IMAGE_WIDTHS, imageAtWidth, imageSources } from '@shop/contracts/client';
import { buttonClass } from '@shop/ui';
import { Link } from 'react-router';
import { ArrowRightIcon } from '~/components/icons';
import { useLowData } from '~/lib/low-data';
import { GALLERY, titleCase } from './gallery-items';
import { SECTION_SCROLL_MARGIN } from './sections';
import { SectionHeading } from './section-heading';

// One column on phones, two on tablets, three from 1024 px in a 1280 px frame.
const SIZES = '(min-width: 1280px) 395px, (min-width: 1024px) 31vw, (min-width: 640px) 48vw, 92vw';

/**
 * Six pictures of the company's work (docs/spec/account-and-company-site.md section 2). Each
 * caption shows on hover and on keyboard focus (always on touch screens, which cannot hover);
 * the caption is a link to the products behind the picture. Pictures load lazily at the width
 * shown, in a 4:3 box that is there before they arrive.
 */
export function GallerySection() {
  const lowData = useLowData();
  return (
    <section
      id="gallery"
      aria-labelledby="gallery-heading"
      className={`${SECTION_SCROLL_MARGIN} border-y border-stone-200 bg-white`}
    >
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading id="gallery-heading" eyebrow="Our work" title="Gallery">
            From fuel depots to relief camps: a look at the supplies we deliver and the projects we
            build across South Sudan.
          </SectionHeading>
          <Link to="/collection" className={buttonClass('secondary', 'shrink-0 self-start')}>
            View All Projects
            <ArrowRightIcon size={18} />
          </Link>
        </div>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {GALLERY.map((item) => {
            const label = titleCase(item.caption);
            return (
              <li key={item.src}>
                <figure className="group relative overflow-hidden rounded-2xl bg-stone-200 shadow-sm has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-accent-400">
                  <img
                    src={imageAtWidth(item.src, 960)}
                    {...imageSources(item.src, BANNER_IMAGE_WIDTHS, SIZES, lowData)}
                    width={1600}
                    height={1200}
                    alt={item.alt}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[4/3] w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
                  />
                  <figcaption className="absolute inset-0 flex items-end bg-gradient-to-t from-brand-900/90 via-brand-900/25 to-transparent p-5 opacity-0 transition-opacity duration-300 group-focus-within:opacity-100 group-hover:opacity-100 pointer-coarse:opacity-100 motion-reduce:transition-none">
                    <Link
                      to={item.to}
                      className="flex items-center gap-2 text-lg font-bold text-white after:absolute after:inset-0 focus:outline-none"
                    >
                      {label}
                      <ArrowRightIcon size={18} className="text-accent-400" />
                    </Link>
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
