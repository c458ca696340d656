/**
 * What each template needs, in the business's words. The views of a booking, request, lead, message or package come
 * from the modules that own those rows (contracts/email-views.ts); the ones here combine them with what an event says.
 * The previews build them all from sample data. Money is in cents, instants are Dates, and `timeZone` is the customer's.
 */

export type {
  BookingView,
  ContactMessageView,
  LeadView,
  LessonRequestView,
  LessonTime,
  LessonView,
  PackagePurchasedView,
  SwimmerView,
} from '../../../contracts/email-views';
import type { BookingView, LessonTime, LessonView } from '../../../contracts/email-views';

export interface InstructorNoticeView {
  instructorName: string;
  booking: BookingView;
  /** The lessons of this booking this instructor teaches, first one first. */
  lessons: LessonView[];
}

export interface LessonRescheduledView {
  booking: BookingView;
  /** The lesson at its new time, with its raised SEQUENCE. */
  lesson: LessonView;
  /** Where the lesson was before the move. */
  from: LessonTime;
  /** What the family paid for the dearer time (positive) or got back for the cheaper one (negative). */
  differenceCents: number;
}

export interface LessonsCancelledView {
  booking: BookingView;
  /** The lessons this cancellation took away, each with its raised SEQUENCE. */
  lessons: LessonView[];
  /** Refunded to the card for them; 0 when no refund applies. */
  refundedCents: number;
  /** Lesson credits the family got for them instead of money; 0 for none. */
  creditLessons: number;
  /** Who cancelled them: the family, the owner, or the owner for weather. */
  cause: CancelCause;
  /** When the lots the credits went to expire (empty when unknown or none were given). */
  creditExpiries: Date[];
}

export type CancelCause = 'family' | 'owner' | 'weather';

export interface FamilySignInLinkView {
  url: string;
}

export interface SlotCancelledView {
  booking: BookingView;
  lesson: LessonView;
  /** This lesson's share of the payment, refunded; 0 when nothing was paid online. */
  refundedCents: number;
}
