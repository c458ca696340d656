import { BUSINESS } from '@core/catalog/business';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { PAYMENT_REFUSAL_REASONS } from '@core/rules/booking-lifecycle';
import { formatInZone } from '@core/rules/timezones';
import { customerZone, lessonDay, lessonWhen, money, zoneLabel } from './format';
import type { BookingView, InstructorNoticeView, LessonView, SlotCancelledView } from './models';
import type { EmailContent } from './render';
import {
  bookingSummaryBlocks,
  cancelledLessons,
  contactLine,
  firstName,
  lessonLine,
  lessonsBlocks,
  lessonsInvite,
  liveLessons,
  manageBlocks,
  swimmerLine,
  whatsNext,
  type TemplateContext,
} from './booking-parts';
import { PAYMENT_MESSAGES } from '@core/catalog/payment-messages';

/** The refund rule in one sentence, from the owner's policy. */
export function refundRule(hours: number): string {
  return hours > 0
    ? `Cancellations need ${hours}-hour notice for a refund`
    : 'Cancellations are refunded up to the start of the lesson';
}

export function bookingConfirmedEmail(booking: BookingView, ctx: TemplateContext): EmailContent {
  const lessons = liveLessons(booking);
  const count = lessons.length;
  return {
    subject: `${PAYMENT_MESSAGES.confirmed} ${booking.reference}`,
    preheader: `${count} ${count === 1 ? 'lesson' : 'lessons'} booked. Your calendar invite is attached.`,
    blocks: [
      { type: 'heading', text: PAYMENT_MESSAGES.confirmed },
      {
        type: 'paragraph',
        text: `Hi ${firstName(booking.customerName)}, thank you for booking with ${ctx.businessName}. Your booking ID is ${booking.reference}. The attached calendar invite adds every lesson to your calendar.`,
      },
      ...bookingSummaryBlocks(booking),
      { type: 'subheading', text: "What's Next" },
      { type: 'list', items: whatsNext() },
      {
        type: 'paragraph',
        text: `${refundRule(ctx.cancelNoticeHours)}; lessons moved because of weather are rescheduled free.`,
      },
      ...manageBlocks(ctx),
      contactLine(ctx),
    ],
    attachments: [lessonsInvite(booking, lessons, 'REQUEST', ctx)],
  };
}

/** The owner's copy: the same booking, led by who the customer is and how to reach them. */
export function bookingConfirmedOwnerEmail(booking: BookingView, ctx: TemplateContext): EmailContent {
  const lessons = liveLessons(booking);
  const first = lessons[0];
  return {
    subject: `New booking ${booking.reference}: ${booking.customerName}, ${lessonTypeLabel(booking.lessonType)}`,
    preheader: first ? `First lesson ${lessonWhen(first.start, first.end, booking.timeZone)}` : 'New booking',
    blocks: [
      { type: 'heading', text: `New booking ${booking.reference}` },
      {
        type: 'details',
        rows: [
          ['Customer', booking.customerName],
          ['Email', booking.customerEmail],
          ['Phone', booking.customerPhone ?? 'Not given'],
          ['Customer time zone', zoneLabel(booking.timeZone)],
        ],
      },
      ...bookingSummaryBlocks(booking),
      { type: 'button', label: 'Open the admin area', url: `${ctx.publicUrl}/admin` },
    ],
    attachments: [lessonsInvite(booking, lessons, 'REQUEST', ctx)],
  };
}

export function bookingCancelledEmail(booking: BookingView, ctx: TemplateContext): EmailContent {
  const refund =
    booking.refundedCents > 0
      ? [
          {
            type: 'paragraph' as const,
            text: `We have refunded ${money(booking.refundedCents)} to your original payment method.`,
          },
        ]
      : [];
  return {
    subject: `Booking cancelled: ${booking.reference}`,
    preheader: 'Your lessons have been cancelled.',
    blocks: [
      { type: 'heading', text: 'Your booking has been cancelled' },
      {
        type: 'paragraph',
        text: `Hi ${firstName(booking.customerName)}, booking ${booking.reference} has been cancelled and these lessons will not take place.`,
      },
      ...lessonsBlocks(booking, 'Cancelled lessons', cancelledLessons(booking)),
      ...(booking.cancelReason ? [{ type: 'quote' as const, text: booking.cancelReason }] : []),
      ...refund,
      {
        type: 'paragraph',
        text: 'The attached calendar file removes the lessons from your calendar. We would love to see you in the water another time.',
      },
      { type: 'button', label: 'Book new lessons', url: `${ctx.publicUrl}/booking` },
      contactLine(ctx),
    ],
    attachments: [lessonsInvite(booking, cancelledLessons(booking), 'CANCEL', ctx)],
  };
}

