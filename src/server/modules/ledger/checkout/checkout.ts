/**
 * Online bookings: a pending booking tied to a hold and a payment intent, confirmed only when the gateway says
 * the money moved. Every step is idempotent: a webhook and the browser racing, or either repeated, give one
 * confirmed booking, one email and one coupon redemption.
 */
import { randomUUID } from 'node:crypto';
import type {
  CreatePaymentIntentRequest,
  CreatePaymentIntentResponse,
  ConfirmBookingResponse,
} from '@core/api/bookings';
import { bookingDraftSchema } from '@core/api/bookings';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { maxSwimmers } from '@core/rules/swimmers';
import { AppError } from '../../../errors';
import { sha256 } from '../../../lib/ids';
import { ledgerTransaction, LockOrderRetry, type LedgerApp } from '../seats/seat-transaction';
import { lockHoldWithCheckouts, reserveCouponUse, voidCheckouts } from './checkouts';
import { requireOwnLiveHold, requireSeriesHeld, reshapeHold } from '../holds/holds';
import { priceDraft } from './pricing-service';
import { resolveLessonPlace } from './lesson-place';
import { readRoad } from '../../travel';
import { requirePlacedReachable } from '../seats/travel-check';
import { cancelIntents } from '../money/refunds';
import { settlePayment } from './settle';
import { writeAudit } from '../../audit';
import { bookingRowsOf } from './draft-rows';
import { signBookingDocuments } from './documents';
import * as repo from '../booking/bookings.repository';
import * as paymentsRepo from '../money/payments.repository';

const REPLACED = 'Replaced by a newer checkout';

/** Thrown inside the checkout transaction to roll it back and answer with a checkout that already exists. */
class AlreadyStarted extends Error {
  constructor(readonly booking: repo.BookingRow) {
    super('checkout already started');
  }
}

/** A repeated checkout key answers the first checkout, but only to the browser that started it, and only while it can be paid. */
function sameVisitor(booking: repo.BookingRow, tokenHash: string): repo.BookingRow {
  if (booking.accessTokenHash !== tokenHash)
    throw new AppError('IDEMPOTENCY_CONFLICT', 409, 'That checkout belongs to another visitor');
  if (booking.status === 'voided' || booking.status === 'expired')
    throw new AppError(
      'CHECKOUT_ENDED',
      409,
      'This checkout has ended. Please choose your times again to continue.',
    );
  return booking;
}

/** The provider's smallest card charge (50 cents). */
const MIN_CARD_CHARGE_CENTS = 50;

/** Creates (or, for a retry, finds again) the payment intent of a checkout and records it as a payment. */
async function openPaymentIntent(
  app: LedgerApp,
  booking: repo.BookingRow,
  clientTotal: number | undefined,
): Promise<CreatePaymentIntentResponse> {
  const gateway = app.paymentGateway;
  if (gateway.kind === 'stripe' && booking.totalCents < MIN_CARD_CHARGE_CENTS) {
    throw new AppError(
      'AMOUNT_TOO_SMALL',
      400,
      'This booking costs less than the smallest card payment. Please call us and we will book it for you.',
    );
  }
  // The provider's own idempotency key: a retry after a lost answer gets the same intent back.
  const intent = await gateway
    .createIntent({
      amount: booking.totalCents,
      bookingId: booking.id,
      idempotencyKey: `booking-${booking.id}`,
      description: `Swim lessons ${booking.reference}`,
      email: booking.customerEmail,
    })
    .catch((err: unknown) => {
      if (err instanceof AppError) throw err;
      app.log.error({ err, bookingId: booking.id }, 'creating the payment intent failed');
      throw new AppError(
        'PAYMENT_PROVIDER_UNAVAILABLE',
        502,
        'We could not reach the payment provider. Please try again in a moment.',
      );
    });
  await paymentsRepo.insertPayment(app.db, {
    bookingId: booking.id,
    gateway: gateway.kind,
    intentId: intent.id,
    clientSecret: intent.clientSecret,
    amountCents: intent.amount,
    status: intent.status,
  });
  const priceBreakdown = {
    ...repo.storedPrice(booking),
    discountSource: booking.couponCode
      ? ('coupon' as const)
      : booking.discountCents > 0
        ? ('first_lesson' as const)
        : null,
  };
  return {
    paymentIntentId: intent.id,
    bookingId: booking.id,
    clientSecret: intent.clientSecret,
    amount: booking.totalCents,
    gateway: gateway.kind,
    priceBreakdown,
    priceChanged: clientTotal !== undefined && clientTotal !== booking.totalCents,
  };
}

/** A checkout request with its hold proven (by the body or the hold cookie); the key is optional. */
export type CheckoutRequest = CreatePaymentIntentRequest & {
  holdId: string;
  holdToken: string;
  /** Where the request came from: kept with any document signed in the review step. */
  networkAddress?: string | null;
  /** The family the visitor is signed in as, if any: its earlier signatures count only then. */
  familyEmail?: string | null;
};

