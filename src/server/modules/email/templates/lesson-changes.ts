/**
 * A family moving a lesson to another time from My Lessons. The family's message carries the calendar update (the
 * same UID with its raised SEQUENCE); the owner's notice says who moved what, with both times, so nobody has to call.
 * Cancelled lessons are in lessons-cancelled.ts.
 */
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { contactLine, firstName, lessonLine, lessonsInvite, type TemplateContext } from './booking-parts';
import { customerZone, lessonDay, lessonWhen, money } from './format';
import type { BookingView, LessonRescheduledView } from './models';
import type { EmailContent } from './render';

// The owner reads every time in the business's own zone, whatever zone the family booked in.
export const OWNER_ZONE = customerZone(undefined);

/** What the move cost or gave back, in the family's words. */
function differenceLine(differenceCents: number): string {
  if (differenceCents > 0) return `You paid ${money(differenceCents)} for the difference in price.`;
  if (differenceCents < 0)
    return `The new time costs less: we have refunded ${money(-differenceCents)} to your card. Card refunds usually appear within 5-10 business days.`;
  return 'The new time costs the same, so there is nothing more to pay.';
}

/** The owner's short form of the same. */
function differenceRow(differenceCents: number): string {
  if (differenceCents > 0) return `${money(differenceCents)} paid by card`;
  if (differenceCents < 0) return `${money(-differenceCents)} refunded to the card`;
  return 'None (same price)';
}

export function familyRows(booking: BookingView): [string, string][] {
  return [
    ['Family', booking.customerName],
    ['Email', booking.customerEmail],
    ['Phone', booking.customerPhone ?? 'Not given'],
    ['Booking ID', booking.reference],
    ['Lesson type', lessonTypeLabel(booking.lessonType)],
  ];
}

export function lessonRescheduledEmail(view: LessonRescheduledView, ctx: TemplateContext): EmailContent {
  const { booking, lesson, from } = view;
  const zone = customerZone(booking.timeZone);
  return {
    subject: `Your lesson has moved to ${lessonDay(lesson.start, zone)}`,
    preheader: `New time: ${lessonWhen(lesson.start, lesson.end, zone)}. Your calendar invite is updated.`,
    blocks: [
      { type: 'heading', text: 'Your lesson has moved' },
      {
        type: 'paragraph',
        text: `Hi ${firstName(booking.customerName)}, your lesson of booking ${booking.reference} is now at its new time. The attached calendar invite moves it in your calendar.`,
      },
      {
        type: 'details',
        rows: [
          ['Was', lessonLine(from, zone)],
          ['Now', lessonLine(lesson, zone)],
        ],
      },
      { type: 'paragraph', text: differenceLine(view.differenceCents) },
      contactLine(ctx),
    ],
    attachments: [lessonsInvite(booking, [lesson], 'REQUEST', ctx)],
  };
}

export function lessonRescheduledOwnerEmail(view: LessonRescheduledView, ctx: TemplateContext): EmailContent {
  const { booking, lesson, from } = view;
  return {
    subject: `Lesson moved: ${booking.customerName}, ${booking.reference}`,
    preheader: `From ${lessonWhen(from.start, from.end, OWNER_ZONE)} to ${lessonWhen(lesson.start, lesson.end, OWNER_ZONE)}`,
    blocks: [
      { type: 'heading', text: `${booking.customerName} moved a lesson` },
      {
        type: 'details',
        rows: [
          ...familyRows(booking),
          ['From', lessonLine(from, OWNER_ZONE)],
          ['To', lessonLine(lesson, OWNER_ZONE)],
          ['Difference', differenceRow(view.differenceCents)],
        ],
      },
      {
        type: 'button',
        label: 'Open the booking in admin',
        url: `${ctx.publicUrl}/admin/bookings/${booking.id}`,
      },
    ],
    attachments: [lessonsInvite(booking, [lesson], 'REQUEST', ctx)],
  };
}
