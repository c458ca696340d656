import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  lessonPackageInputSchema,
  lessonPackageSchema,
  lessonPackagesSchema,
  packageParamsSchema,
} from '@core/api/credits';
import { adminUsername, requireAdmin } from '../auth';
import { listPackages, savePackage } from './service';

const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/packages', { schema: { response: { 200: lessonPackagesSchema } } }, async () => ({
    packages: await listPackages(app.db, { onlyActive: true }),
  }));
};

const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  app.get('/api/admin/packages', { schema: { response: { 200: lessonPackagesSchema } } }, async () => ({
    packages: await listPackages(app.db, { onlyActive: false }),
  }));
  app.post(
    '/api/admin/packages',
    { schema: { body: lessonPackageInputSchema, response: { 201: lessonPackageSchema } } },
    async (request, reply) =>
      reply.status(201).send(await savePackage(app.db, request.body, adminUsername(request))),
  );
  app.put(
    '/api/admin/packages/:id',
    {
      schema: {
        params: packageParamsSchema,
        body: lessonPackageInputSchema,
        response: { 200: lessonPackageSchema },
      },
    },
    async (request) => savePackage(app.db, request.body, adminUsername(request), request.params.id),
  );
};

export const packageRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicRoutes);
  await app.register(adminRoutes);
};
