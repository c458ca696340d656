/** Payment calls: the built-in test gateway's card form, and the provider webhook's answer. */
import { z } from 'zod';
import { text } from './common';

export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  needsAuthentication: '4000002500003155',
} as const;

export const testCardPaymentRequestSchema = z.object({
  paymentIntentId: text('paymentIntentId', { max: 100, required: 'paymentIntentId is required' }),
  clientSecret: text('clientSecret', { max: 200, required: 'clientSecret is required' }),
  cardNumber: z
    .string()
    .max(40)
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, { error: 'Enter a valid card number' })),
  expiry: z
    .string()
    .regex(/^\s*(0[1-9]|1[0-2])\s*\/\s*(\d{2})\s*$/, { error: 'Enter the expiry as MM / YY' }),
  cvc: z.string().regex(/^\d{3,4}$/, { error: 'Enter the 3 or 4 digit CVC' }),
  zip: z.string().regex(/^\d{5}(-\d{4})?$/, { error: 'Enter a 5 digit ZIP code' }),
});
export type TestCardPaymentRequest = z.input<typeof testCardPaymentRequestSchema>;

export const testAuthenticationRequestSchema = z.object({
  paymentIntentId: text('paymentIntentId', { max: 100, required: 'paymentIntentId is required' }),
  clientSecret: text('clientSecret', { max: 200, required: 'clientSecret is required' }),
  approve: z.boolean(),
});

export const paymentResultSchema = z.object({
  status: z.enum(['succeeded', 'requires_action', 'failed', 'processing']),
  message: z.string().optional(),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

export const webhookResponseSchema = z.object({
  received: z.literal(true),
  duplicate: z.boolean().optional(),
});
