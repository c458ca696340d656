import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  payrollSchema,
  reportKindParamsSchema,
  reportQuerySchema,
  reportSchema,
  reportTableQuerySchema,
} from '@core/api/reports';
import { noStore } from '../../lib/no-store';
import { requireAdmin } from '../auth';
import { payroll, payrollCsv } from './payroll';
import { buildReport, reportTableCsv } from './service';

const csvHeaders = (filename: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${filename}"`,
});

/** The owner's reports and payroll: only a signed-in admin, checked before the query is read. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  app.addHook('onSend', noStore);

  app.get(
    '/api/admin/reports/:kind',
    {
      schema: {
        params: reportKindParamsSchema,
        querystring: reportQuerySchema,
        response: { 200: reportSchema },
      },
    },
    async (r) => buildReport(app, r.params.kind, r.query),
  );

  app.get(
    '/api/admin/reports/:kind/csv',
    { schema: { params: reportKindParamsSchema, querystring: reportTableQuerySchema } },
    async (r, reply) => {
      const { table, ...query } = r.query;
      const { filename, csv } = reportTableCsv(await buildReport(app, r.params.kind, query), table);
      return reply.headers(csvHeaders(filename)).send(csv);
    },
  );

  app.get(
    '/api/admin/payroll',
    { schema: { querystring: reportQuerySchema, response: { 200: payrollSchema } } },
    async (r) => payroll(app, r.query),
  );

  app.get('/api/admin/payroll.csv', { schema: { querystring: reportQuerySchema } }, async (r, reply) => {
    const { filename, csv } = payrollCsv(await payroll(app, r.query));
    return reply.headers(csvHeaders(filename)).send(csv);
  });
};
