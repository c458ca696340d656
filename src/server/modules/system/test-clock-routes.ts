import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { advanceTestClockSchema, testClockReadingSchema } from '@core/api/system';
import { advanceTestClock, readTestClock } from '../../db/test-clock';

/**
 * The movable clock of a test server (TEST_CLOCK=true, registered only then): browser tests read it and move it
 * forward to see holds and other timers end, instead of waiting in real time. Never served otherwise.
 */
export const testClockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/test/clock',
    { schema: { response: { 200: testClockReadingSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return readTestClock(app.db);
    },
  );
  app.post(
    '/api/test/clock/advance',
    { schema: { body: advanceTestClockSchema, response: { 200: testClockReadingSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const reading = await advanceTestClock(app.db, request.body.ms);
      app.log.warn({ offsetMs: reading.offsetMs }, 'test clock moved forward');
      return reading;
    },
  );
};
