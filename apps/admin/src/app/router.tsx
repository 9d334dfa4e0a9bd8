import { createBrowserRouter, RouterProvider } from 'react-router';
import { LoginPage } from '../features/auth/login-page';
import { RequireAdmin } from '../features/auth/require-admin';
import { AdminLayout } from '../features/layout/admin-layout';
import { NotFoundPage } from './not-found-page';

// Each section's screens load on demand: staff on a phone download only what they open.
const router = createBrowserRouter(
  [
    { path: '/login', element: <LoginPage /> },
    {
      element: <RequireAdmin />,
      children: [
        {
          element: <AdminLayout />,
          children: [{ path: '*', element: <NotFoundPage /> }],
        },
      ],
    },
  ],
  { basename: '/admin' },
);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
