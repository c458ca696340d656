import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertConfirmedBooking, insertSlot } from '../../../db/factories';
import { bookingSlots, lessonChanges } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { applyLessonChangeEvent } from './lesson-change-events';
import { insertLessonChange } from './lesson-changes.repository';
import {
  LESSON_CHANGE_EVENTS,
  LESSON_CHANGE_START,
  LESSON_CHANGE_STATUSES,
  LESSON_CHANGE_TRANSITIONS,
  LESSON_STATES,
  LESSON_TRANSITIONS,
  nextLessonChangeStatus,
  type Transition,
} from './lesson-life';

/** Every status the table reaches from `start`, following its moves. */
function reachable<S extends string>(start: S, table: readonly Transition<S, string>[]): Set<S> {
  const seen = new Set<S>([start]);
  for (let grew = true; grew;) {
    grew = false;
    for (const t of table)
      if (seen.has(t.from) && !seen.has(t.to)) {
        seen.add(t.to);
        grew = true;
      }
  }
  return seen;
}

describe('the lesson change table', () => {
  test('every status is reached from the first one', () => {
    expect([...reachable(LESSON_CHANGE_START, LESSON_CHANGE_TRANSITIONS)].sort()).toEqual(
      [...LESSON_CHANGE_STATUSES].sort(),
    );
  });

  test('applied and refunded are final: no move leaves them', () => {
    for (const terminal of ['applied', 'refunded'])
      expect(LESSON_CHANGE_TRANSITIONS.filter((t) => t.from === terminal)).toEqual([]);
    const withExits = new Set(LESSON_CHANGE_TRANSITIONS.map((t) => t.from));
    expect(LESSON_CHANGE_STATUSES.filter((s) => !withExits.has(s)).sort()).toEqual(['applied', 'refunded']);
  });

  test('each (status, event) pair has at most one move, and every event is used', () => {
    const keys = LESSON_CHANGE_TRANSITIONS.map((t) => `${t.from}/${t.event}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(LESSON_CHANGE_TRANSITIONS.map((t) => t.event))).toEqual(new Set(LESSON_CHANGE_EVENTS));
  });

  test('a move the table lacks is refused', () => {
    expect(nextLessonChangeStatus('applied', 'move_voided')).toBeNull();
    expect(nextLessonChangeStatus('voided', 'moved')).toBeNull();
    expect(nextLessonChangeStatus('refunded', 'paid_too_late')).toBeNull();
    expect(nextLessonChangeStatus('pending_payment', 'moved')).toBe('applied');
  });
});

describe('the lesson table', () => {
  test('a booked lesson can be cancelled, and a cancelled one goes nowhere', () => {
    expect([...reachable('booked', LESSON_TRANSITIONS)].sort()).toEqual([...LESSON_STATES].sort());
    expect(LESSON_TRANSITIONS.filter((t) => t.from === 'cancelled')).toEqual([]);
  });
});

describe('applying a lesson change event to a stored change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  async function storedChange() {
    const from = await insertSlot(t.db, { capacity: 1 });
    const to = await insertSlot(t.db, { capacity: 1 });
    const booking = await insertConfirmedBooking(t.db, { slots: [from], seats: 1, lessonType: 'private' });
    const [lesson] = await t.db.select().from(bookingSlots).where(eq(bookingSlots.bookingId, booking.id));
    return insertLessonChange(t.db, {
      bookingId: booking.id,
      lessonId: lesson!.lessonId,
      fromSlotId: from.id,
      toSlotId: to.id,
      priceCents: to.basePriceCents,
      differenceCents: 0,
      actor: 'test',
    });
  }

  const statusOf = async (id: string) =>
    (await t.db.select().from(lessonChanges).where(eq(lessonChanges.id, id)))[0]?.status;

  test('a listed move changes the row once; the same move from a stale status changes nothing', async () => {
    const change = await storedChange();
    expect(change.status).toBe(LESSON_CHANGE_START);
    expect(await applyLessonChangeEvent(t.db, change, 'moved')).toEqual({
      from: 'pending_payment',
      to: 'applied',
    });
    expect(await statusOf(change.id)).toBe('applied');
    // The caller's copy still says pending_payment: the guarded UPDATE finds no such row.
    expect(await applyLessonChangeEvent(t.db, change, 'move_voided')).toBeNull();
    expect(await statusOf(change.id)).toBe('applied');
  });

  test('a move the table lacks leaves the row as it was', async () => {
    const change = await storedChange();
    await applyLessonChangeEvent(t.db, change, 'move_voided');
    expect(await applyLessonChangeEvent(t.db, { id: change.id, status: 'voided' }, 'moved')).toBeNull();
    expect(await statusOf(change.id)).toBe('voided');
  });
});
