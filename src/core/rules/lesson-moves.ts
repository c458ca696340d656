/** What moving one booked lesson to another time costs or gives back. Amounts are integer cents. */

/**
 * The difference in lesson price for the seats, with tax at the booking's rate (zero when the booking paid none).
 * Positive: the family pays it by card before the move; negative: it is refunded when the lesson moves. Discounts
 * and add-ons of the booking are not recomputed: they were for the booking, not for a time of day.
 */
export function moveDifference(input: {
  fromPriceCents: number;
  toPriceCents: number;
  seats: number;
  taxRateBps: number;
}): number {
  const lessons = (input.toPriceCents - input.fromPriceCents) * input.seats;
  const tax = Math.round((lessons * input.taxRateBps) / 10_000);
  return lessons + tax;
}

/** How long a family may take to pay for a move to a dearer time: the new seat is held that long. */
export const MOVE_HOLD_MINUTES = 15;

/** How far ahead the times offered for a move reach. */
export const MOVE_WINDOW_DAYS = 90;
