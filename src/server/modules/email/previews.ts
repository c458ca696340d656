/**
 * Every template rendered with believable sample data, so the owner can see exactly what customers receive.
 * Dates are a week from `now`, so the samples always describe upcoming lessons.
 */
import type { Config } from '../../config';
import { brandFrom } from './brand';
import type { BookingView, LessonRequestView, LessonView } from './templates/models';
import { renderMessage, type Message, type MessageKind } from './templates';

/** The family's own copies, which carry a "Manage your lessons" link (a sample address here, which signs nobody in). */
const WITH_MANAGE_LINK: ReadonlySet<MessageKind> = new Set([
  'booking_confirmed',
  'lesson_reminder',
  'lesson_request_received',
  'lesson_request_approved',
  'lesson_request_declined',
  'waitlist_joined',
  'waitlist_offer',
]);

export interface EmailPreview {
  kind: MessageKind;
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; contentType: string }[];
}

const HOUR = 3_600_000;

function sampleLessons(now: Date): LessonView[] {
  // 10:00 New York time a week out, then the week after, whatever the server's clock says today.
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 7, 15));
  return [0, 7].map((offsetDays, i) => ({
    lessonId: `00000000-0000-4000-8000-00000000001${i + 1}`,
    slotId: `00000000-0000-4000-8000-00000000000${i + 1}`,
    icsUid: `00000000-0000-4000-8000-0000000000b1.00000000-0000-4000-8000-00000000000${i + 1}`,
    icsSequence: 0,
    cancelled: false,
    start: new Date(day.getTime() + offsetDays * 24 * HOUR),
    end: new Date(day.getTime() + offsetDays * 24 * HOUR + HOUR / 2),
    instructorName: 'Maya Thompson',
    venueName: 'Your Home Pool: Bethesda',
    venueAddress: '4 Maple Court, Bethesda, MD',
  }));
}

export function sampleBooking(now: Date): BookingView {
  return {
    id: '00000000-0000-4000-8000-0000000000b1',
    reference: 'BK-7K3F9Q',
    lessonType: 'semi_private',
    swimmersCount: 2,
    customerName: 'Sam Parker',
    customerEmail: 'sam.parker@example.com',
    customerPhone: '(301) 555-0188',
    timeZone: 'America/New_York',
    lessons: sampleLessons(now),
    swimmers: [
      {
        name: 'Ava Parker',
        email: 'sam.parker@example.com',
        phone: null,
        ageGroup: 'child',
        level: 'turtle',
        goals: 'Swim across the pool',
        healthConsiderations: 'Mild asthma',
        fears: 'Putting her face in',
      },
      {
        name: 'Leo Parker',
        email: 'sam.parker@example.com',
        phone: null,
        ageGroup: 'child',
        level: 'seahorse',
        goals: 'Learn freestyle',
        healthConsiderations: null,
        fears: null,
      },
    ],
    addOns: [{ name: 'Swim Goggles', quantity: 2, priceCents: 1999 }],
    breakdown: { subtotal: 16000, travelFees: 2000, addOns: 3998, discount: 1600, taxes: 1280, total: 21678 },
    couponCode: 'SPLASH10',
    emergency: { name: 'Jordan Parker', phone: '(301) 555-0189', relationship: 'spouse' },
    specialRequests: 'Ava is shy at first; a calm start helps.',
    refundedCents: 21678,
    cancelReason: 'Cancelled at your request.',
    payAtLesson: false,
  };
}

function sampleRequest(now: Date): LessonRequestView {
  const lessons = sampleLessons(now);
  return {
    requestCode: 'REQ-7K3F9Q',
    firstName: 'Dana',
    lastName: 'Lee',
    email: 'dana.lee@example.com',
    phone: '(703) 555-0123',
    lessonType: 'private',
    swimmers: 1,
    dates: lessons.map((l) => l.start.toISOString().slice(0, 10)),
    lessons,
    decisionMessage: 'Maya will see you at your pool; she will text the day before.',
  };
}

/** A sample "Manage your lessons" or sign-in address on this site; its token signs nobody in. */
const sampleLink = (publicUrl: string) => `${publicUrl}/my-lessons/sign-in#token=sample-link-signs-nobody-in`;

