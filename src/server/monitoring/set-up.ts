import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createMetrics, NO_METRICS, type Metrics } from './metrics';
import { registerMetricsRoute } from './metrics-route';
import { REQUEST_ID_HEADER } from './request-id';
import { startErrorReports, type ErrorReports } from './error-reports';

export interface Monitoring {
  metrics: Metrics;
  /** Undefined when no SENTRY_DSN is set. */
  errorReports: ErrorReports | undefined;
}

/**
 * Every response carries its request's id; with METRICS_TOKEN set, every request is timed into one histogram and
 * /metrics answers the scraper; with SENTRY_DSN set, 5xx errors are reported. With neither, a request costs one
 * header and nothing else.
 */
export async function setUpMonitoring(
  app: FastifyInstance,
  config: Config,
  database: DatabaseHandle,
  buildId: string,
): Promise<Monitoring> {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });

  let metrics: Metrics = NO_METRICS;
  const token = config.monitoring.metricsToken;
  if (token) {
    const collected = createMetrics(database.kind);
    metrics = collected;
    app.addHook('onResponse', (request, reply, done) => {
      collected.requestFinished(
        request.method,
        request.routeOptions.url,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      done();
    });
    registerMetricsRoute(app, collected, database, token);
  }

  const dsn = config.monitoring.serverDsn;
  const errorReports = dsn ? await startErrorReports(config, dsn, buildId) : undefined;
  if (errorReports) app.addHook('onClose', async () => errorReports.close());
  return { metrics, errorReports };
}