export async function createPaymentIntent(
  app: LedgerApp,
  request: CheckoutRequest,
): Promise<CreatePaymentIntentResponse> {
  // Without a key there is nothing to replay: the checkout is new, and replaces any earlier one on the hold.
  const input = { ...request, idempotencyKey: request.idempotencyKey ?? `server:${randomUUID()}` };
  const draft = bookingDraftSchema.parse(input.bookingData);
  const slotIds = [...new Set(input.selectedSlots)].sort();
  const clientTotal = input.priceBreakdown?.total;
  const tokenHash = sha256(input.holdToken);

  const earlier = await repo.findBookingByIdempotencyKey(app.db, input.idempotencyKey);
  if (earlier) return openPaymentIntent(app, sameVisitor(earlier, tokenHash), clientTotal);

  const swimmersCount = draft.swimmers.length;
  if (swimmersCount > maxSwimmers(draft.lessonType)) {
    throw new AppError(
      'TOO_MANY_SWIMMERS',
      400,
      `${lessonTypeLabel(draft.lessonType)} lessons take at most ${maxSwimmers(draft.lessonType)} swimmer(s)`,
    );
  }
  const customer = draft.swimmers[0]!; // the schema requires at least one swimmer
  // The path's facts, gathered once and carried down: the road (travel settings, drive times) and the place.
  const road = await readRoad(app);
  const place = draft.pool ? await resolveLessonPlace(app.db, draft.pool, road.settings) : null;
  const priced = await priceDraft(app.db, app.config, {
    slotIds,
    lessonType: draft.lessonType,
    swimmersCount,
    addOns: draft.addOns,
    couponCode: draft.couponCode,
    email: customer.email,
    place,
    travelSettings: road.settings,
  });
  const wrongType = priced.slots.filter((s) => s.lessonType !== draft.lessonType);
  if (wrongType.length) {
    throw new AppError(
      'LESSON_TYPE_MISMATCH',
      400,
      `The times you chose are ${lessonTypeLabel(wrongType[0]!.lessonType)} lessons. Choose that lesson type, or pick other times.`, // non-empty list
    );
  }
  if (priced.coupon && !priced.coupon.valid)
    throw new AppError('COUPON_INVALID', 400, priced.coupon.error, { couponCode: priced.coupon.error });
  const storeSignatures = await signBookingDocuments(app, draft, input.networkAddress, input.familyEmail);
  const { breakdown } = priced;
  const couponCode =
    breakdown.discountSource === 'coupon' && priced.coupon?.valid ? priced.coupon.code : null;

  let started: { booking: repo.BookingRow; voidedIntents: string[] };
  try {
    started = await ledgerTransaction(app.db, async (tx) => {
      // Lock order: the hold's checkouts, the hold, then (in reshapeHold) its slots, then the coupon.
      const locked = await lockHoldWithCheckouts(tx, input.holdId);
      const hold = requireOwnLiveHold(locked.hold, input.holdToken);
      await requireSeriesHeld(tx, hold.id, slotIds, swimmersCount);
      // A concurrent retry of the same request waited for the hold lock above; answer it with the first one's booking.
      const raced = await repo.findBookingByIdempotencyKey(tx, input.idempotencyKey);
      if (raced) throw new AlreadyStarted(raced);
      // Any earlier checkout on this hold is replaced by this one: one hold, one payable checkout.
      const voidedIntents = await voidCheckouts(app, tx, locked.checkouts, {
        reason: REPLACED,
        actor: 'customer',
      });
      voidedIntents.push(
        ...(await reshapeHold(
          app,
          tx,
          { id: hold.id, kind: hold.kind, checkouts: [] },
          slotIds,
          swimmersCount,
        )),
      );
      await requirePlacedReachable(road, tx, place?.target ?? null, priced.slots);
      const booking = await repo.insertBooking(
        tx,
        ...bookingRowsOf(draft, priced, {
          ...place?.columns,
          couponCode,
          holdId: hold.id,
          accessTokenHash: tokenHash,
          idempotencyKey: input.idempotencyKey,
        }),
      );
      if (!booking) {
        // The same key was used at the same moment on another hold: that request's checkout stands.
        const winner = await repo.findBookingByIdempotencyKey(tx, input.idempotencyKey);
        throw winner ? new AlreadyStarted(winner) : new LockOrderRetry();
      }
      if (couponCode)
        await reserveCouponUse(tx, {
          code: couponCode,
          lessonType: draft.lessonType,
          email: customer.email,
          bookingId: booking.id,
          discountCents: breakdown.discount,
        });
      await writeAudit(tx, {
        entityType: 'booking',
        actor: 'customer',
        action: 'booking.checkout_started',
        entityId: booking.id,
        details: { holdId: hold.id, totalCents: booking.totalCents, couponCode },
      });
      return { booking, voidedIntents };
    });
  } catch (err) {
    if (err instanceof AlreadyStarted)
      return openPaymentIntent(app, sameVisitor(err.booking, tokenHash), clientTotal);
    throw err;
  }
  await cancelIntents(app, started.voidedIntents);
  await storeSignatures(started.booking.id);
  return openPaymentIntent(app, started.booking, clientTotal);
}

/** `POST /api/bookings/confirm`: asks the gateway whether the payment succeeded, then settles the booking once. */
export async function confirmBooking(app: LedgerApp, bookingId: string): Promise<ConfirmBookingResponse> {
  const outcome = await settlePayment(app, bookingId);
  if (outcome.refusedPayment === 'seats_gone') {
    throw new AppError(
      'LATE_PAYMENT_REFUNDED',
      409,
      'Your payment went through after the hold on your lesson times ended, and one of the times was booked by someone else in the meantime. We have refunded your payment in full and emailed you; please choose another time.',
    );
  }
  if (outcome.refusedPayment === 'checkout_replaced') {
    throw new AppError(
      'REPLACED_CHECKOUT_REFUNDED',
      409,
      'This payment was for a checkout you have since changed, so we have refunded it in full and emailed you. Please complete the payment for your current lesson times.',
    );
  }
  return { bookingId: outcome.bookingId, reference: outcome.reference, status: outcome.status };
}
