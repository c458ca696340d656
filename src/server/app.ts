import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { fastifyTrustProxy, type Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { readBuildId } from './build-id';
import { registerErrorHandler } from './error-handler';
import { loggerOptions, type LogStream } from './logging';
import { lazyRequestLogger, RequestLog } from './request-logging';
import { AppError } from './errors';
import { databaseRateLimitStore } from './modules/limits';
import { contentSecurityPolicy } from './security/csp';
import { isApiRequest, securityHeaders } from './security/security-headers';
import { calendarRoutes } from './modules/calendar';
import { requestRoutes } from './modules/requests';
import { contactRoutes } from './modules/contact';
import { growthRoutes } from './modules/growth';
import { authRoutes, familySessionRoutes, instructorSessionRoutes, requireFamily } from './modules/auth';
import { adminRoutes } from './modules/admin';
import { reportRoutes } from './modules/reports';
import {
  availabilityRoutes,
  createBusyCalendarReader,
  type BusyCalendarReader,
} from './modules/availability';
import { calendarFeedRoutes } from './modules/calendar-feeds';
import { backupRoutes } from './modules/backups';
import { systemRoutes } from './modules/system';
import { testClockRoutes } from './modules/system';
import { ledgerRoutes } from './modules/ledger';
import { couponRoutes } from './modules/coupons';
import { paymentRoutes } from './modules/payments';
import { emailRoutes } from './modules/email';
import { familyRoutes, isFamilyEmail } from './modules/families';
import { documentAdminRoutes, documentPublicRoutes } from './modules/documents';
import { waitlistRoutes } from './modules/waitlist';
import { packageRoutes } from './modules/packages';
import type { EmailEventHandler, EmailEvents } from './contracts/email';
import { createEmailEvents } from './modules/email';
import { createEmailEventHandler } from './modules/email';
import { EMAIL_SOURCES } from './email-sources';
import { createPaymentGateway, type PaymentGateway } from './modules/payments';
import { serveWeb } from './site/serve-web';
import { travelRoutes } from './modules/travel';
import { instructorDirectory, instructorRoutes } from './modules/instructors';
import { createTravelTimes } from './modules/travel';
import type { TravelTimes } from './modules/travel';
import { startJobs, type Job, type RunningJobs } from './jobs/scheduler';
import { databaseJobClaims, thisCopy } from './jobs/job-claims';
import { listJobRuns, type StoredJobStatus } from './jobs/job-runs.repository';
import { requestIdOf, setUpMonitoring, type Metrics } from './monitoring';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    databaseKind: DatabaseHandle['kind'];
    buildId: string;
    /** Raises email events inside a producer's transaction. */
    emails: EmailEvents;
    /** The payment provider: Stripe when keys are configured, else the built-in test gateway. */
    paymentGateway: PaymentGateway;
    /** Minutes between pools: a routing service's table API when configured, else the distance estimate. */
    travelTimes: TravelTimes;
    /** Reads instructors' busy-time calendars (iCal addresses) over the network. */
    busyCalendars: BusyCalendarReader;
    /** Counters the code tells of what happened (job runs, failed payments); no-ops when /metrics is off. */
    metrics: Metrics;
    /** Background job runs of every copy of the server, from the `job_runs` table. */
    jobStatus: () => Promise<StoredJobStatus[]>;
  }
}

