import {
  captureException,
  dedupeIntegration,
  globalHandlersIntegration,
  init,
  linkedErrorsIntegration,
  withScope,
} from '@sentry/browser';
import { NO_PERSONAL_DATA, scrubErrorReport } from '@core/monitoring/scrub-error-report';

/**
 * The browser's error-reporting client, loaded by error-reports.ts only when a DSN is configured. Only the
 * integrations that catch errors are on: the defaults would add breadcrumbs of clicks, console lines and fetched
 * URLs, which carry what visitors typed.
 */
export function connectErrorReports(dsn: string) {
  init({
    dsn,
    defaultIntegrations: false,
    integrations: [globalHandlersIntegration(), linkedErrorsIntegration(), dedupeIntegration()],
    dataCollection: { ...NO_PERSONAL_DATA, httpBodies: [] },
    beforeSend: (event) => scrubErrorReport(event),
  });
  return (error: unknown, context: string) =>
    withScope((scope) => {
      scope.setTag('context', context);
      captureException(error);
    });
}
