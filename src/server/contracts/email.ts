/**
 * What modules tell the email module, and what it answers with: the events that someone must hear about by email
 * and the views a module builds of its own data for an email (more in email-views.ts). It sits below every module, so
 * a module that reports an event (the ledger, requests, the waitlist ...) never imports the email module, and the
 * email module, handed its views when the app is composed, imports none of them.
 */
import type { Config } from '../config';
import type { Database } from '../db/client';

/**
 * Things that happened which someone must hear about by email. Producers call `app.emails.queue` inside the
 * transaction that records the event, so the message exists exactly when the event does.
 *
 * Call it after writing the rows the event names (the handler reads them through `tx` and throws when one is
 * missing): the booking with its booking_slots, swimmers and payment; the lesson request; the lead; the contact
 * message. slot_cancelled names one booking with a lesson on the cancelled slot; its refund row, if any, is written.
 * A refund decided in the transaction is read from its refund rows, sent or not.
 */
export type EmailEvent =
  | { kind: 'lesson_request_received'; requestId: string }
  | { kind: 'lesson_request_approved'; requestId: string }
  | { kind: 'lesson_request_declined'; requestId: string }
  | { kind: 'booking_confirmed'; bookingId: string }
  | { kind: 'booking_cancelled'; bookingId: string }
  | { kind: 'booking_refunded'; bookingId: string }
  | { kind: 'late_payment_refunded'; bookingId: string }
  | { kind: 'slot_cancelled'; slotId: string; bookingId: string; refundedCents: number }
  /** A family moved one lesson (`lesson_changes` row applied): the new invite (same UID, next SEQUENCE) and the owner's notice. */
  | { kind: 'lesson_rescheduled'; bookingId: string; lessonId: string; changeId: string }
  /**
   * A family cancelled lessons of a booking (its booking_slots rows are marked cancelled, their SEQUENCE raised):
   * METHOD:CANCEL invites for them, the refund decided (0 for none), and the owner's notice. `key` is unique per action.
   * `creditLessons`: lesson credits the family got for them instead of money (credits given back, or the owner's
   * policy gives credits); write their credit_entries first, so the email can say when they expire. `cause` says who
   * cancelled: the family (the default), the owner, or the owner for weather.
   */
  | {
      kind: 'lessons_cancelled';
      bookingId: string;
      lessonIds: string[];
      refundedCents: number;
      key: string;
      creditLessons?: number;
      cause?: 'family' | 'owner' | 'weather';
    }
  /** A package purchase was marked paid and its credit lot written (credit_entries kind 'package'): the buyer's email and the owner's notice. */
  | { kind: 'package_purchased'; purchaseId: string }
  /** A family asked for a sign-in link; `url` carries the one-time token (only its hash is stored elsewhere). */
  | { kind: 'family_sign_in_link'; linkId: string; email: string; url: string }
  /** The owner invited an instructor, or an instructor asked for a sign-in link; `url` carries the one-time token. */
  | { kind: 'instructor_invite'; linkId: string; email: string; url: string; name: string }
  | { kind: 'instructor_sign_in_link'; linkId: string; email: string; url: string; name: string }
  /** An instructor finished a lesson (its lesson_progress_reports row is written): the family's progress email. */
  | { kind: 'lesson_progress'; lessonId: string }
  /** A family joined a waitlist (a time or a preference); `leaveUrl` carries the entry's leave token (only its hash is stored). */
  | { kind: 'waitlist_joined'; entryId: string; leaveUrl: string }
  /**
   * Someone joined with an email already waiting on the entry's time (or preference): nothing changed, and the family
   * hears that it is still on the list (no leave link: only the hash of the entry's token is kept). `requestId` is
   * new for each such join, so each is its own message.
   */
  | { kind: 'waitlist_already_waiting'; entryId: string; requestId: string }
  /** Seats were offered to a waitlist entry ("A spot opened"); the links carry the offer hold's token. */
  | { kind: 'waitlist_offer'; offerId: string; claimUrl: string; declineUrl: string; leaveUrl: string }
  | { kind: 'lead_magnet'; leadId: string }
  | { kind: 'contact_message'; messageId: string }
  /** A family signed documents (its document_signatures rows are written): the signed copies, as PDFs, by email. */
  | { kind: 'documents_signed'; signatureIds: string[] };

/** How long a family's sign-in link works: the families module stores its links so, and their email says so. */
export const FAMILY_SIGN_IN_LINK_MINUTES = 15;

/** Turns an event into outbox rows (one per recipient); registered by the email module. */
export type EmailEventHandler = (tx: Database, event: EmailEvent, config: Config) => Promise<void>;

/** The app's way to raise email events: created by `buildApp` and decorated on the app as `emails`. */
export interface EmailEvents {
  queue(tx: Database, event: EmailEvent): Promise<void>;
}

/** "What we worked on today": the instructors module builds it from the lesson it finished. */
export interface LessonProgressView {
  customerName: string;
  instructorName: string;
  startTime: Date;
  timeZone: string;
  swimmers: {
    name: string;
    attended: boolean | null;
    levelTitle: string | null;
    workedOn: string[];
    levelComplete: boolean;
    next: { id: string; title: string; label: string } | null;
  }[];
}
