/**
 * Instructors' availability through the API: hours an instructor sends wait for the owner (or apply at once when
 * the owner allows it), time off applies at once, bad input changes nothing, and no instructor reaches another's.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AvailabilityInput, AvailabilityState } from '@core/api/availability';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import { dayKeyInZone, shiftDayKey } from '@core/rules/timezones';
import { insertInstructor } from '../../db/factories';
import { availabilityPlans, availabilityTimeOff } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { linkTokenIn, openInstructorLink, signIn, type AdminClient } from '../auth/testing';
import { auditOfEntity } from '../audit';
import { lastEmail } from '../email/test-support/outbox';
import { eraseOldAvailability } from './service';

let t: TestApp;
let admin: AdminClient;
const ids = { maya: '', carlos: '' };
const as: Record<'maya' | 'carlos', Record<string, string>> = { maya: {}, carlos: {} };
const today = dayKeyInZone(new Date(), DEFAULT_TIME_ZONE);
const inDays = (n: number) => shiftDayKey(today, n);

async function invite(name: string, email: string) {
  const id = (await insertInstructor(t.db, { name, email })).id;
  await t.app.inject({ method: 'POST', url: `/api/admin/instructors/${id}/invite`, headers: admin.headers });
  const mail = await lastEmail(t.app, email, 'instructor_invite');
  const cookie = await openInstructorLink(t.app, linkTokenIn(mail!.text));
  return { id, headers: { cookie, origin: t.config.publicUrl } };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, { ip: '10.2.0.41' });
  const maya = await invite('Maya Thompson', 'maya.hours@example.com');
  const carlos = await invite('Carlos Vega', 'carlos.hours@example.com');
  ids.maya = maya.id;
  ids.carlos = carlos.id;
  as.maya = maya.headers;
  as.carlos = carlos.headers;
});
afterAll(async () => t?.close());

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, headers, payload: payload as object | undefined });
const mine = (who: 'maya' | 'carlos', method: Method, path: string, payload?: unknown) =>
  call(method, `/api/instructor/${path}`, as[who], payload);
const owners = (method: Method, path: string, payload?: unknown) =>
  call(method, `/api/admin/${path}`, admin.headers, payload);

const weekdayMornings: AvailabilityInput = {
  effectiveFrom: today,
  hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinutes: 9 * 60, endMinutes: 12 * 60 })),
  lessonTypes: ['private', 'semi_private'],
  levels: ['turtle', 'seahorse', 'guppy'],
  maxLessonsPerDay: 5,
  maxDriveMinutes: 40,
};

async function stateOf(who: 'maya' | 'carlos'): Promise<AvailabilityState> {
  const res = await mine(who, 'GET', 'availability');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const rowsOf = async (instructorId: string) =>
  (await t.db.select().from(availabilityPlans)).filter((p) => p.instructorId === instructorId);

describe('hours an instructor sends', () => {
  test('wait for the owner by default; the owner sees them waiting and approves them', async () => {
    expect((await stateOf('maya')).needsApproval).toBe(true);
    const sent = await mine('maya', 'PUT', 'availability', weekdayMornings);
    expect(sent.statusCode, sent.body).toBe(200);
    const waiting = sent.json<AvailabilityState>();
    expect(waiting.plans).toEqual([]);
    expect(waiting.pending?.hours).toHaveLength(5);
    expect(waiting.pending?.setBy).toBe('instructor');

    const pending = await owners('GET', 'availability/pending');
    expect(pending.json().instructors).toEqual([
      expect.objectContaining({ instructorId: ids.maya, name: 'Maya Thompson' }),
    ]);

    const approved = await owners('POST', `instructors/${ids.maya}/availability/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const state = await stateOf('maya');
    expect(state.pending).toBeNull();
    expect(state.plans).toHaveLength(1);
    expect(state.plans[0]).toMatchObject({
      effectiveFrom: today,
      lessonTypes: ['private', 'semi_private'],
      maxLessonsPerDay: 5,
      maxDriveMinutes: 40,
    });
    expect((await owners('GET', 'availability/pending')).json().instructors).toEqual([]);
    const audit = await auditOfEntity(t.db, ids.maya, 20);
    expect(audit.map((a) => a.action)).toContain('availability.approved');
  });

  test('declined, the instructor sees it until they withdraw it or send other hours', async () => {
    const evenings = {
      ...weekdayMornings,
      effectiveFrom: inDays(14),
      hours: [{ weekday: 2, startMinutes: 16 * 60, endMinutes: 19 * 60 }],
    };
    expect((await mine('maya', 'PUT', 'availability', evenings)).statusCode).toBe(200);
    expect((await owners('POST', `instructors/${ids.maya}/availability/decline`)).statusCode).toBe(200);
    const state = await stateOf('maya');
    expect(state.declined?.effectiveFrom).toBe(inDays(14));
    expect(state.pending).toBeNull();
    expect(state.plans).toHaveLength(1); // the approved hours stay as they were

    // Nothing waits any more: approving or declining again is a 404 and changes nothing.
    expect((await owners('POST', `instructors/${ids.maya}/availability/approve`)).statusCode).toBe(404);
    expect((await owners('POST', `instructors/${ids.maya}/availability/decline`)).statusCode).toBe(404);

    expect((await mine('maya', 'DELETE', 'availability/waiting')).statusCode).toBe(200);
    expect((await stateOf('maya')).declined).toBeNull();
    expect((await mine('maya', 'DELETE', 'availability/waiting')).statusCode).toBe(404);
  });

  test('apply at once when the owner allows it, and later hours start on their day', async () => {
    const setting = await owners('PUT', `instructors/${ids.maya}/availability/approval`, {
      needsApproval: false,
    });
    expect(setting.statusCode, setting.body).toBe(200);
    expect(setting.json<AvailabilityState>().needsApproval).toBe(false);

    const fromNextMonth = {
      ...weekdayMornings,
      effectiveFrom: inDays(30),
      hours: [{ weekday: 6, startMinutes: 8 * 60, endMinutes: 14 * 60 }],
    };
    const res = await mine('maya', 'PUT', 'availability', fromNextMonth);
    expect(res.statusCode, res.body).toBe(200);
    const state = res.json<AvailabilityState>();
    expect(state.pending).toBeNull();
    expect(state.plans.map((p) => p.effectiveFrom)).toEqual([today, inDays(30)]);
    expect(state.plans[1]!.hours).toEqual([{ weekday: 6, startMinutes: 480, endMinutes: 840 }]);

    // Hours from an earlier day replace every set starting that day or later.
    const fromNextWeek = { ...fromNextMonth, effectiveFrom: inDays(7) };
    const replaced = await mine('maya', 'PUT', 'availability', fromNextWeek);
    expect(replaced.json<AvailabilityState>().plans.map((p) => p.effectiveFrom)).toEqual([today, inDays(7)]);
  });

  test('the owner’s own changes apply at once, whatever the setting, and are in the audit log', async () => {
    const res = await owners('PUT', `instructors/${ids.carlos}/availability`, weekdayMornings);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AvailabilityState>()).toMatchObject({ needsApproval: true, pending: null });
    expect((await stateOf('carlos')).plans[0]?.setBy).toBe('owner');
    const audit = await auditOfEntity(t.db, ids.carlos, 20);
    expect(audit.map((a) => a.action)).toContain('availability.set');
  });
});

describe('bad input', () => {
  const cases: [string, unknown, string][] = [
    ['a start day in the past', { ...weekdayMornings, effectiveFrom: inDays(-1) }, 'effectiveFrom'],
    ['a start day over a year ahead', { ...weekdayMornings, effectiveFrom: inDays(400) }, 'effectiveFrom'],
    [
      'an end before the start',
      { ...weekdayMornings, hours: [{ weekday: 1, startMinutes: 600, endMinutes: 540 }] },
      'hours.0.endMinutes',
    ],
    [
      'overlapping ranges on a day',
      {
        ...weekdayMornings,
        hours: [
          { weekday: 1, startMinutes: 540, endMinutes: 720 },
          { weekday: 1, startMinutes: 700, endMinutes: 800 },
        ],
      },
      'hours',
    ],
    [
      'a time off the five-minute marks',
      { ...weekdayMornings, hours: [{ weekday: 1, startMinutes: 541, endMinutes: 600 }] },
      'hours.0.startMinutes',
    ],
    [
      'a weekday that is not one',
      { ...weekdayMornings, hours: [{ weekday: 7, startMinutes: 0, endMinutes: 60 }] },
      'hours.0.weekday',
    ],
    ['an unknown lesson type', { ...weekdayMornings, lessonTypes: ['underwater_hockey'] }, 'lessonTypes.0'],
    ['no lesson type', { ...weekdayMornings, lessonTypes: [] }, 'lessonTypes'],
    ['a level twice', { ...weekdayMornings, levels: ['guppy', 'guppy'] }, 'levels'],
    ['too many lessons a day', { ...weekdayMornings, maxLessonsPerDay: 40 }, 'maxLessonsPerDay'],
    ['a drive of a day', { ...weekdayMornings, maxDriveMinutes: 1440 }, 'maxDriveMinutes'],
  ];
  test.each(cases)('%s is a 400 naming the field, and changes nothing', async (_name, body, field) => {
    const before = await rowsOf(ids.carlos);
    const res = await mine('carlos', 'PUT', 'availability', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().fieldErrors ?? {})).toContain(field);
    expect(await rowsOf(ids.carlos)).toEqual(before);
  });
});

describe('time off', () => {
  test('applies at once and is removed by its instructor only', async () => {
    const added = await mine('carlos', 'POST', 'time-off', {
      from: inDays(3),
      to: inDays(5),
      note: 'Family wedding',
    });
    expect(added.statusCode, added.body).toBe(201);
    const entry = added.json<AvailabilityState>().timeOff.at(-1)!;
    expect(entry).toMatchObject({ from: inDays(3), to: inDays(5), note: 'Family wedding' });

    // Maya removing Carlos's time off is a 404, exactly like time off that does not exist.
    const theirs = await mine('maya', 'DELETE', `time-off/${entry.id}`);
    const none = await mine('maya', 'DELETE', 'time-off/8a4d1f5e-0000-4000-8000-000000000000');
    expect([theirs.statusCode, none.statusCode]).toEqual([404, 404]);
    expect(theirs.json()).toEqual(none.json());
    expect((await stateOf('carlos')).timeOff.map((o) => o.id)).toContain(entry.id);
    expect((await stateOf('maya')).timeOff.map((o) => o.id)).not.toContain(entry.id);

    expect((await mine('carlos', 'DELETE', `time-off/${entry.id}`)).statusCode).toBe(200);
    expect((await stateOf('carlos')).timeOff.map((o) => o.id)).not.toContain(entry.id);
  });

  test('the owner adds and removes an instructor’s time off too', async () => {
    const added = await owners('POST', `instructors/${ids.maya}/time-off`, {
      from: inDays(1),
      to: inDays(1),
    });
    expect(added.statusCode, added.body).toBe(201);
    const entry = added.json<AvailabilityState>().timeOff[0]!;
    expect((await owners('DELETE', `instructors/${ids.carlos}/time-off/${entry.id}`)).statusCode).toBe(404);
    expect((await owners('DELETE', `instructors/${ids.maya}/time-off/${entry.id}`)).statusCode).toBe(200);
    const audit = await auditOfEntity(t.db, ids.maya, 20);
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['availability.time_off_added', 'availability.time_off_removed']),
    );
  });

  test.each([
    ['a last day before the first', { from: inDays(5), to: inDays(3) }, 'to'],
    ['time off already over', { from: inDays(-5), to: inDays(-2) }, 'to'],
    ['over a year long', { from: inDays(1), to: inDays(400) }, 'to'],
    ['a note with a line break', { from: inDays(1), to: inDays(2), note: 'a\nb' }, 'note'],
    ['no days', { note: 'away' }, 'from'],
  ])('%s is a 400 naming the field, and adds nothing', async (_name, body, field) => {
    const before = await t.db.select().from(availabilityTimeOff);
    const res = await mine('carlos', 'POST', 'time-off', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().fieldErrors ?? {})).toContain(field);
    expect(await t.db.select().from(availabilityTimeOff)).toEqual(before);
  });

  test('at most 60 stretches planned at once: the next is a 409', async () => {
    await t.db.insert(availabilityTimeOff).values(
      Array.from({ length: 60 }, (_, i) => ({
        instructorId: ids.carlos,
        fromDay: inDays(100 + i),
        toDay: inDays(100 + i),
      })),
    );
    const res = await mine('carlos', 'POST', 'time-off', { from: inDays(200), to: inDays(200) });
    expect(res.statusCode, res.body).toBe(409);
  });
});

describe('who may', () => {
  test('without a session each call is a 401; a family or instructor cannot reach the owner’s', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/instructor/availability' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/instructors/${ids.maya}/availability` }))
        .statusCode,
    ).toBe(401);
    const asInstructor = await call(
      'POST',
      `/api/admin/instructors/${ids.maya}/availability/approve`,
      as.maya,
    );
    expect(asInstructor.statusCode).toBe(401);
  });

  test('an instructor id that does not exist is a 404 for the owner', async () => {
    const ghost = '0f0f0f0f-0000-4000-8000-000000000000';
    expect((await owners('GET', `instructors/${ghost}/availability`)).statusCode).toBe(404);
    expect((await owners('PUT', `instructors/${ghost}/availability`, weekdayMornings)).statusCode).toBe(404);
    expect(
      (await owners('POST', `instructors/${ghost}/time-off`, { from: today, to: today })).statusCode,
    ).toBe(404);
  });
});

describe('retention', () => {
  test('ended time off and replaced hours older than a year go; the hours in effect stay', async () => {
    const id = (await insertInstructor(t.db, { name: 'Old Hand', email: 'old.hand@example.com' })).id;
    const plan = {
      instructorId: id,
      hours: [],
      lessonTypes: ['private'],
      levels: ['turtle'],
      status: 'approved',
      setBy: 'owner',
    };
    await t.db.insert(availabilityPlans).values([
      { ...plan, effectiveFrom: inDays(-800) },
      { ...plan, effectiveFrom: inDays(-500) }, // took over 500 days ago: the one before it goes
      { ...plan, effectiveFrom: inDays(-10) }, // took over 10 days ago: the one before it stays a while
    ]);
    await t.db.insert(availabilityTimeOff).values([
      { instructorId: id, fromDay: inDays(-600), toDay: inDays(-590) },
      { instructorId: id, fromDay: inDays(-20), toDay: inDays(-15) },
    ]);
    expect(await eraseOldAvailability(t.db)).toBe(2);
    expect((await rowsOf(id)).map((p) => p.effectiveFrom).sort()).toEqual([inDays(-500), inDays(-10)]);
    const off = (await t.db.select().from(availabilityTimeOff)).filter((o) => o.instructorId === id);
    expect(off.map((o) => o.fromDay)).toEqual([inDays(-20)]);
  });
});
