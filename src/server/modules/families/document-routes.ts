import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  documentParamsSchema,
  documentSignatureSchema,
  familyDocumentsSchema,
  signatureParamsSchema,
  signDocumentRequestSchema,
} from '@core/api/documents';
import { BUSINESS } from '@core/catalog/business';
import { swimmerKey } from '@core/rules/swimmers';
import type { Database } from '../../db/client';
import { familyBookedSwimmers } from '../ledger';
import { AppError } from '../../errors';
import { currentFamilyEmail } from '../auth';
import { familyDocuments, signDocument, signedCopy, type SigningSwimmer } from '../documents';
import { perAddressRouteLimit } from '../limits';
import { savedSwimmersOf } from './profile';

/**
 * The swimmers a family signs for: its saved swimmers, then those of its bookings not saved (by name), each under an
 * id made from the email and the name, so a family that never kept a profile signs from the reminder's link too.
 */
async function signingSwimmers(db: Database, email: string): Promise<SigningSwimmer[]> {
  const saved = (await savedSwimmersOf(db, email)).map((s) => ({
    id: s.id,
    saved: true,
    name: s.name,
    minor: s.ageGroup !== 'adult',
  }));
  const savedIds = new Set(saved.map((s) => s.id));
  const all = await familyBookedSwimmers(db, email);
  // A saved swimmer is also every name it was booked under as that saved swimmer.
  const known = new Set([
    ...saved.map((s) => swimmerKey(s.name)),
    ...all.filter((s) => s.savedSwimmerId && savedIds.has(s.savedSwimmerId)).map((s) => swimmerKey(s.name)),
  ]);
  const booked = all
    .filter((s) => !(s.savedSwimmerId && savedIds.has(s.savedSwimmerId)) && !known.has(swimmerKey(s.name)))
    .map((s) => ({
      id: bookedSwimmerId(email, s.name),
      saved: false,
      name: s.name,
      minor: s.ageGroup !== 'adult',
    }));
  return [...saved, ...booked];
}

/** A name-based id in the shape of a UUID (version 8: made by us), stable for the family and the swimmer's name. */
function bookedSwimmerId(email: string, name: string): string {
  const h = createHash('sha256')
    .update(`${email}\n${swimmerKey(name)}`)
    .digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The documents a family signs for its saved swimmers, and its signed copies (signed in only). */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/family/documents',
    { schema: { response: { 200: familyDocumentsSchema } } },
    async (request) => {
      const email = currentFamilyEmail(request);
      return familyDocuments(app.db, email, await signingSwimmers(app.db, email));
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
      const swimmer = (await signingSwimmers(app.db, email)).find((s) => s.id === swimmerId);
      if (!swimmer) throw new AppError('NOT_FOUND', 404, 'Swimmer not found');
      reply.code(201);
      return signDocument(app, email, request.params.documentId, swimmer, signing, request.ip);
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
