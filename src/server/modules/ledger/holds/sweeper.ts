/**
 * The hold sweeper. Expired holds already count for nothing in every read; this job tidies them away, cancels the
 * payment intents of bookings that were never paid (so they can no longer be paid), settles any that were paid
 * after all, does the same for families' moves to dearer times, and retries refunds that could not be sent at the
 * time.
 */
import type { FastifyInstance } from 'fastify';
import type { Job } from '../../../jobs/scheduler';
import { expireUnpaidBookings } from './expiry';
import { retryPendingRefunds } from '../money/refunds';
import { sweepLessonChanges } from '../changes/settle-change';
import { deleteEndedHolds } from './holds.repository';

/** Minutes after a hold ends before its unpaid booking is given up: a card confirmation in flight can still land. */
export const UNPAID_GRACE_MINUTES = 5;

export async function sweepHolds(
  app: FastifyInstance,
): Promise<{ expiredBookings: number; deletedHolds: number }> {
  const expiredBookings = await expireUnpaidBookings(app, UNPAID_GRACE_MINUTES);
  await sweepLessonChanges(app, UNPAID_GRACE_MINUTES);
  await retryPendingRefunds(app);
  const deletedHolds = await deleteEndedHolds(app.db, 60);
  return { expiredBookings, deletedHolds };
}

export const holdSweeperJob: Job = {
  name: 'hold-sweeper',
  intervalMs: 60_000,
  run: async (app) => {
    await sweepHolds(app);
  },
};
