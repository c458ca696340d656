import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { communityPoolsSchema, travelSettingsSchema, zipInfoSchema, zipParamsSchema } from '@core/api/travel';
import { adminUsername, requireAdmin } from '../auth';
import { getTravelSettings, listCommunityPools, saveTravelSettings, zipInfo } from './service';

export const travelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/travel/zip/:zip',
    { schema: { params: zipParamsSchema, response: { 200: zipInfoSchema } } },
    async (request) => zipInfo(app.db, request.params.zip),
  );

  app.get(
    '/api/travel/community-pools',
    { schema: { response: { 200: communityPoolsSchema } } },
    async () => ({
      pools: await listCommunityPools(app.db),
    }),
  );

  app.get(
    '/api/admin/travel-settings',
    { onRequest: requireAdmin, schema: { response: { 200: travelSettingsSchema } } },
    async () => getTravelSettings(app.db),
  );

  app.put(
    '/api/admin/travel-settings',
    {
      onRequest: requireAdmin,
      schema: { body: travelSettingsSchema, response: { 200: travelSettingsSchema } },
    },
    async (request) => saveTravelSettings(app.db, request.body, adminUsername(request)),
  );
};
