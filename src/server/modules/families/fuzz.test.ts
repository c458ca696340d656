/**
 * The signed-in family routes fed what a hostile script sends (src/server/test/fuzz-inputs.ts), as a signed-in family:
 * the app-wide fuzz test reaches them only signed out, where they stop at the 401. No answer is a 5xx, and no 4xx
 * changes a lesson, a move, a refund, a checklist or the family's profile.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FamilyOverview } from '@core/api/family';
import { insertSlot } from '../../db/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bodyCases, paramCases, type FuzzCase, type Json } from '../../test/fuzz-inputs';
import { confirm, draft, payTestCard, startCheckout, swimmer } from '../ledger/test/booking-flow';
import { signInFamily } from '../auth/testing';

let t: TestApp;
let cookie: string;
let bookingId: string;
let lessonId: string;
let otherSlotId: string;
let swimmerId: string;
const savedSwimmerExample = {
  name: 'Ava Parker',
  birthDate: '2018-06-01',
  ageGroup: 'child',
  level: 'turtle',
  experienceLevel: 'beginner',
  healthConsiderations: 'None',
};
beforeAll(async () => {
  t = await createTestApp({}, { recordEmails: true });
  const email = 'fuzzed@example.com';
  const slot = (minutes: number) =>
    insertSlot(t.db, { lessonType: 'group', capacity: 6, basePriceCents: 3000, startsInMinutes: minutes });
  const booked = await slot(4 * 24 * 60);
  otherSlotId = (await slot(5 * 24 * 60)).id;
  const checkout = await startCheckout(
    t,
    [booked.id],
    draft({ lessonType: 'group', swimmers: [swimmer({ name: 'Ava Parker', email })] }),
  );
  await payTestCard(t, checkout);
  await confirm(t, checkout.bookingId);
  bookingId = checkout.bookingId;
  cookie = await signInFamily(t.app, email);
  const overview = await t.app.inject({ method: 'GET', url: '/api/family/lessons', headers: { cookie } });
  const lesson = overview.json<FamilyOverview>().bookings[0]?.lessons[0];
  if (!lesson) throw new Error(`the family has no lesson: ${overview.body}`);
  lessonId = lesson.id;
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/family/swimmers',
    headers: { cookie, origin: t.config.publicUrl },
    payload: savedSwimmerExample,
  });
  swimmerId = saved.json<{ id: string }>().id;
  if (!swimmerId) throw new Error(`no saved swimmer: ${saved.body}`);
}, 60_000);
afterAll(async () => t?.close());

/** What a refused request must leave as it was. */
async function guardedState(): Promise<string> {
  const result = await t.db.execute(sql`select
    (select string_agg(concat_ws('|', lesson_id, slot_id, cancelled_at, ics_sequence), ',' order by lesson_id) from booking_slots) as lessons,
    (select string_agg(concat_ws('|', id, status), ',' order by id) from lesson_changes) as changes,
    (select string_agg(concat_ws('|', id, amount_cents), ',' order by id) from refunds) as refunds,
    (select string_agg(concat_ws('|', id, status), ',' order by id) from bookings) as bookings,
    (select count(*) from holds) as holds,
    (select string_agg(concat_ws('|', email, swimmer_key, milestones::text), ',' order by swimmer_key) from swimmer_progress) as progress,
    (select string_agg(concat_ws('|', email, name, phone, emergency_name, emergency_phone, emergency_relationship, updated_at), ',' order by email) from family_profiles) as profiles,
    (select string_agg(concat_ws('|', id, name, birth_date, age_group, level, goals, health_considerations, fears, updated_at), ',' order by id) from family_swimmers) as swimmers,
    (select string_agg(concat_ws('|', id, label, place::text), ',' order by id) from family_places) as places,
    (select count(*) from document_signatures) as signatures`);
  return JSON.stringify((result as unknown as { rows: unknown[] }).rows);
}

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  params: () => Record<string, string>;
  body?: () => Json;
}
const ROUTES: Route[] = [
  {
    method: 'POST',
    url: '/api/family/cancellation-preview',
    params: () => ({}),
    body: () => ({ bookingId, lessonId }),
  },
  // The example itself expects a refund the policy does not give, so it is refused too.
  {
    method: 'POST',
    url: '/api/family/cancellations',
    params: () => ({}),
    body: () => ({ bookingId, lessonId, expectedRefundCents: 123_456 }),
  },
  { method: 'GET', url: '/api/family/lessons/:lessonId/reschedule-options', params: () => ({ lessonId }) },
  {
    method: 'POST',
    url: '/api/family/lessons/:lessonId/reschedule',
    params: () => ({ lessonId }),
    body: () => ({ slotId: otherSlotId, expectedDifferenceCents: 123_456 }),
  },
  {
    method: 'POST',
    url: '/api/family/lesson-changes/:changeId/confirm',
    params: () => ({ changeId: '7d8e1f3a-2b4c-4d5e-8f90-123456789abc' }),
  },
  {
    method: 'PUT',
    url: '/api/family/progress/:swimmerKey',
    params: () => ({ swimmerKey: 'ava%20parker' }),
    body: () => ({ milestones: ['turtle-1'] }),
  },
  {
    method: 'PUT',
    url: '/api/family/profile',
    params: () => ({}),
    body: () => ({
      name: 'Ava’s parent',
      phone: '(202) 555-0100',
      emergencyContact: { name: 'Sam Parker', phone: '(202) 555-0101', relationship: 'parent' },
    }),
  },
  { method: 'POST', url: '/api/family/swimmers', params: () => ({}), body: () => savedSwimmerExample },
  {
    method: 'PUT',
    url: '/api/family/swimmers/:swimmerId',
    params: () => ({ swimmerId }),
    body: () => savedSwimmerExample,
  },
  {
    method: 'DELETE',
    url: '/api/family/swimmers/:swimmerId',
    params: () => ({ swimmerId: '7d8e1f3a-2b4c-4d5e-8f90-123456789abc' }),
  },
  {
    method: 'POST',
    url: '/api/family/places',
    params: () => ({}),
    body: () => ({
      label: 'Home',
      place: { kind: 'address', street: '12 Elm Street', city: 'Chevy Chase', state: 'MD', zip: '20815' },
    }),
  },
  {
    method: 'POST',
    url: '/api/family/documents/:documentId/signatures',
    params: () => ({ documentId: '7d8e1f3a-2b4c-4d5e-8f90-123456789abc' }),
    body: () => ({ swimmerId, signerName: 'Dana Parker', signerRole: 'guardian', agreed: true }),
  },
  {
    method: 'GET',
    url: '/api/family/signatures/:signatureId/pdf',
    params: () => ({ signatureId: '7d8e1f3a-2b4c-4d5e-8f90-123456789abc' }),
  },
  {
    method: 'DELETE',
    url: '/api/family/places/:placeId',
    params: () => ({ placeId: '7d8e1f3a-2b4c-4d5e-8f90-123456789abc' }),
  },
];

