/**
 * The one rule that decides whether seats fit on a lesson slot. The server feeds it facts read under the slot's
 * row lock and the database clock; the browser feeds it the calendar's counts for instant feedback. Both ask the
 * same question, so they cannot disagree about what "free" means.
 */
export const MIN_LEAD_MINUTES = 120;

export interface SlotSeatFacts {
  status: string;
  capacity: number;
  startTime: string | Date;
  /** Seats of confirmed bookings plus seats of live holds, leaving out the asker's own hold. */
  seatsTaken: number;
}

/** Why seats do not fit, in the order a person would check: closed, too late, full. */
export type SeatRefusal = 'not_available' | 'too_soon' | 'full';

/**
 * Null when `seats` more fit on the slot at `now`; otherwise the first reason they do not. `minLeadMinutes` is the
 * notice a new booking needs; settling a payment that started in time passes 0 (the lesson must not have started).
 */
export function seatRefusal(
  slot: SlotSeatFacts,
  seats: number,
  now: Date,
  minLeadMinutes = MIN_LEAD_MINUTES,
): SeatRefusal | null {
  if (slot.status !== 'available') return 'not_available';
  const start = new Date(slot.startTime).getTime();
  if (Number.isNaN(start) || start - now.getTime() < minLeadMinutes * 60_000 || start <= now.getTime())
    return 'too_soon';
  if (slot.seatsTaken + seats > slot.capacity) return 'full';
  return null;
}

export const seatsFit = (slot: SlotSeatFacts, seats: number, now: Date, minLeadMinutes = MIN_LEAD_MINUTES) =>
  seatRefusal(slot, seats, now, minLeadMinutes) === null;

/** The lowest capacity a slot may be given: every seat taken, held ones included, must still fit. */
export const lowestCapacity = (seatsTaken: number) => Math.max(1, seatsTaken);
