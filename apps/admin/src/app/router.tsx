import { createBrowserRouter, RouterProvider } from 'react-router';
import { LoginPage } from '../features/auth/login-page';
import { RequireAdmin } from '../features/auth/require-admin';
import { AdminLayout } from '../features/layout/admin-layout';
import type { RouteAccess } from '../features/layout/role-gate';
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
          children: [
            {
              index: true,
              handle: { area: 'dashboard', home: true } satisfies RouteAccess,
              lazy: async () => ({
                Component: (await import('../features/dashboard/dashboard-page')).DashboardPage,
              }),
            },
            {
              path: 'reports',
              handle: { area: 'reports' } satisfies RouteAccess,
              lazy: async () => ({
                Component: (await import('../features/reports/sales-report-page')).SalesReportPage,
              }),
            },
            {
              path: 'reports/stock',
              handle: { area: 'stockReport' } satisfies RouteAccess,
              lazy: async () => ({
                Component: (await import('../features/reports/stock-report-page')).StockReportPage,
              }),
            },
            {
              path: 'orders',
              handle: { area: 'orders' } satisfies RouteAccess,
              lazy: async () => ({
                Component: (await import('../features/orders/orders-page')).OrdersPage,
              }),
            },
            {
              path: 'orders/new',
              handle: { area: 'orderEntry' } satisfies RouteAccess,
              lazy: async () => ({
                Component: (await import('../features/orders/new-order-page')).NewOrderPage,
              }),
            },
            {
              path: 'orders/slips',
              handle: { area: 'orders' } satisfies RouteAccess,
              lazy: async () => ({
                Component: (await import('../features/orders/packing-slips-page')).PackingSlipsPage,
              }),
            },
            {
              path: 'orders/:id',
              handle: { area: 'orders' } satisfies RouteAccess,
              lazy: async () => ({
                Component: (await import('../features/orders/order-detail-page')).OrderDetailPage,
              }),
            },
            {
              path: 'orders/:id/slip',
              handle: { area: 'orders' } satisfies RouteAccess,
              lazy: async () => ({
                Component: (await import('../features/orders/packing-slip-page')).PackingSlipPage,
              }),
            },
            {
              path: 'orders/:id/invoice',
              handle: { area: 'invoices' } satisfies RouteAccess,
              lazy: async () => ({
                Component: (await import('../features/orders/invoice-page')).InvoicePage,
              }),
            },
            {
              path: 'quotations',
              handle: { area: 'quotations' } satisfies RouteAccess,
              lazy: async () => ({
                Component: (await import('../features/quotations/quotations-page')).QuotationsPage,
              }),
            },
            {
              path: 'quotations/new',
              handle: { area: 'quotations' } satisfies RouteAccess,
              lazy: async () => ({
                Component: (await import('../features/quotations/quotation-editor-page'))
                  .QuotationEditorPage,
              }),
            },
            {
              path: 'quotations/:id',
              handle: { area: 'quotations' } satisfies RouteAccess,
              lazy: async () => ({
                Component: (await import('../features/quotations/quotation-editor-page'))
                  .QuotationEditorPage,
              }),
            },
            {
              path: 'products',
              handle: { area: 'products' } satisfies RouteAccess,
              lazy: async () => ({
                Component: (await import('../features/products/products-page')).ProductsPage,
              }),
            },
            {
              path: 'products/new',
              handle: { area: 'productEditing' } satisfies RouteAccess,
              lazy: async () => ({
                Component: (await import('../features/products/product-editor-page'))
                  .ProductEditorPage,
              }),
            },
            {
              path: 'products/import',
              handle: { area: 'productEditing' } satisfies RouteAccess,
              lazy: async () => ({
                Component: (await import('../features/products/import-page')).ImportPage,
              }),
            },
            {
              path: 'products/:id',
              handle: { area: 'products' } satisfies RouteAccess,
              lazy: async () => ({
                Component: (await import('../features/products/product-editor-page'))
                  .ProductEditorPage,
              }),
            },
            {
              path: 'products/:id/stock-history',
              handle: { area: 'stock' } satisfies RouteAccess,
              lazy: async () => ({
                Component: (await import('../features/products/stock-history-page'))
                  .StockHistoryPage,
              }),
            },
            {
              path: 'reviews',
              handle: { area: 'reviews' } satisfies RouteAccess,
              lazy: async () => ({
                Component: (await import('../features/reviews/reviews-page')).ReviewsPage,
              }),
            },
            {
              path: 'customers',
              handle: { area: 'customers' } satisfies RouteAccess,
              lazy: async () => ({
                Component: (await import('../features/customers/customers-page')).CustomersPage,
              }),
            },
            {
              path: 'customers/:id',
              handle: { area: 'customers' } satisfies RouteAccess,
              lazy: async () => ({
                Component: (await import('../features/customers/customer-detail-page'))
                  .CustomerDetailPage,
              }),
            },
            {
              path: 'messages',
              handle: { area: 'messages' } satisfies RouteAccess,
              lazy: async () => ({
                Component: (await import('../features/messages/messages-page')).MessagesPage,
              }),
            },
            {
              path: 'messages/:id',
              handle: { area: 'messages' } satisfies RouteAccess,
              lazy: async () => ({
                Component: (await import('../features/messages/message-detail-page'))
                  .MessageDetailPage,
              }),
            },
            {
              path: 'reconciliation',
              handle: { area: 'payments' } satisfies RouteAccess,
              lazy: async () => ({
                Component: (await import('../features/reconciliation/reconciliation-page'))
                  .ReconciliationPage,
              }),
            },
            {
              path: 'mail',
              handle: { area: 'mail' } satisfies RouteAccess,
              lazy: async () => ({
                Component: (await import('../features/mail/mail-page')).MailPage,
              }),
            },
            {
              path: 'mail/:id',
              handle: { area: 'mail' } satisfies RouteAccess,
              lazy: async () => ({
                Component: (await import('../features/mail/mail-detail-page')).MailDetailPage,
              }),
            },
            {
              path: 'assistant/unanswered',
              handle: { area: 'questions' } satisfies RouteAccess,
              lazy: async () => ({
                Component: (await import('../features/assistant/unanswered-page')).UnansweredPage,
              }),
            },
            {
              path: 'subscribers',
              handle: { area: 'subscribers' } satisfies RouteAccess,
              lazy: async () => ({
                Component: (await import('../features/subscribers/subscribers-page'))
                  .SubscribersPage,
              }),
            },
            {
              path: 'campaigns',
              handle: { area: 'campaigns' } satisfies RouteAccess,
              lazy: async () => ({
                Component: (await import('../features/campaigns/campaigns-page')).CampaignsPage,
              }),
            },
            {
              path: 'campaigns/new',
              handle: { area: 'campaigns' } satisfies RouteAccess,
              lazy: async () => ({
                Component: (await import('../features/campaigns/campaign-editor-page'))
                  .CampaignEditorPage,
              }),
            },
            {
              path: 'campaigns/:id',
              handle: { area: 'campaigns' } satisfies RouteAccess,
              lazy: async () => ({
                Component: (await import('../features/campaigns/campaign-editor-page'))
                  .CampaignEditorPage,
              }),
            },
            {
              path: 'blog',
              handle: { area: 'blog' } satisfies RouteAccess,
              lazy: async () => ({
                Component: (await import('../features/blog/blog-page')).BlogPage,
              }),
            },
            {
              path: 'blog/new',
              handle: { area: 'blog' } satisfies RouteAccess,
              lazy: async () => ({
                Component: (await import('../features/blog/blog-editor-page')).BlogEditorPage,
              }),
            },
            {
              path: 'blog/:id',
              handle: { area: 'blog' } satisfies RouteAccess,
              lazy: async () => ({
                Component: (await import('../features/blog/blog-editor-page')).BlogEditorPage,
              }),
            },
            {
              path: 'settings',
              handle: { area: 'settings' } satisfies RouteAccess,
              lazy: async () => ({
                Component: (await import('../features/settings/settings-page')).SettingsPage,
              }),
            },
            {
              path: 'settings/pages/:slug',
              handle: { area: 'pages' } satisfies RouteAccess,
              lazy: async () => ({
                Component: (await import('../features/settings/legal-page-editor')).LegalPageEditor,
              }),
            },
            {
              path: 'payments/sandbox',
              handle: { area: 'payments' } satisfies RouteAccess,
              lazy: async () => ({
                Component: (await import('../features/payment-sandbox/payment-sandbox-page'))
                  .PaymentSandboxPage,
              }),
            },
            {
              path: 'audit',
              // No area: the owners' alone (deny by default).
              handle: {} satisfies RouteAccess,
              lazy: async () => ({
                Component: (await import('../features/audit/audit-page')).AuditPage,
              }),
            },
            {
              path: 'staff',
              handle: { area: 'staff' } satisfies RouteAccess,
              lazy: async () => ({
                Component: (await import('../features/staff/staff-page')).StaffPage,
              }),
            },
            { path: '*', handle: { open: true } satisfies RouteAccess, element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ],
  { basename: '/admin' },
);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
