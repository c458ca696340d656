/**
 * The one price calculation. The server runs it with real slot prices, travel fees and a checked coupon;
 * the browser runs the same function for an instant estimate (travel fees 0 until the server answers).
 * Everything is integer cents.
 */
import { BUSINESS } from '../catalog/business';

export const DEFAULT_TAX_RATE_BPS = 800;
/** The advertised first lesson price, in cents. */
export const FIRST_LESSON_PRICE = BUSINESS.firstLessonPrice;

export type CouponType = 'percentage' | 'fixed' | 'free_lesson';

export interface PricedSlot {
  startTime: string | Date;
  /** Price per swimmer, cents. */
  basePrice: number;
  /** The venue's travel fee for this lesson, cents (charged once per lesson, not per swimmer). */
  travelFee: number;
}

export interface PricedAddOn {
  price: number;
  quantity: number;
}

export interface PricedCoupon {
  type: CouponType;
  /** percentage: whole percent; fixed: cents; free_lesson: unused. */
  value: number;
}

export interface PriceInput {
  slots: readonly PricedSlot[];
  swimmersCount: number;
  addOns: readonly PricedAddOn[];
  coupon?: PricedCoupon | null;
  /** The customer has no earlier confirmed booking: their first lesson is $25. */
  firstLessonOffer?: boolean;
  taxRateBps?: number;
}

export interface PriceBreakdown {
  subtotal: number;
  travelFees: number;
  addOns: number;
  discount: number;
  taxes: number;
  total: number;
  /** Which saving the discount is: the better of the coupon and the first-lesson offer, never both. */
  discountSource: 'coupon' | 'first_lesson' | null;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** What a coupon takes off the lesson subtotal, never more than the subtotal. */
export function couponDiscount(
  coupon: PricedCoupon,
  slots: readonly Pick<PricedSlot, 'basePrice'>[],
  swimmersCount: number,
): number {
  const subtotal = sum(slots.map((s) => s.basePrice * swimmersCount));
  let amount = 0;
  if (coupon.type === 'percentage') amount = Math.round((subtotal * Math.min(100, coupon.value)) / 100);
  else if (coupon.type === 'fixed') amount = coupon.value;
  else if (slots.length > 0) amount = Math.min(...slots.map((s) => s.basePrice)) * swimmersCount; // the cheapest lesson is free
  return Math.max(0, Math.min(amount, subtotal));
}

/** The first lesson (earliest slot) costs $25 per swimmer instead of its price. */
export function firstLessonDiscount(slots: readonly PricedSlot[], swimmersCount: number): number {
  if (slots.length === 0) return 0;
  const first = [...slots].sort(
    (a, b) => new Date(a.startTime).getTime() - new Date(b.startTime).getTime(),
  )[0];
  if (!first) return 0;
  return Math.max(0, first.basePrice - FIRST_LESSON_PRICE) * swimmersCount;
}

export function calculatePrice(input: PriceInput): PriceBreakdown {
  const swimmers = Math.max(1, Math.floor(input.swimmersCount));
  const subtotal = sum(input.slots.map((s) => s.basePrice * swimmers));
  const travelFees = sum(input.slots.map((s) => s.travelFee));
  const addOns = sum(input.addOns.map((a) => a.price * Math.max(0, Math.floor(a.quantity))));
  const fromCoupon = input.coupon ? couponDiscount(input.coupon, input.slots, swimmers) : 0;
  const fromOffer = input.firstLessonOffer ? firstLessonDiscount(input.slots, swimmers) : 0;
  const discount = Math.min(subtotal, Math.max(fromCoupon, fromOffer));
  const discountSource = discount === 0 ? null : fromCoupon >= fromOffer ? 'coupon' : 'first_lesson';
  const rate = input.taxRateBps ?? DEFAULT_TAX_RATE_BPS;
  const taxes = Math.round(((subtotal - discount) * rate) / 10_000);
  const total = subtotal - discount + travelFees + addOns + taxes;
  return { subtotal, travelFees, addOns, discount, taxes, total, discountSource };
}

export { formatCents } from './money';
