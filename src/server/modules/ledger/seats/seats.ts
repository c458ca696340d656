/** Seat checks: facts read under the slots' row locks, judged by the one rule in core/rules/seats.ts. */
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { MIN_LEAD_MINUTES, seatRefusal } from '@core/rules/seats';
import { maxSwimmers } from '@core/rules/swimmers';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import * as repo from './seats.repository';

export type SlotFacts = Awaited<ReturnType<typeof repo.slotSeatFacts>>[number];

export function slotsUnavailable(ids: string[], message?: string) {
  const many = ids.length > 1;
  return new AppError(
    'SLOTS_UNAVAILABLE',
    409,
    message ??
      (many
        ? 'Some of those times were just booked. Please pick other times.'
        : 'That time was just booked. Please pick another.'),
    undefined,
    { unavailableSlotIds: ids },
  );
}

/** Locks the slots and reads their seat facts; a slot id that does not exist is a 404. */
export async function lockSlotFacts(tx: Database, slotIds: readonly string[], exceptHoldId?: string) {
  await repo.lockSlots(tx, slotIds);
  const rows = await repo.slotSeatFacts(tx, slotIds, exceptHoldId);
  const missing = slotIds.filter((id) => !rows.some((r) => r.id === id));
  if (missing.length)
    throw new AppError('SLOT_NOT_FOUND', 404, 'One of those lesson times does not exist', undefined, {
      unavailableSlotIds: missing,
    });
  return rows;
}

/** The slots of `rows` on which `seats(slot)` more seats do not fit now, on the database clock. */
export function slotsThatRefuse(
  rows: readonly SlotFacts[],
  seats: (slotId: string) => number,
  minLeadMinutes = MIN_LEAD_MINUTES,
): string[] {
  return rows.filter((r) => seatRefusal(r, seats(r.id), r.now, minLeadMinutes) !== null).map((r) => r.id);
}

/**
 * Locks the slots, and throws 409 naming every slot that cannot take `seats` more (not counting the seats of
 * `exceptHoldId`, the asker's own hold). Returns the locked facts.
 */
export async function requireSeats(
  tx: Database,
  slotIds: readonly string[],
  seats: number,
  exceptHoldId?: string,
): Promise<SlotFacts[]> {
  const rows = await lockSlotFacts(tx, slotIds, exceptHoldId);
  // More swimmers than the lesson type takes is a mistake in the request, not a full lesson.
  const over = rows.find((r) => seats > maxSwimmers(r.lessonType));
  if (over)
    throw new AppError(
      'TOO_MANY_SWIMMERS',
      400,
      `${lessonTypeLabel(over.lessonType)} lessons take at most ${maxSwimmers(over.lessonType)} swimmer(s)`,
      { swimmersCount: `At most ${maxSwimmers(over.lessonType)}` },
    );
  const blocked = slotsThatRefuse(rows, () => seats);
  if (blocked.length) throw slotsUnavailable(blocked);
  return rows;
}

/**
 * Which of the slots could not take `seats` more right now, read without locks: for checking a lesson request
 * on arrival. Whatever books the seats later checks again under lock.
 */
export async function unavailableSlotIds(db: Database, slotIds: readonly string[], seats: number) {
  const rows = await repo.slotSeatFacts(db, slotIds);
  return slotsThatRefuse(rows, () => seats);
}
