/** The ledger module's door: all that other modules may import from it (lint refuses any other file of it). */
export { setHoldCookie } from './holds/hold-cookie';
export {
  NO_PLACE,
  bookApprovedRequest,
  bookingLessonsAndSwimmers,
  cancelBooking,
  cancelFamilyLessons,
  cancelSlot,
  confirmLessonChange,
  eraseOldSwimmerNotes,
  familiesWithLessonsWithin,
  familyHasLessons,
  familySwimmerNames,
  freeSeatsOn,
  getBusinessPolicies,
  holdSeatsForOffer,
  instructorLessonsBetween,
  listFamilyBookings,
  offerHoldStates,
  previewFamilyCancellation,
  releaseOfferHold,
  requireCapacityFits,
  rescheduleLesson,
  rescheduleOptions,
  resolveLessonPlace,
  seatTransaction,
  setBusinessPolicies,
  settleIntent,
  taughtLesson,
  unavailableSlotIds,
} from './service';
export type { InstructorLesson } from './service';
export { unreachableTimes } from './seats/travel-check';
export {
  bookingEmailFacts,
  confirmedBookingEmailFacts,
  creditExpiriesOfLessons,
  emailLessonTimes,
  lessonMoveEmailFacts,
  packagePurchaseEmailView,
  requestBookingEmailView,
} from './views/email-facts';
export { ledgerRoutes } from './routes';
export { holdSweeperJob } from './service';
