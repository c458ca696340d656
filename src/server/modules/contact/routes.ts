import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRequestSchema, contactResponseSchema } from '@core/api/contact';
import { sendContactMessage, sendContactViaMailchimp, type ContactContext } from './service';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicOrigin = new URL(app.config.publicUrl).origin;
  const context = (request: FastifyRequest): ContactContext => ({
    ip: request.ip,
    postsPerWindow: app.config.formPostsPerAddress,
    allowedOrigins: [publicOrigin, `${request.protocol}://${request.host}`],
    originHeader: typeof request.headers.origin === 'string' ? request.headers.origin : undefined,
    onSpam: (reason) => request.log.info({ reason }, 'contact submission dropped as spam'),
  });
  const schema = { body: contactRequestSchema, response: { 200: contactResponseSchema } };
  // Limits per client address and per recipient are counted in the database by the service.

  app.post('/api/contact', { schema }, async (request) =>
    sendContactMessage(app.db, app.emails, request.body, context(request)),
  );

  app.post('/api/mailchimp/contact', { schema }, async (request) =>
    sendContactViaMailchimp(app.db, app.config, app.emails, request.body, context(request)),
  );
};
