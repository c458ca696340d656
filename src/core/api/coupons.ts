/** `POST /api/coupons/validate`: the spec's result shape (section 3). */
import { z } from 'zod';
import { lessonTypeSchema } from './calendar';
import { text, uuid } from './common';

export const validateCouponRequestSchema = z.object({
  code: text('Coupon code', { max: 40, required: 'Enter a coupon code' }),
  lessonType: lessonTypeSchema,
  bookingAmount: z.number().int().min(0).default(0),
  /** Sent by the page; the server decides from the email when it has one. */
  isFirstTime: z.boolean().default(true),
  email: text('Email', { max: 254 }).optional().nullable(),
  /** With the chosen slots the discount is worked out from real prices instead of bookingAmount. */
  slotIds: z.array(uuid).max(6).optional(),
  swimmersCount: z.number().int().min(1).max(6).optional(),
});
export type ValidateCouponRequest = z.input<typeof validateCouponRequestSchema>;

export const validateCouponResponseSchema = z.object({
  valid: z.boolean(),
  error: z.string().optional(),
  coupon: z
    .object({
      code: z.string(),
      name: z.string(),
      type: z.enum(['percentage', 'fixed', 'free_lesson']),
      value: z.number().int(),
      discountAmount: z.number().int(),
    })
    .optional(),
});
export type ValidateCouponResponse = z.infer<typeof validateCouponResponseSchema>;
