/** What goes back to a family when lessons are cancelled. Amounts are integer cents. */

/** The FAQ's policy: more than this many hours before the first lesson, a cancellation is refunded in full. */
export const REFUND_NOTICE_HOURS = 24;

/** True when a lesson `hoursAhead` away is cancelled (or moved) with the notice the policy asks for. */
export const withNotice = (hoursAhead: number, noticeHours = REFUND_NOTICE_HOURS) => hoursAhead > noticeHours;

export interface PaidLesson {
  slotId: string;
  priceCents: number;
  seats: number;
  travelFeeCents: number;
  /** Already cancelled by the business (its share was refunded then). */
  cancelled: boolean;
}

/**
 * The share of a booking's payment that belongs to one lesson, for when that lesson is cancelled with money going
 * back: what the booking paid (net of refunds for moves to cheaper times) split in proportion to each lesson's price
 * and travel fee, so discounts, add-ons and tax are shared the same way. Every lesson keeps its weight after it is
 * cancelled, so a lesson forfeited without notice (or turned into credits) never hands its share to another. The
 * last lesson standing also takes the rounding cents, and only those, so refunds add up to the payment when every
 * lesson was refunded.
 */
export function lessonRefundShare(input: {
  /** Paid for the lessons: every payment, less what was refunded for moves to cheaper times. */
  paidCents: number;
  /** Refunded so far for cancellations. */
  refundedCents: number;
  lessons: readonly PaidLesson[];
  slotId: string;
}): number {
  const left = Math.max(0, input.paidCents - input.refundedCents);
  const lesson = input.lessons.find((l) => l.slotId === input.slotId);
  if (!lesson || lesson.cancelled) return 0;
  const weight = (l: PaidLesson) => l.priceCents * l.seats + l.travelFeeCents;
  const all = input.lessons.reduce((sum, l) => sum + weight(l), 0);
  const share =
    all <= 0
      ? Math.floor(input.paidCents / input.lessons.length)
      : Math.floor((input.paidCents * weight(lesson)) / all);
  const lastStanding = input.lessons.filter((l) => !l.cancelled).length === 1;
  if (lastStanding && left - share >= 0 && left - share < input.lessons.length) return left;
  return Math.max(0, Math.min(left, share));
}
