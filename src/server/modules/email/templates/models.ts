/**
 * What each template needs, in the business's words. The event handler builds these from rows; the previews
 * build them from sample data. Money is in cents, instants are Dates, and `timeZone` is the customer's.
 */

/** A lesson time: a slot with its instructor and place. */
export interface LessonTime {
  slotId: string;
  start: Date;
  end: Date;
  instructorName: string;
  venueName: string;
  venueAddress: string | null;
}

/** One lesson of a booking. */
export interface LessonView extends LessonTime {
  /** The lesson's own id: it stays the same when the lesson moves to another slot. */
  lessonId: string;
  /** The invite's UID before the host, fixed when booked and kept through moves. */
  icsUid: string;
  /** The invite's SEQUENCE now: one more for every move and for the cancellation. */
  icsSequence: number;
  /** This one lesson will not take place (the family or the business cancelled it). */
  cancelled: boolean;
}

export interface SwimmerView {
  name: string;
  email: string;
  phone: string | null;
  ageGroup: string;
  level: string;
  goals: string | null;
  healthConsiderations: string | null;
  fears: string | null;
}

export interface BookingView {
  id: string;
  reference: string;
  lessonType: string;
  swimmersCount: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  timeZone: string;
  lessons: LessonView[];
  swimmers: SwimmerView[];
  addOns: { name: string; quantity: number; priceCents: number }[];
  breakdown: {
    subtotal: number;
    travelFees: number;
    addOns: number;
    discount: number;
    taxes: number;
    total: number;
  };
  couponCode: string | null;
  emergency: { name: string; phone: string; relationship: string | null };
  specialRequests: string | null;
  refundedCents: number;
  cancelReason: string | null;
  /** Paid at the lesson (an approved lesson request): nothing was paid online, so nothing is refunded online. */
  payAtLesson: boolean;
  /** Paid with lesson credits (one per swimmer per lesson), not by card. */
  paidWithCredits: boolean;
}

export interface LessonRequestView {
  requestCode: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  lessonType: string;
  swimmers: number;
  dates: string[];
  lessons: LessonTime[];
  decisionMessage: string | null;
  /** The confirmed booking an approved request became, if any. */
  booking?: BookingView;
}

export interface LeadView {
  name: string;
  email: string;
}

export interface ContactMessageView {
  name: string;
  email: string;
  message: string;
  receivedAt: Date;
}

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

/** A lesson package bought and paid: its terms as bought, and the credit lot it gave. */
export interface PackagePurchasedView {
  purchaseId: string;
  packageName: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  lessonType: string;
  /** null: any level. */
  level: string | null;
  lessons: number;
  priceCents: number;
  paidAt: Date;
  /** When the package's credits expire (its lot's expiry). */
  expiresAt: Date;
}

export interface FamilySignInLinkView {
  url: string;
}

export interface SlotCancelledView {
  booking: BookingView;
  lesson: LessonView;
  /** This lesson's share of the payment, refunded; 0 when nothing was paid online. */
  refundedCents: number;
}
