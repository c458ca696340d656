import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema, versionResponseSchema } from '@core/api/system';
import { AppError } from '../../errors';
import { pingDatabase } from './repository';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { schema: { response: { 200: healthResponseSchema } } }, async (_request, reply) => {
    try {
      await pingDatabase(app.db);
    } catch {
      throw new AppError('DATABASE_UNAVAILABLE', 503, 'The database is not answering');
    }
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const, database: 'ok' as const };
  });

  app.get('/__version', { schema: { response: { 200: versionResponseSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { buildId: app.buildId };
  });
};
