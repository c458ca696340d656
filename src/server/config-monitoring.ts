import { z } from 'zod';

const DSN_RULE = 'must be a DSN URL such as https://key@o0.ingest.sentry.io/0';

/** The environment variables of metrics and error reporting, parsed with the rest in config.ts. */
export const monitoringEnv = {
  /** The bearer token a Prometheus scraper sends to read /metrics; unset: /metrics does not exist (404). */
  METRICS_TOKEN: z
    .string()
    .regex(/^[\w.~+/=-]{16,200}$/, {
      error:
        'METRICS_TOKEN must be 16 to 200 letters, digits or -_.~+/= (a random token: openssl rand -hex 24)',
    })
    .optional(),
  /** Where the server reports unexpected errors (a Sentry DSN); unset: nothing is reported anywhere. */
  SENTRY_DSN: z
    .string()
    .url({ error: `SENTRY_DSN ${DSN_RULE}` })
    .optional(),
  /** Where browsers report crashes; unset: SENTRY_DSN when set, else browsers report nothing. */
  SENTRY_BROWSER_DSN: z
    .string()
    .url({ error: `SENTRY_BROWSER_DSN ${DSN_RULE}` })
    .optional(),
};

type MonitoringEnv = z.infer<z.ZodObject<typeof monitoringEnv>>;

export interface MonitoringConfig {
  /** The bearer token /metrics asks for; undefined: /metrics answers 404. */
  metricsToken: string | undefined;
  /** Where the server sends its 5xx errors; undefined: error reporting is off. */
  serverDsn: string | undefined;
  /** The DSN the page hands the browser; undefined: the browser loads no reporting code at all. */
  browserDsn: string | undefined;
}

export function monitoringConfig(e: MonitoringEnv): MonitoringConfig {
  return {
    metricsToken: e.METRICS_TOKEN,
    serverDsn: e.SENTRY_DSN,
    browserDsn: e.SENTRY_BROWSER_DSN ?? e.SENTRY_DSN,
  };
}
