/**
 * Booking held times with lesson credits instead of a card: the wizard's "Use a lesson credit". Only the family
 * signed in to My Lessons can spend its credits, and only for a booking made with that email. The whole checkout is
 * one transaction (hold, booking, credits, confirmation), so a credit is reserved and spent at the same moment, and
 * two tabs spending the last credit at once take turns on the family's credit lock: one books, the other gets 409.
 */
import type { CreditQuote, PayWithCreditsRequest, PayWithCreditsResult } from '@core/api/credits';
import { bookingDraftSchema } from '@core/api/bookings';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { maxSwimmers } from '@core/rules/swimmers';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { sha256 } from '../../../lib/ids';
import { writeAudit } from '../../audit';
import { lockHoldWithCheckouts, voidCheckouts } from './checkouts';
import { ledgerTransaction, type LedgerApp } from '../seats/seat-transaction';
import { quoteCredits, seatsFor, spendCredits } from '../money/credits';
import { bookingRowsOf } from './draft-rows';
import { signBookingDocuments } from './documents';
import { requireOwnLiveHold, requireSeriesHeld, reshapeHold } from '../holds/holds';
import * as holds from '../holds/holds.repository';
import { applyBookingEvent } from '../booking/lifecycle';
import { resolveLessonPlace } from './lesson-place';
import { readRoad } from '../../travel';
import { requirePlacedReachable } from '../seats/travel-check';
import { priceDraft } from './pricing-service';
import { cancelIntents } from '../money/refunds';
import * as repo from '../booking/bookings.repository';
import * as lessonsRepo from '../booking/lessons.repository';
import * as seatsRepo from '../seats/seats.repository';

const normal = (email: string) => email.trim().toLowerCase();

export const CARD_ONLY_MESSAGE =
  'Add-ons and coupons are paid by card. Remove them to use lesson credits, or pay by card.';

/** Whether the signed-in family's credits cover `lessons` lessons for swimmers of these levels. */
export async function creditQuote(
  db: Database,
  email: string,
  input: { lessonType: string; slotIds: string[]; swimmerLevels: string[] },
): Promise<CreditQuote> {
  const slots = await seatsRepo.slotSeatFacts(db, [...new Set(input.slotIds)]);
  const starts = slots.map((s) => new Date(s.startTime).toISOString());
  return quoteCredits(db, email, seatsFor(input.lessonType, input.swimmerLevels, starts));
}

const answer = (booking: repo.BookingRow, holdToken: string, creditsUsed: number): PayWithCreditsResult => ({
  bookingId: booking.id,
  reference: booking.reference,
  status: 'confirmed',
  creditsUsed,
  accessToken: holdToken,
});

/** Thrown inside the transaction to answer a repeated request with the booking it already made. */
class AlreadyBooked extends Error {
  constructor(readonly booking: repo.BookingRow) {
    super('already booked with credits');
  }
}

function sameRequest(booking: repo.BookingRow, tokenHash: string): repo.BookingRow {
  if (booking.accessTokenHash !== tokenHash || !booking.paidWithCredits || booking.status !== 'confirmed')
    throw new AppError('IDEMPOTENCY_CONFLICT', 409, 'That checkout key was used for another checkout');
  return booking;
}