export function sampleMessages(now: Date, publicUrl: string): Message[] {
  const booking = sampleBooking(now);
  const request = sampleRequest(now);
  const [first, second] = booking.lessons as [LessonView, LessonView]; // sampleLessons always returns two lessons
  // The second lesson moved a day later (its invite's first revision), or cancelled by the family.
  const moved = {
    ...second,
    slotId: '00000000-0000-4000-8000-000000000009',
    start: new Date(second.start.getTime() + 24 * HOUR),
    end: new Date(second.end.getTime() + 24 * HOUR),
    icsSequence: 1,
  };
  const cancelled = { ...second, icsSequence: 1, cancelled: true };
  const afterCancel = { ...booking, refundedCents: 7226, lessons: [first, cancelled] };
  const rescheduled = {
    booking: { ...booking, lessons: [first, moved] },
    lesson: moved,
    from: second,
    differenceCents: -1080,
  };
  const lessonsCancelled = { booking: afterCancel, lessons: [cancelled], refundedCents: 7226 };
  const contact = {
    name: 'Chris Morgan',
    email: 'chris.morgan@example.com',
    message: 'Do you teach adults who have never swum?\nWeekends suit me best.',
    receivedAt: now,
  };
  return [
    { kind: 'booking_confirmed', data: booking },
    { kind: 'booking_confirmed_owner', data: booking },
    { kind: 'lesson_reminder', data: { booking, lesson: first } },
    {
      kind: 'instructor_notice',
      data: { instructorName: 'Maya Thompson', booking, lessons: booking.lessons },
    },
    { kind: 'booking_cancelled', data: booking },
    { kind: 'booking_refunded', data: booking },
    { kind: 'late_payment_refunded', data: booking },
    { kind: 'slot_cancelled', data: { booking, lesson: second, refundedCents: 7226 } },
    { kind: 'lesson_rescheduled', data: rescheduled },
    { kind: 'lesson_rescheduled_owner', data: rescheduled },
    { kind: 'lessons_cancelled', data: lessonsCancelled },
    { kind: 'lessons_cancelled_owner', data: lessonsCancelled },
    { kind: 'lesson_request_received', data: request },
    { kind: 'lesson_request_owner', data: request },
    { kind: 'lesson_request_approved', data: request },
    {
      kind: 'lesson_request_declined',
      data: { ...request, decisionMessage: 'Those mornings are full; weekday afternoons are open.' },
    },
    { kind: 'lead_magnet', data: { name: 'Taylor', email: 'taylor@example.com' } },
    { kind: 'contact_owner', data: contact },
    { kind: 'contact_acknowledgement', data: contact },
    { kind: 'family_sign_in_link', data: { url: sampleLink(publicUrl) } },
    ...sampleWaitlistMessages(now, publicUrl, first),
  ];
}

/** A family waiting for the first sample lesson, and the offer of its seats; the links' tokens do nothing. */
function sampleWaitlistMessages(now: Date, publicUrl: string, lesson: LessonView): Message[] {
  const token = 'sample-link-does-nothing';
  const family = {
    name: 'Riley Chen',
    lessonType: 'semi_private',
    swimmers: 2,
    timeZone: 'America/New_York',
  };
  return [
    {
      kind: 'waitlist_joined',
      data: {
        ...family,
        kind: 'time',
        lesson,
        preference: null,
        leaveUrl: `${publicUrl}/waitlist/leave#token=${token}`,
      },
    },
    {
      kind: 'waitlist_offer',
      data: {
        ...family,
        lesson,
        expiresAt: new Date(now.getTime() + 2 * HOUR),
        claimUrl: `${publicUrl}/booking#offer=${token}`,
        declineUrl: `${publicUrl}/waitlist/decline#token=${token}`,
        leaveUrl: `${publicUrl}/waitlist/leave#token=${token}`,
      },
    },
  ];
}

export function emailPreviews(
  config: Config,
  policy: { cancelNoticeHours: number },
  now: Date = new Date(),
): EmailPreview[] {
  const ctx = { ...brandFrom(config), now, cancelNoticeHours: policy.cancelNoticeHours };
  return sampleMessages(now, config.publicUrl).map((message) => {
    const rendered = renderMessage(message, {
      ...ctx,
      manageUrl: WITH_MANAGE_LINK.has(message.kind) ? sampleLink(config.publicUrl) : undefined,
    });
    return {
      kind: message.kind,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      attachments: rendered.attachments.map(({ filename, contentType }) => ({ filename, contentType })),
    };
  });
}
