/**
 * Times a spec publishes for itself through the owner's API, at an hour nobody else books, so specs sharing the run's
 * server never compete for a seat.
 */
import type { APIRequestContext } from '@playwright/test';
import type { TimeSlot, TimeSlotsResponse } from '../../../src/core/api/calendar';
import { ownerApi } from './mail';
import { expect } from './test';

export const BUSINESS_ZONE = 'America/New_York';

/** YYYY-MM-DD of the `day`-th of next month. */
export function dayNextMonth(day: number) {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, day, 12));
  return d.toISOString().slice(0, 10);
}

const list = (v: unknown) => (Array.isArray(v) ? v : ((v as { items: unknown[] }).items ?? []));

/** What a published time is, when not a private lesson at the first pool. */
export interface TimeShape {
  lessonType?: TimeSlot['lessonType'];
  capacity?: number;
  /** The pool, by the start of its name. */
  venueNamed?: string;
  /** The instructor, by name (the first of the list when not given). */
  instructorNamed?: string;
}

/**
 * Publishes a private lesson (capacity 1, unless `shape` says otherwise) at `time` (HH:MM, business time) on
 * `firstDay` and the `weeks - 1` weeks after it; returns the times, earliest first.
 */
export async function publishPrivateTimes(
  request: APIRequestContext,
  baseURL: string,
  firstDay: string,
  time: string,
  weeks = 1,
  shape: TimeShape = {},
): Promise<TimeSlot[]> {
  const lessonType = shape.lessonType ?? 'private';
  const { owner, csrf } = await ownerApi(baseURL);
  try {
    const instructors = list(await (await owner.get('/api/admin/instructors')).json()) as {
      id: string;
      name: string;
    }[];
    const instructor = instructors.find((i) => !shape.instructorNamed || i.name === shape.instructorNamed);
    if (!instructor) throw new Error(`No instructor named ${shape.instructorNamed} in the demo data`);
    const venues = list(await (await owner.get('/api/admin/venues')).json()) as {
      id: string;
      name: string;
    }[];
    const venue = venues.find((v) => !shape.venueNamed || v.name.startsWith(shape.venueNamed))!; // the demo's pools
    const made = await owner.post('/api/admin/slots', {
      headers: csrf,
      data: {
        instructorId: instructor.id,
        venueId: venue.id,
        lessonType,
        capacity: shape.capacity ?? 1,
        basePriceCents: 5500,
        durationMinutes: 30,
        startTimes: [`${firstDay}T${time}`],
        weeks,
      },
    });
    expect(made.status(), await made.text()).toBe(200);
  } finally {
    await owner.dispose();
  }
  const start = new Date(`${firstDay}T00:00:00Z`);
  const end = new Date(start.getTime() + (7 * weeks + 2) * 86_400_000);
  const answer = await request.get(
    `${baseURL}/api/calendar/time-slots?start=${start.toISOString()}&end=${end.toISOString()}`,
  );
  const { timeSlots } = (await answer.json()) as TimeSlotsResponse;
  const hhmm = (iso: string) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: BUSINESS_ZONE, hour: '2-digit', minute: '2-digit' }).format(
      new Date(iso),
    );
  const slots = timeSlots
    .filter((s) => s.lessonType === lessonType && hhmm(s.startTime) === time)
    .sort((a, b) => a.startTime.localeCompare(b.startTime));
  expect(slots.length, `the ${weeks} published times`).toBeGreaterThanOrEqual(weeks);
  return slots.slice(0, weeks);
}
