import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRequestSchema, contactResponseSchema } from '@core/api/contact';
import { perAddressRouteLimit } from '../limits';
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
  // Stored messages per client address and emails per recipient are limited by the service; the route limit counts
  // every request, also those that store nothing (spam answered as success, Mailchimp not configured).
  const config = () => ({ rateLimit: perAddressRouteLimit('per-action') });

  app.post('/api/contact', { schema, config: config() }, async (request) =>
    sendContactMessage(app.db, app.emails, request.body, context(request)),
  );

  app.post('/api/mailchimp/contact', { schema, config: config() }, async (request) =>
    sendContactViaMailchimp(app.db, app.config, app.emails, request.body, context(request)),
  );
};
