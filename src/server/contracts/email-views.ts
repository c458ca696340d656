/**
 * The views an email is written from, each built by the module that owns the rows behind it (the ledger for bookings,
 * lessons, changes, credits, package purchases and the owner's policies; requests; growth for leads; contact; the
 * waitlist; instructors; families for the manage link) and handed to the email module when the app is composed. The email module reads no other module's tables and imports
 * none of these modules: it is given `EmailSources`. Money is in cents, instants are Dates, and `timeZone` is the
 * customer's.
 */
import type { PriceBreakdown } from '@core/rules/pricing';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { LessonProgressView } from './email';

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
  breakdown: Omit<PriceBreakdown, 'discountSource'>;
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

/** A booking's lesson with who teaches it: the instructor's notice goes to them, and a cancellation may end their part. */
export interface BookingLessonFacts extends LessonView {
  instructorId: string;
  instructorEmail: string | null;
}

/** A booking as its emails show it, and its lessons with their instructors (all of them, cancelled ones too). */
export interface BookingEmailFacts {
  view: BookingView;
  lessons: BookingLessonFacts[];
  /** The swimmers as booked, with the saved swimmer each was booked as: what their signatures are matched by. */
  swimmers: BookedSwimmerFacts[];
}

/** A booked swimmer's name and the family's saved swimmer it was booked as, if any. */
export interface BookedSwimmerFacts {
  name: string;
  savedSwimmerId: string | null;
}

/** One move of a lesson as the ledger recorded it, with the time the lesson left. */
export interface LessonMoveFacts {
  bookingId: string;
  lessonId: string;
  from: LessonTime;
  /** What the family paid for the dearer time (positive) or got back for the cheaper one (negative). */
  differenceCents: number;
}

/** A waitlist entry as its "You're on the waitlist" email needs it, with the family's address. */
export interface WaitlistJoinedFacts {
  email: string;
  name: string;
  kind: 'time' | 'preference';
  lessonType: string;
  swimmers: number;
  /** The family's zone: times are written in it. */
  timeZone: string;
  /** The time waited for (kind time). */
  lesson: LessonTime | null;
  /** The description waited for, in words (kind preference). */
  preference: string | null;
}

/** A waitlist offer as its "A spot opened" email needs it, with the family's address. */
export interface WaitlistOfferFacts {
  email: string;
  name: string;
  lessonType: string;
  swimmers: number;
  timeZone: string;
  lesson: LessonTime;
  /** When the held seats go to the next family. */
  expiresAt: Date;
}

/** A signed document's copy, attached to the family's email as a PDF (base64). */
export interface SignedCopyView {
  title: string;
  version: number;
  swimmerName: string;
  signerName: string;
  signedAt: Date;
  attachment: { filename: string; contentType: string; encoding: 'base64'; content: string };
}

/** Documents signed at once (in the booking's review step, or on My Lessons), with the family's address. */
export interface SignedDocumentsView {
  email: string;
  copies: SignedCopyView[];
}

/** Per swimmer of a booking, the required documents still to sign (`outdated`: signed on a replaced version). */
export type DocumentsMissingFacts = {
  swimmerName: string;
  documents: { title: string; outdated: boolean }[];
}[];

/** Reads one view inside the producer's transaction; undefined when a row it needs does not exist. */
type Reader<T, Id = string> = (tx: Database, id: Id) => Promise<T | undefined>;

/**
 * What the email module is handed when the app is composed: one reader per kind of fact it writes from, the owner's
 * cancellation notice every template states, and the family's manage link; each from the module that owns the rows.
 */
export interface EmailSources {
  /** The ledger: a booking with its lessons, swimmers, price and refunds. */
  booking: Reader<BookingEmailFacts>;
  /**
   * The ledger: the booking, only while it is confirmed. Its status is read under a share lock on the booking's row
   * first, so a cancellation in flight finishes before (or waits for) a reminder about a lesson that will not happen.
   */
  confirmedBooking: Reader<BookingEmailFacts>;
  /** The ledger: a lesson's move (a lesson_changes row). */
  lessonMove: Reader<LessonMoveFacts>;
  /**
   * The ledger: when the credits given for these lessons expire (the lots a cancellation or weather credit opened for
   * them, and the lots credits spent on them went back to); empty when none was given.
   */
  creditExpiriesOfLessons: (tx: Database, lessonIds: string[]) => Promise<Date[]>;
  /** The ledger: a paid package purchase with the credit lot it gave; undefined while unpaid or the lot is unwritten. */
  packagePurchase: Reader<PackagePurchasedView>;
  /** Requests: a lesson request, its lesson times, and the booking an approved one became. */
  lessonRequest: Reader<LessonRequestView>;
  /** Growth: the lead a lead magnet was sent for. */
  lead: Reader<LeadView>;
  /** Contact: a message sent through the contact form. */
  contactMessage: Reader<ContactMessageView>;
  /** The waitlist: an entry, and an offer made to one. */
  waitlistEntry: Reader<WaitlistJoinedFacts>;
  waitlistOffer: Reader<WaitlistOfferFacts>;
  /** Instructors: the progress report of a finished lesson, with the family's address. */
  lessonProgress: Reader<LessonProgressView & { email: string }>;
  /**
   * The ledger: live lessons on open times starting in (from, until], soonest first, leaving out bookings confirmed
   * less than `bookedAheadMs` before the lesson (their confirmation says the same).
   */
  lessonsStartingBetween: (
    db: Database,
    from: Date,
    until: Date,
    bookedAheadMs: number,
  ) => Promise<{ bookingId: string; slotId: string; sequence: number }[]>;
  /** The ledger: (booking, instructor) pairs whose first live lesson together starts in (from, until]. */
  firstLessonsWithInstructorBetween: (
    db: Database,
    from: Date,
    until: Date,
  ) => Promise<{ bookingId: string; instructorId: string }[]>;
  /** The ledger: how many hours ahead a lesson must be cancelled for its share to be refunded. */
  cancelNoticeHours: (tx: Database) => Promise<number>;
  /** Documents: the signatures named, with their copies as PDFs. */
  signedDocuments: Reader<SignedDocumentsView, readonly string[]>;
  /** Documents: what a booking's swimmers still need to sign (empty when nothing). */
  documentsMissing: (
    db: Database,
    email: string,
    swimmers: readonly BookedSwimmerFacts[],
    bookingId: string,
  ) => Promise<DocumentsMissingFacts>;
  /** Families: a "Manage your lessons" link that signs `email` in until `until`, stored in the caller's transaction. */
  manageLink: (tx: Database, config: Config, email: string, until: Date) => Promise<string>;
}
