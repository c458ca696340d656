/** Every call the booking page makes, typed by the shared contracts in core/api. */
import { queryOptions } from '@tanstack/react-query';
import type {
  CalculatePriceRequest,
  CreatePaymentIntentRequest,
  CreatePaymentIntentResponse,
  HoldSlotsRequest,
  HoldSlotsResponse,
  PriceBreakdownBody,
} from '@core/api/bookings';
import type { AvailabilityResponse, TimeSlotsResponse } from '@core/api/calendar';
import type { ValidateCouponRequest, ValidateCouponResponse } from '@core/api/coupons';
import { api } from '@web/lib/api-client';
import { OPEN_SEATS_KEY } from '@web/lib/open-seat-queries';

/** With `zip` (one inside the service area), only the times an instructor can reach there in time. */
export const timeSlotsQuery = (
  range: { start: string; end: string },
  lessonType: string | null,
  zip?: string,
) =>
  queryOptions({
    queryKey: [
      ...OPEN_SEATS_KEY,
      'time-slots',
      range.start,
      range.end,
      lessonType ?? 'all',
      zip ?? 'any-place',
    ],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ start: range.start, end: range.end });
      if (lessonType) params.set('lessonType', lessonType);
      if (zip) params.set('zip', zip);
      return api.get<TimeSlotsResponse>(`/api/calendar/time-slots?${params}`, { signal });
    },
  });

/**
 * Per day of the range, how many times can be picked now: what the month grid shows, without every slot's details.
 * With `zip`, counted from the same times `timeSlotsQuery` lists for it.
 */
export const availabilityQuery = (
  range: { start: string; end: string },
  lessonType: string | null,
  timeZone: string,
  zip?: string,
) =>
  queryOptions({
    queryKey: [
      ...OPEN_SEATS_KEY,
      'day-counts',
      range.start,
      range.end,
      lessonType ?? 'all',
      timeZone,
      zip ?? 'any-place',
    ],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ start: range.start, end: range.end, timeZone });
      if (lessonType) params.set('lessonType', lessonType);
      if (zip) params.set('zip', zip);
      return api.get<AvailabilityResponse>(`/api/calendar/availability?${params}`, { signal });
    },
  });

export const holdSlots = (body: HoldSlotsRequest) =>
  api.post<HoldSlotsResponse>('/api/bookings/hold-slots', body);

export type ServerPrice = PriceBreakdownBody & { couponError: string | null };
export const calculatePrice = (body: CalculatePriceRequest, signal?: AbortSignal) =>
  api.post<ServerPrice>('/api/bookings/calculate-price', body, { signal });

export const validateCoupon = (body: ValidateCouponRequest) =>
  api.post<ValidateCouponResponse>('/api/coupons/validate', body);

export const createPaymentIntent = (body: CreatePaymentIntentRequest) =>
  api.post<CreatePaymentIntentResponse>('/api/bookings/create-payment-intent', body);
