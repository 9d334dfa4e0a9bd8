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
          children: [
            {
              index: true,
              lazy: async () => ({
                Component: (await import('../features/dashboard/dashboard-page')).DashboardPage,
              }),
            },
            {
              path: 'reports',
              lazy: async () => ({
                Component: (await import('../features/reports/sales-report-page')).SalesReportPage,
              }),
            },
            {
              path: 'reports/stock',
              lazy: async () => ({
                Component: (await import('../features/reports/stock-report-page')).StockReportPage,
              }),
            },
            {
              path: 'orders',
              lazy: async () => ({
                Component: (await import('../features/orders/orders-page')).OrdersPage,
              }),
            },
            {
              path: 'orders/:id',
              lazy: async () => ({
                Component: (await import('../features/orders/order-detail-page')).OrderDetailPage,
              }),
            },
            {
              path: 'orders/:id/slip',
              lazy: async () => ({
                Component: (await import('../features/orders/packing-slip-page')).PackingSlipPage,
              }),
            },
            {
              path: 'quotations',
              lazy: async () => ({
                Component: (await import('../features/quotations/quotations-page')).QuotationsPage,
              }),
            },
            {
              path: 'quotations/new',
              lazy: async () => ({
                Component: (await import('../features/quotations/quotation-editor-page'))
                  .QuotationEditorPage,
              }),
            },
            {
              path: 'quotations/:id',
              lazy: async () => ({
                Component: (await import('../features/quotations/quotation-editor-page'))
                  .QuotationEditorPage,
              }),
            },
            {
              path: 'products',
              lazy: async () => ({
                Component: (await import('../features/products/products-page')).ProductsPage,
              }),
            },
            {
              path: 'products/new',
              lazy: async () => ({
                Component: (await import('../features/products/product-editor-page'))
                  .ProductEditorPage,
              }),
            },
            {
              path: 'products/import',
              lazy: async () => ({
                Component: (await import('../features/products/import-page')).ImportPage,
              }),
            },
            {
              path: 'products/:id',
              lazy: async () => ({
                Component: (await import('../features/products/product-editor-page'))
                  .ProductEditorPage,
              }),
            },
            {
              path: 'products/:id/stock-history',
              lazy: async () => ({
                Component: (await import('../features/products/stock-history-page'))
                  .StockHistoryPage,
              }),
            },
            {
              path: 'reviews',
              lazy: async () => ({
                Component: (await import('../features/reviews/reviews-page')).ReviewsPage,
              }),
            },
            {
              path: 'customers',
              lazy: async () => ({
                Component: (await import('../features/customers/customers-page')).CustomersPage,
              }),
            },
            {
              path: 'customers/:id',
              lazy: async () => ({
                Component: (await import('../features/customers/customer-detail-page'))
                  .CustomerDetailPage,
              }),
            },
            {
              path: 'messages',
              lazy: async () => ({
                Component: (await import('../features/messages/messages-page')).MessagesPage,
              }),
            },
            {
              path: 'messages/:id',
              lazy: async () => ({
                Component: (await import('../features/messages/message-detail-page'))
                  .MessageDetailPage,
              }),
            },
            {
              path: 'reconciliation',
              lazy: async () => ({
                Component: (await import('../features/reconciliation/reconciliation-page'))
                  .ReconciliationPage,
              }),
            },
            {
              path: 'mail',
              lazy: async () => ({
                Component: (await import('../features/mail/mail-page')).MailPage,
              }),
            },
            {
              path: 'mail/:id',
              lazy: async () => ({
                Component: (await import('../features/mail/mail-detail-page')).MailDetailPage,
              }),
            },
            {
              path: 'assistant/unanswered',
              lazy: async () => ({
                Component: (await import('../features/assistant/unanswered-page')).UnansweredPage,
              }),
            },
            {
              path: 'subscribers',
              lazy: async () => ({
                Component: (await import('../features/subscribers/subscribers-page'))
                  .SubscribersPage,
              }),
            },
            {
              path: 'campaigns',
              lazy: async () => ({
                Component: (await import('../features/campaigns/campaigns-page')).CampaignsPage,
              }),
            },
            {
              path: 'campaigns/new',
              lazy: async () => ({
                Component: (await import('../features/campaigns/campaign-editor-page'))
                  .CampaignEditorPage,
              }),
            },
            {
              path: 'campaigns/:id',
              lazy: async () => ({
                Component: (await import('../features/campaigns/campaign-editor-page'))
                  .CampaignEditorPage,
              }),
            },
            {
              path: 'blog',
              lazy: async () => ({
                Component: (await import('../features/blog/blog-page')).BlogPage,
              }),
            },
            {
              path: 'blog/new',
              lazy: async () => ({
                Component: (await import('../features/blog/blog-editor-page')).BlogEditorPage,
              }),
            },
            {
              path: 'blog/:id',
              lazy: async () => ({
                Component: (await import('../features/blog/blog-editor-page')).BlogEditorPage,
              }),
            },
            {
              path: 'settings',
              lazy: async () => ({
                Component: (await import('../features/settings/settings-page')).SettingsPage,
              }),
            },
            {
              path: 'settings/pages/:slug',
              lazy: async () => ({
                Component: (await import('../features/settings/legal-page-editor')).LegalPageEditor,
              }),
            },
            {
              path: 'payments/sandbox',
              lazy: async () => ({
                Component: (await import('../features/payment-sandbox/payment-sandbox-page'))
                  .PaymentSandboxPage,
              }),
            },
            {
              path: 'audit',
              lazy: async () => ({
                Component: (await import('../features/audit/audit-page')).AuditPage,
              }),
            },
            { path: '*', element: <NotFoundPage /> },
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
