/**
 * Lessons of a booking cancelled: by the family from My Lessons, by the owner, or by the owner for weather. The
 * family's message carries METHOD:CANCEL for them and says what the family got back (a refund, lesson credits, or
 * for weather a free new time); the owner's notice says the same facts, one line each.
 */
import { cancellationOutcomeMessage } from '@core/api/family';
import { SITE_ROUTES } from '@core/site-routes';
import {
  contactLine,
  firstName,
  lessonLine,
  lessonsInvite,
  liveLessons,
  manageBlocks,
  type TemplateContext,
} from './booking-parts';
import { creditCount, creditsAdded, creditsExpirySentence } from './credits';
import { customerZone, lessonDay, lessonWhen, money } from './format';
import { familyRows, OWNER_ZONE } from './lesson-changes';
import type { BookingView, LessonsCancelledView } from './models';
import type { EmailBlock, EmailContent } from './render';

/** The refund outcome, as the family saw it before confirming. */
export const cancellationOutcome = (booking: BookingView, refundedCents: number, noticeHours: number) =>
  cancellationOutcomeMessage({
    refundCents: refundedCents,
    payAtLesson: booking.payAtLesson,
    paidWithCredits: booking.paidWithCredits,
    paidCents: booking.breakdown.total,
    noticeHours,
  });

/** The family's copy sends them to My Lessons (and so carries its link) when there is something to book there. */
export function lessonsCancelledSendsToMyLessons(
  view: Pick<LessonsCancelledView, 'cause' | 'creditLessons'>,
) {
  return view.cause === 'weather' || view.creditLessons > 0;
}

/** Where a family whose weather-cancelled lessons were paid at the lesson picks a new time. */
export const freeRescheduleUrl = (ctx: TemplateContext) => `${ctx.publicUrl}${SITE_ROUTES.calendar}`;

function introBlocks(view: LessonsCancelledView, zone: string): EmailBlock[] {
  const { booking, lessons, cause } = view;
  const one = lessons.length === 1;
  const hi = `Hi ${firstName(booking.customerName)}`;
  const list: EmailBlock = { type: 'list', items: lessons.map((l) => lessonLine(l, zone)) };
  if (cause === 'weather') {
    const first = lessons[0];
    if (one && first)
      return [
        { type: 'heading', text: 'Your lesson is cancelled for weather' },
        {
          type: 'paragraph',
          text: `${hi}, we are sorry: your lesson on ${lessonWhen(first.start, first.end, zone)} (booking ${booking.reference}) was cancelled for weather.`,
        },
        list,
      ];
    return [
      { type: 'heading', text: 'Your lessons are cancelled for weather' },
      {
        type: 'paragraph',
        text: `${hi}, we are sorry: your lessons of booking ${booking.reference} on these days were cancelled for weather:`,
      },
      list,
    ];
  }
  const what = one ? 'this lesson' : 'these lessons';
  return [
    { type: 'heading', text: one ? 'Your lesson is cancelled' : 'Your lessons are cancelled' },
    {
      type: 'paragraph',
      text:
        cause === 'owner'
          ? `${hi}, we are sorry: we have had to cancel ${what} of booking ${booking.reference}:`
          : `${hi}, as you asked, we have cancelled ${what} of booking ${booking.reference}:`,
    },
    list,
  ];
}

/** What the family got back, in the family's words: a refund, credits, or for weather a free new time. */
function outcomeBlocks(view: LessonsCancelledView, ctx: TemplateContext, zone: string): EmailBlock[] {
  const { booking, refundedCents, creditLessons, cause } = view;
  const blocks: EmailBlock[] = [];
  const outcome = cancellationOutcome(booking, refundedCents, ctx.cancelNoticeHours);
  if (refundedCents > 0)
    blocks.push({
      type: 'paragraph',
      text: `${outcome}. Card refunds usually appear within 5-10 business days.`,
    });
  if (creditLessons > 0) {
    const expiry = creditsExpirySentence(creditLessons, view.creditExpiries, zone);
    const added =
      cause === 'weather'
        ? `We have added ${creditCount(creditLessons, 'weather')} to your account: book a new time free in My Lessons.`
        : `${creditsAdded(creditLessons)} to your account. Book a new time with ${creditLessons === 1 ? 'it' : 'them'} in My Lessons.`;
    blocks.push({ type: 'paragraph', text: expiry ? `${added} ${expiry}` : added });
  }
  if (refundedCents > 0 || creditLessons > 0) return blocks;
  if (cause !== 'weather') return [{ type: 'paragraph', text: `${outcome}.` }];
  // Weather and nothing given back: a lesson paid at the lesson cost nothing yet, so a new time is free.
  if (booking.payAtLesson) blocks.push({ type: 'paragraph', text: `${outcome}.` });
  blocks.push({ type: 'button', label: 'Pick a new time free', url: freeRescheduleUrl(ctx), showUrl: true });
  return blocks;
}

