/**
 * Money a booking has taken and can still give back. A booking is paid by its checkout and, when the family moved
 * a lesson to a dearer time, by one payment per such move; a refund is split over those payments, the newest
 * first, so no payment is ever refunded more than it took.
 */
import type { Database } from '../../../db/client';
import type { RefundRow } from './refunds';
import * as paymentsRepo from './payments.repository';
import * as lessons from '../booking/lessons.repository';

/** Refunds decided for a move (to a cheaper time, or a paid move refused) have keys starting with this. */
export const MOVE_REFUND_KEY = 'refund-move-';

export interface Refundable {
  /** Everything paid and not yet refunded (or decided to be). */
  cents: number;
  /** Everything paid, refunded or not. */
  paidCents: number;
  /** Paid for the lessons as they are now: everything paid, less refunds for moves (to a cheaper time, or refused). */
  lessonsPaidCents: number;
  pieces: { intentId: string; leftCents: number }[];
}

export async function refundable(tx: Database, bookingId: string): Promise<Refundable> {
  const [paid, refunded] = await Promise.all([
    lessons.settledPayments(tx, bookingId),
    lessons.refundsOfBooking(tx, bookingId),
  ]);
  const back = new Map<string, number>();
  let moveRefunds = 0;
  for (const r of refunded) {
    back.set(r.intentId, (back.get(r.intentId) ?? 0) + r.amountCents);
    if (r.idempotencyKey.startsWith(MOVE_REFUND_KEY)) moveRefunds += r.amountCents;
  }
  const pieces = paid.map((p) => ({
    intentId: p.intentId,
    leftCents: Math.max(0, p.amountCents - (back.get(p.intentId) ?? 0)),
  }));
  const paidCents = paid.reduce((sum, p) => sum + p.amountCents, 0);
  return {
    cents: pieces.reduce((sum, p) => sum + p.leftCents, 0),
    paidCents,
    lessonsPaidCents: Math.max(0, paidCents - moveRefunds),
    pieces,
  };
}

/**
 * Decides a refund of `amountCents` (at most what is refundable) as pending rows, one per payment it draws on.
 * `key` names the decision: deciding it again writes nothing (the rows' keys are unique).
 */
export async function decideRefund(
  tx: Database,
  bookingId: string,
  amountCents: number,
  options: { reason: string; key: string },
): Promise<RefundRow[]> {
  const { pieces } = await refundable(tx, bookingId);
  const rows: RefundRow[] = [];
  let left = amountCents;
  for (const [index, piece] of pieces.entries()) {
    if (left <= 0) break;
    const amount = Math.min(left, piece.leftCents);
    if (amount <= 0) continue;
    const row = await paymentsRepo.insertRefund(tx, {
      bookingId,
      intentId: piece.intentId,
      amountCents: amount,
      reason: options.reason,
      // The checkout's payment (the oldest) keeps the plain key, as decided before moves could be paid for.
      idempotencyKey: index === pieces.length - 1 ? options.key : `${options.key}:${piece.intentId}`,
    });
    if (row) rows.push(row);
    left -= amount;
  }
  return rows;
}
