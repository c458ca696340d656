/**
 * Offers: seats that free up go to the first matching entry in line, exclusively. The seats are a hold (the ledger
 * counts them under the time's row lock), and every offer of one time is made under that time's advisory lock, after
 * the entries are read again: two server copies running the pass at once give one freed seat one live offer.
 *
 * Lock order on every waitlist path: the time's advisory lock, the entry, its offer, then the ledger's hold and time.
 */
import type { FastifyInstance } from 'fastify';
import { PREFERENCE_HORIZON_DAYS } from '@core/api/waitlist';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { sha256 } from '../../lib/ids';
import { writeAudit } from '../audit';
import {
  freeSeatsOn,
  getBusinessPolicies,
  holdSeatsForOffer,
  offerHoldStates as ledgerHoldStates,
  releaseOfferHold,
  seatTransaction,
} from '../ledger';
import { preferenceMatches, preferenceOf } from './matching';
import * as repo from './repository';
import * as offersRepo from './offers.repository';

export type WaitlistApp = Pick<FastifyInstance, 'db' | 'config' | 'log' | 'emails'>;

/** The links in the emails: the token rides in the fragment, which never reaches a server log. */
export const claimUrl = (config: Config, token: string) => `${config.publicUrl}/booking#offer=${token}`;
export const declineUrl = (config: Config, token: string) =>
  `${config.publicUrl}/waitlist/decline#token=${token}`;
export const leaveUrl = (config: Config, token: string) =>
  `${config.publicUrl}/waitlist/leave#token=${token}`;

/** What became of offer holds: the ledger's answer. */
export const offerHoldStates = (db: Database, holdIds: readonly string[]) => ledgerHoldStates(db, holdIds);

const pairKey = (entryId: string, slotId: string) => `${entryId}:${slotId}`;

/**
 * In the caller's seat transaction, with the time's advisory lock and the entry's row lock held and the entry
 * waiting: holds the seats for the owner's offer window, records the offer and queues "A spot opened". Null when
 * the seats do not fit (or too little time is left before the booking notice).
 */
export async function makeOffer(
  app: WaitlistApp,
  tx: Database,
  entry: repo.EntryRow,
  slotId: string,
  windowMinutes: number,
  offeredBy: string,
): Promise<repo.OfferRow | null> {
  const held = await holdSeatsForOffer(tx, { slotId, seats: entry.swimmers, windowMinutes });
  if (!held) return null;
  await repo.moveEntry(tx, entry.id, ['waiting'], 'offered');
  const offer = await offersRepo.insertOffer(tx, {
    entryId: entry.id,
    slotId,
    holdId: held.holdId,
    tokenHash: sha256(held.holdToken),
    expiresAt: held.expiresAt,
    offeredBy,
  });
  await writeAudit(tx, {
    actor: offeredBy,
    action: 'waitlist.offered',
    entityType: 'waitlist_entry',
    entityId: entry.id,
    details: { offerId: offer.id, slotId, seats: entry.swimmers, expiresAt: held.expiresAt.toISOString() },
  });
  await app.emails.queue(tx, {
    kind: 'waitlist_offer',
    offerId: offer.id,
    claimUrl: claimUrl(app.config, held.holdToken),
    declineUrl: declineUrl(app.config, held.holdToken),
    // The offer's token also lets the family leave the waitlist (only the hash of the entry's own token is kept).
    leaveUrl: leaveUrl(app.config, held.holdToken),
  });
  return offer;
}

/** Entries that could take seats on the time, first in line first: its own entries and the preferences it matches. */
async function candidatesFor(db: Database, slot: repo.SlotFacts) {
  const waiting = await repo.waitingEntries(db, [slot.id]);
  const preferences = waiting.filter((e) => e.kind === 'preference');
  const offered = new Set(
    (
      await offersRepo.offeredPairs(
        db,
        preferences.map((p) => p.id),
      )
    ).map((o) => pairKey(o.entryId, o.slotId)),
  );
  return waiting.filter((e) =>
    e.kind === 'time'
      ? e.slotId === slot.id
      : !offered.has(pairKey(e.id, slot.id)) && preferenceMatches(preferenceOf(e), slot, slot.now),
  );
}

/** One time's pass, in one seat transaction under the time's advisory lock; returns how many offers it made. */
async function offerSeatsOn(app: WaitlistApp, slotId: string, windowMinutes: number): Promise<number> {
  return seatTransaction(app.db, async (tx) => {
    await repo.lockSlotWaitlist(tx, slotId);
    const [slot] = await repo.slotFacts(tx, [slotId]);
    if (!slot || slot.status !== 'available') return 0;
    const busy = await offersRepo.emailsWithLiveOffer(tx, slotId);
    let fewestRefused = Infinity;
    let made = 0;
    for (const candidate of await candidatesFor(tx, slot)) {
      // Seats that did not fit a family of N fit no family of N or more; one family gets one offer per time.
      if (candidate.swimmers >= fewestRefused || busy.has(candidate.email)) continue;
      const entry = await repo.findEntry(tx, candidate.id, true);
      if (entry?.status !== 'waiting') continue;
      const offer = await makeOffer(app, tx, entry, slotId, windowMinutes, 'system');
      if (!offer) {
        fewestRefused = entry.swimmers;
        continue;
      }
      busy.add(entry.email);
      made += 1;
    }
    return made;
  });
}