function familyPreheader(view: LessonsCancelledView, ctx: TemplateContext): string {
  const { booking, refundedCents, creditLessons, cause } = view;
  if (creditLessons > 0)
    return cause === 'weather'
      ? `${creditCount(creditLessons, 'weather')} added to your account`
      : `${creditsAdded(creditLessons)} to your account`;
  if (cause === 'weather' && refundedCents === 0) return 'Pick a new time free';
  return cancellationOutcome(booking, refundedCents, ctx.cancelNoticeHours);
}

export function lessonsCancelledEmail(view: LessonsCancelledView, ctx: TemplateContext): EmailContent {
  const { booking, lessons, cause } = view;
  const zone = customerZone(booking.timeZone);
  const one = lessons.length === 1;
  const first = lessons[0];
  const left = liveLessons(booking);
  const blocks: EmailBlock[] = [...introBlocks(view, zone), ...outcomeBlocks(view, ctx, zone)];
  if (left.length)
    blocks.push(
      { type: 'subheading', text: 'Still booked' },
      { type: 'list', items: left.map((l) => lessonLine(l, zone)) },
    );
  blocks.push({
    type: 'paragraph',
    text: `The attached calendar file removes ${one ? 'it' : 'them'} from your calendar.`,
  });
  if (lessonsCancelledSendsToMyLessons(view))
    blocks.push(
      ...manageBlocks(
        ctx,
        view.creditLessons > 0
          ? 'See your lesson credits and when they expire, and book a new time with them, in My Lessons.'
          : 'See your lessons and their changes in My Lessons, without calling.',
      ),
    );
  blocks.push(contactLine(ctx));
  return {
    subject:
      cause === 'weather'
        ? 'Lessons cancelled for weather'
        : one && first
          ? `Lesson cancelled: ${lessonDay(first.start, zone)}`
          : `${lessons.length} lessons cancelled: booking ${booking.reference}`,
    preheader: familyPreheader(view, ctx),
    blocks,
    attachments: [lessonsInvite(booking, lessons, 'CANCEL', ctx)],
  };
}

const CANCELLED_BY = { family: 'The family', owner: 'You (the business)', weather: 'Weather' } as const;

function ownerRefund(view: LessonsCancelledView, ctx: TemplateContext): string {
  const { booking, refundedCents, creditLessons, cause } = view;
  if (refundedCents > 0) return `${money(refundedCents)} to the card`;
  if (creditLessons > 0) return 'None (lesson credits instead)';
  if (booking.payAtLesson) return 'None (paid at the lesson)';
  if (booking.paidWithCredits && cause === 'family')
    return `None (credits used: less than ${ctx.cancelNoticeHours} hours' notice)`;
  if (booking.breakdown.total === 0) return 'None (nothing was paid)';
  if (cause !== 'family') return 'None';
  return `None (less than ${ctx.cancelNoticeHours} hours' notice)`;
}

export function lessonsCancelledOwnerEmail(view: LessonsCancelledView, ctx: TemplateContext): EmailContent {
  const { booking, lessons, creditLessons, cause } = view;
  const n = lessons.length;
  const refund = ownerRefund(view, ctx);
  const credits =
    creditLessons > 0
      ? `${creditCount(creditLessons, cause === 'weather' ? 'weather' : 'lesson')} added to the family's account`
      : undefined;
  const rows: [string, string][] = [
    ...familyRows(booking),
    ['Cancelled by', CANCELLED_BY[cause]],
    ['Refund', refund],
  ];
  if (credits) rows.push(['Credits', credits]);
  if (cause === 'weather' && !credits && view.refundedCents === 0)
    rows.push(['New time', 'Free: the family was sent the link to pick one on the calendar']);
  const left = liveLessons(booking).length;
  const lessonsWord = n === 1 ? 'Lesson' : `${n} lessons`;
  const subject =
    cause === 'family'
      ? `${lessonsWord} cancelled by ${booking.customerName}: ${booking.reference}`
      : cause === 'owner'
        ? `${lessonsWord} cancelled for ${booking.customerName}: ${booking.reference}`
        : `Weather: ${n === 1 ? 'lesson' : `${n} lessons`} cancelled for ${booking.customerName}: ${booking.reference}`;
  const heading =
    cause === 'family'
      ? `${booking.customerName} cancelled ${n === 1 ? 'a lesson' : `${n} lessons`}`
      : `${n === 1 ? 'A lesson' : `${n} lessons`} of ${booking.customerName} ${n === 1 ? 'was' : 'were'} cancelled${cause === 'weather' ? ' for weather' : ''}`;
  return {
    subject,
    preheader: credits ? `Refund: ${refund}. Credits: ${credits}` : `Refund: ${refund}`,
    blocks: [
      { type: 'heading', text: heading },
      { type: 'details', rows },
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
