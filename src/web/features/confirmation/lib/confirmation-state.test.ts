import { describe, expect, test } from 'vitest';
import type { BookingDetails } from '@core/api/bookings';
import type { BookingState } from '@core/rules/booking-lifecycle';
import { ApiError } from '@web/lib/api-client';
import { ENDED_MESSAGES, confirmAnswerFrom, confirmationView, isFinalState } from './confirmation-state';

const booking = (status: BookingState) => ({ id: 'b1', reference: 'BK-ABC123', status }) as BookingDetails;
const answered = { kind: 'answered' } as const;

describe('confirmation state', () => {
  test('only confirmed, cancelled, refunded, expired and voided are final', () => {
    expect(isFinalState('pending_payment')).toBe(false);
    for (const s of ['confirmed', 'cancelled', 'refunded', 'expired', 'voided'] as const)
      expect(isFinalState(s)).toBe(true);
  });

  test('nothing but a booking the server gives as confirmed is shown as confirmed', () => {
    expect(confirmationView(undefined, undefined, false)).toEqual({ kind: 'processing' });
    expect(confirmationView(answered, undefined, false)).toEqual({ kind: 'processing' });
    expect(confirmationView(undefined, booking('confirmed'), false)).toEqual({ kind: 'processing' });
    expect(confirmationView(answered, booking('pending_payment'), false)).toEqual({ kind: 'processing' });
    expect(confirmationView(answered, booking('confirmed'), false).kind).toBe('confirmed');
  });

  test("a refunded booking is explained with the server's reason when its confirm answered 409 with one", () => {
    const reason = 'Your payment went through after the hold on your lesson times ended.';
    const refused = confirmAnswerFrom(new ApiError(reason, 409, 'LATE_PAYMENT_REFUNDED'));
    expect(confirmationView(refused, booking('refunded'), false)).toMatchObject({
      kind: 'ended',
      message: reason,
    });
    expect(confirmationView(answered, booking('refunded'), false)).toMatchObject({
      kind: 'ended',
      message: ENDED_MESSAGES.refunded,
    });
  });

  test('cancelled, expired and voided bookings each end with their own message', () => {
    for (const status of ['cancelled', 'expired', 'voided'] as const)
      expect(confirmationView(answered, booking(status), false)).toMatchObject({
        kind: 'ended',
        message: ENDED_MESSAGES[status],
      });
  });

  test("a failed payment stops the wait and shows the provider's message", () => {
    const failed = confirmAnswerFrom(new ApiError('Your card was declined.', 402, 'PAYMENT_FAILED'));
    expect(confirmationView(failed, booking('pending_payment'), false)).toMatchObject({
      kind: 'payment_failed',
      message: 'Your card was declined.',
    });
  });

  test('a payment not complete yet keeps the page waiting, until it gives up and offers to check again', () => {
    const notYet = confirmAnswerFrom(new ApiError('Not yet', 409, 'PAYMENT_NOT_COMPLETE'));
    expect(notYet).toEqual(answered);
    expect(confirmationView(notYet, booking('pending_payment'), false)).toEqual({ kind: 'processing' });
    expect(confirmationView(notYet, booking('pending_payment'), true).kind).toBe('still_pending');
    expect(confirmationView(notYet, undefined, true)).toEqual({ kind: 'still_pending' });
  });

  test('an unknown booking is not found, and no answer at all lets the booking itself tell', () => {
    expect(confirmAnswerFrom(new ApiError('Booking not found', 404, 'NOT_FOUND'))).toEqual({
      kind: 'not_found',
    });
    expect(confirmationView({ kind: 'not_found' }, undefined, false)).toEqual({ kind: 'not_found' });
    expect(confirmAnswerFrom(new TypeError('Failed to fetch'))).toEqual(answered);
  });
});
