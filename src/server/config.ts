import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_BUSINESS_CONTACT } from '@core/catalog/business';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url({ error: 'DATABASE_URL must be a postgres:// URL' }).optional(),
  SEED_DEMO: bool.optional(),
  WEB_DIST_DIR: z.string().min(1).default('./dist/web'),
  BUILD_ID: z.string().min(1).optional(),
  ADMIN_USERNAME: z.string().min(1).optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  SMTP_URL: z.string().url({ error: 'SMTP_URL must be a URL such as smtp://user:pass@host:587' }).optional(),
  MAIL_FROM: z.string().min(3).default('DMV Swim Lessons <no-reply@example.com>'),
  OWNER_EMAIL: z.string().email({ error: 'OWNER_EMAIL must be an email address' }).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  MAILCHIMP_API_KEY: z.string().optional(),
  MAILCHIMP_AUDIENCE_ID: z.string().optional(),
  /** Overrides the API address derived from the key's datacenter suffix (tests point it at a local server). */
  MAILCHIMP_API_URL: z.string().url({ error: 'MAILCHIMP_API_URL must be an absolute URL' }).optional(),
  PUBLIC_URL: z
    .string()
    .url({ error: 'PUBLIC_URL must be an absolute URL' })
    .default('http://localhost:3000'),
  BUSINESS_PHONE: z.string().min(3).default(DEFAULT_BUSINESS_CONTACT.phone),
  BUSINESS_EMAIL: z
    .string()
    .email({ error: 'BUSINESS_EMAIL must be an email address' })
    .default(DEFAULT_BUSINESS_CONTACT.email),
  TAX_RATE_BPS: z.coerce.number().int().min(0).max(10_000).default(800),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemo: boolean;
  webDistDir: string;
  buildId: string | undefined;
  admin: { username: string | undefined; password: string | undefined };
  smtpUrl: string | undefined;
  mailFrom: string;
  ownerEmail: string;
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string | undefined } | undefined;
  mailchimp: { apiKey: string; audienceId: string; apiUrl: string | undefined } | undefined;
  publicUrl: string;
  businessPhone: string;
  businessEmail: string;
  taxRateBps: number;
  logLevel: string;
  trustProxy: boolean;
}

/** Thrown with every problem in the environment at once, so a bad deploy says exactly what to fix. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const emptyToUndefined = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const stripe =
    e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
        }
      : undefined;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    // Demo data belongs to the embedded database; a real PostgreSQL gets it only when asked.
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    webDistDir: resolve(e.WEB_DIST_DIR),
    buildId: e.BUILD_ID,
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    ownerEmail: e.OWNER_EMAIL ?? e.BUSINESS_EMAIL,
    stripe,
    mailchimp:
      e.MAILCHIMP_API_KEY && e.MAILCHIMP_AUDIENCE_ID
        ? { apiKey: e.MAILCHIMP_API_KEY, audienceId: e.MAILCHIMP_AUDIENCE_ID, apiUrl: e.MAILCHIMP_API_URL }
        : undefined,
    publicUrl: e.PUBLIC_URL.replace(/\/+$/, ''),
    businessPhone: e.BUSINESS_PHONE,
    businessEmail: e.BUSINESS_EMAIL,
    taxRateBps: e.TAX_RATE_BPS,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
  };
}
