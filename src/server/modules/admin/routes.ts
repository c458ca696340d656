import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as api from '@core/api/admin';
import { adminUsername, requireAdmin } from '../auth';
import { getBusinessPolicies, setBusinessPolicies } from '../ledger';
import { offerFreedSeatsSoon } from '../waitlist';
import { getDashboard } from './dashboard.service';
import * as bookings from './bookings.service';
import * as directory from './directory.service';
import * as inbox from './inbox.service';
import * as requests from './requests.service';
import * as schedule from './schedule.service';
import { missingDocuments } from './missing-documents';
import { payRates, savePayRates } from './pay-rates';
import { payRatesInputSchema, payRatesSchema } from '@core/api/reports';
import { missingDocumentsSchema } from '@core/api/documents';
import { noStore } from '../../lib/no-store';

const listQuery = api.listQuerySchema;
const items = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });
const listOf = <T extends z.ZodType>(item: T) => ({ schema: { response: { 200: items(item) } } });
const withBody = <B extends z.ZodType, R extends z.ZodType>(body: B, response: R) => ({
  schema: { body, response: { 200: response } },
});
/** A route that acts on one row named by the id in its path, with a body and one answer. */
const onId = <B extends z.ZodType, R extends z.ZodType>(body: B, response: R) => ({
  schema: { params: api.idParamsSchema, body, response: { 200: response } },
});

