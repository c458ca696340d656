import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_BUSINESS_CONTACT } from '@core/catalog/business';
import { backupEnv, backupSettings, type BackupSettings } from './backup-settings';
import { monitoringConfig, monitoringEnv, type MonitoringConfig } from './config-monitoring';
import { parseTrustProxy, type TrustProxy } from './config-trust-proxy';

export { fastifyTrustProxy, type TrustProxy } from './config-trust-proxy';
import { databasePoolEnv, databasePoolFrom, type DatabasePoolSettings } from './database-settings';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url({ error: 'DATABASE_URL must be a postgres:// URL' }).optional(),
  ...databasePoolEnv,
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
  PAYMENT_GATEWAY: z.enum(['stripe', 'test'], { error: 'PAYMENT_GATEWAY must be stripe or test' }).optional(),
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
  /** Lesson times one client address may hold at once: three bookings' worth, for families sharing a connection. */
  HOLD_TIMES_PER_ADDRESS: z.coerce.number().int().min(6).max(100_000).default(18),
  /** Lesson requests, contact messages and checklist requests one client address may send per 15 minutes, each. */
  FORM_POSTS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(10),
  /**
   * Calls one client address may make per minute to each public write route without a tighter limit of its own;
   * the routes pages call on every change (the booking wizard's price, plan, credit quote and hold) get three times.
   */
  ROUTE_CALLS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Days after a booking's last lesson before its swimmers' health notes and fears are erased. */
  RETENTION_SWIMMER_NOTES_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Days after a contact message arrives before the sender's email and network addresses are erased. */
  RETENTION_CONTACT_ADDRESSES_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  /** Days after an email is queued before its body is erased (the outbox keeps who, what kind, when). */
  RETENTION_OUTBOX_BODIES_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Days after a waitlist entry left the line (booked, left, removed, lapsed) or its time began before its name and email are erased. */
  RETENTION_WAITLIST_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Days after an instructor recorded whether a swimmer came before the record is deleted. */
  RETENTION_ATTENDANCE_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  /** Days after a family's last lesson before its swimmers' milestone sign-offs and saved checklists are deleted. */
  RETENTION_PROGRESS_DAYS: z.coerce.number().int().min(1).max(3650).default(730),
  RETENTION_PROFILE_DAYS: z.coerce.number().int().min(1).max(3650).default(730),
  // The browser's growth events: a year and a month, so a season compares with the same season last year.
  RETENTION_ANALYTICS_DAYS: z.coerce.number().int().min(1).max(3650).default(400),
  TRUST_PROXY: z.string().transform(parseTrustProxy).default(false),
  /** A routing service's table API (OSRM's /table/v1); unset: travel minutes are estimated from distance. */
  ROUTING_URL: z
    .string()
    .url({ error: 'ROUTING_URL must be an absolute URL such as http://osrm.internal:5000' })
    .optional(),
  /** How long one read of an instructor's busy-time calendar may take, in milliseconds. */
  BUSY_CALENDAR_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /**
   * Lets browser tests move the server's clock (the database's now()) forward instead of waiting in real time:
   * hold expiry and other timers. Refused unless the test payment gateway takes payments, so never in production.
   */
  TEST_CLOCK: bool.default(false),
  ...backupEnv,
  ...monitoringEnv,
});

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;
const ALL_STRIPE_KEYS = 'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET';

type PaymentSettings = Partial<Record<(typeof STRIPE_KEYS)[number] | 'DATABASE_URL', string>> & {
  PAYMENT_GATEWAY?: 'stripe' | 'test';
};

/**
 * Which gateway takes payments. Half a Stripe configuration is always refused, naming what is missing; a real
 * PostgreSQL (a production deployment) runs the test gateway only when PAYMENT_GATEWAY=test says so on purpose,
 * since there card 4242... would "pay" for real bookings. The embedded database defaults to the test gateway.
 */
function paymentGatewayFor(e: PaymentSettings, ctx?: z.RefinementCtx): 'stripe' | 'test' {
  const set = STRIPE_KEYS.filter((key) => e[key]);
  const missing = STRIPE_KEYS.filter((key) => !e[key]);
  if ((set.length > 0 || e.PAYMENT_GATEWAY === 'stripe') && missing.length > 0) {
    const have = set.length ? ` (${set.join(' and ')} ${set.length > 1 ? 'are' : 'is'} set)` : '';
    for (const key of missing)
      ctx?.addIssue({
        code: 'custom',
        path: [key],
        message: `is missing; Stripe needs ${ALL_STRIPE_KEYS} together${have}`,
      });
    return 'test';
  }
  if (e.PAYMENT_GATEWAY) return e.PAYMENT_GATEWAY;
  if (missing.length === 0) return 'stripe';
  if (e.DATABASE_URL)
    ctx?.addIssue({
      code: 'custom',
      path: ['PAYMENT_GATEWAY'],
      message:
        `with DATABASE_URL set, payments need Stripe: set ${ALL_STRIPE_KEYS}, or set PAYMENT_GATEWAY=test ` +
        'to run the test gateway on purpose (no real payments are taken)',
    });
  return 'test';
}

