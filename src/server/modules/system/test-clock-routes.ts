import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { advanceTestClock, readTestClock } from '../../db/test-clock';

const readingSchema = z.object({ now: z.string(), offsetMs: z.number().int() });
/** At most a year per call: enough for any timer of the product, and no accidental overflow. */
const advanceSchema = z.object({
  ms: z
    .number()
    .int()
    .min(1)
    .max(366 * 86_400_000),
});

/**
 * The movable clock of a test server (TEST_CLOCK=true, registered only then): browser tests read it and move it
 * forward to see holds and other timers end, instead of waiting in real time. Never served otherwise.
 */
export const testClockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/test/clock', { schema: { response: { 200: readingSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return readTestClock(app.db);
  });
  app.post(
    '/api/test/clock/advance',
    { schema: { body: advanceSchema, response: { 200: readingSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const reading = await advanceTestClock(app.db, request.body.ms);
      app.log.warn({ offsetMs: reading.offsetMs }, 'test clock moved forward');
      return reading;
    },
  );
};
