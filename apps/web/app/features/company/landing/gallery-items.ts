import type { Category } from '@shop/contracts/client';

export interface GalleryItem {
  /** The picture's widest rendition (apps/api/src/demo/art/gallery.ts draws them). */
  src: string;
  alt: string;
  /** The specification's caption, word for word (docs/spec/account-and-company-site.md section 2). */
  caption: string;
  /** Where a tap on the picture leads: the products or the service behind it. */
  to: string;
}

const picture = (key: string) => `/uploads/site/gallery-${key}-1600.webp`;
const category = (name: Category) => `/collection?category=${name}`;

/** The gallery's six pictures (sections 2, 3 and 9 of the specification: src and alt). */
export const GALLERY: readonly GalleryItem[] = [
  {
    src: picture('petroleum'),
    alt: 'A red fuel tanker on the road beside a fuel depot with storage tanks and two pumps, at sunset',
    caption: 'petroleum supply and distribution',
    to: category('PetroleumServices'),
  },
  {
    src: picture('food'),
    alt: 'A market stall with crates of tomatoes, greens, fruit and eggs, and sacks of grain, cooking oil and drinks in front',
    caption: 'food stuff and provisions',
    to: category('FoodStuffs'),
  },
  {
    src: picture('office'),
    alt: 'An office with a desk and computer, an office chair, a bookshelf, a filing cabinet and a printer by a wide window',
    caption: 'office furniture and equipment supply',
    to: category('StationeryOfficeFurniture'),
  },
  {
    src: picture('construction'),
    alt: 'A concrete building frame going up under a tower crane, with sand, bricks, cement bags, steel bars and blocks on site',
    caption: 'construction materials and works',
    to: category('ConstructionMaterials'),
  },
  {
    src: picture('relief'),
    alt: 'A relief camp with tents and a water tank, and blankets, a medical kit, jerrycans and grain at a distribution point',
    caption: 'relief supplies and aid',
    to: category('ReliefSupplies'),
  },
  {
    src: picture('logistics'),
    alt: 'A yellow excavator digging gravel beside a blue delivery lorry on the road and stacked shipping containers',
    caption: 'heavy equipment and logistics',
    to: '/about#logistics',
  },
];

const SMALL_WORDS = new Set(['and', 'or', 'of', 'the', 'a', 'an', 'in', 'on', 'to', 'for']);

/** 'food stuff and provisions' -> 'Food Stuff and Provisions' (small words stay small). */
export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, i) =>
      i > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}
