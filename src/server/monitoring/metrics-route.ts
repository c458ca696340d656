import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import type { CollectedMetrics } from './metrics';
import { readScrapeFigures, type ScrapeReading } from './scrape.repository';

const tokenMatches = (header: string | undefined, token: Buffer) => {
  const sent = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
  // Compared in constant time, so the answer's timing tells nothing of the token.
  return sent.length === token.length && timingSafeEqual(sent, token);
};

/**
 * GET /metrics for a Prometheus scraper holding the token. The figures the database holds are read when scraped,
 * so they are the same on every server copy; the counters are this process's own since it started.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: CollectedMetrics,
  database: DatabaseHandle,
  token: string,
) {
  const expected = Buffer.from(token);
  app.get('/metrics', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!tokenMatches(request.headers.authorization, expected)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ message: 'Send the metrics token as a Bearer authorization header', code: 'UNAUTHORIZED' });
    }
    let reading: ScrapeReading | undefined;
    try {
      reading = await readScrapeFigures(database.db);
    } catch (err) {
      request.log.warn({ err }, 'metrics could not read the database');
    }
    metrics.refresh(database.poolUse(), reading);
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
}
