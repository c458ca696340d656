/**
 * What the server logs of each request, and the request's logger.
 *
 * - One line per request, when it completes (method, path, status, time, request id), not Fastify's two: the
 *   incoming line repeated what the completed one says.
 * - The hot public reads (a route with `config: { quietLog: true }`, the calendar's cached answers) log their
 *   successful answers at debug: every visitor asks them many times a minute, `/metrics` counts them by route and
 *   status, and writing a line for each would be most of what such a read costs. Their failures log as any other.
 * - A request's child logger (which carries its id) is made only when something is written with it, so a request
 *   that logs nothing does not pay for one.
 */
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import type { FastifyChildLoggerFactory } from 'fastify/types/logger';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Successful answers of this route are logged at debug (see request-logging.ts). */
    quietLog?: boolean;
  }
}

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;

export class RequestLog extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'requestId' });
  }

  override incomingRequest() {
    // The completed line says all this one did.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (request.routeOptions.config.quietLog && reply.statusCode < 400)
      reply.log.debug(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * Fastify's `childLoggerFactory`: the request's logger, made on its first line. Fastify hands an options object
 * that is empty unless a route sets its own level; pino makes a child far faster without one.
 */
export const lazyRequestLogger: FastifyChildLoggerFactory = (logger, bindings, options) => {
  const levelEnabled = (logger as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.bind(
    logger,
  );
  // Fastify's stand-in when logging is off has no levels and makes no children worth deferring.
  if (Object.keys(options).length || !levelEnabled) return logger.child(bindings, options);
  let child: FastifyBaseLogger | undefined;
  const made = () => (child ??= logger.child(bindings));
  const lazy = Object.create(logger) as FastifyBaseLogger;
  for (const level of LEVELS) {
    lazy[level] = ((...args: Parameters<FastifyBaseLogger['info']>) => {
      if (levelEnabled(level)) made()[level](...args);
    }) as FastifyBaseLogger['info'];
  }
  lazy.child = (childBindings, childOptions) => made().child(childBindings, childOptions);
  return lazy;
};
