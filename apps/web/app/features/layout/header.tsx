import { useLocation } from 'react-router';
import { useSettings } from '~/lib/use-settings';
import { AccountArea } from './account-button';
import { CartLink } from './cart-link';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavigationProgress } from './navigation-progress';
import { NavLinkItems, navLinkClass } from './nav-links';
import { SearchButton } from './search-button';

const desktopLink =
  'relative inline-flex h-16 items-center px-1 text-[15px] transition-colors ' +
  'after:absolute after:inset-x-0 after:bottom-3 after:h-0.5 after:origin-left after:rounded-full ' +
  'after:bg-accent-500 after:transition-transform';

/** Header of every page (docs/spec/storefront.md section 2). */
export function Header() {
  const { company } = useSettings();
  const { pathname } = useLocation();
  // /collection has its own inline search box; everywhere else the icon opens the modal.
  const showSearch = pathname !== '/collection';

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <MobileMenu />
        <Logo name={company.shortName} />

        <nav aria-label="Main" className="ml-6 hidden md:block lg:ml-8">
          <ul className="flex items-center gap-5 lg:gap-7">
            <NavLinkItems linkClass={(state) => `${desktopLink} ${navLinkClass(state)}`} />
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
          {showSearch && <SearchButton />}
          <CartLink />
          <AccountArea />
        </div>
      </div>
      <NavigationProgress />
    </header>
  );
}
