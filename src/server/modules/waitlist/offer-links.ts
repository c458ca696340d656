/** What the waitlist's emailed links do: leave the list, claim an offered seat, or pass it to the next in line. */
import { WAITLIST_MESSAGES, type WaitlistClaimResponse } from '@core/api/waitlist';
import { isLessonTypeId } from '@core/catalog/lesson-types';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { sha256 } from '../../lib/ids';
import { seatTransaction } from '../ledger';
import { endLiveOffer, offerFreedSeats, offerHoldStates, type WaitlistApp } from './offers';
import * as repo from './repository';
import * as offersRepo from './offers.repository';

export { offerFreedSeats, offerFreedSeatsSoon } from './offers';
export { waitlistJob, runWaitlistJob } from './job';
export { waitlistJoinedView, waitlistOfferView } from './email-views';

export const linkInvalid = () => new AppError('LINK_INVALID', 404, WAITLIST_MESSAGES.linkInvalid);

export const offerEnded = () => new AppError('OFFER_ENDED', 410, WAITLIST_MESSAGES.offerEnded);

/** Runs the pass after seats were given back, logging a failure: the family's own answer does not depend on it. */
export async function passAfter(app: WaitlistApp, slotId: string | null) {
  if (!slotId) return;
  await offerFreedSeats(app, [slotId]).catch((err: unknown) =>
    app.log.error({ err }, 'waitlist offer pass failed'),
  );
}

/**
 * In a seat transaction with the entry locked: takes it out of line as `status` (left or removed) and gives a live
 * offer's seats back. Returns the offer's time, if it had one; undefined when the entry was not in line.
 */
export async function takeOutOfLine(
  tx: Database,
  entry: repo.EntryRow,
  status: 'left' | 'removed',
): Promise<string | null | undefined> {
  if (!repo.ACTIVE_STATUSES.some((s) => s === entry.status)) return undefined;
  const freed = await endLiveOffer(tx, entry.id, 'withdrawn');
  await repo.moveEntry(tx, entry.id, repo.ACTIVE_STATUSES, status);
  return freed;
}

/** `POST /api/waitlist/leave` with the token of a leave link (an entry's own, or one of its offers'). */
export async function leaveByToken(app: WaitlistApp, token: string): Promise<{ message: string }> {
  const hash = sha256(token);
  const outcome = await seatTransaction(app.db, async (tx) => {
    let entry = await repo.findEntryByLeaveToken(tx, hash);
    if (!entry) {
      const offer = await offersRepo.findOfferByToken(tx, hash);
      if (offer) entry = await repo.findEntry(tx, offer.entryId, true);
    }
    if (!entry) throw linkInvalid();
    return takeOutOfLine(tx, entry, 'left');
  });
  if (outcome === undefined) return { message: WAITLIST_MESSAGES.alreadyLeft };
  await passAfter(app, outcome);
  return { message: WAITLIST_MESSAGES.left };
}

/**
 * `POST /api/waitlist/offers/claim`: what the booking wizard needs to continue on the offer's held seats. Changes
 * nothing: the offer is claimed when a booking on its hold is confirmed.
 */
export async function claimOffer(app: WaitlistApp, token: string): Promise<WaitlistClaimResponse> {
  const offer = await offersRepo.findOfferByToken(app.db, sha256(token));
  if (!offer) throw linkInvalid();
  if (offer.status !== 'live' || !offer.holdId) throw offerEnded();
  const state = (await offerHoldStates(app.db, [offer.holdId])).get(offer.holdId);
  if (state !== 'live' && state !== 'checkout') throw offerEnded();
  const [entry, [slot]] = await Promise.all([
    repo.findEntry(app.db, offer.entryId),
    repo.slotFacts(app.db, [offer.slotId]),
  ]);
  if (!entry || !slot || !isLessonTypeId(slot.lessonType)) throw offerEnded();
  return {
    offerId: offer.id,
    slotId: offer.slotId,
    lessonType: slot.lessonType,
    swimmers: entry.swimmers,
    level: entry.level,
    holdId: offer.holdId,
    holdToken: token,
    holdExpiresAt: offer.expiresAt.toISOString(),
    name: entry.name,
    email: entry.email,
    startTime: slot.startTime.toISOString(),
    endTime: slot.endTime.toISOString(),
    timeZone: entry.timeZone,
  };
}

/**
 * `POST /api/waitlist/offers/decline`: gives the seats back at once and offers them to the next in line. A time
 * entry leaves the line; a preference keeps waiting for other times (this one joins its seen list).
 */
export async function declineOffer(app: WaitlistApp, token: string): Promise<{ message: string }> {
  const found = await offersRepo.findOfferByToken(app.db, sha256(token));
  if (!found) throw linkInvalid();
  const slotId = await seatTransaction(app.db, async (tx) => {
    const entry = await repo.findEntry(tx, found.entryId, true);
    const offer = await offersRepo.findLiveOffer(tx, found.entryId);
    if (!entry || offer?.id !== found.id) throw offerEnded();
    const state = offer.holdId ? (await offerHoldStates(tx, [offer.holdId])).get(offer.holdId) : 'ended';
    if (state === 'checkout')
      throw new AppError(
        'PAYMENT_IN_PROGRESS',
        409,
        'A payment for this offer is in progress. If it fails, you can decline the offer then.',
      );
    if (state !== 'live') throw offerEnded();
    await endLiveOffer(tx, entry.id, 'declined');
    if (entry.kind === 'time') await repo.moveEntry(tx, entry.id, ['offered'], 'left');
    else await repo.moveEntry(tx, entry.id, ['offered'], 'waiting', { seenSlotId: offer.slotId });
    return offer.slotId;
  });
  await passAfter(app, slotId);
  return { message: WAITLIST_MESSAGES.declined };
}
