import { z } from 'zod';

export const versionResponseSchema = z.object({ buildId: z.string() });
export type VersionResponse = z.infer<typeof versionResponseSchema>;

export const healthResponseSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });

/** Values the server hands the page at load: contact details and which payment gateway is live. */
export const siteConfigSchema = z.object({
  phone: z.string(),
  email: z.string(),
  publicUrl: z.string(),
  paymentGateway: z.enum(['test', 'stripe']),
  stripePublishableKey: z.string().optional(),
  /** Where the browser reports crashes (SENTRY_BROWSER_DSN, else SENTRY_DSN); absent: it loads no reporting code. */
  errorReportsDsn: z.string().optional(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** A test server's movable clock (TEST_CLOCK=true): the database's now() and how far it was moved forward. */
export const testClockReadingSchema = z.object({ now: z.string(), offsetMs: z.number().int() });
export type TestClockReading = z.infer<typeof testClockReadingSchema>;

/** Forward only, by whole milliseconds, at most a year a call: enough for any timer of the product. */
export const advanceTestClockSchema = z.object({
  ms: z
    .number()
    .int()
    .min(1)
    .max(366 * 86_400_000),
});