export async function payWithCredits(
  app: LedgerApp,
  familyEmail: string,
  request: PayWithCreditsRequest & { holdId: string; holdToken: string; networkAddress?: string | null },
): Promise<PayWithCreditsResult> {
  const draft = bookingDraftSchema.parse(request.bookingData);
  const slotIds = [...new Set(request.selectedSlots)].sort();
  const tokenHash = sha256(request.holdToken);
  const customer = draft.swimmers[0]!; // the schema requires at least one swimmer
  if (normal(customer.email) !== normal(familyEmail))
    throw new AppError(
      'CREDITS_OF_ANOTHER_EMAIL',
      403,
      `Lesson credits belong to the email you signed in with (${normal(familyEmail)}). Use it for the first swimmer, or pay by card.`,
    );
  if (draft.addOns.some((a) => a.quantity > 0) || draft.couponCode)
    throw new AppError('CARD_ONLY', 400, CARD_ONLY_MESSAGE);
  if (draft.swimmers.length > maxSwimmers(draft.lessonType))
    throw new AppError(
      'TOO_MANY_SWIMMERS',
      400,
      `${lessonTypeLabel(draft.lessonType)} lessons take at most ${maxSwimmers(draft.lessonType)} swimmer(s)`,
    );

  const earlier = await repo.findBookingByIdempotencyKey(app.db, request.idempotencyKey);
  if (earlier) {
    const booking = sameRequest(earlier, tokenHash);
    return answer(booking, request.holdToken, await creditsSpentOn(app.db, booking.id));
  }
  // The path's facts, gathered once and carried down: the road (travel settings, drive times) and the place.
  const road = await readRoad(app);
  const place = draft.pool ? await resolveLessonPlace(app.db, draft.pool, road.settings) : null;
  const priced = await priceDraft(app.db, app.config, {
    slotIds,
    lessonType: draft.lessonType,
    swimmersCount: draft.swimmers.length,
    addOns: [],
    couponCode: null,
    email: customer.email,
    place,
    travelSettings: road.settings,
  });
  const wrongType = priced.slots.find((s) => s.lessonType !== draft.lessonType);
  if (wrongType)
    throw new AppError(
      'LESSON_TYPE_MISMATCH',
      400,
      `The times you chose are ${lessonTypeLabel(wrongType.lessonType)} lessons. Choose that lesson type, or pick other times.`,
    );
  const storeSignatures = await signBookingDocuments(app, draft, request.networkAddress, familyEmail);
  const { subtotal, travelFees } = priced.breakdown;

  let done: { booking: repo.BookingRow; creditsUsed: number; voidedIntents: string[] };
  try {
    done = await ledgerTransaction(app.db, async (tx) => {
      // Lock order: the hold's checkouts, the hold, its slots (in reshapeHold), then the family's credits.
      const locked = await lockHoldWithCheckouts(tx, request.holdId);
      const hold = requireOwnLiveHold(locked.hold, request.holdToken);
      await requireSeriesHeld(tx, hold.id, slotIds, draft.swimmers.length);
      const raced = await repo.findBookingByIdempotencyKey(tx, request.idempotencyKey);
      if (raced) throw new AlreadyBooked(raced);
      const voidedIntents = await voidCheckouts(app, tx, locked.checkouts, {
        reason: 'Replaced by a booking paid with lesson credits',
        actor: 'customer',
      });
      voidedIntents.push(
        ...(await reshapeHold(
          app,
          tx,
          { id: hold.id, kind: hold.kind, checkouts: [] },
          slotIds,
          draft.swimmers.length,
        )),
      );
      await requirePlacedReachable(road, tx, place?.target ?? null, priced.slots);
      const booking = await repo.insertBooking(
        tx,
        ...bookingRowsOf(draft, priced, {
          ...place?.columns,
          couponCode: null,
          holdId: hold.id,
          accessTokenHash: tokenHash,
          idempotencyKey: request.idempotencyKey,
          paidWithCredits: true,
          // The credits pay for the lessons, their travel and tax: nothing is left to pay by card.
          totals: { discountCents: subtotal + travelFees, taxesCents: 0, totalCents: 0 },
        }),
      );
      if (!booking) throw new AppError('CONCURRENT_CHANGE', 409, 'Please try again.');
      const lessons = await lessonsRepo.lessonsOfBookings(tx, [booking.id]);
      const creditsUsed = await spendCredits(tx, {
        email: familyEmail,
        bookingId: booking.id,
        lessonType: draft.lessonType,
        levels: draft.swimmers.map((s) => s.level),
        lessons: lessons.map((l) => ({
          lessonId: l.lessonId,
          startsAt: new Date(l.startTime).toISOString(),
        })),
        actor: `family:${normal(familyEmail)}`,
      });
      await holds.releaseHold(tx, hold.id);
      await writeAudit(tx, {
        entityType: 'booking',
        actor: `family:${normal(familyEmail)}`,
        action: 'booking.checkout_started',
        entityId: booking.id,
        details: { holdId: hold.id, creditsUsed },
      });
      await applyBookingEvent(app, tx, booking, 'paid_with_credits', {
        actor: `family:${normal(familyEmail)}`,
        details: { creditsUsed },
      });
      return { booking, creditsUsed, voidedIntents };
    });
  } catch (err) {
    if (err instanceof AlreadyBooked) {
      const booking = sameRequest(err.booking, tokenHash);
      return answer(booking, request.holdToken, await creditsSpentOn(app.db, booking.id));
    }
    throw err;
  }
  await cancelIntents(app, done.voidedIntents);
  await storeSignatures(done.booking.id);
  return answer({ ...done.booking, status: 'confirmed' }, request.holdToken, done.creditsUsed);
}

async function creditsSpentOn(db: Database, bookingId: string) {
  const lessons = await lessonsRepo.lessonsOfBookings(db, [bookingId]);
  return lessons.reduce((sum, l) => sum + l.seats, 0);
}
