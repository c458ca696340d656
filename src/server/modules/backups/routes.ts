import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backupFileSchema, backupListSchema } from '@core/api/backups';
import { requireAdmin } from '../auth';
import { backupList, takeBackup } from './service';
import { noStore } from '../../lib/no-store';

/**
 * A backup holds the embedded database for a few seconds, so taking them on demand is limited for the whole site, not
 * per address: a looping script or a stolen session cannot stall the site with them.
 */
const ON_DEMAND = { max: 1, timeWindow: 60_000, keyGenerator: () => 'backups:on-demand' };

/** The owner's backups: list them, or take one now (what `npm run backup` asks a running embedded server for). */
export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  app.addHook('onSend', noStore);

  app.get('/api/admin/backups', { schema: { response: { 200: backupListSchema } } }, async () =>
    backupList(app.config),
  );

  app.post(
    '/api/admin/backups',
    { config: { rateLimit: ON_DEMAND }, schema: { response: { 200: backupFileSchema } } },
    async (request) => {
      const file = await takeBackup(app.config, { db: app.db, kind: app.databaseKind });
      request.log.info({ backup: file.name, bytes: file.bytes }, 'backup written on request');
      return file;
    },
  );
};