/** Cancelled with enough notice, so the payment is refunded; the calendar file removes the lessons. */
export function bookingRefundedEmail(booking: BookingView, ctx: TemplateContext): EmailContent {
  return {
    subject: `Booking cancelled and refunded: ${booking.reference}`,
    preheader: `${money(booking.refundedCents)} is on its way back to you.`,
    blocks: [
      { type: 'heading', text: 'Your booking is cancelled and refunded' },
      {
        type: 'paragraph',
        text: `Hi ${firstName(booking.customerName)}, booking ${booking.reference} has been cancelled and we have refunded ${money(booking.refundedCents)} to your original payment method. Card refunds usually appear within 5-10 business days.`,
      },
      ...lessonsBlocks(booking, 'Cancelled lessons', cancelledLessons(booking)),
      ...(booking.cancelReason ? [{ type: 'quote' as const, text: booking.cancelReason }] : []),
      {
        type: 'details',
        rows: [
          ['Booking ID', booking.reference],
          ['Paid', money(booking.breakdown.total)],
          ['Refunded', money(booking.refundedCents)],
        ],
      },
      { type: 'paragraph', text: 'The attached calendar file removes the lessons from your calendar.' },
      { type: 'button', label: 'Book new lessons', url: `${ctx.publicUrl}/booking` },
      contactLine(ctx),
    ],
    attachments: [lessonsInvite(booking, cancelledLessons(booking), 'CANCEL', ctx)],
  };
}

/** Why the payment could not book the lessons, in the family's words. */
function whyRefunded(reason: string | null): string {
  if (reason === PAYMENT_REFUSAL_REASONS.checkoutReplaced)
    return 'this payment was for lesson times you had changed before it went through, so it did not book anything';
  if (reason === PAYMENT_REFUSAL_REASONS.couponUsedUp)
    return 'your payment arrived after the 15-minute hold on your lesson times had ended, and by then the coupon you used had been used up';
  return 'your payment arrived after the 15-minute hold on your lesson times had ended, and by then the times had been booked by someone else';
}

/** The payment could not book the lessons (the seats were gone, or the checkout had been replaced): refunded in full. */
export function latePaymentRefundedEmail(booking: BookingView, ctx: TemplateContext): EmailContent {
  return {
    subject: `We could not complete booking ${booking.reference}: full refund issued`,
    preheader: 'Your payment has been refunded in full.',
    blocks: [
      { type: 'heading', text: 'We could not complete your booking' },
      {
        type: 'paragraph',
        text: `Hi ${firstName(booking.customerName)}, ${whyRefunded(booking.cancelReason)}. We have refunded ${money(booking.refundedCents || booking.breakdown.total)} in full to your original payment method.`,
      },
      ...lessonsBlocks(booking, 'The times you picked', booking.lessons),
      { type: 'paragraph', text: 'We are sorry for the trouble. Other times are open now:' },
      { type: 'button', label: 'Pick new times', url: `${ctx.publicUrl}/booking` },
      contactLine(ctx),
    ],
  };
}

export function slotCancelledEmail(view: SlotCancelledView, ctx: TemplateContext): EmailContent {
  const { booking, lesson, refundedCents } = view;
  const whatNext =
    refundedCents > 0
      ? `We have refunded ${money(refundedCents)}, this lesson's share of your payment, to your original payment method; card refunds usually appear within 5-10 business days. Reply to this email if you would rather move the lesson to another time.`
      : `Nothing is due for it. We will contact you within ${BUSINESS.contactReplyHours} hours to offer another time.`;
  return {
    subject: `Lesson cancelled: ${lessonDay(lesson.start, booking.timeZone)}`,
    preheader: 'We are sorry: we had to cancel one of your lessons.',
    blocks: [
      { type: 'heading', text: 'We had to cancel a lesson' },
      {
        type: 'paragraph',
        text: `Hi ${firstName(booking.customerName)}, we are sorry: this lesson of booking ${booking.reference} cannot go ahead.`,
      },
      { type: 'list', items: [lessonLine(lesson, booking.timeZone)] },
      { type: 'paragraph', text: `${whatNext} The attached calendar file removes it from your calendar.` },
      contactLine(ctx),
    ],
    attachments: [lessonsInvite(booking, [lesson], 'CANCEL', ctx)],
  };
}

