/**
 * Per-address limits of the public write routes (every POST, PUT and DELETE but the owner's), counted in the shared
 * store like every other limit. A route states how its page calls it:
 *
 *   app.post('/api/contact', { config: { rateLimit: perAddressRouteLimit('per-action') } }, handler)
 *
 * - `per-action`: once for each thing a person does (sends a form, opens a link, confirms a payment, signs out):
 *   ROUTE_CALLS_PER_ADDRESS a minute (30), room for a few families sharing a connection and their retries;
 * - `per-change`: again on every change a person makes (the booking wizard's price, weekly plan, credit quote and
 *   hold; a checklist's ticks; an instructor's attendance), or in a provider's bursts of deliveries: three times that
 *   (90).
 *
 * Either way a burst of 100 from one address meets a 429 with a Retry-After header. Every request counts, before its
 * body is read: the same submission sent again and again counts each time, whatever the route does with it.
 */
import type { FastifyRequest } from 'fastify';

/** The window of the public write routes' limits. */
export const ROUTE_WINDOW_MS = 60_000;

/** How a page calls a route: once per thing a person does, or on every change they make. */
export type RouteCalls = 'per-action' | 'per-change';

const CALLS_FACTOR: Record<RouteCalls, number> = { 'per-action': 1, 'per-change': 3 };

/** Calls one client address may make to such a route per window, given ROUTE_CALLS_PER_ADDRESS. */
export const routeCallsAllowed = (callsPerAddress: number, calls: RouteCalls): number =>
  callsPerAddress * CALLS_FACTOR[calls];

/** A route's `config.rateLimit`: counted per client address (an IPv6 client by its /64) in the database. */
export const perAddressRouteLimit = (calls: RouteCalls) => ({
  max: (request: FastifyRequest) => routeCallsAllowed(request.server.config.routeCallsPerAddress, calls),
  timeWindow: ROUTE_WINDOW_MS,
});
