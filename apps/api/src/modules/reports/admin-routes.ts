import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  salesReportQuerySchema,
  salesReportResponseSchema,
  stockReportQuerySchema,
  stockReportResponseSchema,
} from '@shop/contracts';
import { adminOnly } from '../../plugins/admin-guard.ts';
import { salesReport, salesReportCsv, stockReport } from './service.ts';

// Figures about customers and money: nothing on the way may keep a copy.
const NO_STORE = 'private, no-store';
const tags = ['admin'];
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** The staff's reports: sales by product, category or customer, and the stock's slow movers. */
export default async function adminReportRoutes(app: FastifyInstance) {
  adminOnly(app, { area: 'reports' });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/reports/sales',
    {
      schema: {
        tags,
        summary:
          'Sales of the shop days from..to (Juba; the last 30 by default) by product, category or customer, with a daily series',
        querystring: salesReportQuerySchema,
        response: { 200: salesReportResponseSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', NO_STORE).send(await salesReport(app.db, request.query)),
  );

  r.get(
    '/api/admin/reports/sales.csv',
    {
      schema: {
        tags,
        summary: 'The same sales report as CSV, every row, UTF-8 with a BOM',
        querystring: salesReportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const csv = await salesReportCsv(app.db, request.query);
      return reply
        .header('cache-control', NO_STORE)
        .header('content-disposition', `attachment; filename="${csv.name}"`)
        .type('text/csv; charset=utf-8')
        .send(csv.body);
    },
  );

  r.get(
    '/api/admin/reports/stock',
    {
      config: { staffArea: 'stockReport' },
      schema: {
        tags,
        summary:
          'Sizes at or below the low-stock setting, and the products on hand that sold least over the last `days` shop days',
        querystring: stockReportQuerySchema,
        response: { 200: stockReportResponseSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', NO_STORE).send(await stockReport(app.db, request.query.days)),
  );
}
