/**
 * Seat holds. A hold keeps seats on each chosen slot while the visitor fills in the wizard; it ends on the
 * database clock so every server process agrees. Every write locks the slot rows and re-counts seats in the
 * same transaction, so capacity holds under any concurrency.
 */
import type { HoldSlotsRequest, HoldSlotsResponse } from '@core/api/bookings';
import { HOLD_MINUTES } from '@core/rules/slots';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { secretToken, sha256 } from '../../lib/ids';
import * as repo from './repository';

export const MAX_HOLD_EXTENSIONS = 1;

type Seats = Awaited<ReturnType<typeof repo.slotSeats>>;

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

/** Locks the slots, counts seats taken by others, and throws 409 naming every slot that cannot take `seats` more. */
export async function lockAndCheckSeats(
  tx: Database,
  slotIds: string[],
  seats: number,
  exceptHoldId?: string,
): Promise<Seats> {
  await repo.lockSlots(tx, slotIds);
  const rows = await repo.slotSeats(tx, slotIds, exceptHoldId);
  const missing = slotIds.filter((id) => !rows.some((r) => r.id === id));
  if (missing.length)
    throw new AppError('SLOT_NOT_FOUND', 404, 'One of those lesson times does not exist', undefined, {
      unavailableSlotIds: missing,
    });
  const blocked = rows
    .filter((r) => r.status !== 'available' || !r.farEnoughAhead || r.seatsTaken + seats > r.capacity)
    .map((r) => r.id);
  if (blocked.length) throw slotsUnavailable(blocked);
  return rows;
}

const minutesOf = (duration: number) => Math.min(Math.max(duration, 0), HOLD_MINUTES);

/** A live hold of this token, locked for the rest of the transaction; throws when it is not the caller's or has ended. */
export async function requireLiveHold(tx: Database, holdId: string, holdToken: string) {
  const hold = await repo.findHoldForUpdate(tx, holdId);
  if (!hold || hold.ownerToken !== sha256(holdToken))
    throw new AppError(
      'HOLD_NOT_FOUND',
      404,
      'That hold could not be found. Please choose your times again.',
    );
  if (!hold.live)
    throw new AppError(
      'HOLD_EXPIRED',
      409,
      'Your hold on these times has expired. Please hold them again to continue.',
    );
  return hold;
}

/** Makes an existing live hold cover exactly `slotIds` with `seats` each; capacity is re-checked without counting this hold. */
export async function reshapeHold(tx: Database, holdId: string, slotIds: string[], seats: number) {
  await lockAndCheckSeats(tx, slotIds, seats, holdId);
  await repo.replaceHoldSlots(tx, holdId, slotIds, seats);
}

export async function holdSlots(db: Database, input: HoldSlotsRequest): Promise<HoldSlotsResponse> {
  const slotIds = [...new Set(input.slotIds)].sort();
  const seats = input.swimmersCount ?? 1;
  const minutes = minutesOf(input.duration ?? HOLD_MINUTES);
  return db.transaction(async (tx) => {
    if (input.holdId && input.holdToken) {
      const hold = await repo.findHoldForUpdate(tx, input.holdId);
      if (hold && hold.ownerToken === sha256(input.holdToken) && hold.live) {
        await reshapeHold(tx, hold.id, slotIds, seats);
        let { expiresAt, extensions } = hold;
        if (input.extend) {
          if (extensions >= MAX_HOLD_EXTENSIONS) {
            throw new AppError('HOLD_EXTENSION_USED', 409, 'This hold has already been extended once.');
          }
          ({ expiresAt, extensions } = await repo.extendHold(tx, hold.id, minutes));
        }
        return {
          holdId: hold.id,
          holdToken: input.holdToken,
          expiresAt: expiresAt.toISOString(),
          extensionsLeft: MAX_HOLD_EXTENSIONS - extensions,
        };
      }
      // A hold that has ended (or is not this browser's) is replaced by a new one below.
    }
    await lockAndCheckSeats(tx, slotIds, seats);
    const token = input.holdToken && input.holdId ? input.holdToken : secretToken();
    const created = await repo.insertHold(tx, { ownerTokenHash: sha256(token), minutes });
    await repo.replaceHoldSlots(tx, created.id, slotIds, seats);
    return {
      holdId: created.id,
      holdToken: token,
      expiresAt: created.expiresAt.toISOString(),
      extensionsLeft: MAX_HOLD_EXTENSIONS,
    };
  });
}

export { releaseHold, holdSlotRows, deleteEndedHolds } from './repository';
