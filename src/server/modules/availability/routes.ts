import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approvalSettingSchema,
  busyCalendarInputSchema,
  busyCalendarStateSchema,
  availabilityInputSchema,
  availabilityStateSchema,
  instructorTimeOffParamsSchema,
  pendingAvailabilitySchema,
  timeOffInputSchema,
  timeOffParamsSchema,
} from '@core/api/availability';
import { idParamsSchema } from '@core/api/admin';
import { noStore } from '../../lib/no-store';
import { adminUsername, currentInstructor, requireAdmin, requireInstructor } from '../auth';
import { perAddressRouteLimit } from '../limits';
import {
  approvePending,
  availabilityState,
  requireInstructor as requireInstructorExists,
  declinePending,
  pendingAvailability,
  setAvailability,
  setNeedsApproval,
  withdrawWaiting,
} from './service';
import { addTimeOff, removeTimeOff } from './time-off';
import {
  busyCalendarState,
  connectBusyCalendar,
  disconnectBusyCalendar,
  refreshBusyCalendar,
} from './busy-calendar';

const state = { 200: availabilityStateSchema };
const change = { rateLimit: perAddressRouteLimit('per-change') };

/**
 * The instructor's own hours and time off (`/api/instructor/availability`), and the owner's view of every
 * instructor's (`/api/admin/instructors/:id/availability`). Another instructor's time off is a 404.
 */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const me = (r: Parameters<typeof currentInstructor>[0]) => currentInstructor(r).id;
  const instructor = { kind: 'instructor' } as const;

  app.get(
    '/api/instructor/availability',
    { onRequest: requireInstructor, onSend: noStore, schema: { response: state } },
    async (r) => availabilityState(app.db, me(r)),
  );
  app.put(
    '/api/instructor/availability',
    {
      onRequest: requireInstructor,
      onSend: noStore,
      schema: { body: availabilityInputSchema, response: state },
      config: change,
    },
    async (r) => setAvailability(app.db, me(r), r.body, instructor),
  );
  app.delete(
    '/api/instructor/availability/waiting',
    { onRequest: requireInstructor, onSend: noStore, schema: { response: state }, config: change },
    async (r) => withdrawWaiting(app.db, me(r)),
  );
  app.post(
    '/api/instructor/time-off',
    {
      onRequest: requireInstructor,
      onSend: noStore,
      schema: { body: timeOffInputSchema, response: { 201: availabilityStateSchema } },
      config: change,
    },
    async (r, reply) => reply.code(201).send(await addTimeOff(app.db, me(r), r.body, instructor)),
  );
  app.delete(
    '/api/instructor/time-off/:timeOffId',
    {
      onRequest: requireInstructor,
      onSend: noStore,
      schema: { params: timeOffParamsSchema, response: state },
      config: change,
    },
    async (r) => removeTimeOff(app.db, me(r), r.params.timeOffId, instructor),
  );

  // The instructor's busy-time calendar: each call that reads it waits for the calendar's answer (a time limit).
  const busy = { 200: busyCalendarStateSchema };
  app.get(
    '/api/instructor/busy-calendar',
    { onRequest: requireInstructor, onSend: noStore, schema: { response: busy } },
    async (r) => busyCalendarState(app.db, me(r)),
  );
  app.put(
    '/api/instructor/busy-calendar',
    {
      onRequest: requireInstructor,
      onSend: noStore,
      schema: { body: busyCalendarInputSchema, response: busy },
      config: { rateLimit: perAddressRouteLimit('per-action') },
    },
    async (r) => connectBusyCalendar(app, me(r), r.body.address),
  );
  app.post(
    '/api/instructor/busy-calendar/refresh',
    {
      onRequest: requireInstructor,
      onSend: noStore,
      schema: { response: busy },
      config: { rateLimit: perAddressRouteLimit('per-action') },
    },
    async (r) => refreshBusyCalendar(app, me(r)),
  );
  app.delete(
    '/api/instructor/busy-calendar',
    { onRequest: requireInstructor, onSend: noStore, schema: { response: busy }, config: change },
    async (r) => disconnectBusyCalendar(app.db, me(r)),
  );

  // The owner's side.
  app.get(
    '/api/admin/instructors/:id/busy-calendar',
    { onRequest: requireAdmin, onSend: noStore, schema: { params: idParamsSchema, response: busy } },
    async (r) => {
      await requireInstructorExists(app.db, r.params.id);
      return busyCalendarState(app.db, r.params.id);
    },
  );
  const owner = (r: Parameters<typeof adminUsername>[0]) =>
    ({ kind: 'owner', username: adminUsername(r) }) as const;
  app.get(
    '/api/admin/availability/pending',
    { onRequest: requireAdmin, onSend: noStore, schema: { response: { 200: pendingAvailabilitySchema } } },
    async () => pendingAvailability(app.db),
  );
  app.get(
    '/api/admin/instructors/:id/availability',
    { onRequest: requireAdmin, onSend: noStore, schema: { params: idParamsSchema, response: state } },
    async (r) => availabilityState(app.db, r.params.id),
  );
  app.put(
    '/api/admin/instructors/:id/availability',
    {
      onRequest: requireAdmin,
      onSend: noStore,
      schema: { params: idParamsSchema, body: availabilityInputSchema, response: state },
    },
    async (r) => setAvailability(app.db, r.params.id, r.body, owner(r)),
  );
  app.post(
    '/api/admin/instructors/:id/availability/approve',
    { onRequest: requireAdmin, onSend: noStore, schema: { params: idParamsSchema, response: state } },
    async (r) => approvePending(app.db, r.params.id, adminUsername(r)),
  );
  app.post(
    '/api/admin/instructors/:id/availability/decline',
    { onRequest: requireAdmin, onSend: noStore, schema: { params: idParamsSchema, response: state } },
    async (r) => declinePending(app.db, r.params.id, adminUsername(r)),
  );
  app.put(
    '/api/admin/instructors/:id/availability/approval',
    {
      onRequest: requireAdmin,
      onSend: noStore,
      schema: { params: idParamsSchema, body: approvalSettingSchema, response: state },
    },
    async (r) => setNeedsApproval(app.db, r.params.id, r.body.needsApproval, adminUsername(r)),
  );
  app.post(
    '/api/admin/instructors/:id/time-off',
    {
      onRequest: requireAdmin,
      onSend: noStore,
      schema: {
        params: idParamsSchema,
        body: timeOffInputSchema,
        response: { 201: availabilityStateSchema },
      },
    },
    async (r, reply) => reply.code(201).send(await addTimeOff(app.db, r.params.id, r.body, owner(r))),
  );
  app.delete(
    '/api/admin/instructors/:id/time-off/:timeOffId',
    {
      onRequest: requireAdmin,
      onSend: noStore,
      schema: { params: instructorTimeOffParamsSchema, response: state },
    },
    async (r) => removeTimeOff(app.db, r.params.id, r.params.timeOffId, owner(r)),
  );
};
