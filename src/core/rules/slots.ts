/** The rules that decide whether a lesson slot can be picked, shared by the server and the browser. */
import { MIN_LEAD_MINUTES, seatsFit } from './seats';

export { MIN_LEAD_MINUTES };
export const MAX_SLOT_SELECTIONS = 6;
export const HOLD_MINUTES = 15;
/**
 * How far ahead a lesson may be asked for, in days: one year. The owner's policies set no horizon of their own; a year
 * covers any season a family plans for, and stops a far-off day (2199) from stretching what hangs on it, such as the
 * lifetime of the request's "Manage your lessons" link.
 */
export const BOOKING_HORIZON_DAYS = 365;

export interface SlotAvailability {
  startTime: string | Date;
  status: string;
  capacity: number;
  /** Confirmed seats plus seats held by unexpired holds. */
  bookedCount: number;
}

export function spotsLeft(slot: Pick<SlotAvailability, 'capacity' | 'bookedCount'>): number {
  return Math.max(0, slot.capacity - slot.bookedCount);
}

/**
 * A slot is bookable when it is available, starts at least `minLeadMinutes` from `now`,
 * and has a free seat. An unreadable start time is never bookable.
 */
export function isSlotBookable(
  slot: SlotAvailability,
  now: Date,
  minLeadMinutes = MIN_LEAD_MINUTES,
): boolean {
  return seatsFit({ ...slot, seatsTaken: slot.bookedCount }, 1, now, minLeadMinutes);
}

/**
 * The status a slot is reported with at `now`: an open slot that starts within the booking notice (or has started)
 * cannot be picked any more, so it is `unavailable`, as the spec reads `available` (bookable). Full slots stay
 * `available` with no seat left: a family can still join their waitlist.
 */
export function statusAt<S extends string>(
  slot: { startTime: string | Date; status: S },
  now: Date,
  minLeadMinutes = MIN_LEAD_MINUTES,
): S | 'unavailable' {
  if (slot.status !== 'available') return slot.status;
  const start = new Date(slot.startTime).getTime();
  return Number.isFinite(start) && start - now.getTime() >= minLeadMinutes * 60_000
    ? slot.status
    : 'unavailable';
}

/** When the first of these starts comes within the booking notice after `now` (an answer's status changes then). */
export function nextNoticeEdge(
  starts: readonly (string | Date)[],
  now: Date,
  minLeadMinutes = MIN_LEAD_MINUTES,
): Date | null {
  const lead = minLeadMinutes * 60_000;
  const edge = starts
    .map((s) => new Date(s).getTime() - lead)
    .filter((t) => t > now.getTime())
    .reduce((a, b) => Math.min(a, b), Infinity);
  return Number.isFinite(edge) ? new Date(edge) : null;
}

/** How many slot times a month-grid day cell lists before "+N more" (spec section 9). */
export const SLOTS_PER_DAY_CELL = 3;
/** How many slots the safe (simple) view lists per day (spec section 9). */
export const SAFE_VIEW_SLOTS_PER_DAY = 8;

/** The slots of `slots` that can be picked right now, in their original order. */
export function bookableSlots<T extends SlotAvailability>(
  slots: readonly T[],
  now: Date,
  minLeadMinutes = MIN_LEAD_MINUTES,
): T[] {
  return slots.filter((s) => isSlotBookable(s, now, minLeadMinutes));
}

/**
 * Adds `slotId` to the selection, or removes it when already there. A pick beyond
 * MAX_SLOT_SELECTIONS is ignored (spec section 5): the selection comes back unchanged.
 */
export function toggleSlotSelection(
  selected: readonly string[],
  slotId: string,
  max = MAX_SLOT_SELECTIONS,
): string[] {
  if (selected.includes(slotId)) return selected.filter((id) => id !== slotId);
  if (selected.length >= max) return [...selected];
  return [...selected, slotId];
}
