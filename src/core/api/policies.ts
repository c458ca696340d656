import { z } from 'zod';

/**
 * `GET /api/policies`: the owner's booking policies a family may read before booking, as set on the admin Policies
 * screen. The FAQ's cancellation answer is written from them.
 */
export const publicPoliciesSchema = z.object({
  /** More than this many hours before a lesson, a family may cancel or move it at no charge. */
  cancelNoticeHours: z.number().int(),
  /** What a card-paid lesson cancelled in time gives back: its share on the card, or lesson credits. */
  cancelRefundAs: z.enum(['refund', 'credit']),
});
export type PublicPolicies = z.infer<typeof publicPoliciesSchema>;
