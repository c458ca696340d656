import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  documentParamsSchema,
  documentSignatureSchema,
  familyDocumentsSchema,
  signatureParamsSchema,
  signDocumentRequestSchema,
} from '@core/api/documents';
import { BUSINESS } from '@core/catalog/business';
import { AppError } from '../../errors';
import { currentFamilyEmail } from '../auth';
import { familyDocuments, signDocument, signedCopy, type SigningSwimmer } from '../documents';
import { perAddressRouteLimit } from '../limits';
import { savedSwimmersOf } from './profile';

const signingSwimmer = (s: { id: string; name: string; ageGroup: string }): SigningSwimmer => ({
  id: s.id,
  name: s.name,
  minor: s.ageGroup !== 'adult',
});

/** The documents a family signs for its saved swimmers, and its signed copies (signed in only). */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/family/documents',
    { schema: { response: { 200: familyDocumentsSchema } } },
    async (request) => {
      const email = currentFamilyEmail(request);
      return familyDocuments(app.db, email, (await savedSwimmersOf(app.db, email)).map(signingSwimmer));
    },
  );

  app.post(
    '/api/family/documents/:documentId/signatures',
    {
      schema: {
        params: documentParamsSchema,
        body: signDocumentRequestSchema,
        response: { 201: documentSignatureSchema },
      },
      config: { rateLimit: perAddressRouteLimit('per-action') },
    },
    async (request, reply) => {
      const email = currentFamilyEmail(request);
      const { swimmerId, ...signing } = request.body;
      const swimmer = (await savedSwimmersOf(app.db, email)).find((s) => s.id === swimmerId);
      if (!swimmer) throw new AppError('NOT_FOUND', 404, 'Swimmer not found');
      reply.code(201);
      return signDocument(
        app.db,
        email,
        request.params.documentId,
        signingSwimmer(swimmer),
        signing,
        request.ip,
      );
    },
  );

  app.get(
    '/api/family/signatures/:signatureId/pdf',
    { schema: { params: signatureParamsSchema } },
    async (request, reply) => {
      const { pdf, fileName } = await signedCopy(
        app.db,
        currentFamilyEmail(request),
        request.params.signatureId,
        BUSINESS.name,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(Buffer.from(pdf));
    },
  );
};
