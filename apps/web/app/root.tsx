import { BRAND_COLORS, type ShopSettings } from '@shop/contracts/client';
import { Suspense, type ComponentType } from 'react';
import { lazyPart } from '~/lib/lazy-part';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
// Linked with a React precedence: React then puts the stylesheet at the top of <head>, ahead of
// the module preloads, so the render-blocking CSS is not queued behind scripts on a slow network.
import appCss from './app.css?url';
import { Header } from '~/features/layout/header';
import { lowDataOf } from '~/lib/low-data';
import { ToastHost } from '~/components/toast-host';
import { api, type ServerContext } from '~/lib/api';
import { useHydrated } from '~/lib/use-hydrated';
import { publicOriginOf } from '~/lib/page-meta';

// Below the fold on every page: the server sends the footer's HTML with the page, and the browser
// hydrates it when its code arrives, after the first load.
const Footer = lazyPart(() =>
  import('~/features/layout/footer').then((m) => ({ default: m.Footer })),
);

// Only an error page needs it: keep it out of every page's first load.
const NotFound = lazyPart(() =>
  import('~/components/not-found').then((m) => ({ default: m.NotFound })),
);

// What only works once the page's JavaScript runs is fetched after hydration, so none of it is on
// the first load: the shopping assistant's toggle (its panel loads on the first open) and the
// 'Loading...' of a client navigation to a product page.
const AssistantToggle = lazyPart(() =>
  import('~/features/assistant/assistant-toggle').then((m) => ({ default: m.AssistantToggle })),
);
// The service worker (offline pages, a kept app shell) and the offline banner.
const OfflineSupport = lazyPart(() => import('~/features/offline/offline-support'));
const ProductLoadingIndicator = lazyPart(() =>
  import('~/features/catalog/navigation-loading').then((m) => ({
    default: m.ProductLoadingIndicator,
  })),
);

function AfterHydration() {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <AssistantToggle />
      <ProductLoadingIndicator />
      <OfflineSupport />
    </Suspense>
  ) : null;
}

/** What a route may export as its `handle` to change the frame around it. */
export interface PageHandle {
  /** A footer of its own in place of the shop's (the company site's landing footer). */
  footer?: ComponentType;
  /** Sent without the app's scripts (the offline page, shown at any address). */
  noScripts?: boolean;
}

/** The page's own footer, or the shop's. Loaded lazily either way: below the fold. */
function PageFooter() {
  const matches = useMatches();
  const Chosen = (matches.at(-1)?.handle as PageHandle | undefined)?.footer ?? Footer;
  return (
    <Suspense fallback={null}>
      <Chosen />
    </Suspense>
  );
}

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: appCss, precedence: 'high' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  // The blog's feed, found by feed readers from any page (routes/blog-rss.ts).
  { rel: 'alternate', type: 'application/rss+xml', href: '/blog/rss.xml', title: 'Blog' },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const settings = await api<ShopSettings & { success: true }>('/api/settings', { context });
  // The shop's public origin, for the few absolute URLs the browser builds (lib/use-origin.ts).
  return {
    settings,
    nonce: (context as ServerContext | undefined)?.nonce,
    publicOrigin: publicOriginOf(context),
    // Low-data mode (lib/low-data.ts): Save-Data or the customer's cookie.
    lowData: lowDataOf(request),
  };
}

// Settings change rarely: keep them across client navigations instead of refetching.
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData('root') as Awaited<ReturnType<typeof loader>> | undefined;
  const nonce = data?.nonce;
  const noScripts = useMatches().some((m) => (m.handle as PageHandle | undefined)?.noScripts);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={BRAND_COLORS.theme} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        {noScripts ? null : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <Header />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <PageFooter />
      <AfterHydration />
      <ToastHost />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData('root');
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? 'Page not found' : 'Something went wrong';
  const body = notFound ? (
    <Suspense fallback={<div className="min-h-96" />}>
      <NotFound />
    </Suspense>
  ) : (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="mt-3 text-muted">
        We could not load this page. Please check your connection and try again.
      </p>
      <a
        className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white"
        href="/"
      >
        Back to the home page
      </a>
    </div>
  );
  // Without settings the header and footer cannot render; show the message alone.
  if (!data) {
    return (
      <main className="flex-1">
        <title>{title}</title>
        {body}
      </main>
    );
  }
  return (
    <>
      <title>{`${title} | ${(data as { settings: ShopSettings }).settings.company.shortName}`}</title>
      <Header />
      <main id="main" className="flex-1">
        {body}
      </main>
      <PageFooter />
      <AfterHydration />
    </>
  );
}
