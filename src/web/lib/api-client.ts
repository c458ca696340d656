/**
 * The browser's one way to call the API, with the error rules of the spec (section 7):
 * JSON both ways; a body only for POST, PUT and PATCH; on failure the JSON body's `message` is raised,
 * "Request failed" when the body is not JSON, "Request failed with status {status}" when it has no message.
 *
 * `message` always follows those rules, so every screen has something to show. `serverMessage` is the server's own
 * text and stays empty when it sent none, so a screen whose spec wording has its own default (the lead magnet, the
 * admin login) can use that default instead.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly serverMessage: string;
  constructor(
    serverMessage: string,
    readonly status: number,
    readonly code?: string,
    readonly fieldErrors?: Record<string, string>,
    /** The parsed JSON error body; undefined when the body was not JSON. */
    readonly body?: unknown,
  ) {
    super(serverMessage || (body === undefined ? 'Request failed' : `Request failed with status ${status}`));
    this.serverMessage = serverMessage;
  }
}

/**
 * What a screen shows for a failed call when the spec (section 8) gives that screen its own words: a refusal (4xx)
 * that carries the server's message keeps it, since it says what to change ("That coupon has been used up.");
 * anything else shows `specWords`: no connection (the browser's "Failed to fetch"), a server fault (5xx, whose
 * details the server hides), or a refusal with no message, where `message` would read "Request failed ...".
 */
export function failureMessage(error: unknown, specWords: string): string {
  const refusal = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return refusal && error.serverMessage ? error.serverMessage : specWords;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS_WITH_BODY = new Set<Method>(['POST', 'PUT', 'PATCH']);

export interface RequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

async function errorFrom(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return new ApiError('', response.status);
  }
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const message = typeof record.message === 'string' ? record.message : '';
  const fieldErrors =
    typeof record.fieldErrors === 'object' && record.fieldErrors !== null
      ? (record.fieldErrors as Record<string, string>)
      : undefined;
  return new ApiError(
    message,
    response.status,
    typeof record.code === 'string' ? record.code : undefined,
    fieldErrors,
    body,
  );
}

export async function apiRequest<T>(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const withBody = METHODS_WITH_BODY.has(method);
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      ...(withBody ? { 'Content-Type': 'application/json' } : {}),
      ...options.headers,
    },
    body: withBody ? JSON.stringify(body ?? {}) : undefined,
    signal: options.signal,
  });
  if (!response.ok) throw await errorFrom(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, undefined, options),
};
