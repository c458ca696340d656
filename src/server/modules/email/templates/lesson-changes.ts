/**
 * A family changing its own lessons from My Lessons: a lesson moved to another time, or lessons cancelled. The
 * family's message carries the calendar update (the same UID with its raised SEQUENCE); the owner's notice says
 * who changed what, with both times, so nobody has to call.
 */
import { cancellationOutcomeMessage } from '@core/api/family';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import {
  contactLine,
  firstName,
  lessonLine,
  lessonsInvite,
  liveLessons,
  type TemplateContext,
} from './booking-parts';
import { customerZone, lessonDay, lessonWhen, money } from './format';
import type { BookingView, LessonRescheduledView, LessonsCancelledView } from './models';
import type { EmailBlock, EmailContent } from './render';

// The owner reads every time in the business's own zone, whatever zone the family booked in.
const OWNER_ZONE = customerZone(undefined);

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

function familyRows(booking: BookingView): [string, string][] {
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

/** The refund outcome, as the family saw it before confirming. */
export const cancellationOutcome = (booking: BookingView, refundedCents: number, noticeHours: number) =>
  cancellationOutcomeMessage({
    refundCents: refundedCents,
    payAtLesson: booking.payAtLesson,
    paidCents: booking.breakdown.total,
    noticeHours,
  });

export function lessonsCancelledEmail(view: LessonsCancelledView, ctx: TemplateContext): EmailContent {
  const { booking, lessons, refundedCents } = view;
  const zone = customerZone(booking.timeZone);
  const one = lessons.length === 1;
  const first = lessons[0];
  const left = liveLessons(booking);
  const outcome = cancellationOutcome(booking, refundedCents, ctx.cancelNoticeHours);
  const blocks: EmailBlock[] = [
    { type: 'heading', text: one ? 'Your lesson is cancelled' : 'Your lessons are cancelled' },
    {
      type: 'paragraph',
      text: `Hi ${firstName(booking.customerName)}, as you asked, we have cancelled ${one ? 'this lesson' : 'these lessons'} of booking ${booking.reference}:`,
    },
    { type: 'list', items: lessons.map((l) => lessonLine(l, zone)) },
    {
      type: 'paragraph',
      text:
        refundedCents > 0
          ? `${outcome}. Card refunds usually appear within 5-10 business days.`
          : `${outcome}.`,
    },
  ];
  if (left.length)
    blocks.push(
      { type: 'subheading', text: 'Still booked' },
      { type: 'list', items: left.map((l) => lessonLine(l, zone)) },
    );
  blocks.push(
    {
      type: 'paragraph',
      text: `The attached calendar file removes ${one ? 'it' : 'them'} from your calendar.`,
    },
    contactLine(ctx),
  );
  return {
    subject:
      one && first
        ? `Lesson cancelled: ${lessonDay(first.start, zone)}`
        : `${lessons.length} lessons cancelled: booking ${booking.reference}`,
    preheader: outcome,
    blocks,
    attachments: [lessonsInvite(booking, lessons, 'CANCEL', ctx)],
  };
}

export function lessonsCancelledOwnerEmail(view: LessonsCancelledView, ctx: TemplateContext): EmailContent {
  const { booking, lessons, refundedCents } = view;
  const refund =
    refundedCents > 0
      ? `${money(refundedCents)} to the card`
      : booking.payAtLesson
        ? 'None (paid at the lesson)'
        : booking.breakdown.total === 0
          ? 'None (nothing was paid)'
          : `None (less than ${ctx.cancelNoticeHours} hours' notice)`;
  const left = liveLessons(booking).length;
  return {
    subject: `${lessons.length === 1 ? 'Lesson' : `${lessons.length} lessons`} cancelled by ${booking.customerName}: ${booking.reference}`,
    preheader: `Refund: ${refund}`,
    blocks: [
      {
        type: 'heading',
        text: `${booking.customerName} cancelled ${lessons.length === 1 ? 'a lesson' : `${lessons.length} lessons`}`,
      },
      { type: 'details', rows: [...familyRows(booking), ['Refund', refund]] },
      { type: 'subheading', text: 'Cancelled' },
      { type: 'list', items: lessons.map((l) => lessonLine(l, OWNER_ZONE)) },
      {
        type: 'paragraph',
        text: left
          ? `${left} ${left === 1 ? 'lesson is' : 'lessons are'} still booked on this booking.`
          : 'No lesson is left on this booking.',
      },
      {
        type: 'button',
        label: 'Open the booking in admin',
        url: `${ctx.publicUrl}/admin/bookings/${booking.id}`,
      },
    ],
    attachments: [lessonsInvite(booking, lessons, 'CANCEL', ctx)],
  };
}
