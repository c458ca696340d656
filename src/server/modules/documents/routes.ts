import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDocumentsSchema,
  consentDocumentSchema,
  documentsToSignSchema,
  publishDocumentRequestSchema,
} from '@core/api/documents';
import { adminUsername, requireAdmin } from '../auth';
import { noStore } from '../../lib/no-store';
import { adminDocuments, publishDocument } from './service';
import { documentsToSign } from './booking-signing';

/** The owner's documents: the current version of each kind, and publishing a new version. */
export const documentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  app.addHook('onSend', noStore);
  app.get('/api/admin/documents', { schema: { response: { 200: adminDocumentsSchema } } }, async () =>
    adminDocuments(app.db),
  );
  app.post(
    '/api/admin/documents',
    { schema: { body: publishDocumentRequestSchema, response: { 201: consentDocumentSchema } } },
    async (request, reply) => {
      reply.code(201);
      return publishDocument(app.db, request.body, adminUsername(request));
    },
  );
};

/** What the booking wizard's review step asks to sign: public, as the text of a waiver is. */
export const documentPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  app.get('/api/documents/to-sign', { schema: { response: { 200: documentsToSignSchema } } }, async () =>
    documentsToSign(app.db),
  );
};
