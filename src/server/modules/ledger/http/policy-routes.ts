/** The owner's booking policies a visitor may read: the FAQ answers its cancellation question with them. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicPoliciesSchema } from '@core/api/policies';
import { getBusinessPolicies } from '../booking/policies';

export const publicPolicyRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only what a family is told anyway (the notice and what a cancellation in time gives back); the waitlist
  // offer window and credit validity stay on the admin screen.
  app.get('/api/policies', { schema: { response: { 200: publicPoliciesSchema } } }, async () => {
    const { cancelNoticeHours, cancelRefundAs } = await getBusinessPolicies(app.db);
    return { cancelNoticeHours, cancelRefundAs };
  });
};
