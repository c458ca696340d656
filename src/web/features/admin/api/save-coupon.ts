import type { AdminCoupon, CouponInput } from '@core/api/admin';
import { adminSend } from './admin-client';

/** `POST /api/admin/coupons` (a new coupon) or `PUT /api/admin/coupons/:id` (changes to one). */
export const saveCoupon = (id: string | null, input: CouponInput) =>
  id
    ? adminSend<AdminCoupon>('PUT', `/api/admin/coupons/${encodeURIComponent(id)}`, input)
    : adminSend<AdminCoupon>('POST', '/api/admin/coupons', input);
