/** The ledger module's door: all that other modules may import from it (lint refuses any other file of it). */
export { setHoldCookie } from './holds/hold-cookie';
export { NO_PLACE, resolveLessonPlace } from './checkout/lesson-place';
export { bookApprovedRequest } from './checkout/from-request';
export { bookingLessonsAndSwimmers } from './views/booking-lessons';
export { cancelBooking } from './changes/cancel';
export {
  cancelFamilyLessons,
  familyBookedSwimmers,
  familyHasLessons,
  listFamilyBookings,
  previewFamilyCancellation,
} from './booking/family';
export { cancelSlot, requireCapacityFits } from './changes/slots';
export { creditAccount } from './money/credits';
export { confirmLessonChange } from './changes/settle-change';
export { eraseOldSwimmerNotes, familiesWithLessonsWithin } from './booking/retention';
export { freeSeatsOn, holdSeatsForOffer, offerHoldStates, releaseOfferHold } from './holds/offers';
export { getBusinessPolicies, setBusinessPolicies } from './booking/policies';
export { instructorLessonsBetween, taughtLesson } from './views/instructor-day';
export { rescheduleLesson, rescheduleOptions } from './changes/lesson-changes';
export { ledgerTransaction as seatTransaction } from './seats/seat-transaction';
export { settleIntent } from './checkout/settle';
export { unavailableSlotIds } from './seats/seats';
export type { InstructorLesson } from './views/instructor-day';
export { reachableTimesWithDrive, unreachableTimes } from './seats/travel-check';
export {
  bookingEmailFacts,
  confirmedBookingEmailFacts,
  creditExpiriesOfLessons,
  emailLessonTimes,
  lessonMoveEmailFacts,
  packagePurchaseEmailView,
  requestBookingEmailView,
} from './views/email-facts';
export {
  bookingsWithLessonsBetween,
  firstLessonsWithInstructorBetween,
  lessonsStartingBetween,
} from './views/lessons-ahead.repository';
export { whoCancelledSql } from './views/who-cancelled.repository';
export { ledgerRoutes } from './routes';
export { holdSweeperJob } from './holds/sweeper';
