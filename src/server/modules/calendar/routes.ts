import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memoizedQueryValidator } from '../../lib/memoized-query-validator';
import {
  availabilityQuerySchema,
  availabilityResponseSchema,
  slotDetailsQuerySchema,
  slotDetailsResponseSchema,
  timeSlotsQuerySchema,
  timeSlotsResponseSchema,
} from '@core/api/calendar';
import { preferredEncoding, type ContentEncoding } from '../../lib/content-encoding';
import { createReadCache, EMBEDDED_MAX_AGE_MS, MAX_AGE_MS, type CachedAnswer } from './read-cache';
import { seatVersionReader, servedZips } from './fresh-reads';
import { cachedAvailability, cachedTimeSlots, getSlotDetails } from './service';

/** If-None-Match matches when any listed tag is ours (weak comparison, as RFC 9110 asks for this header). */
function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** `preferredEncoding`, remembered for the few Accept-Encoding headers browsers send. */
const encodings = new Map<string, ContentEncoding | null>();
function encodingFor(header: string | string[] | undefined): ContentEncoding | null {
  if (typeof header !== 'string') return preferredEncoding(header);
  let known = encodings.get(header);
  if (known === undefined) {
    known = preferredEncoding(header);
    if (encodings.size >= 100) encodings.clear();
    encodings.set(header, known);
  }
  return known;
}

/**
 * Sends a cached answer as stored bytes. Browsers may keep it but must ask again each time (`no-cache`): seat counts
 * change by the second, and a conditional request costs a 304 with no body when nothing moved.
 */
async function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply
    .header('cache-control', 'no-cache')
    .header('etag', answer.etag)
    .header('vary', 'accept-encoding')
    .type('application/json; charset=utf-8');
  if (isFresh(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  const encoding = encodingFor(request.headers['accept-encoding']);
  if (!encoding) return reply.send(answer.identity);
  return reply.header('content-encoding', encoding).send(await answer.encoded(encoding));
}

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const calendar = {
    db: app.db,
    travelTimes: app.travelTimes,
    cache: createReadCache(Date.now, app.databaseKind === 'pglite' ? EMBEDDED_MAX_AGE_MS : MAX_AGE_MS),
    version: seatVersionReader(app.db, app.databaseKind),
    servedZip: servedZips(app.db),
  };

  app.get(
    '/api/calendar/time-slots',
    {
      schema: { querystring: timeSlotsQuerySchema, response: { 200: timeSlotsResponseSchema } },
      // The same few ranges are asked by every visitor: each is checked once, not on every read.
      validatorCompiler: memoizedQueryValidator,
      config: { quietLog: true },
      // The answer is compressed once, in the cache; the compression plugin's hooks have nothing to do here.
      compress: false,
      decompress: false,
    },
    async (request, reply) => sendCached(request, reply, await cachedTimeSlots(calendar, request.query)),
  );

  app.get(
    '/api/calendar/availability',
    {
      schema: { querystring: availabilityQuerySchema, response: { 200: availabilityResponseSchema } },
      validatorCompiler: memoizedQueryValidator,
      config: { quietLog: true },
      // The answer is compressed once, in the cache; the compression plugin's hooks have nothing to do here.
      compress: false,
      decompress: false,
    },
    async (request, reply) => sendCached(request, reply, await cachedAvailability(calendar, request.query)),
  );

  app.get(
    '/api/calendar/slot-details',
    { schema: { querystring: slotDetailsQuerySchema, response: { 200: slotDetailsResponseSchema } } },
    async (request, reply) => {
      // A handful of slots, asked for right before booking them: always fresh.
      reply.header('cache-control', 'no-store');
      return getSlotDetails(app.db, request.query);
    },
  );
};
