import type { ShopSettings } from '@shop/contracts/client';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub, Outlet } from 'react-router';
import { SETTINGS } from './fixtures';

/**
 * Renders `Page` at `path` under a root route with the id and loader data the storefront's
 * root gives every page (lib/use-settings.ts), with React Router's test stub; /orders and
 * /login are plain headings, so a test sees where the page sent the customer.
 */
export function renderPage(path: string, Page: ComponentType, settings: ShopSettings = SETTINGS) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ settings, lowData: false }),
      HydrateFallback: () => null,
      Component: () => <Outlet />,
      children: [
        { path: path.slice(1), Component: Page },
        { path: 'orders', Component: () => <h1>Your orders</h1> },
        { path: 'login', Component: () => <h1>Sign in</h1> },
      ],
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}
