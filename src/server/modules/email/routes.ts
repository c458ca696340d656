import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailPreviewListSchema,
  outboxListQuerySchema,
  outboxListResponseSchema,
  outboxMessageParamsSchema,
  outboxMessageSchema,
} from '@core/api/email';
import { adminUsername, requireAdmin } from '../auth';
import { getBusinessPolicies } from '../ledger';
import { emailPreviews } from './previews';
import { getOutboxMessage, listOutboxMessages, retryOutboxMessage } from './service';

/** The owner's window on email: every message queued or sent, and every template with sample data. */
export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  const noStore = { 'cache-control': 'no-store' };

  app.get(
    '/api/admin/outbox',
    {
      preHandler: requireAdmin,
      schema: { querystring: outboxListQuerySchema, response: { 200: outboxListResponseSchema } },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return listOutboxMessages(app.db, app.config, request.query);
    },
  );

  app.get(
    '/api/admin/outbox/:id',
    {
      preHandler: requireAdmin,
      schema: { params: outboxMessageParamsSchema, response: { 200: outboxMessageSchema } },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return getOutboxMessage(app.db, request.params.id);
    },
  );

  app.post(
    '/api/admin/outbox/:id/retry',
    {
      preHandler: requireAdmin,
      schema: { params: outboxMessageParamsSchema, response: { 200: outboxMessageSchema } },
    },
    async (request) => retryOutboxMessage(app.db, request.params.id, adminUsername(request)),
  );

  app.get(
    '/api/admin/email/previews',
    { preHandler: requireAdmin, schema: { response: { 200: emailPreviewListSchema } } },
    async (_request, reply) => {
      reply.headers(noStore);
      return { previews: emailPreviews(app.config, await getBusinessPolicies(app.db)) };
    },
  );
};
