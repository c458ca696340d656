/**
 * Progress and sign-offs hang on the family's saved swimmer: a swimmer booked from the profile keeps what instructors
 * signed off (and what the family checked) under the saved swimmer, with what was kept under its name before; a
 * rename keeps all of it; another family's saved swimmer named in a booking changes nothing for that family.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { FamilySwimmerProgress } from '@core/api/family';
import type { SavedSwimmer } from '@core/api/family-profile';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import { dayKeyInZone, instantAtWallTime } from '@core/rules/timezones';
import { insertConfirmedBooking, insertInstructor, insertSlot, insertVenue } from '../../db/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { linkTokenIn, openInstructorLink, signIn, signInFamily } from '../auth/testing';
import { lastEmail } from '../email/test-support/outbox';

let t: TestApp;
let instructorId = '';
let teacher = '';
const FAMILY = 'nina.park@example.com';
const today = dayKeyInZone(new Date(), DEFAULT_TIME_ZONE);

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signIn(t.app, { ip: '10.2.0.19' });
  instructorId = (await insertInstructor(t.db, { name: 'Maya Thompson', email: 'maya.t@example.com' })).id;
  await t.app.inject({
    method: 'POST',
    url: `/api/admin/instructors/${instructorId}/invite`,
    headers: admin.headers,
  });
  const invite = await lastEmail(t.app, 'maya.t@example.com', 'instructor_invite');
  teacher = await openInstructorLink(t.app, linkTokenIn(invite!.text));
});
afterAll(async () => t?.close());

/** A lesson today at `hhmm` for `email`'s swimmer, booked as the profile's swimmer when `savedSwimmerId` is given. */
async function lessonToday(hhmm: string, email: string, swimmer: { name: string; savedSwimmerId?: string }) {
  const slot = await insertSlot(t.db, {
    instructorId,
    venueId: (await insertVenue(t.db)).id,
    startTime: instantAtWallTime(today, hhmm, DEFAULT_TIME_ZONE),
  });
  const booking = await insertConfirmedBooking(t.db, {
    slots: [slot],
    seats: 1,
    lessonType: 'private',
    customerEmail: email,
    swimmers: [{ ...swimmer, ageGroup: 'child', level: 'turtle' }],
  });
  const [row] = await t.db.query.bookingSlots.findMany({ where: (b, { eq }) => eq(b.bookingId, booking.id) });
  const [swimmerRow] = await t.db.query.bookingSwimmers.findMany({
    where: (s, { eq }) => eq(s.bookingId, booking.id),
  });
  return { lessonId: row!.lessonId, swimmerId: swimmerRow!.id };
}

const signOff = (lesson: { lessonId: string; swimmerId: string }, milestoneIds: string[]) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/instructor/lessons/${lesson.lessonId}/swimmers/${lesson.swimmerId}/milestones`,
    headers: { cookie: teacher, origin: t.config.publicUrl },
    payload: { milestoneIds },
  });

async function progressOf(headers: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url: '/api/family/progress', headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ swimmers: FamilySwimmerProgress[] }>().swimmers;
}

const ids = (list: { milestoneId: string }[]) => list.map((m) => m.milestoneId).sort();

test('a swimmer booked from the profile keeps its history, before and after a rename', async () => {
  // A first lesson booked before the family kept a profile: its sign-off is kept under the name.
  const before = await lessonToday('07:00', FAMILY, { name: 'Leo Park' });
  expect((await signOff(before, ['turtle-1'])).statusCode).toBe(200);

  const headers = { cookie: await signInFamily(t.app, FAMILY), origin: t.config.publicUrl };
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/family/swimmers',
    headers,
    payload: { name: 'Leo Park', ageGroup: 'child', level: 'turtle' },
  });
  expect(added.statusCode).toBe(201);
  const leo = added.json<SavedSwimmer>();

  // Booked from the profile: the next sign-off is kept under the saved swimmer, and the day sheet sees both.
  const fromProfile = await lessonToday('09:00', FAMILY, { name: 'Leo Park', savedSwimmerId: leo.id });
  const signed = await signOff(fromProfile, ['turtle-2']);
  expect(signed.statusCode, signed.body).toBe(200);
  expect(signed.json().swimmers[0]).toMatchObject({
    signedOffHere: ['turtle-2'],
    signedOffBefore: ['turtle-1'],
  });
  const row = await t.db.query.milestoneSignoffs.findFirst({
    where: (o, { eq }) => eq(o.milestoneId, 'turtle-2'),
  });
  expect(row!.swimmerKey).toBe(leo.id);

  // One swimmer on the family's progress, with both.
  let progress = await progressOf(headers);
  expect(progress.map((s) => [s.key, s.name])).toEqual([[leo.id, 'Leo Park']]);
  expect(ids(progress[0]!.signedOff)).toEqual(['turtle-1', 'turtle-2']);

  // Renamed in the profile: the same swimmer, the same history, under the new name.
  const renamed = await t.app.inject({
    method: 'PUT',
    url: `/api/family/swimmers/${leo.id}`,
    headers,
    payload: { name: 'Leonardo Park', ageGroup: 'child', level: 'turtle' },
  });
  expect(renamed.statusCode, renamed.body).toBe(200);
  progress = await progressOf(headers);
  expect(progress.map((s) => [s.key, s.name])).toEqual([[leo.id, 'Leonardo Park']]);
  // And one swimmer to sign documents for, not the saved one and its old name.
  const documents = await t.app.inject({ method: 'GET', url: '/api/family/documents', headers });
  expect(documents.json().swimmers.map((s: { name: string }) => s.name)).toEqual(['Leonardo Park']);
  expect(ids(progress[0]!.signedOff)).toEqual(['turtle-1', 'turtle-2']);

  // The family's own checklist, saved under the saved swimmer, is the whole list: nothing comes back from the name.
  const oldChecklist = await t.app.inject({
    method: 'PUT',
    url: `/api/family/progress/${encodeURIComponent('leo park')}`,
    headers,
    payload: { milestones: ['turtle-3', 'turtle-4'] },
  });
  expect(oldChecklist.statusCode).toBe(200);
  expect(oldChecklist.json()).toMatchObject({ key: leo.id, milestones: ['turtle-3', 'turtle-4'] });
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/family/progress/${leo.id}`,
    headers,
    payload: { milestones: ['turtle-4'] },
  });
  expect(saved.json()).toMatchObject({ key: leo.id, name: 'Leonardo Park', milestones: ['turtle-4'] });
  expect((await progressOf(headers))[0]!.milestones).toEqual(['turtle-4']);
});

test("another family's saved swimmer named in a booking changes nothing for that family", async () => {
  const nina = { cookie: await signInFamily(t.app, FAMILY), origin: t.config.publicUrl };
  const [leo] = (await progressOf(nina)).filter((s) => s.name === 'Leonardo Park');
  const stranger = await lessonToday('11:00', 'stranger@example.com', {
    name: 'Eve',
    savedSwimmerId: leo!.key,
  });
  expect((await signOff(stranger, ['turtle-5'])).statusCode).toBe(200);
  expect(ids((await progressOf(nina))[0]!.signedOff)).toEqual(['turtle-1', 'turtle-2']);
  const theirs = await progressOf({ cookie: await signInFamily(t.app, 'stranger@example.com') });
  expect(theirs.map((s) => s.name)).toEqual(['Eve']);
  expect(ids(theirs[0]!.signedOff)).toEqual(['turtle-5']);
});