/**
 * The offer pass: for each time with entries that could take its free seats (its own waiting entries, and waiting
 * preferences it matches), offers the seats to the first in line whose swimmers fit. Reads without locks to choose
 * the times; each time is then decided under its locks. `slotIds` limits the pass to those times.
 */
export async function offerFreedSeats(app: WaitlistApp, slotIds?: readonly string[]): Promise<number> {
  const waiting = await repo.waitingEntries(app.db, slotIds);
  if (!waiting.length) return 0;
  const fewest = new Map<string, number>();
  const consider = (slotId: string, swimmers: number) =>
    fewest.set(slotId, Math.min(fewest.get(slotId) ?? Infinity, swimmers));
  for (const e of waiting) if (e.kind === 'time' && e.slotId) consider(e.slotId, e.swimmers);

  const preferences = waiting.filter((e) => e.kind === 'preference');
  if (preferences.length) {
    const lessonTypes = [...new Set(preferences.map((p) => p.lessonType))];
    const times = (await repo.upcomingSlots(app.db, lessonTypes, PREFERENCE_HORIZON_DAYS)).filter(
      (s) => !slotIds || slotIds.includes(s.id),
    );
    const offered = new Set(
      (
        await offersRepo.offeredPairs(
          app.db,
          preferences.map((p) => p.id),
        )
      ).map((o) => pairKey(o.entryId, o.slotId)),
    );
    for (const slot of times)
      for (const p of preferences)
        if (!offered.has(pairKey(p.id, slot.id)) && preferenceMatches(preferenceOf(p), slot, slot.now))
          consider(slot.id, p.swimmers);
  }
  if (!fewest.size) return 0;

  const free = await freeSeatsOn(app.db, [...fewest.keys()]);
  const { offerWindowMinutes } = await getBusinessPolicies(app.db);
  let made = 0;
  for (const [slotId, swimmers] of fewest) {
    // Only times where someone's swimmers fit now open a transaction (and move the seat version).
    if ((free.get(slotId) ?? 0) < swimmers) continue;
    made += await offerSeatsOn(app, slotId, offerWindowMinutes);
  }
  return made;
}

/** Runs the pass without making the caller wait or fail: a route that freed seats has already answered. */
export function offerFreedSeatsSoon(app: WaitlistApp, slotIds?: readonly string[]): void {
  void offerFreedSeats(app, slotIds).catch((err: unknown) =>
    app.log.error({ err }, 'waitlist offer pass failed'),
  );
}

/**
 * In the caller's seat transaction with the entry locked: ends the entry's live offer as `status` and gives its
 * seats back (unless a payment on them is in flight). Returns the offer's time, or null when there was none.
 */
export async function endLiveOffer(
  tx: Database,
  entryId: string,
  status: 'declined' | 'withdrawn',
): Promise<string | null> {
  const offer = await offersRepo.findLiveOffer(tx, entryId);
  if (!offer) return null;
  if (offer.holdId) {
    const state = (await offerHoldStates(tx, [offer.holdId])).get(offer.holdId);
    if (state === 'live') await releaseOfferHold(tx, offer.holdId);
  }
  await offersRepo.endOffer(tx, offer.id, status);
  return offer.slotId;
}

/**
 * Ends offers whose hold ended: booked on it -> claimed (the entry booked); ended without a booking -> lapsed (the
 * entry leaves the line). A hold with a payment in flight is left alone. A live offer on a cancelled time is
 * withdrawn. Returns how many offers gave seats back or ended unused.
 */
export async function endFinishedOffers(app: WaitlistApp): Promise<number> {
  const live = await offersRepo.liveOffers(app.db);
  if (!live.length) return 0;
  const states = await offerHoldStates(
    app.db,
    live.flatMap((o) => (o.holdId ? [o.holdId] : [])),
  );
  let ended = 0;
  for (const offer of live) {
    const state = (offer.holdId && states.get(offer.holdId)) || 'ended';
    if (state === 'checkout' || (state === 'live' && offer.slotStatus !== 'cancelled')) continue;
    const outcome =
      state === 'booked'
        ? { offer: 'claimed', entry: 'booked' }
        : state === 'ended'
          ? { offer: 'lapsed', entry: 'lapsed' }
          : { offer: 'withdrawn', entry: 'lapsed' };
    const done = await seatTransaction(app.db, async (tx) => {
      const entry = await repo.findEntry(tx, offer.entryId, true);
      if (!(await offersRepo.endOffer(tx, offer.id, outcome.offer))) return false;
      if (outcome.offer === 'withdrawn' && offer.holdId) await releaseOfferHold(tx, offer.holdId);
      if (entry) await repo.moveEntry(tx, entry.id, ['offered'], outcome.entry);
      return true;
    });
    if (done && outcome.offer !== 'claimed') ended += 1;
  }
  return ended;
}
