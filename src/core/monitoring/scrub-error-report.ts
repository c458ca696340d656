/**
 * What an error report may carry off the machine: no request body, cookie, header value, query string, user or
 * email address. Used by the server's and the browser's `beforeSend`, on Sentry's event shape read structurally.
 */
const EMAIL = /[^\s@<>"'(),;:/]+@[^\s@<>"'(),;:/]+\.[A-Za-z]{2,}/g;
const EMAIL_SHOWN_AS = '[email]';

/** Request fields that carry what a visitor typed or holds: dropped whole. */
const REQUEST_FIELDS_DROPPED = ['data', 'cookies', 'query_string', 'headers', 'env'];

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return value.replace(EMAIL, EMAIL_SHOWN_AS);
  if (depth > 12 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    // A URL keeps its path; its query string is where search terms and access tokens would be.
    out[key] = key === 'url' && typeof item === 'string' ? item.split('?')[0] : scrubValue(item, depth + 1);
  }
  return out;
}

export function scrubErrorReport<T extends object>(event: T): T {
  const copy = scrubValue(event, 0) as Record<string, unknown>;
  delete copy.user;
  const request = copy.request;
  if (typeof request === 'object' && request !== null) {
    for (const field of REQUEST_FIELDS_DROPPED) delete (request as Record<string, unknown>)[field];
  }
  return copy as T;
}

/**
 * The SDK's own switch for what it collects (it replaced `sendDefaultPii: false` in its latest major): nothing about
 * users, cookies, headers, bodies, query strings, query values or local variables. `scrubErrorReport` still runs
 * last, in case an integration or a later SDK adds a field.
 */
export const NO_PERSONAL_DATA = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
  databaseQueryData: false,
  queues: false,
  stackFrameVariables: false,
} as const;
