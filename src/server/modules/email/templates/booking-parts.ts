import { BUSINESS } from '@core/catalog/business';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { buildIcs, icsUidAt } from '../../../lib/ics';
import { ageGroupLabel, lessonWhen, money, relationshipLabel, skillLabel } from './format';
import type { BookingView, LessonTime, LessonView, SwimmerView } from './models';
import type { Brand, EmailAttachment, EmailBlock } from './render';

/** What every template gets besides its own data. */
export interface TemplateContext extends Brand {
  /** When the message is written; stamps calendar invites. */
  now: Date;
  /** The owner's policy: a lesson cancelled more than this many hours ahead has its share refunded. */
  cancelNoticeHours: number;
  /** The family's own "Manage your lessons" link: set only on the family's copy of a message, never the owner's. */
  manageUrl?: string;
}

export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] || fullName;
}

export function lessonLine(lesson: LessonTime, zone: string): string {
  const where = lesson.venueAddress ? `${lesson.venueName} (${lesson.venueAddress})` : lesson.venueName;
  return `${lessonWhen(lesson.start, lesson.end, zone)} with ${lesson.instructorName} at ${where}`;
}

export function swimmerLine(swimmer: SwimmerView): string {
  const goals = swimmer.goals ? `; goals: ${swimmer.goals}` : '';
  return `${swimmer.name} (${ageGroupLabel(swimmer.ageGroup)}, ${skillLabel(swimmer.level)})${goals}`;
}

/** The "What's Next" list of the confirmation screen, minus the email the customer is reading. */
export function whatsNext(): string[] {
  const { from, to } = BUSINESS.instructorContactHours;
  return [
    `Your instructor will contact you ${from}-${to} hours before your first lesson.`,
    'Bring swimwear, a towel and any equipment you ordered.',
    `Arrive ${BUSINESS.arriveEarlyMinutes} minutes early.`,
  ];
}

/** The lessons still going ahead: a lesson cancelled on its own is left out of confirmations and reminders. */
export function liveLessons(booking: BookingView): LessonView[] {
  return booking.lessons.filter((l) => !l.cancelled);
}

/**
 * The lessons a whole-booking cancellation took away: those marked cancelled. A booking cancelled before lessons
 * were marked one by one has none marked, and then every lesson went with it.
 */
export function cancelledLessons(booking: BookingView): LessonView[] {
  const marked = booking.lessons.filter((l) => l.cancelled);
  return marked.length ? marked : booking.lessons;
}

export function lessonsBlocks(
  booking: BookingView,
  title = 'Your lessons',
  lessons: readonly LessonTime[] = liveLessons(booking),
): EmailBlock[] {
  return [
    { type: 'subheading', text: title },
    { type: 'list', items: lessons.map((l) => lessonLine(l, booking.timeZone)) },
  ];
}

/**
 * The family's "Manage your lessons" button with its address written out, when this copy carries a link; `why`
 * replaces the sentence above the button.
 */
export function manageBlocks(
  ctx: TemplateContext,
  why = 'See your lessons, and move one to another time or cancel it online, without calling.',
): EmailBlock[] {
  if (!ctx.manageUrl) return [];
  return [
    { type: 'subheading', text: 'Manage your lessons' },
    { type: 'paragraph', text: why },
    { type: 'button', label: 'Manage your lessons', url: ctx.manageUrl, showUrl: true },
  ];
}

/** Lessons, swimmers, add-ons, price and emergency contact: the body of the confirmation and the owner's copy. */
export function bookingSummaryBlocks(booking: BookingView): EmailBlock[] {
  const b = booking.breakdown;
  const blocks: EmailBlock[] = [
    ...lessonsBlocks(booking),
    {
      type: 'details',
      rows: [
        ['Booking ID', booking.reference],
        ['Lesson type', lessonTypeLabel(booking.lessonType)],
        ['Number of swimmers', String(booking.swimmersCount)],
      ],
    },
    { type: 'subheading', text: 'Swimmers' },
    { type: 'list', items: booking.swimmers.map(swimmerLine) },
  ];
  if (booking.addOns.length) {
    blocks.push(
      { type: 'subheading', text: 'Add-ons' },
      {
        type: 'list',
        items: booking.addOns.map((a) => `${a.name} x ${a.quantity}: ${money(a.priceCents * a.quantity)}`),
      },
    );
  }
  const rows: [string, string][] = [['Lessons', money(b.subtotal)]];
  if (b.travelFees) rows.push(['Travel fees', money(b.travelFees)]);
  if (b.addOns) rows.push(['Add-ons', money(b.addOns)]);
  if (b.discount)
    rows.push([booking.couponCode ? `Discount (${booking.couponCode})` : 'Discount', money(-b.discount)]);
  if (booking.paidWithCredits) {
    const credits = booking.swimmers.length * booking.lessons.length;
    rows.push(['Paid with', `${credits} lesson ${credits === 1 ? 'credit' : 'credits'}`]);
  } else rows.push(['Taxes', money(b.taxes)], ['Total paid', money(b.total)]);
  blocks.push({ type: 'subheading', text: 'Payment' }, { type: 'details', rows });
  const relationship = relationshipLabel(booking.emergency.relationship);
  blocks.push(
    { type: 'subheading', text: 'Emergency contact' },
    {
      type: 'details',
      rows: [
        ['Name', booking.emergency.name],
        ['Phone', booking.emergency.phone],
        ...(relationship ? [['Relationship', relationship] as const] : []),
      ],
    },
  );
  if (booking.specialRequests)
    blocks.push(
      { type: 'subheading', text: 'Special requests' },
      { type: 'quote', text: booking.specialRequests },
    );
  return blocks;
}

export function contactLine(ctx: Brand): EmailBlock {
  return {
    type: 'paragraph',
    text: `Questions or changes? Call ${ctx.phone} or email ${ctx.email}. We reply within ${BUSINESS.contactReplyHours} hours.`,
  };
}

/** The calendar file for some lessons of a booking: an invite, or the cancellation that removes them. */
export function lessonsInvite(
  booking: BookingView,
  lessons: readonly LessonView[],
  method: 'REQUEST' | 'CANCEL',
  ctx: TemplateContext,
): EmailAttachment {
  const content = buildIcs({
    method,
    stamp: ctx.now,
    organizer: { name: ctx.businessName, email: ctx.email },
    attendee: { name: booking.customerName, email: booking.customerEmail },
    lessons: lessons.map((lesson) => ({
      uid: icsUidAt(lesson.icsUid, ctx.publicUrl),
      sequence: lesson.icsSequence,
      start: lesson.start,
      end: lesson.end,
      summary: `${lessonTypeLabel(booking.lessonType)} swim lesson with ${lesson.instructorName}`,
      location: lesson.venueAddress ? `${lesson.venueName}, ${lesson.venueAddress}` : lesson.venueName,
      description: `Booking ${booking.reference}. ${whatsNext().join(' ')} Questions: ${ctx.phone}, ${ctx.email}.`,
    })),
  });
  return {
    filename: method === 'CANCEL' ? 'cancelled-swim-lessons.ics' : 'swim-lessons.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content,
  };
}
