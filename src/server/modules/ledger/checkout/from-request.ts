/**
 * Approving a lesson request books its seats through the ledger like an online checkout: the seat rule under the
 * slots' locks, swimmer rows, the audit line, and a booking linked to its request, confirmed and paid at the lesson.
 */
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import { INITIAL_STATE } from '@core/rules/booking-lifecycle';
import { calculatePrice } from '@core/rules/pricing';
import { formatInZone } from '@core/rules/timezones';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { readableId, secretToken, sha256 } from '../../../lib/ids';
import type { LedgerApp } from '../seats/seat-transaction';
import { lockSlotFacts, slotsThatRefuse } from '../seats/seats';
import { placeOfBooking, requirePlacedReachable } from '../seats/travel-check';
import { writeAudit } from '../../audit';
import * as repo from '../booking/bookings.repository';
import { lookupZip, quotePlace, readRoad, venueTravelFee } from '../../travel';
import type { TravelSettings } from '@core/api/travel';

export interface ApprovedRequest {
  id: string;
  requestCode: string;
  lessonType: string;
  swimmers: number;
  slotIds: string[];
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  poolStreet: string | null;
  poolCity: string | null;
  poolState: string | null;
  poolZip: string | null;
  poolVenueId: string | null;
}

// The request form asks for a count of swimmers, not their details: the instructor fills them in at the pool.
const NOT_GIVEN = 'Not given yet';
const TO_BE_ASSESSED = 'To be assessed';

/** A time as the owner reads it, or 'a removed time'. */
function whenOf(facts: readonly { id: string; startTime: Date | string }[], id: string) {
  const slot = facts.find((s) => s.id === id);
  return slot ? formatInZone(slot.startTime, DEFAULT_TIME_ZONE, 'EEE MMM d, h:mm a') : 'a removed time';
}

/**
 * Books the request's times in the caller's transaction, which has locked the request row (the first step of the
 * lock order for this path). Throws 409 naming the times that can no longer take the request's swimmers.
 */
export async function bookApprovedRequest(
  tx: Database,
  app: Pick<LedgerApp, 'config' | 'travelTimes'>,
  request: ApprovedRequest,
  actor: string,
): Promise<{ bookingId: string; reference: string } | null> {
  const { config } = app;
  const slotIds = [...new Set(request.slotIds)].sort();
  // A request for days without picked times books nothing: the owner arranges the times with the family.
  if (!slotIds.length) return null;
  const road = await readRoad({ db: tx, travelTimes: app.travelTimes });
  const facts = await lockSlotFacts(tx, slotIds).catch((err: unknown) => {
    if (err instanceof AppError && err.code === 'SLOT_NOT_FOUND') return [];
    throw err;
  });
  const gone = slotIds.filter((id) => !facts.some((f) => f.id === id));
  gone.push(...slotsThatRefuse(facts, () => request.swimmers));
  if (gone.length) {
    const when = gone.map((id) => whenOf(facts, id));
    throw new AppError(
      'SLOT_UNAVAILABLE',
      409,
      `No longer available: ${when.join('; ')}. Decline with a message or contact the customer.`,
      undefined,
      { unavailableSlotIds: gone },
    );
  }
  // The one travel rule of every path that places lessons: the instructor must reach the request's pool in time.
  await requirePlacedReachable(road, tx, placeOfBooking(request), facts).catch((err: unknown) => {
    if (!(err instanceof AppError) || err.code !== 'TRAVEL_UNREACHABLE') throw err;
    const ids = (err.details?.unavailableSlotIds as string[] | undefined) ?? [];
    throw new AppError(
      'TRAVEL_UNREACHABLE',
      409,
      `The instructor cannot reach this family's pool in time for: ${ids.map((id) => whenOf(facts, id)).join('; ')}. Decline with a message or contact the customer.`,
      undefined,
      { unavailableSlotIds: ids },
    );
  });
  // Priced by the one price rule: no coupon or first-lesson offer applies to a request paid at the lesson.
  const feeOf = travelFeeOfLesson(road.settings, request);
  const price = calculatePrice({
    slots: facts.map((s) => ({
      startTime: s.startTime,
      basePrice: s.basePriceCents,
      travelFee: feeOf(s),
    })),
    swimmersCount: request.swimmers,
    addOns: [],
    taxRateBps: config.taxRateBps,
  });
  const name = `${request.firstName} ${request.lastName}`;
  const booking = await repo.insertBooking(
    tx,
    {
      reference: readableId('BK'),
      status: INITIAL_STATE.request_approved,
      lessonType: request.lessonType,
      swimmersCount: request.swimmers,
      customerName: name,
      customerEmail: request.email.toLowerCase(),
      customerPhone: request.phone,
      // The request form asks for no emergency contact; the customer stands in until the instructor collects one.
      emergencyName: name,
      emergencyPhone: request.phone,
      specialRequests: `From lesson request ${request.requestCode}; paid at the lesson.`,
      subtotalCents: price.subtotal,
      travelFeesCents: price.travelFees,
      addOnsCents: price.addOns,
      discountCents: price.discount,
      taxesCents: price.taxes,
      totalCents: price.total,
      accessTokenHash: sha256(secretToken()),
      lessonRequestId: request.id,
      poolStreet: request.poolStreet,
      poolCity: request.poolCity,
      poolState: request.poolState,
      poolZip: request.poolZip,
      poolVenueId: request.poolVenueId,
      confirmedAt: facts[0]?.now ?? new Date(),
    },
    Array.from({ length: request.swimmers }, (_, position) => ({
      position,
      name: position === 0 ? name : `Swimmer ${position + 1} (with ${name})`,
      email: request.email.toLowerCase(),
      phone: request.phone,
      ageGroup: NOT_GIVEN,
      level: TO_BE_ASSESSED,
      experienceLevel: TO_BE_ASSESSED,
    })),
    facts.map((s) => ({
      slotId: s.id,
      seats: request.swimmers,
      priceCents: s.basePriceCents,
      travelFeeCents: feeOf(s),
    })),
  );
  // The request's unique link makes a second approval of one request impossible, whatever the request row says.
  if (!booking) throw new AppError('ALREADY_DECIDED', 409, 'This request was already approved');
  await writeAudit(tx, {
    entityType: 'booking',
    actor,
    action: 'booking.request_approved',
    entityId: booking.id,
    details: { requestId: request.id, requestCode: request.requestCode, to: booking.status },
  });
  return { bookingId: booking.id, reference: booking.reference };
}

/**
 * The travel fee of each lesson: the band of the request's pool, or (naming none, or a ZIP out of the bands) the
 * rule for the time's venue, as a checkout prices it.
 */
function travelFeeOfLesson(settings: TravelSettings, request: { poolZip: string | null }) {
  const place = request.poolZip ? lookupZip(request.poolZip) : null;
  const placeFee = place ? quotePlace(place, settings).travelFeeCents : null;
  return (slot: { venueZip: string | null; travelFeeCents: number }) =>
    placeFee ?? venueTravelFee({ zip: slot.venueZip, travelFeeCents: slot.travelFeeCents }, settings);
}
