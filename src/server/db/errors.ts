/** PostgreSQL's SQLSTATE of a failed query, looking through the wrappers the drivers and Drizzle add. */
export function postgresErrorCode(err: unknown): string | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
/** Two transactions waited on each other, or a serializable snapshot could not be kept: running again succeeds. */
export const RETRYABLE_CODES = new Set(['40P01', '40001']);
