/** The coupons module's door: all that other modules may import from it (lint refuses any other file of it). */
export { checkCoupon, couponIdByCode, isFirstTimeCustomer } from './service';
export type { CheckedCoupon } from './service';
export { couponRoutes } from './routes';
