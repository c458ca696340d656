import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@core/api/errors';
import { AppError } from './errors';
import { postgresErrorCode, RETRYABLE_CODES, UNIQUE_VIOLATION } from './db/errors';
import type { Monitoring } from './monitoring';

const fieldName = (instancePath: string, context: string | undefined) => {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context || 'request';
};

/**
 * One place turns every failure into `{ message, code, fieldErrors? }`; 5xx details stay in the log, and go to error
 * reporting when it is on.
 */
export function registerErrorHandler(app: FastifyInstance, { errorReports }: Monitoring) {
  const report = (request: FastifyRequest, error: unknown) =>
    errorReports?.report(error, {
      method: request.method,
      route: request.routeOptions.url,
      requestId: request.id,
    });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = fieldName(issue.instancePath, error.validationContext);
        fieldErrors[key] ??= issue.message ?? 'Invalid value';
      }
      const first = Object.values(fieldErrors)[0] ?? 'The request is not valid';
      const body: ApiErrorBody = { message: first, code: 'VALIDATION_ERROR', fieldErrors };
      return reply.status(400).send(body);
    }
    if (error instanceof AppError) {
      if (error.statusCode >= 500) {
        request.log.error({ err: error }, error.message);
        report(request, error);
      }
      const body: ApiErrorBody = { message: error.message, code: error.code };
      if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
      return reply.status(error.statusCode).send({ ...body, ...error.details });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      report(request, error);
      return reply
        .status(500)
        .send({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
    }
    // Fastify's own client errors: malformed JSON, wrong content type, body too large, rate limited.
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Send the request body as JSON'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'The request is too large'
            : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
              ? 'The request body is empty'
              : status === 429
                ? 'Too many requests. Please wait a moment and try again.'
                : error.message.startsWith('Unexpected') || error.message.includes('JSON')
                  ? 'The request body is not valid JSON'
                  : error.message;
      return reply.status(status).send({ message, code: error.code ?? 'BAD_REQUEST' });
    }
    // Two requests raced for the same row: the loser is told to try again, never given a 500.
    const pgCode = postgresErrorCode(error);
    if (pgCode === UNIQUE_VIOLATION || (pgCode && RETRYABLE_CODES.has(pgCode))) {
      request.log.warn({ err: error }, 'a concurrent request won the race');
      return reply.status(409).send({
        message: 'Another request changed this at the same moment. Please try again.',
        code: 'CONCURRENT_CHANGE',
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    report(request, error);
    return reply
      .status(500)
      .send({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
  });
}
