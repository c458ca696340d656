import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRequestSchema, contactResponseSchema } from '@core/api/contact';
import { sendContactMessage, sendContactViaMailchimp, type ContactContext } from './service';

/** Per visitor address and route: a person sends a message or two; a script hits the wall quickly. */
export const CONTACT_RATE_LIMIT = { max: 10, timeWindow: '15 minutes' };

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicOrigin = new URL(app.config.publicUrl).origin;
  const context = (request: FastifyRequest): ContactContext => ({
    ip: request.ip,
    allowedOrigins: [publicOrigin, `${request.protocol}://${request.host}`],
    originHeader: typeof request.headers.origin === 'string' ? request.headers.origin : undefined,
    onSpam: (reason) => request.log.info({ reason }, 'contact submission dropped as spam'),
  });
  const schema = { body: contactRequestSchema, response: { 200: contactResponseSchema } };

  app.post('/api/contact', { config: { rateLimit: CONTACT_RATE_LIMIT }, schema }, async (request) =>
    sendContactMessage(app.db, app.emails, request.body, context(request)),
  );

  app.post('/api/mailchimp/contact', { config: { rateLimit: CONTACT_RATE_LIMIT }, schema }, async (request) =>
    sendContactViaMailchimp(app.db, app.config, app.emails, request.body, context(request)),
  );
};
