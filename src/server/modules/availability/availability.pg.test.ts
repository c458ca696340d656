/**
 * On PostgreSQL, with a pool of connections: an instructor saving hours from two phones at once, and the owner
 * approving meanwhile, leave exactly one waiting plan or one approved one, and no request fails.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { AvailabilityInput } from '@core/api/availability';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import { dayKeyInZone } from '@core/rules/timezones';
import { insertInstructor } from '../../db/factories';
import { availabilityPlans } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { linkTokenIn, openInstructorLink, signIn, type AdminClient } from '../auth/testing';
import { lastEmail } from '../email/test-support/outbox';

let t: TestApp;
let admin: AdminClient;
let teacher: Record<string, string>;
let instructorId = '';
const today = dayKeyInZone(new Date(), DEFAULT_TIME_ZONE);
const hours = (startMinutes: number): AvailabilityInput => ({
  effectiveFrom: today,
  hours: [{ weekday: 1, startMinutes, endMinutes: startMinutes + 180 }],
  lessonTypes: ['private'],
  levels: ['turtle'],
  maxLessonsPerDay: null,
  maxDriveMinutes: null,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, { ip: '10.2.0.61' });
  instructorId = (await insertInstructor(t.db, { name: 'Maya Thompson', email: 'maya.race@example.com' })).id;
  await t.app.inject({
    method: 'POST',
    url: `/api/admin/instructors/${instructorId}/invite`,
    headers: admin.headers,
  });
  const mail = await lastEmail(t.app, 'maya.race@example.com', 'instructor_invite');
  teacher = { cookie: await openInstructorLink(t.app, linkTokenIn(mail!.text)), origin: t.config.publicUrl };
});
afterAll(async () => t?.close());

test('hours sent at once from several phones, approved meanwhile: one plan waits or applies, none fails', async () => {
  const sends = [480, 540, 600, 660, 720].map((start) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/instructor/availability',
      headers: teacher,
      payload: hours(start),
    }),
  );
  const approve = t.app.inject({
    method: 'POST',
    url: `/api/admin/instructors/${instructorId}/availability/approve`,
    headers: admin.headers,
  });
  const answers = await Promise.all([...sends, approve]);
  for (const res of answers.slice(0, 5)) expect(res.statusCode, res.body).toBe(200);
  expect([200, 404]).toContain(answers[5]!.statusCode); // nothing may have waited yet
  const plans = (await t.db.select().from(availabilityPlans)).filter((p) => p.instructorId === instructorId);
  expect(plans.filter((p) => p.status === 'pending').length).toBeLessThanOrEqual(1);
  expect(plans.filter((p) => p.status === 'approved').length).toBeLessThanOrEqual(1);
  expect(plans.length).toBeGreaterThanOrEqual(1);
});
