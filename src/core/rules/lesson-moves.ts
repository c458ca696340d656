/** What moving one booked lesson to another time costs or gives back. Amounts are integer cents. */
import { calculatePrice, type PricedCoupon } from './pricing';

/** The saving a booking was paid with, applied again when one of its lessons moves. */
export interface MoveDiscount {
  /** The coupon the booking used (it was the better saving), or null. */
  coupon: PricedCoupon | null;
  /** The booking was paid at the first-lesson price (and no coupon). */
  firstLessonOffer: boolean;
}

export const NO_DISCOUNT: MoveDiscount = { coupon: null, firstLessonOffer: false };

interface PricedLesson {
  startTime: string | Date;
  priceCents: number;
}

/**
 * The difference between the booking's live lessons priced with the lesson at its new time and at its old one, each
 * with the same saving the booking was paid with, and tax at the booking's rate (zero when it paid none). So a
 * lesson bought at the first-lesson price stays at that price wherever it moves, and a coupon's share follows the
 * price. Positive: the family pays it by card before the move; negative: it is refunded when the lesson moves, never
 * leaving less than the new time costs with the same saving. Add-ons and travel fees are for the booking, not a time.
 */
export function moveDifference(input: {
  /** The booking's lessons that are not cancelled, the one that moves included. */
  lessons: readonly (PricedLesson & { lessonId: string })[];
  lessonId: string;
  to: PricedLesson;
  seats: number;
  discount: MoveDiscount;
  taxRateBps: number;
}): number {
  const total = (lessons: readonly PricedLesson[]) =>
    calculatePrice({
      slots: lessons.map((l) => ({ startTime: l.startTime, basePrice: l.priceCents, travelFee: 0 })),
      swimmersCount: input.seats,
      addOns: [],
      coupon: input.discount.coupon,
      firstLessonOffer: input.discount.firstLessonOffer,
      taxRateBps: input.taxRateBps,
    }).total;
  const moved = input.lessons.map((l) => (l.lessonId === input.lessonId ? input.to : l));
  return total(moved) - total(input.lessons);
}

/** How long a family may take to pay for a move to a dearer time: the new seat is held that long. */
export const MOVE_HOLD_MINUTES = 15;

/** How far ahead the times offered for a move reach. */
export const MOVE_WINDOW_DAYS = 90;
