/** The payment a move to a dearer time asks for first: its intent, on the booking's payment account. */
import type { RescheduleResult } from '@core/api/family';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { writeAudit } from '../../audit';
import { ledgerTransaction, type LedgerApp } from '../seats/seat-transaction';
import * as repo from '../booking/bookings.repository';
import * as paymentsRepo from '../money/payments.repository';
import * as holds from '../holds/holds.repository';
import * as changesRepo from './lesson-changes.repository';

import { changeNotFound } from './move-rules';
import { requireLessonChangeEvent } from './lesson-change-events';

export async function openChangePayment(
  app: LedgerApp,
  email: string,
  changeId: string,
  amountCents: number,
  holdExpiresAt: Date,
): Promise<RescheduleResult> {
  const change = await changesRepo.findLessonChange(app.db, changeId);
  if (!change) throw changeNotFound();
  const intent = await app.paymentGateway
    .createIntent({
      amount: amountCents,
      bookingId: change.bookingId,
      idempotencyKey: `lesson-change-${changeId}`,
      description: 'Moving a swim lesson to another time',
      email: email.trim().toLowerCase(),
    })
    .catch(async (err: unknown) => {
      app.log.error({ err, changeId }, 'creating the payment for a lesson move failed');
      await ledgerTransaction(app.db, async (tx) => {
        await repo.lockBooking(tx, change.bookingId);
        await voidPendingChanges(app, tx, change.bookingId, [change.lessonId], 'The payment could not start');
      });
      throw new AppError(
        'PAYMENT_PROVIDER_UNAVAILABLE',
        502,
        'We could not reach the payment provider. Your lesson has not moved; please try again in a moment.',
      );
    });
  await paymentsRepo.insertPayment(app.db, {
    bookingId: change.bookingId,
    gateway: app.paymentGateway.kind,
    intentId: intent.id,
    clientSecret: intent.clientSecret,
    amountCents: intent.amount,
    status: intent.status,
    lessonChangeId: changeId,
  });
  return {
    status: 'payment_required',
    changeId,
    amountCents: intent.amount,
    paymentIntentId: intent.id,
    clientSecret: intent.clientSecret,
    gateway: app.paymentGateway.kind,
    holdExpiresAt: holdExpiresAt.toISOString(),
  };
}

/** Ends a lesson's moves still waiting for payment (their held seats go back); returns the intents to cancel. */
export async function voidPendingChanges(
  app: Pick<LedgerApp, 'emails'>,
  tx: Database,
  bookingId: string,
  lessonIds: readonly string[],
  reason: string,
): Promise<string[]> {
  const intents: string[] = [];
  for (const lessonId of lessonIds) {
    for (const change of await changesRepo.pendingChangesOfLesson(tx, lessonId)) {
      if (change.bookingId !== bookingId) continue;
      if (change.holdId) {
        await holds.findHoldForUpdate(tx, change.holdId);
        await holds.releaseHold(tx, change.holdId);
      }
      await requireLessonChangeEvent(tx, change, 'move_voided');
      await writeAudit(tx, {
        entityType: 'booking',
        actor: 'system',
        action: 'lesson.move_voided',
        entityId: bookingId,
        details: { lessonId, changeId: change.id, reason },
      });
      const payment = await changesRepo.paymentOfChange(tx, change.id);
      if (payment) intents.push(payment.intentId);
    }
  }
  return intents;
}
