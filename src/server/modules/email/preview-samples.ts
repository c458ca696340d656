/** Believable sample data for every template: a week from `now`, so the samples always describe upcoming lessons. */
import { sampleDocumentMessages } from './preview-samples-documents';
import type {
  BookingView,
  LessonRequestView,
  LessonsCancelledView,
  LessonView,
  PackagePurchasedView,
} from './templates/models';
import type { Message, MessageKind } from './templates';

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
    paidWithCredits: false,
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
export const sampleLink = (publicUrl: string) =>
  `${publicUrl}/my-lessons/sign-in#token=sample-link-signs-nobody-in`;

/** One preview: a message, named by its kind, or by its kind and case when a kind has several cases to show. */
export interface SamplePreview {
  kind: MessageKind | `${MessageKind}_${string}`;
  message: Message;
}

const asPreview = (message: Message): SamplePreview => ({ kind: message.kind, message });

export function samplePreviews(now: Date, publicUrl: string): SamplePreview[] {
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
  const lessonsCancelled: LessonsCancelledView = {
    booking: afterCancel,
    lessons: [cancelled],
    refundedCents: 7226,
    creditLessons: 0,
    cause: 'family',
    creditExpiries: [],
  };
  const contact = {
    name: 'Chris Morgan',
    email: 'chris.morgan@example.com',
    message: 'Do you teach adults who have never swum?\nWeekends suit me best.',
    receivedAt: now,
  };
  const beforeCredits: Message[] = [
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
  ];
  const rest: Message[] = [
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
    {
      kind: 'instructor_invite',
      data: { url: `${publicUrl}/instructor/sign-in#token=sample`, name: 'Maya Thompson' },
    },
    {
      kind: 'instructor_sign_in_link',
      data: { url: `${publicUrl}/instructor/sign-in#token=sample`, name: 'Maya Thompson' },
    },
    {
      kind: 'lesson_progress',
      data: {
        customerName: 'Jordan Parker',
        instructorName: 'Maya Thompson',
        startTime: new Date(first.start),
        timeZone: 'America/New_York',
        swimmers: [
          {
            name: 'Ava Parker',
            attended: true,
            levelTitle: 'Level 1: Water Comfort & Basics',
            workedOn: ['Blows bubbles for 5+ seconds', 'Back float with support'],
            levelComplete: true,
            next: { id: 'seahorse', title: 'Floating, Kicking, Arm Movement', label: 'Level 2' },
          },
        ],
      },
    },
    ...sampleWaitlistMessages(now, publicUrl, first),
    ...sampleDocumentMessages(now, booking, first),
  ];
  return [
    ...beforeCredits.map(asPreview),
    ...sampleCreditMessages(now, booking, lessonsCancelled),
    ...rest.map(asPreview),
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

/** The credit cases of a cancellation, and a package bought: each a preview of its own beside the message's first case. */
function sampleCreditMessages(now: Date, booking: BookingView, cancelled: LessonsCancelledView) {
  const creditsUntil = new Date(now.getTime() + 182 * 24 * HOUR);
  const withCredits = {
    ...cancelled,
    booking: { ...cancelled.booking, refundedCents: 0 },
    refundedCents: 0,
    creditLessons: 2,
    creditExpiries: [creditsUntil],
  };
  // Weather takes every lesson of the booking; one paid at the lesson gets a free new time instead of credits.
  const allCancelled = booking.lessons.map((l) => ({ ...l, icsSequence: 1, cancelled: true }));
  const weather = {
    ...withCredits,
    cause: 'weather' as const,
    booking: { ...withCredits.booking, lessons: allCancelled },
    lessons: allCancelled,
  };
  const payAtLesson = {
    ...weather,
    booking: { ...weather.booking, payAtLesson: true, couponCode: null, addOns: [] },
    creditLessons: 0,
    creditExpiries: [],
  };
  const purchase: PackagePurchasedView = {
    purchaseId: '00000000-0000-4000-8000-0000000000c1',
    packageName: '10 Private Lessons',
    customerName: booking.customerName,
    customerEmail: booking.customerEmail,
    customerPhone: booking.customerPhone,
    lessonType: 'private',
    level: null,
    lessons: 10,
    priceCents: 72000,
    paidAt: now,
    expiresAt: creditsUntil,
  };
  const variants: [SamplePreview['kind'], Message][] = [
    ['lessons_cancelled_with_credits', { kind: 'lessons_cancelled', data: withCredits }],
    ['lessons_cancelled_owner_with_credits', { kind: 'lessons_cancelled_owner', data: withCredits }],
    ['lessons_cancelled_for_weather_with_credits', { kind: 'lessons_cancelled', data: weather }],
    ['lessons_cancelled_for_weather_free_reschedule', { kind: 'lessons_cancelled', data: payAtLesson }],
    ['lessons_cancelled_owner_for_weather_with_credits', { kind: 'lessons_cancelled_owner', data: weather }],
    [
      'lessons_cancelled_owner_for_weather_free_reschedule',
      { kind: 'lessons_cancelled_owner', data: payAtLesson },
    ],
    ['package_purchased', { kind: 'package_purchased', data: purchase }],
    ['package_purchased_owner', { kind: 'package_purchased_owner', data: purchase }],
  ];
  return variants.map(([kind, message]) => ({ kind, message }));
}
