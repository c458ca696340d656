/**
 * My Lessons: what a family signed in by an emailed link can see and change. Every route under /api/family/ except
 * the two sign-in calls needs the family session cookie, and answers only about bookings and lesson requests made
 * with the session's email; another family's id is a 404.
 */
import { z } from 'zod';
import { signedMilestoneSchema } from './instructor';
import { formatCents } from '../rules/money';
import { bookingStatusSchema } from './bookings';
import { text, uuid } from './common';

/** The answer to every sign-in link request, known email or not. */
export const FAMILY_LINK_SENT_MESSAGE = 'If we have lessons for that email, a sign-in link is on its way.';
export const FAMILY_LINK_BUTTON = 'Email me a sign-in link';
/** A used, expired or unknown link. */
export const FAMILY_LINK_INVALID_MESSAGE =
  'This sign-in link has expired or was already used. Ask for a new one below.';
export const NO_REFUND_MESSAGE = (hours: number) => `No refund: less than ${hours} hours before the lesson`;

/** What cancelling does with the money, in the words the family sees before confirming and in the email after. */
export function cancellationOutcomeMessage(input: {
  refundCents: number;
  payAtLesson: boolean;
  paidCents: number;
  noticeHours: number;
  /** Lesson credits given instead of money (credits given back, or the owner's credit policy). */
  creditLessons?: number;
  /** The booking was paid with lesson credits. */
  paidWithCredits?: boolean;
}): string {
  const credits = input.creditLessons ?? 0;
  if (credits > 0) return `${credits} lesson ${credits === 1 ? 'credit' : 'credits'} back to your account`;
  if (input.refundCents > 0) return `Refund ${formatCents(input.refundCents)} to your card`;
  if (input.paidWithCredits) return `No credit back: less than ${input.noticeHours} hours before the lesson`;
  if (input.payAtLesson) return 'Nothing to refund: this booking is paid at the lesson';
  if (input.paidCents === 0) return 'Nothing to refund: nothing was paid for these lessons';
  return NO_REFUND_MESSAGE(input.noticeHours);
}

/** `POST /api/family/sign-in-link` -> 202 `{ message }` */
export const familySignInLinkRequestSchema = z.object({
  email: text('Email', { max: 254, required: 'Email is required' }).pipe(
    z.email({ error: 'Enter a valid email address' }),
  ),
});
export type FamilySignInLinkRequest = z.input<typeof familySignInLinkRequestSchema>;

export const familyMessageSchema = z.object({ message: z.string() });

/** `POST /api/family/session` with the token from the link -> 200 the session; 400 for a bad link. */
const linkToken = z
  .string({ error: 'token is required' })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'This sign-in link is not valid');

/** `POST /api/family/session/preview`: what a link would do, without using it. */
export const familySessionPreviewRequestSchema = z.object({ token: linkToken });
/** The email the link signs in as, and the email this browser is signed in as now (null: nobody). */
export const familySessionPreviewSchema = z.object({ email: z.string(), signedInAs: z.string().nullable() });
export type FamilySessionPreview = z.infer<typeof familySessionPreviewSchema>;

/**
 * `POST /api/family/session`: the visitor's click on "Sign in as EMAIL". `email`, the email the button named, must be
 * the link's (the page always sends it); a session of another email on this browser is replaced only with `replace`
 * (else 409 SIGNED_IN_AS_ANOTHER_EMAIL).
 */
export const familySessionRequestSchema = z.object({
  token: linkToken,
  email: z.string().max(254).optional(),
  replace: z.boolean().default(false),
});

/** `GET /api/family/session` -> 200, or 401 signed out. `DELETE` signs out (204). */
export const familySessionSchema = z.object({ email: z.string() });
export type FamilySession = z.infer<typeof familySessionSchema>;

export const FAMILY_LESSON_STATES = ['upcoming', 'past', 'cancelled'] as const;

export const familyLessonSchema = z.object({
  /** The lesson's own id: it stays the same when the lesson is moved. */
  id: z.string(),
  slotId: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  instructorName: z.string(),
  venueName: z.string(),
  seats: z.number().int(),
  state: z.enum(FAMILY_LESSON_STATES),
  cancelReason: z.string().nullable(),
  /** True while the family may still cancel it online (upcoming, booking confirmed, not started). */
  changeable: z.boolean(),
  /** True while it may still be moved: changeable, and more than the policy's notice ahead. */
  reschedulable: z.boolean(),
});
export type FamilyLesson = z.infer<typeof familyLessonSchema>;

export const familyBookingSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: bookingStatusSchema,
  lessonType: z.string(),
  /** The zone the family booked in: times are shown in it. */
  timeZone: z.string(),
  swimmers: z.array(z.string()),
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
  /** Paid at the lesson (an approved lesson request): nothing to refund online. */
  payAtLesson: z.boolean(),
  lessons: z.array(familyLessonSchema),
});
export type FamilyBooking = z.infer<typeof familyBookingSchema>;

export const familyRequestSchema = z.object({
  id: z.string(),
  /** pending | approved | declined */
  status: z.string(),
  lessonType: z.string(),
  dates: z.array(z.string()),
  swimmers: z.number().int(),
  createdAt: z.string(),
});
export type FamilyRequest = z.infer<typeof familyRequestSchema>;