let addresses = 0;
const casesOf = (route: Route): FuzzCase[] => [
  ...(route.body ? bodyCases(route.body()) : []),
  ...(Object.keys(route.params()).length ? paramCases(route.params()) : []),
];

describe('signed-in family routes, fed hostile input', () => {
  test('answer no request with a 5xx, and change nothing when they refuse', async () => {
    const serverErrors: string[] = [];
    const writesOnRefusal: string[] = [];
    let requests = 0;
    for (const route of ROUTES) {
      for (const c of casesOf(route)) {
        const params = c.params ?? route.params();
        const url = route.url.replace(/:(\w+)/g, (_m, name: string) => params[name] ?? 'missing');
        const headers: Record<string, string> = { cookie, origin: t.config.publicUrl, ...c.headers };
        const hasBody = c.raw !== undefined || c.body !== undefined;
        if (hasBody) headers['content-type'] = c.contentType ?? 'application/json';
        const before = await guardedState();
        addresses += 1;
        const res = await t.app.inject({
          method: route.method,
          url,
          headers,
          payload: c.raw !== undefined ? c.raw : c.body !== undefined ? JSON.stringify(c.body) : undefined,
          remoteAddress: `10.63.${(addresses >> 8) & 255}.${addresses & 255}`,
        });
        requests += 1;
        const what = `${route.method} ${route.url}, ${c.label} -> ${res.statusCode}`;
        if (res.statusCode >= 500) serverErrors.push(`${what} ${res.body.slice(0, 200)}`);
        if (res.statusCode >= 400 && (await guardedState()) !== before) writesOnRefusal.push(what);
      }
    }
    expect(requests).toBeGreaterThan(100);
    expect({ serverErrors, writesOnRefusal }).toEqual({ serverErrors: [], writesOnRefusal: [] });
  }, 180_000);
});
