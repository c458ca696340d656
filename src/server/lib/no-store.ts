import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An `onSend` hook for answers that name a family, an instructor or the owner's business, or carry a link's secret:
 * never kept by the browser or anything in between.
 */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
}
