import type { Config } from '../config';
import { withoutQueryValues } from '../logging';
import { NO_PERSONAL_DATA, scrubErrorReport } from '@core/monitoring/scrub-error-report';

/** Sends the server's unexpected errors to an error-reporting service (Sentry's protocol). */
export interface ErrorReports {
  report(err: unknown, request: { method: string; route: string | undefined; requestId: string }): void;
  /** Sends what is queued (up to two seconds) and stops. */
  close(): Promise<void>;
}

/**
 * A client of this app's own rather than `Sentry.init`: nothing global is patched, two apps in one process (the
 * tests) report apart, and the SDK is loaded only when a DSN is configured, so a server without one never reads it.
 */
export async function startErrorReports(config: Config, dsn: string, release: string): Promise<ErrorReports> {
  const Sentry = await import('@sentry/node');
  const client = new Sentry.NodeClient({
    dsn,
    release,
    environment: config.nodeEnv,
    transport: Sentry.makeNodeTransport,
    stackParser: Sentry.defaultStackParser,
    // Only the error's causes (the database's own error says which constraint); the default integrations would add
    // request bodies, headers, breadcrumbs and module lists to every report.
    integrations: [Sentry.linkedErrorsIntegration()],
    dataCollection: { ...NO_PERSONAL_DATA, httpBodies: [] },
    beforeSend: (event) => scrubErrorReport(event),
  });
  const scope = new Sentry.Scope();
  scope.setClient(client);
  client.init();
  return {
    report(err, request) {
      const reportScope = scope.clone();
      reportScope.setTags({ method: request.method, route: request.route ?? 'unmatched' });
      reportScope.setTag('request_id', request.requestId);
      // The same copy the log gets: a failed query's parameters (customers' values) taken out.
      reportScope.captureException(withoutQueryValues(err));
    },
    async close() {
      await client.close(2000);
    },
  };
}