export interface AppDependencies {
  database: DatabaseHandle;
  /** Serve the built web app (off in API tests). */
  serveWebApp?: boolean;
  /** Background jobs to run while the app is up (none in API tests, which run jobs by hand). */
  jobs?: readonly Job[];
  /** Replaces the email event handler (tests that watch events instead of rendering them). */
  emailEventHandler?: EmailEventHandler;
  /** Replaces the payment gateway (tests that point Stripe's client at a local fake server). */
  paymentGateway?: PaymentGateway;
  /** Where log lines go instead of stdout (tests that read the log). */
  logStream?: LogStream;
  /** Replaces the travel times (tests that point the routing adapter at a local fake server). */
  travelTimes?: TravelTimes;
  /** Replaces the busy-calendar reader (tests that refuse private networks on the embedded database). */
  busyCalendars?: BusyCalendarReader;
  /** Sees every route as it is registered, schemas included (the fuzz test walks the route table with it). */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the whole server without listening, so tests can drive it with `inject`. */
export async function buildApp(config: Config, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, deps.logStream),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 256 * 1024,
    // The id comes from genReqId, which keeps a sent X-Request-Id only when it is a sane token; Fastify's
    // requestIdHeader would take any value as it came, so it stays off.
    requestIdHeader: false,
    genReqId: requestIdOf,
    logController: new RequestLog(),
    childLoggerFactory: lazyRequestLogger,
  }).withTypeProvider<ZodTypeProvider>();

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', deps.database.db);
  app.decorate('databaseKind', deps.database.kind);
  app.decorate('buildId', readBuildId(config.webDistDir, config.buildId));
  // The email handler is handed its views, each read by the module that owns the rows (email-sources.ts).
  const emailEventHandler = deps.emailEventHandler ?? createEmailEventHandler(EMAIL_SOURCES);
  app.decorate('emails', createEmailEvents(emailEventHandler, config));
  app.decorate('paymentGateway', deps.paymentGateway ?? createPaymentGateway(config, deps.database.db));
  app.decorate('travelTimes', deps.travelTimes ?? createTravelTimes(config, app.log));
  // A real deployment (PostgreSQL) reads only public addresses; the embedded database is for local use and tests.
  app.decorate(
    'busyCalendars',
    deps.busyCalendars ??
      createBusyCalendarReader({
        allowPrivateNetworks: !config.databaseUrl,
        timeoutMs: config.busyCalendarTimeoutMs,
      }),
  );
  // The family guard, for the modules with family routes besides the families module's own (credits, waitlist).
  app.decorate('requireFamily', requireFamily);
  // Whose email is a family's, for the family sign-in (auth), which sits below the modules that know.
  app.decorate('isFamilyEmail', isFamilyEmail);
  // Who the instructors are, for the instructor sign-in (auth), which sits below the instructors module.
  app.decorate('instructorDirectory', instructorDirectory);

  const monitoring = await setUpMonitoring(app, config, deps.database, app.buildId);
  app.decorate('metrics', monitoring.metrics);

  const jobs = deps.jobs?.length ? deps.jobs : undefined;
  let runningJobs: RunningJobs | undefined;
  app.decorate('jobStatus', () => listJobRuns(deps.database.db));
  if (jobs) {
    app.addHook('onReady', async () => {
      // One copy at a time runs each job's period, claimed in the database (docs/decisions/0163).
      runningJobs = startJobs(
        app,
        jobs,
        databaseJobClaims(deps.database.db, thisCopy()),
        monitoring.metrics.jobRun,
      );
    });
    // Stop the jobs before anything else closes under them.
    app.addHook('preClose', async () => runningJobs?.stop());
    // A request that changed data may have queued an email: send it now rather than at the next timer tick.
    // onResponse runs after the reply, so the request's transaction has committed and the row is visible.
    app.addHook('onResponse', (request, reply, done) => {
      if (WRITE_METHODS.has(request.method) && reply.statusCode < 400) runningJobs?.afterWrite();
      done();
    });
  }

  registerErrorHandler(app, monitoring);
  await app.register(securityHeaders, { directives: contentSecurityPolicy(config) });
  // API answers go out compressed; the calendar and the web build send bytes they compressed once themselves.
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie);
  // Routes opt in to their own limits; nothing is limited by default. Counters live in the database, so every
  // server copy enforces one limit.
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(deps.database.db),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', 429, 'Too many requests. Please wait a moment and try again.', undefined, {
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
  });

  await app.register(systemRoutes);
  if (config.testClock) await app.register(testClockRoutes);
  await app.register(calendarRoutes);
  await app.register(requestRoutes);
  await app.register(paymentRoutes);
  await app.register(ledgerRoutes);
  await app.register(couponRoutes);
  await app.register(growthRoutes);
  await app.register(contactRoutes);
  await app.register(authRoutes);
  await app.register(adminRoutes);
  await app.register(reportRoutes);
  await app.register(calendarFeedRoutes);
  await app.register(availabilityRoutes);
  await app.register(backupRoutes);
  await app.register(emailRoutes, { sources: EMAIL_SOURCES });
  await app.register(familySessionRoutes);
  await app.register(familyRoutes);
  await app.register(documentAdminRoutes);
  await app.register(documentPublicRoutes);
  await app.register(waitlistRoutes);
  await app.register(packageRoutes);
  await app.register(travelRoutes);
  await app.register(instructorSessionRoutes);
  await app.register(instructorRoutes);

  app.setNotFoundHandler((request, reply) => {
    if (isApiRequest(request.url) || !deps.serveWebApp) {
      return reply.status(404).send({
        message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}`,
        code: 'NOT_FOUND',
      });
    }
    return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
  });
  if (deps.serveWebApp) await app.register(serveWeb);

  return app;
}
