/**
 * The waitlist's words, apart from its schemas: pages that only show a button or a message load this without the
 * validation library (src/core/api/waitlist.ts re-exports them).
 */
export const WAITLIST_MESSAGES = {
  joined: "You're on the waitlist. We'll email you as soon as a seat opens.",
  preferenceSaved: "We'll email you when a time like this opens.",
  /** 409 SLOT_HAS_SEATS: the time is not full; the visitor should just book it. */
  slotHasSeats: 'This time has free seats: book it now.',
  /** 409 SLOT_CLOSED: the time started, was cancelled, or is inside the booking notice. */
  slotClosed: 'This time can no longer be booked, so it has no waitlist.',
  left: "You've left the waitlist.",
  /** The leave link of an entry that already left, was booked or removed: the same 200 answer. */
  alreadyLeft: 'You are no longer on this waitlist.',
  declined: 'Thanks for letting us know. We offered the seat to the next family.',
  /** 410 OFFER_ENDED */
  offerEnded: 'This offer has ended: it lapsed, was declined or was already used.',
  /** 404 for an unknown or malformed token. */
  linkInvalid: 'This waitlist link is not valid.',
} as const;

/** What the waitlist emails and links call things. */
export const WAITLIST_OFFER_SUBJECT = 'A spot opened';
export const WAITLIST_JOINED_SUBJECT = "You're on the waitlist";
export const JOIN_WAITLIST_BUTTON = 'Join waitlist';
export const NOTIFY_ME_BUTTON = 'Notify me when a time like this opens';

/** The fragment names the web pages read. */
export const OFFER_FRAGMENT_KEY = 'offer';
