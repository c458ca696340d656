/**
 * The price shown in the side panel: an instant estimate from the shared pricing rule (travel fees 0), replaced by
 * the server's figure, which is asked for again on every change. A failed ask is only logged (spec section 7).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TimeSlot } from '@core/api/calendar';
import { addOnById } from '@core/catalog/add-ons';
import { calculatePrice, type PriceBreakdown, type PricedCoupon } from '@core/rules/pricing';
import { calculatePrice as fetchPrice } from '../api/booking-api';
import type { BookingDraftState } from '../lib/draft';

/** The fields of a held time the price needs (a picked time, or a week of a weekly series). */
export type PricedSlot = Pick<TimeSlot, 'id' | 'startTime' | 'basePrice' | 'lessonType'>;

export function usePrice(slots: PricedSlot[], draft: BookingDraftState, coupon: PricedCoupon | null) {
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
  };
  const server = useQuery({
    queryKey: ['booking-price', body],
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
