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
