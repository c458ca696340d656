/** The rules that decide whether a lesson slot can be picked, shared by the server and the browser. */
export const MIN_LEAD_MINUTES = 120;
export const MAX_SLOT_SELECTIONS = 6;
export const HOLD_MINUTES = 15;

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
export function isSlotBookable(slot: SlotAvailability, now: Date, minLeadMinutes = MIN_LEAD_MINUTES): boolean {
  if (slot.status !== 'available') return false;
  const start = new Date(slot.startTime).getTime();
  if (Number.isNaN(start)) return false;
  if (start - now.getTime() < minLeadMinutes * 60_000) return false;
  return slot.bookedCount < slot.capacity;
}
