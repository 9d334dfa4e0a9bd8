import type { FastifyInstance } from 'fastify';
import {
  salesReportQuerySchema,
  salesReportResponseSchema,
  stockReportQuerySchema,
  stockReportResponseSchema,
} from '@shop/contracts';
import { adminOnly } from '../../plugins/admin-guard.ts';
import { staffCsvRoute } from '../../plugins/staff-csv-route.ts';
import { staffListRoute } from '../../plugins/staff-list-route.ts';
import { salesReport, salesReportCsv, stockReport } from './service.ts';

/** The staff's reports: sales by product, category or customer, and the stock's slow movers. */
export default async function adminReportRoutes(app: FastifyInstance) {
  adminOnly(app, { area: 'reports' });

  staffListRoute(app, {
    url: '/api/admin/reports/sales',
    summary:
      'Sales of the shop days from..to (Juba; the last 30 by default) by product, category or customer, with a daily series',
    querystring: salesReportQuerySchema,
    response: salesReportResponseSchema,
    list: salesReport,
  });

  staffCsvRoute(app, {
    url: '/api/admin/reports/sales.csv',
    summary: 'The same sales report as CSV, every row, UTF-8 with a BOM',
    querystring: salesReportQuerySchema,
    file: salesReportCsv,
  });

  staffListRoute(app, {
    url: '/api/admin/reports/stock',
    summary:
      'Sizes at or below the low-stock setting, and the products on hand that sold least over the last `days` shop days',
    querystring: stockReportQuerySchema,
    response: stockReportResponseSchema,
    staffArea: 'stockReport',
    list: (db, query) => stockReport(db, query.days),
  });
}
