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
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
