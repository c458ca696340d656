/**
 * Seat holds. A hold keeps seats on each chosen slot while the visitor fills in the wizard; it ends on the
 * database clock so every server process agrees. Every write locks the slot rows and re-counts seats in the
 * same transaction, so capacity holds under any concurrency.
 *
 * A hold that backs a checkout is reshaped only by voiding that checkout first: the checkout's payment intent is
 * cancelled, and a payment that lands anyway is refunded in full, so seats the hold gave up are never sold twice.
 */
import { readRoad, requireServedZip } from '../../travel';
import { slotPrices } from '../../slots';
import { requireReachable } from '../seats/travel-check';
import type { HoldSlotsRequest, HoldSlotsResponse } from '@core/api/bookings';
import { HOLD_MINUTES, MAX_SLOT_SELECTIONS } from '@core/rules/slots';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { secretToken, sha256 } from '../../../lib/ids';
import { ledgerTransaction, type LedgerApp } from '../seats/seat-transaction';
import { lockHoldWithCheckouts, voidCheckouts } from '../checkout/checkouts';
import { cancelIntents } from '../money/refunds';
import { requireSeats } from '../seats/seats';
import { requireWeeklySeries } from '../seats/series';
import { MAX_SERIES_WEEKS } from '@core/api/series';
import * as repo from './holds.repository';
import { findPoolsMetAt } from '../seats/places.repository';

export const MAX_HOLD_EXTENSIONS = 1;
const RESHAPED = 'Replaced: the lesson times were changed before payment';

const minutesOf = (duration: number) => Math.min(Math.max(duration, 0), HOLD_MINUTES);

type LockedHold = NonNullable<Awaited<ReturnType<typeof repo.findHoldForUpdate>>>;

