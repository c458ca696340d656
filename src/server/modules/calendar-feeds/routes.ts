import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  calendarFeedCreatedSchema,
  calendarFeedParamsSchema,
  calendarFeedStateSchema,
} from '@core/api/calendar-feeds';
import { notFound } from '../../errors';
import { noStore } from '../../lib/no-store';
import { currentFamilyEmail, currentInstructor, requireFamily, requireInstructor } from '../auth';
import { perAddressRouteLimit } from '../limits';
import { feedFile, feedState, newFeed, stopFeed } from './service';
import type { FeedOwner } from './repository';

/**
 * A family's and an instructor's own feed (signed in: see, make anew, stop), and the feed itself, read by calendar
 * apps with no session: the token in its address is the only key, and an address that is not a feed is a 404.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const manage = (
    path: string,
    guard: typeof requireFamily,
    ownerOf: (r: Parameters<typeof requireFamily>[0]) => FeedOwner,
  ) => {
    app.get(
      path,
      { onRequest: guard, onSend: noStore, schema: { response: { 200: calendarFeedStateSchema } } },
      async (r) => feedState(app, ownerOf(r)),
    );
    app.post(
      path,
      {
        onRequest: guard,
        onSend: noStore,
        schema: { response: { 201: calendarFeedCreatedSchema } },
        config: { rateLimit: perAddressRouteLimit('per-action') },
      },
      async (r, reply) => reply.code(201).send(await newFeed(app, ownerOf(r))),
    );
    app.delete(
      path,
      { onRequest: guard, config: { rateLimit: perAddressRouteLimit('per-action') } },
      async (r, reply) => {
        await stopFeed(app, ownerOf(r));
        return reply.code(204).send();
      },
    );
  };
  manage('/api/family/calendar-feed', requireFamily, (r) => ({
    kind: 'family',
    email: currentFamilyEmail(r),
  }));
  manage('/api/instructor/calendar-feed', requireInstructor, (r) => ({
    kind: 'instructor',
    instructorId: currentInstructor(r).id,
  }));

  app.get(
    '/api/calendar-feeds/:file',
    {
      schema: { params: calendarFeedParamsSchema },
      config: { rateLimit: perAddressRouteLimit('per-change') },
    },
    async (r, reply) => {
      const file = await feedFile(app, r.params.file.replace(/\.ics$/, ''));
      if (file === undefined) throw notFound('This calendar address is not in use');
      return reply
        .headers({
          'content-type': 'text/calendar; charset=utf-8',
          'content-disposition': 'inline; filename="lessons.ics"',
          // Private to whoever holds the address; calendar apps decide how often to read it again.
          'cache-control': 'private, max-age=900',
        })
        .send(file);
    },
  );
};
