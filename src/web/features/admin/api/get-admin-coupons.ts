import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCoupon } from '@core/api/admin';
import { adminGet } from './admin-client';

/** `GET /api/admin/coupons`: every coupon with how often it was used (a short list, sent whole). */
export const getAdminCoupons = () => adminGet<{ items: AdminCoupon[] }>('/api/admin/coupons');

export const adminCouponsQuery = () =>
  queryOptions({ queryKey: ['admin', 'coupons'], queryFn: getAdminCoupons });

export const useAdminCoupons = () => useQuery(adminCouponsQuery());
