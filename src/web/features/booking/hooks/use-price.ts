/**
 * The price shown in the side panel: an instant estimate from the shared pricing rule (travel fees 0), replaced by
 * the server's figure, which is asked for again on every change. A failed ask is only logged (spec section 7).
 * With the family's pool the server's travel fee is its distance band's.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TimeSlot } from '@core/api/calendar';
import type { LessonPlace } from '@core/api/travel';
import { addOnById } from '@core/catalog/add-ons';
import { calculatePrice, type PriceBreakdown, type PricedCoupon } from '@core/rules/pricing';
import { calculatePrice as fetchPrice } from '../api/booking-api';
import type { BookingDraftState } from '../lib/draft';

/** The fields of a held time the price needs (a picked time, or a week of a weekly series). */
export type PricedSlot = Pick<TimeSlot, 'id' | 'startTime' | 'basePrice' | 'lessonType'>;

export function usePrice(
  slots: PricedSlot[],
  draft: BookingDraftState,
  coupon: PricedCoupon | null,
  /** Only a place inside the service area: the server refuses any other, and the price would fail. */
  pool: LessonPlace | null = null,
) {
  const swimmersCount = Math.max(1, draft.swimmers.length);
  const addOns = draft.addOns.filter((a) => a.quantity > 0);
  const email = draft.swimmers[0]?.email.includes('@') ? draft.swimmers[0].email.trim() : undefined;
  const lessonType = draft.lessonType ?? slots[0]?.lessonType ?? 'private';
  const body = {
    slots: slots.map((s) => s.id),
    lessonType,
    addOns: addOns.map((a) => ({ id: a.id, quantity: a.quantity })),
    couponCode: draft.couponCode ?? undefined,
    swimmersCount,
    email,
    ...(pool ? { pool } : {}),
  };
  // The travel fee follows the place's ZIP (or the community pool) alone: typing the street asks nothing again.
  const feePlace = pool ? (pool.kind === 'address' ? `zip:${pool.zip}` : `pool:${pool.venueId}`) : null;
  const server = useQuery({
    queryKey: ['booking-price', { ...body, pool: feePlace }],
    queryFn: async ({ signal }) => {
      try {
        return await fetchPrice(body, signal);
      } catch (err) {
        if (!signal.aborted) console.warn('Price calculation failed', err);
        throw err;
      }
    },
    enabled: slots.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
  });
  const estimate: PriceBreakdown = calculatePrice({
    slots: slots.map((s) => ({ startTime: s.startTime, basePrice: s.basePrice, travelFee: 0 })),
    swimmersCount,
    addOns: addOns.map((a) => ({ price: addOnById(a.id)?.price ?? 0, quantity: a.quantity })),
    coupon,
    firstLessonOffer: true,
  });
  const fresh = server.data && !server.isPlaceholderData ? server.data : undefined;
  return { price: fresh ?? estimate, isEstimate: !fresh };
}
