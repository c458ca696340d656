/**
 * Seats held for a waitlist offer. An offer is a hold like any other: its seats count against the slot under the
 * slot's row lock, so nobody else can hold an offered seat while the offer lives, and of two server copies that
 * see the same freed seat only one can hold it. The hold's token goes to the family in the offer's link; with it
 * the booking wizard continues on the held seats.
 */
import { MIN_LEAD_MINUTES, seatRefusal } from '@core/rules/seats';
import type { Database } from '../../../db/client';
import { secretToken, sha256 } from '../../../lib/ids';
import { lockSlotFacts } from '../seats/seats';
import * as holds from './holds.repository';
import * as seatsRepo from '../seats/seats.repository';
import * as offersRepo from './offers.repository';

/** An offer shorter than this is not worth an email: the family could not act on it in time. */
export const MIN_OFFER_MINUTES = 10;

export interface OfferHold {
  holdId: string;
  holdToken: string;
  expiresAt: Date;
}

/**
 * In the caller's seat transaction: locks the slot and, when `seats` fit by the seat rule, holds them until the
 * offer window ends or the booking notice begins, whichever is first. Null when they do not fit or too little
 * time is left.
 */
export async function holdSeatsForOffer(
  tx: Database,
  input: { slotId: string; seats: number; windowMinutes: number },
): Promise<OfferHold | null> {
  const [slot] = await lockSlotFacts(tx, [input.slotId]);
  if (!slot || seatRefusal(slot, input.seats, slot.now) !== null) return null;
  const untilNotice = (new Date(slot.startTime).getTime() - slot.now.getTime()) / 60_000 - MIN_LEAD_MINUTES;
  const minutes = Math.floor(Math.min(input.windowMinutes, untilNotice));
  if (minutes < MIN_OFFER_MINUTES) return null;
  const holdToken = secretToken();
  const hold = await holds.insertHold(tx, {
    ownerTokenHash: sha256(holdToken),
    minutes,
    clientAddress: null,
    kind: 'offer',
  });
  await holds.replaceHoldSlots(tx, hold.id, [input.slotId], input.seats);
  return { holdId: hold.id, holdToken, expiresAt: hold.expiresAt };
}

/** Gives an offer's seats back (declined, withdrawn, or the entry removed); a hold already ended stays ended. */
export async function releaseOfferHold(tx: Database, holdId: string): Promise<void> {
  const hold = await holds.findHoldForUpdate(tx, holdId);
  if (hold?.live) await holds.releaseHold(tx, holdId);
}

export type OfferHoldState = 'live' | 'booked' | 'checkout' | 'ended';

/**
 * What became of offer holds: `booked` when a booking paid on the hold is confirmed, `checkout` while a checkout
 * on it waits for its payment, `live` while the hold lasts, else `ended`.
 */
export async function offerHoldStates(db: Database, holdIds: readonly string[]) {
  const rows = await offersRepo.offerHoldFacts(db, holdIds);
  const states = new Map<string, OfferHoldState>();
  for (const r of rows)
    states.set(r.holdId, r.booked ? 'booked' : r.pendingCheckout ? 'checkout' : r.live ? 'live' : 'ended');
  return states;
}

/** Seats free now on each slot, read without locks: for choosing which slots to try; the offer re-checks under lock. */
export async function freeSeatsOn(db: Database, slotIds: readonly string[]) {
  const rows = await seatsRepo.slotSeatFacts(db, slotIds);
  return new Map(
    rows.map((r) => [r.id, seatRefusal(r, 1, r.now) === null ? Math.max(0, r.capacity - r.seatsTaken) : 0]),
  );
}