/** The hold, when it exists, belongs to this token and is live; otherwise a 404 or 409 the visitor can act on. */
export function requireOwnLiveHold(hold: LockedHold | undefined, holdToken: string): LockedHold {
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

/** Whether the hold already covers exactly these slots with these seats. */
export async function holdsExactly(tx: Database, holdId: string, slotIds: readonly string[], seats: number) {
  const rows = await repo.holdSlotRows(tx, holdId);
  return rows.length === slotIds.length && rows.every((r) => slotIds.includes(r.slotId) && r.seats === seats);
}

/**
 * Makes a live hold (locked with its checkouts) cover exactly `slotIds` with `seats` each. A change of shape voids
 * the hold's unpaid checkouts first; returns their intents to cancel after the commit.
 */
/** More than 6 times are only ever a weekly series, held as one: a checkout may not grow a hold past 6. */
export async function requireSeriesHeld(
  tx: Database,
  holdId: string,
  slotIds: readonly string[],
  seats: number,
) {
  if (slotIds.length > MAX_SLOT_SELECTIONS && !(await holdsExactly(tx, holdId, slotIds, seats)))
    throw new AppError(
      'VALIDATION_ERROR',
      400,
      `Choose at most ${MAX_SLOT_SELECTIONS} lesson times, or hold a weekly series first`,
      { selectedSlots: `At most ${MAX_SLOT_SELECTIONS}, unless held as a weekly series` },
    );
}

export async function reshapeHold(
  app: Pick<LedgerApp, 'emails'>,
  tx: Database,
  hold: { id: string; kind: string; checkouts: Parameters<typeof voidCheckouts>[2] },
  slotIds: string[],
  seats: number,
): Promise<string[]> {
  if (await holdsExactly(tx, hold.id, slotIds, seats)) {
    // Same seats: still ours, but the lessons must still take them (not cancelled, not too close).
    await requireSeats(tx, slotIds, seats, hold.id);
    return [];
  }
  // An offer's seats were freed for one waiting family at one time: its token holds nothing else.
  if (hold.kind === 'offer') throw offerHoldFixed();
  const voided = await voidCheckouts(app, tx, hold.checkouts, { reason: RESHAPED, actor: 'customer' });
  await requireSeats(tx, slotIds, seats, hold.id);
  await repo.replaceHoldSlots(tx, hold.id, slotIds, seats);
  return voided;
}

/** Who is holding: the address the request came from and the browser's hold token. */
export interface HoldClient {
  address: string | null;
}

/**
 * One booking's worth: a browser holds at most this many lesson times at once, or a weekly series' worth when the
 * hold is a series (an address, `holdTimesPerAddress`).
 */
export const MAX_HELD_TIMES_PER_BROWSER = MAX_SLOT_SELECTIONS;

const tooMuchHeld = () =>
  new AppError(
    'HOLD_LIMIT',
    429,
    'You are already holding lesson times. Finish that booking, or let its hold end, before holding more.',
  );

const offerHoldFixed = () =>
  new AppError(
    'OFFER_HOLD_FIXED',
    409,
    'This hold is for the time and seats of your waitlist offer only. To choose other times, start a new booking.',
  );

export const renewalsUsed = () =>
  new AppError(
    'HOLD_RENEWALS_USED',
    429,
    'These times have already been held for you twice. Please choose your times again to start a new hold.',
  );

/**
 * Locks the address's (and the holder's) count of lesson times held, and returns the check of `times` more against
 * one booking's worth for the holder and the address's share. The lock comes before any slot's, as the lock order
 * asks, so a path that learns how many times it needs only after locking slots counts first and checks later.
 */
export async function lockHoldBudget(
  tx: Database,
  limits: { perAddress: number },
  who: { clientAddress: string | null; ownerTokenHash: string },
  exceptHoldId?: string,
  series = false,
) {
  const held = await repo.lockAndCountHeldTimes(tx, who, exceptHoldId);
  const perHolder = series ? MAX_SERIES_WEEKS : MAX_HELD_TIMES_PER_BROWSER;
  return (times: number) => {
    if (held.byBrowser + times > perHolder || held.byAddress + times > limits.perAddress) throw tooMuchHeld();
  };
}

/** Throws 429 when these lesson times would take the browser past one booking's worth, or its address past its share. */
async function requireHoldBudget(
  tx: Database,
  limits: { perAddress: number },
  who: { clientAddress: string | null; ownerTokenHash: string },
  times: number,
  exceptHoldId?: string,
  series = false,
) {
  (await lockHoldBudget(tx, limits, who, exceptHoldId, series))(times);
}

export async function holdSlots(
  app: LedgerApp,
  input: HoldSlotsRequest,
  client: HoldClient = { address: null },
): Promise<HoldSlotsResponse> {
  const slotIds = [...new Set(input.slotIds)].sort();
  const seats = input.swimmersCount ?? 1;
  const minutes = minutesOf(input.duration ?? HOLD_MINUTES);
  const token = input.holdToken && input.holdId ? input.holdToken : secretToken();
  const who = { clientAddress: client.address, ownerTokenHash: sha256(token) };
  const limits = { perAddress: app.config.holdTimesPerAddress };
  const series = input.series === true;
  if (series) await requireWeeklySeries(app.db, slotIds);
  // With the pool's ZIP known, a time its instructor cannot reach is refused before anything is held.
  // The browser's own open checkout (a family changing its pool on step 4) is about to be replaced: it does not count.
  if (input.zip) {
    const road = await readRoad(app);
    requireServedZip(road.settings, input.zip);
    const ownHold =
      input.holdId && input.holdToken
        ? { id: input.holdId, ownerTokenHash: sha256(input.holdToken) }
        : undefined;
    await requireReachable(road, app.db, { zip: input.zip }, await slotPrices(app.db, slotIds), ownHold);
  }
  const { answer, voidedIntents } = await ledgerTransaction(app.db, async (tx) => {
    let renewing: { lineageId: string; extensions: number } | undefined;
    if (input.holdId && input.holdToken) {
      const { hold, checkouts } = await lockHoldWithCheckouts(tx, input.holdId);
      const owned = hold && hold.ownerToken === who.ownerTokenHash;
      if (owned && hold.live) {
        // Lock order: the hold's checkouts, the hold, then the address (in requireHoldBudget), then the slots.
        await requireHoldBudget(tx, limits, who, slotIds.length, hold.id, series);
        const voidedIntents = await reshapeHold(
          app,
          tx,
          { id: hold.id, kind: hold.kind, checkouts },
          slotIds,
          seats,
        );
        let { expiresAt, extensions } = hold;
        if (input.extend) {
          if (extensions >= MAX_HOLD_EXTENSIONS) {
            throw new AppError('HOLD_EXTENSION_USED', 409, 'This hold has already been extended once.');
          }
          ({ expiresAt, extensions } = await repo.extendHold(tx, hold.id, minutes));
        }
        const answer = {
          holdId: hold.id,
          holdToken: input.holdToken,
          expiresAt: expiresAt.toISOString(),
          extensionsLeft: MAX_HOLD_EXTENSIONS - extensions,
        };
        return { answer, voidedIntents };
      }
      // An ended hold of this browser is renewed into a new hold of the same lineage, which extends only once.
      if (owned) {
        const lineageId = hold.lineageId ?? hold.id;
        const used = await repo.lineageExtensions(tx, lineageId);
        if (used >= MAX_HOLD_EXTENSIONS) throw renewalsUsed();
        renewing = { lineageId, extensions: used + 1 };
      }
    }
    await requireHoldBudget(tx, limits, who, slotIds.length, undefined, series);
    await requireSeats(tx, slotIds, seats);
    const created = await repo.insertHold(tx, {
      ownerTokenHash: who.ownerTokenHash,
      minutes,
      clientAddress: client.address,
      renewing,
    });
    await repo.replaceHoldSlots(tx, created.id, slotIds, seats);
    const answer = {
      holdId: created.id,
      holdToken: token,
      expiresAt: created.expiresAt.toISOString(),
      extensionsLeft: MAX_HOLD_EXTENSIONS - created.extensions,
    };
    return { answer, voidedIntents: [] as string[] };
  });
  await cancelIntents(app, voidedIntents);
  const meetsAt = await findPoolsMetAt(app.db, slotIds, {
    id: answer.holdId,
    ownerTokenHash: sha256(answer.holdToken),
  });
  return { ...answer, meetsAt };
}