/** Every route here answers only a signed-in admin: the guard runs before the body is even read. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  app.addHook('onSend', noStore);
  const who = adminUsername;

  app.get(
    '/api/admin/documents/missing',
    {
      schema: {
        querystring: z.object({
          days: z.coerce
            .number({ error: 'days must be a number from 1 to 60' })
            .int({ error: 'days must be a number from 1 to 60' })
            .min(1, { error: 'days must be a number from 1 to 60' })
            .max(60, { error: 'days must be a number from 1 to 60' })
            .default(14),
        }),
        response: { 200: missingDocumentsSchema },
      },
    },
    async (request) => missingDocuments(app, request.query.days),
  );

  app.get('/api/admin/dashboard', { schema: { response: { 200: api.dashboardSchema } } }, async () =>
    getDashboard(app),
  );

  // Lesson requests
  app.get(
    '/api/admin/lesson-requests',
    { schema: { querystring: listQuery, response: { 200: api.lessonRequestPageSchema } } },
    async (r) => requests.listLessonRequests(app, r.query),
  );
  app.post(
    '/api/admin/lesson-requests/:id/approve',
    onId(api.decisionSchema, api.approveResponseSchema),
    async (r) => requests.approveLessonRequest(app, r.params.id, { message: r.body.message, actor: who(r) }),
  );
  app.post('/api/admin/lesson-requests/:id/decline', onId(api.declineSchema, api.okSchema), async (r) =>
    requests.declineLessonRequest(app, r.params.id, { message: r.body.message, actor: who(r) }),
  );

  // Bookings
  app.get(
    '/api/admin/bookings',
    { schema: { querystring: listQuery, response: { 200: api.bookingPageSchema } } },
    async (r) => bookings.listBookings(app, r.query),
  );
  app.get(
    '/api/admin/bookings/:id',
    { schema: { params: api.idParamsSchema, response: { 200: api.adminBookingDetailSchema } } },
    async (r) => bookings.getBooking(app, r.params.id),
  );
  app.post(
    '/api/admin/bookings/:id/cancel',
    onId(api.cancelBookingSchema, api.cancelBookingResponseSchema),
    async (r) => {
      const cancelled = await bookings.cancelBookingAsAdmin(app, r.params.id, {
        reason: r.body.reason,
        actor: who(r),
      });
      offerFreedSeatsSoon(app); // the freed seats go to the waitlist within seconds
      return cancelled;
    },
  );

  // The owner's booking policies (the ledger applies them and writes the audit line)
  app.get('/api/admin/policies', { schema: { response: { 200: api.businessPoliciesSchema } } }, async () =>
    getBusinessPolicies(app.db),
  );
  app.put(
    '/api/admin/policies',
    withBody(api.businessPoliciesInputSchema, api.businessPoliciesSchema),
    async (r) => setBusinessPolicies(app, r.body, who(r)),
  );

  // Schedule
  app.get(
    '/api/admin/slots',
    { schema: { querystring: api.scheduleQuerySchema, response: { 200: api.scheduleResponseSchema } } },
    async (r) => schedule.weekSchedule(app, r.query),
  );
  app.post('/api/admin/slots', withBody(api.createSlotsSchema, api.createSlotsResponseSchema), async (r) => {
    const created = await schedule.createSlots(app, r.body, who(r));
    offerFreedSeatsSoon(app); // new times may match a waitlist preference
    return created;
  });
  app.patch('/api/admin/slots/:id', onId(api.updateSlotSchema, api.adminSlotSchema), async (r) => {
    const slot = await schedule.updateSlot(app, r.params.id, r.body, who(r));
    offerFreedSeatsSoon(app, [r.params.id]); // raised capacity, or the time opened again
    return slot;
  });
  app.post(
    '/api/admin/slots/:id/cancel',
    onId(api.cancelSlotSchema, api.cancelSlotResponseSchema),
    async (r) => schedule.cancelSlot(app, r.params.id, r.body.reason, who(r)),
  );
  app.get(
    '/api/admin/slots/:id/roster',
    { schema: { params: api.idParamsSchema, response: { 200: api.rosterSchema } } },
    async (r) => schedule.slotRoster(app, r.params.id),
  );

  // Instructors, venues, coupons
  app.get('/api/admin/instructors', listOf(api.adminInstructorSchema), async () =>
    directory.listInstructors(app),
  );
  app.post(
    '/api/admin/instructors',
    withBody(api.instructorInputSchema, api.adminInstructorSchema),
    async (r) => directory.saveInstructor(app, undefined, r.body, who(r)),
  );
  app.put(
    '/api/admin/instructors/:id',
    onId(api.instructorInputSchema, api.adminInstructorSchema),
    async (r) => directory.saveInstructor(app, r.params.id, r.body, who(r)),
  );
  app.get('/api/admin/pay-rates', { schema: { response: { 200: payRatesSchema } } }, async () =>
    payRates(app),
  );
  app.put('/api/admin/pay-rates', withBody(payRatesInputSchema, payRatesSchema), async (r) =>
    savePayRates(app, r.body, who(r)),
  );
  app.get('/api/admin/venues', listOf(api.adminVenueSchema), async () => directory.listVenues(app));
  app.post('/api/admin/venues', withBody(api.venueInputSchema, api.adminVenueSchema), async (r) =>
    directory.saveVenue(app, undefined, r.body, who(r)),
  );
  app.put('/api/admin/venues/:id', onId(api.venueInputSchema, api.adminVenueSchema), async (r) =>
    directory.saveVenue(app, r.params.id, r.body, who(r)),
  );
  app.get('/api/admin/coupons', listOf(api.adminCouponSchema), async () => directory.listCoupons(app));
  app.post('/api/admin/coupons', withBody(api.couponInputSchema, api.adminCouponSchema), async (r) =>
    directory.saveCoupon(app, undefined, r.body, who(r)),
  );
  app.put('/api/admin/coupons/:id', onId(api.couponInputSchema, api.adminCouponSchema), async (r) =>
    directory.saveCoupon(app, r.params.id, r.body, who(r)),
  );
  app.get(
    '/api/admin/coupons/:id/redemptions',
    { schema: { params: api.idParamsSchema, response: { 200: items(api.redemptionSchema) } } },
    async (r) => directory.couponRedemptions(app, r.params.id),
  );

  // Leads, messages, activity (the outbox and email previews are served by the email module)
  const csv = (filename: string) => ({
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${filename}-${new Date().toISOString().slice(0, 10)}.csv"`,
  });
  app.get(
    '/api/admin/leads',
    { schema: { querystring: listQuery, response: { 200: api.leadPageSchema } } },
    async (r) => inbox.listLeads(app, r.query),
  );
  app.get('/api/admin/leads.csv', { schema: { querystring: listQuery } }, async (r, reply) =>
    reply.headers(csv('leads')).send(await inbox.leadsCsv(app, r.query, who(r))),
  );
  app.get(
    '/api/admin/messages',
    { schema: { querystring: listQuery, response: { 200: api.messagePageSchema } } },
    async (r) => inbox.listMessages(app, r.query),
  );
  app.get('/api/admin/messages.csv', { schema: { querystring: listQuery } }, async (r, reply) =>
    reply.headers(csv('messages')).send(await inbox.messagesCsv(app, r.query, who(r))),
  );
  app.post('/api/admin/messages/:id/status', onId(api.messageStatusSchema, api.okSchema), async (r) =>
    inbox.setMessageStatus(app, r.params.id, r.body.status, who(r)),
  );
  app.get(
    '/api/admin/audit',
    { schema: { querystring: listQuery, response: { 200: api.auditPageSchema } } },
    async (r) => inbox.listAudit(app, r.query),
  );
};
