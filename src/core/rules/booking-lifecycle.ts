/**
 * The booking lifecycle: every state a booking can be in and the events that move it. The ledger applies an event
 * only when this table lists it for the booking's current state; any other (state, event) pair changes nothing.
 *
 *   checkout started ──> pending_payment ──paid──> confirmed ──cancel_with_refund──> refunded
 *   request approved ─────────────────────────────> confirmed ──cancel_without_refund─> cancelled
 *   pending_payment ──hold_expired──> expired ──paid (seats still free)──> confirmed
 *   pending_payment ──checkout_voided──> voided ──paid──> (never confirmed) refunded via paid_too_late
 *   pending_payment ──paid_with_credits──> confirmed ──cancel_with_credit──> cancelled (credits go back)
 */
export const BOOKING_STATES = [
  'pending_payment',
  'confirmed',
  'cancelled',
  'refunded',
  'expired',
  'voided',
] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

export const BOOKING_EVENTS = [
  /** The gateway says the money moved and every lesson's seats still fit. */
  'paid',
  /** The gateway says the money moved but the seats cannot be given (gone, or the checkout was voided): refund all. */
  'paid_too_late',
  /** The hold ended before payment; the sweeper gave up on the intent. */
  'hold_expired',
  /** The checkout was replaced by a newer one on the same hold, or cancelled before anyone paid. */
  'checkout_voided',
  /** Cancelled by the owner, the family or the business cancelling every lesson, with money going back. */
  'cancel_with_refund',
  /** Cancelled with nothing to give back (late notice, or paid at the lesson). */
  'cancel_without_refund',
  /** The family's lesson credits paid for every lesson at once (no card step): the checkout is booked. */
  'paid_with_credits',
  /** Cancelled with lesson credits going back instead of money (credits returned, the policy's credit, or weather). */
  'cancel_with_credit',
] as const;
export type BookingEvent = (typeof BOOKING_EVENTS)[number];

/** How each booking is born: online checkouts wait for payment; an approved request is confirmed, paid at the lesson. */
export const INITIAL_STATE = {
  checkout_started: 'pending_payment',
  request_approved: 'confirmed',
} as const satisfies Record<string, BookingState>;

export const BOOKING_TRANSITIONS: Readonly<
  Record<BookingEvent, Partial<Record<BookingState, BookingState>>>
> = {
  paid: { pending_payment: 'confirmed', expired: 'confirmed' },
  paid_too_late: { pending_payment: 'refunded', expired: 'refunded', voided: 'refunded' },
  hold_expired: { pending_payment: 'expired' },
  checkout_voided: { pending_payment: 'voided' },
  cancel_with_refund: { confirmed: 'refunded' },
  cancel_without_refund: { confirmed: 'cancelled' },
  paid_with_credits: { pending_payment: 'confirmed' },
  cancel_with_credit: { confirmed: 'cancelled' },
};

/** The state `event` moves a booking in `state` to, or null when the table does not list that move. */
export function nextBookingState(state: string, event: BookingEvent): BookingState | null {
  const to = BOOKING_TRANSITIONS[event][state as BookingState];
  return to ?? null;
}

/** States that can still end as a paid booking: a payment that lands now is settled, not ignored. */
export const AWAITING_PAYMENT_STATES: readonly BookingState[] = ['pending_payment', 'expired', 'voided'];

/** Why a payment was refunded instead of booking seats: stored as the booking's end reason, read by its email. */
export const PAYMENT_REFUSAL_REASONS = {
  seatsGone: 'Paid after the hold ended and the time was booked by someone else',
  checkoutReplaced: 'Paid for a checkout that had been replaced',
  couponUsedUp: 'Paid after the hold ended and the coupon had been used up meanwhile',
} as const;
