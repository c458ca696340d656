/**
 * The business changing a lesson slot: cancelling it (every family on it is refunded that lesson's share and told)
 * and changing its capacity (never below the seats taken, held seats included).
 */
import { lowestCapacity } from '@core/rules/seats';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { LockOrderRetry, ledgerTransaction, type LedgerApp } from '../seats/seat-transaction';
import { voidCheckouts } from '../checkout/checkouts';
import { cancelLessons } from './lesson-cancel';
import { cancelIntents, sendDecidedRefunds, type RefundRow } from '../money/refunds';
import { writeAudit } from '../../audit';
import * as repo from '../booking/bookings.repository';
import * as seatsRepo from '../seats/seats.repository';

const notFound = () => new AppError('NOT_FOUND', 404, 'Lesson slot not found');

async function lockSlot(tx: Database, slotId: string) {
  if (!(await seatsRepo.lockSlots(tx, [slotId])).length) throw notFound();
  const [slot] = await seatsRepo.slotSeatFacts(tx, [slotId]);
  if (!slot) throw notFound();
  return slot;
}

/** Refunds one confirmed booking's share of a cancelled lesson; the whole booking ends when it has no lesson left. */
async function cancelLessonOfBooking(
  app: LedgerApp,
  tx: Database,
  booking: repo.BookingRow,
  slotId: string,
  options: { reason: string; actor: string },
): Promise<RefundRow[]> {
  const lesson = (await repo.paidLessons(tx, booking.id)).find((l) => l.slotId === slotId && !l.cancelled);
  if (!lesson) return [];
  const done = await cancelLessons(app, tx, booking, [{ lessonId: lesson.lessonId, refund: true }], {
    reason: options.reason,
    actor: options.actor,
    refundKey: `refund-${booking.id}-lesson-${slotId}`,
    refundReason: `Lesson cancelled by the business: ${options.reason}`,
    action: 'booking.lesson_cancelled',
    credit: 'business',
  });
  await app.emails.queue(tx, {
    kind: 'slot_cancelled',
    slotId,
    bookingId: booking.id,
    refundedCents: done.refundedCents,
  });
  return done.refunds;
}

/** Cancels the lesson: confirmed families get that lesson's share back and an email; unpaid checkouts are voided. */
export async function cancelSlot(
  app: LedgerApp,
  slotId: string,
  options: { reason: string | null; actor: string },
): Promise<{ refundedCents: number; bookings: number }> {
  const reason = options.reason?.trim() || 'Cancelled by the business';
  const decided = await ledgerTransaction(app.db, async (tx) => {
    // Lock order: the bookings on the slot, then the slot. A booking made between the two steps runs this again.
    const ids = await repo.liveBookingIdsOnSlot(tx, slotId);
    const locked = await repo.lockBookings(tx, ids);
    const slot = await lockSlot(tx, slotId);
    if (slot.status === 'cancelled')
      throw new AppError('SLOT_CANCELLED', 409, 'This lesson is already cancelled');
    if ((await repo.liveBookingIdsOnSlot(tx, slotId)).some((id) => !ids.includes(id)))
      throw new LockOrderRetry();

    const refunds: RefundRow[] = [];
    const pending = locked.filter((b) => b.status === 'pending_payment');
    const intents = await voidCheckouts(app, tx, pending, {
      reason: 'The lesson was cancelled',
      actor: options.actor,
    });
    const confirmed = locked.filter((b) => b.status === 'confirmed');
    for (const booking of confirmed) {
      refunds.push(
        ...(await cancelLessonOfBooking(app, tx, booking, slotId, { reason, actor: options.actor })),
      );
    }
    await seatsRepo.setSlotStatus(tx, slotId, 'cancelled');
    await writeAudit(tx, {
      entityType: 'time_slot',
      actor: options.actor,
      action: 'slot.cancelled',
      entityId: slotId,
      details: { reason, bookings: confirmed.length, bookedSeats: slot.confirmedSeats },
    });
    return { refunds, intents, bookings: confirmed.length };
  });
  await cancelIntents(app, decided.intents);
  const refundedCents = await sendDecidedRefunds(app, decided.refunds);
  return { refundedCents, bookings: decided.bookings };
}

/**
 * Checks, with the slot locked in the caller's transaction, that `capacity` still seats everyone who has a seat
 * or a live hold on it; throws 409 naming the lowest capacity allowed.
 */
export async function requireCapacityFits(tx: Database, slotId: string, capacity: number): Promise<void> {
  const slot = await lockSlot(tx, slotId);
  const lowest = lowestCapacity(slot.seatsTaken);
  if (capacity < lowest)
    throw new AppError(
      'CAPACITY_BELOW_BOOKED',
      409,
      `${slot.seatsTaken} seat(s) are booked or held; capacity cannot go below that`,
      { capacity: `At least ${lowest}` },
    );
}
