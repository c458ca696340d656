import { describe, expect, test } from 'vitest';
import {
  BOOKING_EVENTS,
  BOOKING_STATES,
  BOOKING_TRANSITIONS,
  INITIAL_STATE,
  nextBookingState,
  type BookingEvent,
  type BookingState,
} from './booking-lifecycle';

// The transitions the business allows, written out once more by hand: the table must say exactly this.
const ALLOWED: ReadonlyArray<[BookingState, BookingEvent, BookingState]> = [
  ['pending_payment', 'paid', 'confirmed'],
  ['expired', 'paid', 'confirmed'],
  ['pending_payment', 'paid_too_late', 'refunded'],
  ['expired', 'paid_too_late', 'refunded'],
  ['voided', 'paid_too_late', 'refunded'],
  ['pending_payment', 'hold_expired', 'expired'],
  ['pending_payment', 'checkout_voided', 'voided'],
  ['confirmed', 'cancel_with_refund', 'refunded'],
  ['confirmed', 'cancel_without_refund', 'cancelled'],
  // Credits: a checkout paid with lesson credits is booked at once; cancelling it gives credits back.
  ['pending_payment', 'paid_with_credits', 'confirmed'],
  ['confirmed', 'cancel_with_credit', 'cancelled'],
];

describe('the booking lifecycle table', () => {
  const pairs = BOOKING_STATES.flatMap((state) => BOOKING_EVENTS.map((event) => [state, event] as const));

  test.each(pairs)('from %s, the event %s moves only where the table allows', (state, event) => {
    const allowed = ALLOWED.find(([s, e]) => s === state && e === event);
    expect(nextBookingState(state, event)).toBe(allowed ? allowed[2] : null);
  });

  test('a cancelled or refunded booking is never confirmed again by a late payment', () => {
    expect(nextBookingState('cancelled', 'paid')).toBeNull();
    expect(nextBookingState('refunded', 'paid')).toBeNull();
    expect(nextBookingState('cancelled', 'paid_too_late')).toBeNull();
  });

  test('a checkout that was voided can only end refunded, never confirmed', () => {
    expect(nextBookingState('voided', 'paid')).toBeNull();
    expect(nextBookingState('voided', 'paid_too_late')).toBe('refunded');
  });

  test('credits never confirm a checkout that expired or was voided, nor a booking already ended', () => {
    for (const state of ['expired', 'voided', 'cancelled', 'refunded'] as const)
      expect(nextBookingState(state, 'paid_with_credits')).toBeNull();
    expect(nextBookingState('pending_payment', 'cancel_with_credit')).toBeNull();
  });

  test('an unknown state moves nowhere', () => {
    expect(nextBookingState('payment_failed', 'paid')).toBeNull();
  });

  test('the table lists no more moves than the business allows', () => {
    const listed = Object.values(BOOKING_TRANSITIONS).reduce((n, moves) => n + Object.keys(moves).length, 0);
    expect(listed).toBe(ALLOWED.length);
  });

  test('online checkouts start waiting for payment and approved requests start confirmed', () => {
    expect(INITIAL_STATE).toEqual({ checkout_started: 'pending_payment', request_approved: 'confirmed' });
  });
});
