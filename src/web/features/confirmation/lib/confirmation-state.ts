/**
 * What the confirmation page shows, from the server's answers: the answer to "confirm this booking" and the booking
 * as last read back. "Booking Confirmed!" only ever follows a booking whose status the server gave as confirmed.
 */
import type { BookingDetails } from '@core/api/bookings';
import type { BookingState } from '@core/rules/booking-lifecycle';
import { ApiError } from '@web/lib/api-client';
import { PAYMENT_MESSAGES } from '@core/catalog/payment-messages';

/** The states the page stops waiting in: every state but pending_payment (core/rules/booking-lifecycle.ts). */
const FINAL_STATES = ['confirmed', 'cancelled', 'refunded', 'expired', 'voided'] as const;
type FinalState = (typeof FINAL_STATES)[number];
export const isFinalState = (status: BookingState): status is FinalState =>
  (FINAL_STATES as readonly BookingState[]).includes(status);

/** The server's answer to POST /api/bookings/confirm, reduced to what the page needs. */
export type ConfirmAnswer =
  | { kind: 'answered' }
  /** The provider says the payment failed: the booking is still waiting for a payment that will not come. */
  | { kind: 'payment_failed'; message: string }
  /** Any other refusal; its message explains a refund better than a generic sentence can. */
  | { kind: 'refused'; message: string }
  | { kind: 'not_found' };

export function confirmAnswerFrom(error: unknown): ConfirmAnswer {
  if (!(error instanceof ApiError)) return { kind: 'answered' }; // no answer: the booking itself will tell
  if (error.status === 404) return { kind: 'not_found' };
  if (error.status === 402) return { kind: 'payment_failed', message: error.message };
  // Not paid yet: a redirect can come back before the provider's answer; the page keeps asking.
  if (error.code === 'PAYMENT_NOT_COMPLETE') return { kind: 'answered' };
  if (error.status === 409 && error.message) return { kind: 'refused', message: error.message };
  return { kind: 'answered' };
}

export type ConfirmationView =
  | { kind: 'processing' }
  | { kind: 'not_found' }
  | { kind: 'confirmed'; booking: BookingDetails }
  | { kind: 'ended'; booking: BookingDetails; message: string }
  | { kind: 'payment_failed'; booking: BookingDetails; message: string }
  /** Still waiting (or no answer) after the page stopped asking: the visitor can ask again. */
  | { kind: 'still_pending'; booking?: BookingDetails };

export const ENDED_MESSAGES: Record<Exclude<FinalState, 'confirmed'>, string> = {
  refunded:
    'Your payment was refunded in full, so this booking is not confirmed. Please contact us or book other times.',
  cancelled: 'This booking was cancelled. If you did not expect this, please contact us.',
  expired:
    'The hold on these times ended before the payment went through, so this booking was not made. Please choose your times again.',
  voided:
    'This checkout was replaced by a newer one before it was paid, so it cannot be completed. Please finish the payment for your current lesson times, or choose your times again.',
};

export const STILL_PENDING_MESSAGE =
  'This booking is not confirmed yet. If you have paid, it will be confirmed within a few minutes.';

export function confirmationView(
  answer: ConfirmAnswer | undefined,
  booking: BookingDetails | undefined,
  gaveUp: boolean,
): ConfirmationView {
  if (answer?.kind === 'not_found') return { kind: 'not_found' };
  if (!answer) return { kind: 'processing' };
  if (!booking) return gaveUp ? { kind: 'still_pending' } : { kind: 'processing' };
  const { status } = booking;
  if (status === 'confirmed') return { kind: 'confirmed', booking };
  if (isFinalState(status)) {
    const message =
      status === 'refunded' && answer.kind === 'refused' ? answer.message : ENDED_MESSAGES[status];
    return { kind: 'ended', booking, message };
  }
  if (answer.kind === 'payment_failed')
    return { kind: 'payment_failed', booking, message: answer.message || PAYMENT_MESSAGES.failed };
  return gaveUp ? { kind: 'still_pending', booking } : { kind: 'processing' };
}
