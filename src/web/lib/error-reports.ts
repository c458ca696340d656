import { siteConfig } from './site-config';

type SendReport = (error: unknown, context: string) => void;

let connecting: Promise<SendReport | undefined> | undefined;

/**
 * Starts crash reporting when the page was given a DSN. The reporting code is a chunk of its own, fetched only
 * then: a page without a DSN never downloads it, and the first script does not grow.
 */
export function startErrorReports(): void {
  const dsn = siteConfig().errorReportsDsn;
  if (!dsn || connecting) return;
  connecting = import('./error-reports-sdk').then(
    (sdk) => sdk.connectErrorReports(dsn),
    // A report that cannot be sent must never become a second failure on the page.
    () => undefined,
  );
}

/** Writes the failure to the console, as before, and sends it as a report when reporting is on. */
export function reportError(context: string, error: unknown, detail?: unknown): void {
  console.error(context, error, detail);
  void connecting?.then((send) => send?.(error, context));
}
