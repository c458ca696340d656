import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { redemptionSchema } from '@core/api/admin';
import { adminGet } from './admin-client';

export type CouponRedemption = z.infer<typeof redemptionSchema>;

/** `GET /api/admin/coupons/:id/redemptions`: the bookings that used a coupon, and what it took off each. */
export const getCouponRedemptions = (couponId: string) =>
  adminGet<{ items: CouponRedemption[] }>(`/api/admin/coupons/${encodeURIComponent(couponId)}/redemptions`);

export const couponRedemptionsQuery = (couponId: string) =>
  queryOptions({
    queryKey: ['admin', 'redemptions', couponId],
    queryFn: () => getCouponRedemptions(couponId),
  });

export const useCouponRedemptions = (couponId: string) => useQuery(couponRedemptionsQuery(couponId));
