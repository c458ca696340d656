/**
 * A route's query-string check that remembers what it accepted: a hot read is asked with the same few query strings
 * by every visitor, so each is checked once instead of on every request. Only accepted queries are remembered (a
 * refusal's error is built anew each time, as Fastify decorates it), and only for the query string, whose parsed
 * form is a small object of strings. The remembered value is shared by the requests that asked the same thing, so
 * handlers must read it and not change it, which is how every handler treats `request.query`.
 */
import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema';
import { validatorCompiler } from 'fastify-type-provider-zod';

const MAX_REMEMBERED = 1_000;

/** The parsed query string as one string, with each name and value prefixed by its length so none can run into the next. */
function queryKey(data: unknown): string {
  let key = '';
  for (const [name, value] of Object.entries(data as Record<string, unknown>)) {
    // A repeated name parses to an array: rare, and keyed as a whole.
    if (typeof value !== 'string') return `json:${JSON.stringify(data)}`;
    key += `${name.length}:${name}${value.length}:${value}`;
  }
  return key;
}

export function memoizedQueryValidator<S>(route: FastifyRouteSchemaDef<S>): FastifyValidationResult {
  // The route's own schema is a Zod schema, as on every route here; Fastify types it by the route.
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  if (route.httpPart !== 'querystring') return validate;
  const accepted = new Map<string, ReturnType<typeof validate>>();
  return (data: unknown) => {
    const key = queryKey(data);
    const known = accepted.get(key);
    if (known) return known;
    const result = validate(data);
    if (typeof result === 'object' && result !== null && 'value' in result && !('error' in result)) {
      if (accepted.size >= MAX_REMEMBERED) accepted.clear();
      accepted.set(key, result);
    }
    return result;
  };
}