/** The environment with the checks that span several variables. */
const configSchema = envSchema.superRefine((e, ctx) => {
  const gateway = paymentGatewayFor(e, ctx);
  if (e.TEST_CLOCK && gateway !== 'test')
    ctx.addIssue({
      code: 'custom',
      path: ['TEST_CLOCK'],
      message: 'moves the clock for tests and is refused while real payments are taken (the Stripe gateway)',
    });
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL's connection pool and the limits set on each connection (database-settings.ts). */
  databasePool: DatabasePoolSettings;
  seedDemo: boolean;
  webDistDir: string;
  buildId: string | undefined;
  admin: { username: string | undefined; password: string | undefined };
  smtpUrl: string | undefined;
  mailFrom: string;
  ownerEmail: string;
  /** `test`: the built-in gateway; every page and email then says no real payments are taken. */
  paymentGateway: 'stripe' | 'test';
  /** Set exactly when `paymentGateway` is `stripe`. */
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string } | undefined;
  mailchimp: { apiKey: string; audienceId: string; apiUrl: string | undefined } | undefined;
  publicUrl: string;
  businessPhone: string;
  businessEmail: string;
  taxRateBps: number;
  holdTimesPerAddress: number;
  /** Stored submissions of each public form per client address and 15 minutes. */
  formPostsPerAddress: number;
  /** Calls per minute to each public write route per client address (three times that for calls on every change). */
  routeCallsPerAddress: number;
  logLevel: string;
  /** How long personal data the business no longer needs is kept, in days (the retention job erases it after). */
  retention: {
    swimmerNotesDays: number;
    contactAddressesDays: number;
    outboxBodiesDays: number;
    waitlistDays: number;
    attendanceDays: number;
    progressDays: number;
    /** A family's saved profile (contact, swimmers, places), counted from its last change and its last lesson. */
    profileDays: number;
    analyticsDays: number;
  };
  /** Fastify's `trustProxy`: no proxy, a hop count, or the proxies' addresses and ranges. */
  trustProxy: TrustProxy;
  /** The routing service's base URL, or undefined to estimate travel minutes from straight-line distance. */
  routingUrl: string | undefined;
  busyCalendarTimeoutMs: number;
  /** Tests may move the database clock forward (test payment gateway only). */
  testClock: boolean;
  /** Where backups go, how many stay, and whether the server takes them on a timer (README "Backups"). */
  backup: BackupSettings;
  /** /metrics' bearer token and the error-reporting DSNs (config-monitoring.ts). */
  monitoring: MonitoringConfig;
}

/** Thrown with every problem in the environment at once, so a bad deploy says exactly what to fix. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const emptyToUndefined = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const paymentGateway = paymentGatewayFor(e);
  const stripe =
    paymentGateway === 'stripe' && e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET
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
    databasePool: databasePoolFrom(e),
    // Demo data belongs to the embedded database; a real PostgreSQL gets it only when asked.
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    webDistDir: resolve(e.WEB_DIST_DIR),
    buildId: e.BUILD_ID,
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    ownerEmail: e.OWNER_EMAIL ?? e.BUSINESS_EMAIL,
    paymentGateway,
    stripe,
    mailchimp:
      e.MAILCHIMP_API_KEY && e.MAILCHIMP_AUDIENCE_ID
        ? { apiKey: e.MAILCHIMP_API_KEY, audienceId: e.MAILCHIMP_AUDIENCE_ID, apiUrl: e.MAILCHIMP_API_URL }
        : undefined,
    publicUrl: e.PUBLIC_URL.replace(/\/+$/, ''),
    businessPhone: e.BUSINESS_PHONE,
    businessEmail: e.BUSINESS_EMAIL,
    taxRateBps: e.TAX_RATE_BPS,
    holdTimesPerAddress: e.HOLD_TIMES_PER_ADDRESS,
    formPostsPerAddress: e.FORM_POSTS_PER_ADDRESS,
    routeCallsPerAddress: e.ROUTE_CALLS_PER_ADDRESS,
    logLevel: e.LOG_LEVEL,
    retention: {
      swimmerNotesDays: e.RETENTION_SWIMMER_NOTES_DAYS,
      contactAddressesDays: e.RETENTION_CONTACT_ADDRESSES_DAYS,
      outboxBodiesDays: e.RETENTION_OUTBOX_BODIES_DAYS,
      waitlistDays: e.RETENTION_WAITLIST_DAYS,
      attendanceDays: e.RETENTION_ATTENDANCE_DAYS,
      progressDays: e.RETENTION_PROGRESS_DAYS,
      profileDays: e.RETENTION_PROFILE_DAYS,
      analyticsDays: e.RETENTION_ANALYTICS_DAYS,
    },
    trustProxy: e.TRUST_PROXY,
    routingUrl: e.ROUTING_URL?.replace(/\/+$/, ''),
    busyCalendarTimeoutMs: e.BUSY_CALENDAR_TIMEOUT_MS,
    testClock: e.TEST_CLOCK,
    backup: backupSettings(e),
    monitoring: monitoringConfig(e),
  };
}
