import { BRAND_COLORS, type CompanyProfile } from '@shop/contracts';
import { iconPath, type Icon, type ShortcutIcon } from './icons.ts';

/** The pages an installed app's icon offers on a long press (apps/web/app/routes.ts). */
export const SHORTCUTS: ReadonlyArray<{
  name: string;
  description: string;
  url: string;
  icon: ShortcutIcon;
}> = [
  {
    name: 'Collection',
    description: 'Every product, by category',
    url: '/collection',
    icon: 'collection',
  },
  { name: 'Cart', description: 'What you are about to order', url: '/cart', icon: 'cart' },
  { name: 'Orders', description: 'Your orders and their status', url: '/orders', icon: 'orders' },
];

const pngIcon = (icon: Icon) => ({
  src: iconPath(icon),
  sizes: `${icon.size}x${icon.size}`,
  type: 'image/png',
  purpose: icon.purpose,
});

/**
 * The web app manifest: the company's names and tagline as staff set them, the brand's colours,
 * and the icons at their hashed addresses.
 *
 * start_url is '/' without a marker such as `?source=pwa`: the server's page cache would ignore
 * the query (the home page reads none: apps/web/app/entry.server.tsx), but the service worker
 * keeps pages by their full address, so a launch would look for a copy of '/?source=pwa' the
 * visitor never opened and miss the kept home page without a connection. Nothing here counts
 * launches, so the marker would buy nothing.
 */
export function buildManifest(company: CompanyProfile, icons: ReadonlyMap<string, Icon>) {
  const icon = (name: string) => {
    const found = icons.get(name);
    if (!found) throw new Error(`web app manifest: no icon ${name}`);
    return found;
  };
  return {
    id: '/',
    name: company.name,
    short_name: company.shortName,
    description: company.tagline,
    lang: 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: BRAND_COLORS.theme,
    background_color: BRAND_COLORS.background,
    categories: ['shopping'],
    icons: ['icon-192', 'icon-512', 'maskable-512'].map((name) => pngIcon(icon(name))),
    shortcuts: SHORTCUTS.map(({ name, description, url, icon: glyph }) => ({
      name,
      description,
      url,
      icons: [pngIcon(icon(`${glyph}-96`))],
    })),
  };
}
