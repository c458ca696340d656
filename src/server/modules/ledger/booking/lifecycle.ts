/**
 * Applies booking lifecycle events. The table in core/rules/booking-lifecycle.ts says which moves exist; this is
 * the only code that changes a booking's state, and it does so on a row the caller has locked, writing the audit
 * line and the email in the same transaction as the move.
 */
import { nextBookingState, type BookingEvent, type BookingState } from '@core/rules/booking-lifecycle';
import type { Database } from '../../../db/client';
import type { EmailEvent } from '../../../contracts/email';
import type { LedgerApp } from '../seats/seat-transaction';
import { writeAudit } from '../../audit';
import * as repo from './bookings.repository';

/** The email each move sends, unless the caller sends a more specific one (a cancelled lesson, say). */
const EMAIL_OF: Partial<Record<BookingEvent, EmailEvent['kind']>> = {
  paid: 'booking_confirmed',
  paid_too_late: 'late_payment_refunded',
  cancel_with_refund: 'booking_refunded',
  cancel_without_refund: 'booking_cancelled',
  paid_with_credits: 'booking_confirmed',
  cancel_with_credit: 'booking_cancelled',
};

export interface AppliedEvent {
  from: BookingState;
  to: BookingState;
}

/**
 * Moves a locked booking by `event`, or returns null (changing nothing) when the table does not list that move
 * from the booking's current state. `booking` must have been read with `lockBooking`/`lockBookings` in `tx`.
 */
export async function applyBookingEvent(
  app: Pick<LedgerApp, 'emails'>,
  tx: Database,
  booking: Pick<repo.BookingRow, 'id' | 'status'>,
  event: BookingEvent,
  options: { actor: string; reason?: string; details?: Record<string, unknown>; email?: boolean },
): Promise<AppliedEvent | null> {
  const from = booking.status as BookingState;
  const to = nextBookingState(from, event);
  if (!to) return null;
  await repo.setBookingState(tx, booking.id, to, {
    confirmed: to === 'confirmed',
    endReason: to === 'confirmed' ? undefined : options.reason,
  });
  await writeAudit(tx, {
    entityType: 'booking',
    actor: options.actor,
    action: `booking.${event}`,
    entityId: booking.id,
    details: { from, to, ...(options.reason ? { reason: options.reason } : {}), ...options.details },
  });
  const kind = options.email === false ? undefined : EMAIL_OF[event];
  if (kind) await app.emails.queue(tx, { kind, bookingId: booking.id } as EmailEvent);
  return { from, to };
}
