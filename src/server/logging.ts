/**
 * The server's log settings. No log line may carry a customer's email, phone, name or notes, yet a failed query's
 * error carries them: Drizzle puts the query's parameters in its message (`Failed query: ... params: ...`) and on
 * `params`, and PostgreSQL puts row values in `detail` ("Failing row contains (...)", "Key (email)=(...)") and in the
 * message of a bad-value error. The error serializer below keeps the query text, the SQLSTATE and the constraint,
 * which is what an operator needs, and drops the values; the redact paths and the request serializer catch the rest.
 */
import type { FastifyServerOptions } from 'fastify';

/** Where log lines go: stdout by default; tests pass a stream they read. */
export interface LogStream {
  write(line: string): void;
}

/** Fields that name a customer or carry their words, wherever a log call puts them (at the top or one level down). */
const PERSONAL_KEYS = [
  'email',
  'phone',
  'customerEmail',
  'customerName',
  'customerPhone',
  'firstName',
  'lastName',
  'healthConsiderations',
  'fears',
  'body',
  'params',
];
export const REDACT_PATHS = [
  ...PERSONAL_KEYS.flatMap((k) => [k, `*.${k}`]),
  'req.headers.cookie',
  'req.headers.authorization',
];

const WITHHELD = '[withheld]';

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  cause?: unknown;
  [key: string]: unknown;
}

const isErrorLike = (value: unknown): value is ErrorLike =>
  value instanceof Error ||
  (typeof value === 'object' && value !== null && typeof (value as ErrorLike).message === 'string');

/** Drizzle's wrapper of a failed query (detected by shape: only repository files import Drizzle). */
const isQueryError = (err: ErrorLike) =>
  typeof err.query === 'string' &&
  Array.isArray(err.params) &&
  String(err.message).startsWith('Failed query:');

/** A PostgreSQL (pg or PGlite) error: it has a SQLSTATE and a severity. */
const isDatabaseError = (err: ErrorLike) =>
  typeof err.code === 'string' && /^[0-9A-Z]{5}$/.test(err.code) && typeof err.severity === 'string';

/** Fields of a database error that hold row or input values. */
const DATABASE_VALUE_FIELDS = new Set(['detail', 'where', 'internalQuery', 'hint', 'params']);

function safeMessage(err: ErrorLike): string {
  const message = String(err.message ?? '');
  if (isQueryError(err)) return `Failed query: ${String(err.query)}\nparams: ${WITHHELD}`;
  // Class 22 (data exception) messages quote the offending value: invalid input syntax for type uuid: "...".
  if (isDatabaseError(err) && String(err.code).startsWith('22')) {
    const colon = message.indexOf(':');
    return colon > 0 ? `${message.slice(0, colon)}: ${WITHHELD}` : message;
  }
  return message;
}

/** A copy of the error chain with every value a failed query carried taken out. */
export function withoutQueryValues(err: unknown, depth = 0): unknown {
  if (!isErrorLike(err) || depth > 8) return err;
  const original = String(err.message ?? '');
  const message = safeMessage(err);
  const copy = new Error(message) as Error & Record<string, unknown>;
  Object.defineProperty(copy, 'name', { value: err.name ?? 'Error', enumerable: false });
  Object.defineProperty(copy, 'constructor', { value: err.constructor, enumerable: false });
  const stack = typeof err.stack === 'string' ? err.stack : undefined;
  copy.stack =
    stack === undefined
      ? `${String(err.name ?? 'Error')}: ${message}`
      : message === original
        ? stack
        : stack.includes(original)
          ? stack.replace(original, message)
          : `${String(err.name ?? 'Error')}: ${message}\n${stack
              .split('\n')
              .filter((l) => /^\s+at /.test(l))
              .join('\n')}`;
  const database = isDatabaseError(err) || isQueryError(err);
  for (const key of Object.keys(err)) {
    if (key === 'message' || key === 'stack' || key === 'cause' || key === 'name' || key === 'constructor')
      continue;
    if (database && DATABASE_VALUE_FIELDS.has(key)) continue;
    copy[key] = err[key];
  }
  if (err.cause !== undefined) copy.cause = withoutQueryValues(err.cause, depth + 1);
  return copy;
}

/** The messages of an error and its causes, joined as pino's own serializer joins them. */
function chain(err: ErrorLike, part: (e: ErrorLike) => string, joiner: string): string {
  const parts: string[] = [];
  for (let e: unknown = err, depth = 0; isErrorLike(e) && depth < 9; e = e.cause, depth++)
    parts.push(part(e));
  return parts.join(joiner);
}

type SerializedError = { type: string; message: string; stack: string } & Record<string, unknown>;

/**
 * Like pino's standard error serializer (type, message and stack with their causes, the error's own fields), on a
 * copy of the error with its query values taken out.
 */
export function serializeError(err: unknown): SerializedError {
  const safe = withoutQueryValues(err);
  if (!isErrorLike(safe)) return { type: typeof safe, message: String(safe), stack: '' };
  const out: SerializedError = {
    type: typeof safe.constructor === 'function' ? safe.constructor.name : String(safe.name ?? 'Error'),
    message: chain(safe, (e) => String(e.message ?? ''), ': '),
    stack: chain(safe, (e) => String(e.stack ?? ''), '\ncaused by: '),
  };
  // The database's own error is usually a cause; its code and names (never values) are what an operator looks for.
  for (let e: unknown = safe.cause, depth = 0; isErrorLike(e) && depth < 8; e = e.cause, depth++) {
    if (!isDatabaseError(e) || out.database) continue;
    const names = ['code', 'constraint', 'table', 'column'].filter((key) => typeof e[key] === 'string');
    out.database = Object.fromEntries(names.map((key) => [key, e[key]]));
  }
  for (const key of Object.keys(safe)) {
    if (key === 'cause' || out[key] !== undefined) continue;
    const value = safe[key];
    out[key] = isErrorLike(value) ? serializeError(value) : value;
  }
  return out;
}

interface RequestLike {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** A calendar feed's address is its only key: logged without it. */
const FEED_TOKEN = /^(\/api\/calendar-feeds\/)[^/]+$/;

/**
 * Fastify's request line without the query string, where search terms and access tokens would be, and without a
 * calendar feed's token, which is in the path.
 */
export function serializeRequest(req: RequestLike) {
  return {
    method: req.method,
    url: req.url.split('?')[0]!.replace(FEED_TOKEN, '$1[withheld].ics'),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** Fastify's `logger` option: off when silent, else pino at `level`, writing to `stream` when given (tests). */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  if (level === 'silent' && !stream) return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT_PATHS, censor: WITHHELD },
    serializers: { err: serializeError, error: serializeError, req: serializeRequest as never },
  };
}
