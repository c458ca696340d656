import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BOOKING_EVENTS, BOOKING_STATES, BOOKING_TRANSITIONS } from '@core/rules/booking-lifecycle';
import { insertConfirmedBooking, insertSlot } from '../../../db/factories';
import { auditLog, bookings } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { applyBookingEvent } from './lifecycle';
import { lockBooking } from './bookings.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { recordEmails: true });
});
afterAll(async () => t?.close());

const pairs = BOOKING_STATES.flatMap((state) => BOOKING_EVENTS.map((event) => [state, event] as const));

describe('applying a lifecycle event to a stored booking', () => {
  test.each(pairs)('from %s, %s changes the row only when the table lists the move', async (state, event) => {
    const slot = await insertSlot(t.db, { capacity: 1 });
    const booking = await insertConfirmedBooking(t.db, { slots: [slot], seats: 1, lessonType: 'private' });
    await t.db.update(bookings).set({ status: state }).where(eq(bookings.id, booking.id));
    t.emails.length = 0;

    const applied = await t.db.transaction(async (tx) => {
      const locked = await lockBooking(tx, booking.id);
      return applyBookingEvent(t.app, tx, locked!, event, { actor: 'test', reason: 'checked' });
    });

    const expected = BOOKING_TRANSITIONS[event][state] ?? null;
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, booking.id));
    if (expected) {
      expect(applied).toEqual({ from: state, to: expected });
      expect(row?.status).toBe(expected);
      expect(audit.map((a) => a.action)).toEqual([`booking.${event}`]);
    } else {
      expect(applied).toBeNull();
      expect(row?.status).toBe(state);
      expect(audit).toEqual([]);
      expect(t.emails).toEqual([]);
    }
  });
});
