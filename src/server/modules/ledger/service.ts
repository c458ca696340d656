/**
 * The seat ledger: the one module that holds, books, settles and cancels seats and moves money. Other modules
 * call these functions; none of them writes holds, bookings, their lessons and swimmers, payments, refunds or
 * coupon uses. See docs/decisions/0060-seat-ledger.md for the lifecycle table and the lock order.
 */
import type { Database } from '../../db/client';
import * as repo from './booking/bookings.repository';

export { holdSlots } from './holds/holds';
/** A transaction that may move seats or change slots: retried on deadlock, and the seat version moves after it. */
export { ledgerTransaction as seatTransaction } from './context';
export { createPaymentIntent, confirmBooking } from './checkout/checkout';
export { settlePayment, settleIntent } from './checkout/settle';
export { cancelBooking } from './changes/cancel';
export { cancelSlot, requireCapacityFits } from './changes/slots';
export { bookApprovedRequest, type ApprovedRequest } from './checkout/from-request';
export { unavailableSlotIds } from './seats/seats';
export { getBookingForCustomer } from './views/read';
export { priceDraft } from './checkout/pricing-service';
export { resolveLessonPlace, NO_PLACE, type ResolvedPlace } from './checkout/lesson-place';
export { unreachableTimes } from './seats/travel-check';
export { holdSweeperJob, sweepHolds } from './holds/sweeper';
export {
  listFamilyBookings,
  familyHasLessons,
  familySwimmerNames,
  previewFamilyCancellation,
  cancelFamilyLessons,
} from './booking/family';
export { rescheduleOptions, rescheduleLesson } from './changes/lesson-changes';
export { confirmLessonChange } from './changes/settle-change';
export { getBusinessPolicies, setBusinessPolicies, type BusinessPolicies } from './booking/policies';
export {
  holdSeatsForOffer,
  releaseOfferHold,
  offerHoldStates,
  freeSeatsOn,
  MIN_OFFER_MINUTES,
  type OfferHold,
  type OfferHoldState,
} from './holds/offers';

/** Erases swimmers' health notes and fears once their booking's last lesson is `days` days past; returns how many. */
export async function eraseOldSwimmerNotes(db: Database, days: number): Promise<number> {
  return repo.eraseSwimmerNotesAfterLastLesson(db, days);
}

/** Of these families' emails (lower-cased), those whose last lesson ended less than `days` days ago or is to come. */
export async function familiesWithLessonsWithin(
  db: Database,
  emails: readonly string[],
  days: number,
): Promise<Set<string>> {
  return repo.emailsWithLessonsWithin(db, emails, days);
}

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

export { planSeries } from './seats/series';
export { creditAccount, creditFamilies, adjustCredits } from './money/credits';
export { creditQuote, payWithCredits } from './checkout/credit-checkout';
export { checkoutPackage, confirmPackagePurchase } from './money/package-purchases';
export { previewWeather, cancelForWeather } from './changes/weather';
export { instructorLessonsBetween, taughtLesson, type InstructorLesson } from './views/instructor-day';
