import type { Database } from '../../../db/client';
import * as repo from '../booking/bookings.repository';

/** A booking's lessons (with seats) and swimmers, for the owner's booking page. */
export async function bookingLessonsAndSwimmers(db: Database, bookingId: string) {
  const [{ lessons, swimmers }, seatRows] = await Promise.all([
    repo.bookingDetailsRows(db, bookingId),
    repo.bookingSlotRows(db, bookingId),
  ]);
  const seats = new Map(seatRows.map((s) => [s.slotId, s.seats]));
  // Both reads list the same booking_slots rows, keyed by (booking, slot), so every lesson has its seats.
  return { lessons: lessons.map((l) => ({ ...l, seats: seats.get(l.slotId) ?? 0 })), swimmers };
}
