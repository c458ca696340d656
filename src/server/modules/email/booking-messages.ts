/**
 * The messages of a booking's events: confirmed, cancelled or refunded, a slot cancelled, a lesson moved or cancelled,
 * a package bought. Each goes to the family (with its My Lessons link while it has lessons to manage) and the owner.
 */
import type { Config } from '../../config';
import type { EmailSources } from '../../contracts/email-views';
import type { Database } from '../../db/client';
import type { EmailEvent } from './events';
import { withdrawPendingMessages } from './repository';
import { bookingRemindersPrefixes, slotRemindersPrefixes } from './reminders.repository';
import { missing, type OutgoingMessage } from './outgoing';

export type BookingEvent = Extract<
  EmailEvent,
  {
    kind:
      | 'booking_confirmed'
      | 'booking_cancelled'
      | 'booking_refunded'
      | 'late_payment_refunded'
      | 'slot_cancelled'
      | 'lesson_rescheduled'
      | 'lessons_cancelled'
      | 'package_purchased';
  }
>;

export async function bookingMessagesFor(
  tx: Database,
  sources: EmailSources,
  event: BookingEvent,
  config: Config,
): Promise<OutgoingMessage[]> {
  switch (event.kind) {
    case 'booking_confirmed': {
      const booking = (await sources.booking(tx, event.bookingId)) ?? missing(event);
      const key = `booking_confirmed:${event.bookingId}`;
      return [
        {
          key,
          to: booking.view.customerEmail,
          message: { kind: 'booking_confirmed', data: booking.view },
        },
        {
          key,
          to: config.ownerEmail,
          replyTo: booking.view.customerEmail,
          message: { kind: 'booking_confirmed_owner', data: booking.view },
        },
      ];
    }
    case 'booking_cancelled':
    case 'booking_refunded':
    case 'late_payment_refunded': {
      const booking = (await sources.booking(tx, event.bookingId)) ?? missing(event);
      // Nothing more is due for lessons that will not happen.
      await withdrawPendingMessages(
        tx,
        bookingRemindersPrefixes(event.bookingId),
        `withdrawn: ${event.kind}`,
      );
      return [
        {
          key: `${event.kind}:${event.bookingId}`,
          to: booking.view.customerEmail,
          message: { kind: event.kind, data: booking.view },
        },
      ];
    }
    case 'slot_cancelled': {
      const booking = (await sources.booking(tx, event.bookingId)) ?? missing(event);
      const lesson = booking.view.lessons.find((l) => l.slotId === event.slotId) ?? missing(event);
      await withdrawPendingMessages(
        tx,
        slotRemindersPrefixes(event.bookingId, event.slotId),
        'withdrawn: slot_cancelled',
      );
      return [
        {
          key: `slot_cancelled:${event.slotId}.${event.bookingId}`,
          to: booking.view.customerEmail,
          message: {
            kind: 'slot_cancelled',
            data: { booking: booking.view, lesson, refundedCents: event.refundedCents },
          },
        },
      ];
    }
    case 'lesson_rescheduled': {
      const booking = (await sources.booking(tx, event.bookingId)) ?? missing(event);
      const move = await sources.lessonMove(tx, event.changeId);
      if (!move || move.bookingId !== event.bookingId || move.lessonId !== event.lessonId) missing(event);
      const lesson = booking.view.lessons.find((l) => l.lessonId === event.lessonId) ?? missing(event);
      // The reminder follows the lesson: one queued for the old time is taken back, the new time gets its own.
      await withdrawPendingMessages(
        tx,
        slotRemindersPrefixes(event.bookingId, move.from.slotId),
        'withdrawn: lesson_rescheduled',
      );
      const data = { booking: booking.view, lesson, from: move.from, differenceCents: move.differenceCents };
      const key = `lesson_rescheduled:${event.changeId}`;
      return [
        { key, to: booking.view.customerEmail, message: { kind: 'lesson_rescheduled', data } },
        {
          key,
          to: config.ownerEmail,
          replyTo: booking.view.customerEmail,
          message: { kind: 'lesson_rescheduled_owner', data },
        },
      ];
    }
    case 'lessons_cancelled': {
      const booking = (await sources.booking(tx, event.bookingId)) ?? missing(event);
      const lessons = booking.view.lessons.filter((l) => event.lessonIds.includes(l.lessonId));
      if (!lessons.length || lessons.length !== new Set(event.lessonIds).size) missing(event);
      // No reminder for a lesson that will not happen, and no instructor call for a family with no lesson left.
      const instructorsLeft = new Set(booking.lessons.filter((l) => !l.cancelled).map((l) => l.instructorId));
      const instructorsGone = booking.lessons
        .filter((l) => event.lessonIds.includes(l.lessonId) && !instructorsLeft.has(l.instructorId))
        .map((l) => `instructor_notice:${event.bookingId}.${l.instructorId}:`);
      await withdrawPendingMessages(
        tx,
        [...lessons.flatMap((l) => slotRemindersPrefixes(event.bookingId, l.slotId)), ...instructorsGone],
        'withdrawn: lessons_cancelled',
      );
      const creditLessons = Math.max(0, event.creditLessons ?? 0);
      const creditExpiries = creditLessons ? await sources.creditExpiriesOfLessons(tx, event.lessonIds) : [];
      const data = {
        booking: booking.view,
        lessons,
        refundedCents: event.refundedCents,
        creditLessons,
        cause: event.cause ?? 'family',
        creditExpiries,
      };
      const key = `lessons_cancelled:${event.key}`;
      return [
        {
          key,
          to: booking.view.customerEmail,
          message: { kind: 'lessons_cancelled', data },
        },
        {
          key,
          to: config.ownerEmail,
          replyTo: booking.view.customerEmail,
          message: { kind: 'lessons_cancelled_owner', data },
        },
      ];
    }
    case 'package_purchased': {
      const data = (await sources.packagePurchase(tx, event.purchaseId)) ?? missing(event);
      const key = `package_purchased:${event.purchaseId}`;
      return [
        {
          key,
          to: data.customerEmail,
          message: { kind: 'package_purchased', data },
        },
        {
          key,
          to: config.ownerEmail,
          replyTo: data.customerEmail,
          message: { kind: 'package_purchased_owner', data },
        },
      ];
    }
  }
}
