/**
 * Sending refunds. A refund is decided (a `pending` row) inside the transaction that cancels or refuses a paid
 * booking, and sent here after that transaction commits: the provider is outside the database. The row's key
 * makes a retry by the sweeper a no-op at the provider when the first attempt did reach it.
 */
import { AppError } from '../../../errors';
import type { LedgerApp } from '../seats/seat-transaction';
import * as paymentsRepo from './payments.repository';

export type RefundRow = NonNullable<Awaited<ReturnType<typeof paymentsRepo.findRefund>>>;

/** Sends one pending refund; true when the provider accepted it. A failure is logged and left for the sweeper. */
export async function sendRefund(app: LedgerApp, refund: RefundRow): Promise<boolean> {
  try {
    await app.paymentGateway.refund(refund.intentId, {
      amount: refund.amountCents,
      idempotencyKey: refund.idempotencyKey,
    });
    await app.db.transaction((tx) => paymentsRepo.markRefundSent(tx, refund.id));
    return true;
  } catch (err) {
    app.log.error(
      { err, bookingId: refund.bookingId, refundId: refund.id },
      'refund failed; the sweeper will retry it',
    );
    await paymentsRepo.markRefundFailed(app.db, refund.id, err instanceof Error ? err.message : String(err));
    return false;
  }
}

/** Sends the refunds a committed transaction decided; throws 502 when one could not be sent yet. */
export async function sendDecidedRefunds(app: LedgerApp, refunds: readonly RefundRow[]): Promise<number> {
  let sent = 0;
  let failed = false;
  for (const refund of refunds) {
    if (await sendRefund(app, refund)) sent += refund.amountCents;
    else failed = true;
  }
  if (failed)
    throw new AppError(
      'REFUND_FAILED',
      502,
      'The refund could not be sent to the payment provider yet. It will be retried automatically.',
    );
  return sent;
}

/** The sweeper's pass: pending refunds older than a minute (younger ones are still being sent by their request). */
export async function retryPendingRefunds(app: LedgerApp): Promise<void> {
  for (const refund of await paymentsRepo.findPendingRefunds(app.db, 60)) await sendRefund(app, refund);
}

/** Cancels unpaid intents so they can no longer be paid; a failure is logged (a payment that lands is refunded). */
export async function cancelIntents(app: LedgerApp, intentIds: readonly string[]): Promise<void> {
  for (const intentId of intentIds) {
    await app.paymentGateway
      .cancel(intentId)
      .catch((err: unknown) => app.log.warn({ err, intentId }, 'could not cancel an unpaid payment intent'));
  }
}