export function lessonReminderEmail(
  view: { booking: BookingView; lesson: LessonView },
  ctx: TemplateContext,
): EmailContent {
  const { booking, lesson } = view;
  const zone = customerZone(booking.timeZone);
  const time = `${formatInZone(lesson.start, zone, 'h:mm a')} (${zoneLabel(zone)})`;
  return {
    subject: `Reminder: swim lesson ${lessonDay(lesson.start, zone)} at ${time}`,
    preheader: `See you at ${lesson.venueName}.`,
    blocks: [
      { type: 'heading', text: 'See you at the pool!' },
      {
        type: 'paragraph',
        text: `Hi ${firstName(booking.customerName)}, a reminder of your upcoming lesson (booking ${booking.reference}):`,
      },
      { type: 'list', items: [lessonLine(lesson, zone)] },
      { type: 'subheading', text: 'Swimmers' },
      { type: 'list', items: booking.swimmers.map(swimmerLine) },
      { type: 'subheading', text: 'Before you come' },
      { type: 'list', items: whatsNext().slice(1) },
      {
        type: 'paragraph',
        text: 'Cannot make it? Please tell us as soon as you can; lessons moved because of weather are rescheduled free.',
      },
      ...manageBlocks(ctx),
      contactLine(ctx),
    ],
  };
}

/** To the instructor before a customer's first lesson with them, with everything needed to call ahead. */
export function instructorNoticeEmail(view: InstructorNoticeView, _ctx: TemplateContext): EmailContent {
  const { booking, lessons } = view;
  // Instructors work in the business's own zone, whatever zone the customer booked in.
  const zone = customerZone(undefined);
  const first = lessons[0];
  const when = first ? lessonWhen(first.start, first.end, zone) : '';
  return {
    subject: `New student: ${booking.customerName}, first lesson ${first ? lessonDay(first.start, zone) : ''}`,
    preheader: `Please contact ${booking.customerName} before the first lesson.`,
    blocks: [
      { type: 'heading', text: `Please contact ${booking.customerName}` },
      {
        type: 'paragraph',
        text: `Hi ${firstName(view.instructorName)}, ${booking.customerName} has a first lesson with you on ${when}. We promise customers a call or message from their instructor 24-48 hours before the first lesson: please get in touch before the lesson, ideally today.`,
      },
      {
        type: 'details',
        rows: [
          ['Customer', booking.customerName],
          ['Phone', booking.customerPhone ?? 'Not given'],
          ['Email', booking.customerEmail],
          ['Booking ID', booking.reference],
          ['Lesson type', lessonTypeLabel(booking.lessonType)],
        ],
      },
      { type: 'subheading', text: 'Your lessons with this customer' },
      { type: 'list', items: lessons.map((l) => lessonLine(l, zone)) },
      { type: 'subheading', text: 'Swimmers' },
      {
        type: 'list',
        items: booking.swimmers.map((s) =>
          [
            swimmerLine(s),
            s.healthConsiderations && `health: ${s.healthConsiderations}`,
            s.fears && `fears: ${s.fears}`,
          ]
            .filter(Boolean)
            .join('; '),
        ),
      },
      ...(booking.addOns.length
        ? [
            { type: 'subheading' as const, text: 'Ordered extras to bring' },
            { type: 'list' as const, items: booking.addOns.map((a) => `${a.name} x ${a.quantity}`) },
          ]
        : []),
      { type: 'subheading', text: 'Emergency contact' },
      {
        type: 'details',
        rows: [
          ['Name', booking.emergency.name],
          ['Phone', booking.emergency.phone],
        ],
      },
      ...(booking.specialRequests
        ? [
            { type: 'subheading' as const, text: 'Special requests' },
            { type: 'quote' as const, text: booking.specialRequests },
          ]
        : []),
      { type: 'paragraph', text: `Replying to this email reaches ${booking.customerName} directly.` },
    ],
  };
}
