import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailPreviewListSchema,
  outboxListQuerySchema,
  outboxListResponseSchema,
  outboxMessageParamsSchema,
  outboxMessageSchema,
} from '@core/api/email';
import type { EmailSources } from '../../contracts/email-views';
import { adminUsername, requireAdmin } from '../auth';
import { emailPreviews } from './previews';
import { getOutboxMessage, listOutboxMessages, retryOutboxMessage } from './service';

/**
 * The owner's window on email: every message queued or sent, and every template with sample data (written with the
 * owner's cancellation notice, which `sources` reads).
 */
export const emailRoutes: FastifyPluginAsyncZod<{ sources: EmailSources }> = async (app, { sources }) => {
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
      const cancelNoticeHours = await sources.cancelNoticeHours(app.db);
      return { previews: emailPreviews(app.config, { cancelNoticeHours }) };
    },
  );
};
