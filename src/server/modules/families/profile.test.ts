import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  PROFILE_LIMITS,
  type FamilyProfile,
  type SavedPlace,
  type SavedSwimmer,
} from '@core/api/family-profile';
import { insertSlot, insertVenue } from '../../db/factories';
import { familyProfiles, familySwimmers, swimmerProgress } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signInFamily } from '../auth/testing';
import { confirm, draft, payTestCard, startCheckout, swimmer } from '../ledger/test/booking-flow';
import { eraseExpiredPersonalData } from '../privacy/service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { recordEmails: true });
});
afterAll(async () => t?.close());

let families = 0;
/** A new family, signed in: its email and its session cookie. */
async function newFamily() {
  const email = `family.${++families}@example.com`;
  return { email, cookie: await signInFamily(t.app, email) };
}

const call = (
  cookie: string | null,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const maya = {
  name: '  Maya Chen ',
  birthDate: '2019-04-12',
  ageGroup: 'child',
  level: 'turtle',
  experienceLevel: 'beginner',
  goals: 'Swim across the pool',
  healthConsiderations: 'Mild asthma; inhaler in her bag',
  fears: 'Putting her face in',
  preferences: 'Likes a female instructor',
};

async function addMaya(cookie: string) {
  const res = await call(cookie, 'POST', '/api/family/swimmers', maya);
  expect(res.statusCode).toBe(201);
  return res.json<SavedSwimmer>();
}

const profileOf = async (cookie: string) => {
  const res = await call(cookie, 'GET', '/api/family/profile');
  expect(res.statusCode).toBe(200);
  return res.json<FamilyProfile>();
};

describe('the profile', () => {
  test('is empty for a family that saved nothing, and keeps contact details and an emergency contact once saved', async () => {
    const { email, cookie } = await newFamily();
    expect(await profileOf(cookie)).toEqual({
      email,
      name: null,
      phone: null,
      emergencyContact: null,
      swimmers: [],
      places: [],
      deletion: {
        erased: expect.stringContaining('saved swimmers'),
        kept: expect.stringContaining(`${t.config.retention.swimmerNotesDays} days`),
      },
    });
    const saved = await call(cookie, 'PUT', '/api/family/profile', {
      name: ' Lin Chen ',
      phone: '(202) 555-0188',
      emergencyContact: { name: 'Wei Chen', phone: '(202) 555-0199', relationship: 'spouse' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Lin Chen',
      phone: '(202) 555-0188',
      emergencyContact: { name: 'Wei Chen', phone: '(202) 555-0199', relationship: 'spouse' },
    });
    expect(await profileOf(cookie)).toMatchObject({ name: 'Lin Chen' });
  });

  test('answers 401 without a family session, and changes nothing', async () => {
    expect((await call(null, 'GET', '/api/family/profile')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/family/swimmers', maya)).statusCode).toBe(401);
    expect((await call(null, 'DELETE', '/api/family/profile')).statusCode).toBe(401);
  });

  test('bad contact details are a 400 naming the field, and change nothing', async () => {
    const { cookie } = await newFamily();
    await call(cookie, 'PUT', '/api/family/profile', {
      name: 'Lin Chen',
      phone: null,
      emergencyContact: null,
    });
    const bad = await call(cookie, 'PUT', '/api/family/profile', {
      name: 'Lin\u0000Chen',
      phone: 'x'.repeat(41),
      emergencyContact: { name: '', phone: '1', relationship: 'boss' },
    });
    expect(bad.statusCode).toBe(400);
    const { fieldErrors } = bad.json<{ fieldErrors: Record<string, string> }>();
    expect(Object.keys(fieldErrors)).toEqual(
      expect.arrayContaining(['name', 'phone', 'emergencyContact.name', 'emergencyContact.relationship']),
    );
    expect(await profileOf(cookie)).toMatchObject({ name: 'Lin Chen', phone: null });
  });
});

describe('saved swimmers', () => {
  test('are added, changed and removed, trimmed, with what the wizard asks', async () => {
    const { cookie } = await newFamily();
    const added = await addMaya(cookie);
    expect(added).toMatchObject({
      name: 'Maya Chen',
      birthDate: '2019-04-12',
      ageGroup: 'child',
      level: 'turtle',
      healthConsiderations: 'Mild asthma; inhaler in her bag',
      previousExperience: null,
    });
    const changed = await call(cookie, 'PUT', `/api/family/swimmers/${added.id}`, {
      ...maya,
      level: 'seahorse',
      fears: '',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: added.id, level: 'seahorse', fears: null });
    expect((await profileOf(cookie)).swimmers).toHaveLength(1);
    expect((await call(cookie, 'DELETE', `/api/family/swimmers/${added.id}`)).statusCode).toBe(204);
    expect((await profileOf(cookie)).swimmers).toEqual([]);
    expect((await call(cookie, 'DELETE', `/api/family/swimmers/${added.id}`)).statusCode).toBe(404);
  });

  test('bad swimmers are a 400 naming each field, and nothing is saved', async () => {
    const { cookie } = await newFamily();
    const res = await call(cookie, 'POST', '/api/family/swimmers', {
      name: ' ',
      ageGroup: 'baby',
      birthDate: '2999-01-01',
      level: 'shark',
      goals: 'x'.repeat(1001),
    });
    expect(res.statusCode).toBe(400);
    const { fieldErrors } = res.json<{ fieldErrors: Record<string, string> }>();
    expect(fieldErrors).toMatchObject({
      name: 'Full Name is required',
      ageGroup: 'Age Group is required',
      goals: 'Goals may be at most 1000 characters',
    });
    expect(Object.keys(fieldErrors)).toEqual(expect.arrayContaining(['birthDate', 'level']));
    expect((await profileOf(cookie)).swimmers).toEqual([]);
    for (const body of [[], 7, { ...maya, name: 42 }, { ...maya, birthDate: '2019-02-30' }])
      expect((await call(cookie, 'POST', '/api/family/swimmers', body)).statusCode).toBe(400);
  });

  test('another family’s swimmer answers 404 exactly like one that does not exist, and is left as it was', async () => {
    const owner = await newFamily();
    const other = await newFamily();
    const hers = await addMaya(owner.cookie);
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const id of [hers.id, missing]) {
      const put = await call(other.cookie, 'PUT', `/api/family/swimmers/${id}`, { ...maya, name: 'Taken' });
      const del = await call(other.cookie, 'DELETE', `/api/family/swimmers/${id}`);
      expect([put.statusCode, put.json()]).toEqual([
        404,
        { message: 'Swimmer not found', code: 'NOT_FOUND' },
      ]);
      expect(del.statusCode).toBe(404);
    }
    expect((await profileOf(other.cookie)).swimmers).toEqual([]);
    expect((await profileOf(owner.cookie)).swimmers).toEqual([hers]);
    expect((await call(other.cookie, 'PUT', '/api/family/swimmers/not-an-id', maya)).statusCode).toBe(400);
  });

  test(`stop at ${PROFILE_LIMITS.swimmers}, even when the last ones are added at once`, async () => {
    const { cookie } = await newFamily();
    for (let i = 0; i < PROFILE_LIMITS.swimmers - 2; i++) await addMaya(cookie);
    const burst = await Promise.all(
      Array.from({ length: 6 }, () => call(cookie, 'POST', '/api/family/swimmers', maya)),
    );
    expect(burst.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    expect(burst.find((r) => r.statusCode === 409)!.json()).toMatchObject({ code: 'PROFILE_FULL' });
    expect((await profileOf(cookie)).swimmers).toHaveLength(PROFILE_LIMITS.swimmers);
  });
});

describe('saved places', () => {
  test('an address inside the service area and one of our community pools are kept; others are refused', async () => {
    const { cookie } = await newFamily();
    const home = await call(cookie, 'POST', '/api/family/places', {
      label: 'Home',
      place: { kind: 'address', street: '12 Elm Street', city: 'Chevy Chase', state: 'MD', zip: '20815' },
    });
    expect(home.statusCode).toBe(201);
    const pool = await insertVenue(t.db, {
      name: 'Takoma Aquatic Center',
      poolType: 'community',
      zip: '20012',
    });
    const community = await call(cookie, 'POST', '/api/family/places', {
      label: 'Takoma',
      place: { kind: 'community', venueId: pool.id },
    });
    expect(community.statusCode).toBe(201);

    const far = await call(cookie, 'POST', '/api/family/places', {
      label: 'Beach house',
      place: { kind: 'address', street: '1 Ocean Ave', city: 'Ocean City', state: 'MD', zip: '21842' },
    });
    expect(far.statusCode).toBe(400);
    expect(far.json()).toMatchObject({ code: 'OUTSIDE_SERVICE_AREA' });
    const privatePool = await insertVenue(t.db, { name: 'Someone’s pool', poolType: 'home_pool' });
    const notOurs = await call(cookie, 'POST', '/api/family/places', {
      label: 'Neighbour',
      place: { kind: 'community', venueId: privatePool.id },
    });
    expect(notOurs.statusCode).toBe(400);

    const places = (await profileOf(cookie)).places;
    expect(places.map((p) => p.label)).toEqual(['Home', 'Takoma']);
    const other = await newFamily();
    expect((await call(other.cookie, 'DELETE', `/api/family/places/${places[0]!.id}`)).statusCode).toBe(404);
    expect((await call(cookie, 'DELETE', `/api/family/places/${places[0]!.id}`)).statusCode).toBe(204);
    expect((await profileOf(cookie)).places.map((p: SavedPlace) => p.label)).toEqual(['Takoma']);
  });
});

describe('the family’s own data', () => {
  async function bookFor(email: string) {
    const slot = await insertSlot(t.db, {
      lessonType: 'private',
      startsInMinutes: 5 * 24 * 60 + families * 7,
    });
    const checkout = await startCheckout(
      t,
      [slot.id],
      draft({ swimmers: [swimmer({ name: 'Maya Chen', email })] }),
    );
    expect((await payTestCard(t, checkout)).statusCode).toBe(200);
    expect((await confirm(t, checkout.bookingId)).statusCode).toBe(200);
    return checkout.bookingId;
  }

  test('downloads as one JSON file with the profile, bookings, requests, checklists, waitlist, credits and signatures', async () => {
    const { email, cookie } = await newFamily();
    await addMaya(cookie);
    const bookingId = await bookFor(email);
    const res = await call(cookie, 'GET', '/api/family/data-export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="my-swim-lessons-data.json"');
    expect(res.headers['cache-control']).toContain('no-store');
    const data = res.json();
    expect(data).toMatchObject({
      email,
      profile: { swimmers: [{ name: 'Maya Chen', healthConsiderations: maya.healthConsiderations }] },
      bookings: [{ id: bookingId }],
      lessonRequests: [],
      milestoneChecklists: [{ name: 'Maya Chen' }],
      waitlist: { entries: [] },
      credits: { balance: 0 },
      signedDocuments: [],
      // How long what stays is kept, as the page says.
      retention: {
        swimmerNotesDays: t.config.retention.swimmerNotesDays,
        cancelNoticeHours: expect.any(Number),
      },
    });
    const other = await newFamily();
    const theirs = (await call(other.cookie, 'GET', '/api/family/data-export')).json();
    expect(theirs).toMatchObject({ email: other.email, bookings: [], profile: { swimmers: [] } });
  });

  test('deleting the profile erases swimmers’ health notes and fears at once, and keeps the bookings', async () => {
    const { email, cookie } = await newFamily();
    await call(cookie, 'PUT', '/api/family/profile', {
      name: 'Lin Chen',
      phone: null,
      emergencyContact: null,
    });
    await addMaya(cookie);
    const bookingId = await bookFor(email);
    await t.db.insert(swimmerProgress).values({ email, swimmerKey: 'maya chen', swimmerName: 'Maya Chen' });

    const res = await call(cookie, 'DELETE', '/api/family/profile');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      erased: expect.stringContaining('health notes and fears'),
      kept: expect.stringContaining(
        `erased ${t.config.retention.swimmerNotesDays} days after its last lesson`,
      ),
    });
    const left = await t.db.execute(
      sql`select (select count(*) from ${familySwimmers} where email = ${email})::int as swimmers,
                 (select count(*) from ${familyProfiles} where email = ${email})::int as profiles,
                 (select count(*) from ${swimmerProgress} where email = ${email})::int as checklists`,
    );
    expect((left as unknown as { rows: unknown[] }).rows[0]).toEqual({
      swimmers: 0,
      profiles: 0,
      checklists: 0,
    });
    expect(await profileOf(cookie)).toMatchObject({ name: null, swimmers: [] });
    const lessons = await call(cookie, 'GET', '/api/family/lessons');
    expect(lessons.json<{ bookings: { id: string }[] }>().bookings.map((b) => b.id)).toEqual([bookingId]);
  });

  test('a profile unchanged for the retention period goes once the family has had no lesson in it', async () => {
    const gone = await newFamily();
    const back = await newFamily();
    await addMaya(gone.cookie);
    await addMaya(back.cookie);
    await bookFor(back.email); // a lesson ahead: the family is still coming
    const days = t.config.retention.profileDays + 1;
    await t.db.execute(
      sql`update ${familyProfiles} set updated_at = now() - make_interval(days => ${days})
          where email in (${gone.email}, ${back.email})`,
    );
    const erased = await eraseExpiredPersonalData(t.db, t.config.retention);
    expect(erased.familyProfiles).toBeGreaterThanOrEqual(1);
    expect((await profileOf(gone.cookie)).swimmers).toEqual([]);
    expect((await profileOf(back.cookie)).swimmers).toHaveLength(1);
  });
});