/** `GET /api/family/lessons` */
export const familyOverviewSchema = z.object({
  email: z.string(),
  /** The owner's notice for a refund on cancelling, in hours. */
  cancelNoticeHours: z.number().int(),
  /** What a lesson paid by card gives back when cancelled in time: its share to the card, or lesson credits. */
  cancelRefundAs: z.enum(['refund', 'credit']),
  bookings: z.array(familyBookingSchema),
  requests: z.array(familyRequestSchema),
});
export type FamilyOverview = z.infer<typeof familyOverviewSchema>;

/** Which lessons to cancel: one lesson of a booking, or every upcoming lesson of it when `lessonId` is left out. */
export const familyCancellationRequestSchema = z.object({
  bookingId: uuid,
  lessonId: uuid.optional(),
});

/** `POST /api/family/cancellation-preview` -> what cancelling would do, computed by the server's policy. */
export const familyCancellationPreviewSchema = z.object({
  lessonIds: z.array(z.string()),
  refundCents: z.number().int(),
  /** Lesson credits the family gets instead of money. */
  creditLessons: z.number().int(),
  /** "Refund $X to your card", "2 lesson credits back to your account", "No refund: ...", or the pay-at-lesson note. */
  message: z.string(),
});
export type FamilyCancellationPreview = z.infer<typeof familyCancellationPreviewSchema>;

/**
 * `POST /api/family/cancellations` applies exactly the outcome the family saw: when the server's outcome is no
 * longer `expectedRefundCents` (the notice ran out meanwhile), 409 `OUTCOME_CHANGED` and nothing changes.
 */
export const familyCancelRequestSchema = familyCancellationRequestSchema.extend({
  expectedRefundCents: z.number().int().min(0),
  /** The credits the preview showed (0 when it showed none). */
  expectedCreditLessons: z.number().int().min(0).default(0),
});
export const familyCancelResultSchema = z.object({
  refundCents: z.number().int(),
  creditLessons: z.number().int(),
  message: z.string(),
});

export const familyLessonParamsSchema = z.object({ lessonId: uuid });

export const rescheduleOptionSchema = z.object({
  slotId: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  instructorName: z.string(),
  venueName: z.string(),
  /** What moving costs (positive, paid by card) or gives back (negative), tax included. */
  differenceCents: z.number().int(),
});
export type RescheduleOption = z.infer<typeof rescheduleOptionSchema>;

/** `GET /api/family/lessons/:lessonId/reschedule-options` */
export const rescheduleOptionsSchema = z.object({
  lessonId: z.string(),
  times: z.array(rescheduleOptionSchema),
});
export type RescheduleOptions = z.infer<typeof rescheduleOptionsSchema>;

/**
 * `POST /api/family/lessons/:lessonId/reschedule`. A move to a time of the same or lower price happens at once
 * (`moved`, with any refund); a dearer one holds the new seat and answers `payment_required` with a payment to
 * finish on the normal payment step, then `POST /api/family/lesson-changes/:changeId/confirm`.
 */
export const rescheduleRequestSchema = z.object({
  slotId: uuid,
  expectedDifferenceCents: z.number().int(),
});
export const rescheduleResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('moved'), changeId: z.string(), refundCents: z.number().int() }),
  z.object({
    status: z.literal('payment_required'),
    changeId: z.string(),
    amountCents: z.number().int(),
    paymentIntentId: z.string(),
    clientSecret: z.string(),
    gateway: z.enum(['test', 'stripe']),
    /** The new seat is held until then. */
    holdExpiresAt: z.string(),
  }),
]);
export type RescheduleResult = z.infer<typeof rescheduleResultSchema>;

export const lessonChangeParamsSchema = z.object({ changeId: uuid });
/** `POST /api/family/lesson-changes/:changeId/confirm` after the card step. */
export const lessonChangeResultSchema = z.object({
  /** moved: done; pending: the payment has not arrived yet; refused: the time was lost and the payment refunded. */
  status: z.enum(['moved', 'pending', 'refused']),
  message: z.string(),
});
export type LessonChangeResult = z.infer<typeof lessonChangeResultSchema>;

/** `GET /api/family/progress`: the family's swimmers (named as on their bookings) and their checked milestones. */
export const familySwimmerProgressSchema = z.object({
  key: z.string(),
  name: z.string(),
  milestones: z.array(z.string()),
  /** Milestones an instructor signed off in a lesson: they count as done and cannot be unchecked by the family. */
  signedOff: z.array(signedMilestoneSchema).default([]),
});
export type FamilySwimmerProgress = z.infer<typeof familySwimmerProgressSchema>;
export const familyProgressSchema = z.object({ swimmers: z.array(familySwimmerProgressSchema) });

/** `PUT /api/family/progress/:swimmerKey` saves one swimmer's checked milestones (ids from the level catalog). */
export const familyProgressParamsSchema = z.object({
  swimmerKey: z.string().min(1).max(200),
});
export const saveProgressRequestSchema = z.object({
  milestones: z.array(z.string().max(80)).max(100),
});
