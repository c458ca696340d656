/** What goes back to a family when lessons are cancelled. Amounts are integer cents. */

/** The FAQ's policy: more than this many hours before the first lesson, a cancellation is refunded in full. */
export const REFUND_NOTICE_HOURS = 24;

/** A family cancelling (or the owner on their behalf): all of what is left with notice, nothing without. */
export function cancellationRefund(input: {
  hoursUntilFirstLesson: number | null;
  refundableCents: number;
  /** The owner's policy; the FAQ's 24 hours unless they changed it. */
  noticeHours?: number;
}) {
  const { hoursUntilFirstLesson: hours, refundableCents } = input;
  return hours !== null && withNotice(hours, input.noticeHours) ? Math.max(0, refundableCents) : 0;
}

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
 * The share of a booking's payment that belongs to one lesson, for when the business cancels that lesson: the
 * payment split in proportion to each lesson's price and travel fee, so discounts, add-ons and tax are shared the
 * same way. The last lesson still standing gets whatever is left, so the shares always add up to the payment.
 */
export function lessonRefundShare(input: {
  paidCents: number;
  refundedCents: number;
  lessons: readonly PaidLesson[];
  slotId: string;
}): number {
  const left = Math.max(0, input.paidCents - input.refundedCents);
  const lesson = input.lessons.find((l) => l.slotId === input.slotId);
  if (!lesson || lesson.cancelled) return 0;
  const standing = input.lessons.filter((l) => !l.cancelled);
  if (standing.length === 1) return left;
  const weight = (l: PaidLesson) => l.priceCents * l.seats + l.travelFeeCents;
  const all = input.lessons.reduce((sum, l) => sum + weight(l), 0);
  if (all <= 0) return Math.floor(left / standing.length);
  return Math.min(left, Math.floor((input.paidCents * weight(lesson)) / all));
}
