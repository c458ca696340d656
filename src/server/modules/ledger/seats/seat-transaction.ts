import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client';
import { postgresErrorCode, RETRYABLE_CODES } from '../../../db/errors';
import { bumpSeatVersion } from '../../../db/seat-version';
import { AppError } from '../../../errors';

/** What the ledger needs of the app: the database, the gateway, the email events, travel times, config and a logger. */
export type LedgerApp = Pick<
  FastifyInstance,
  'db' | 'config' | 'log' | 'emails' | 'paymentGateway' | 'travelTimes'
>;

/** Thrown inside a ledger transaction when rows it meant to lock changed under it: the transaction runs again. */
export class LockOrderRetry extends Error {
  override name = 'LockOrderRetry';
}

const ATTEMPTS = 4;

/**
 * Runs `work` in one transaction and runs it again when PostgreSQL reports a deadlock or serialization failure,
 * or the work asks for it. The lock order makes deadlocks impossible between ledger paths; this is the backstop
 * for everything else that touches the same rows.
 */
export async function ledgerTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await db.transaction(work);
      // After the commit, so a calendar read that sees the new version also sees the new seats.
      await bumpSeatVersion(db);
      return result;
    } catch (err) {
      const retryable = err instanceof LockOrderRetry || RETRYABLE_CODES.has(postgresErrorCode(err) ?? '');
      if (err instanceof LockOrderRetry && attempt >= ATTEMPTS)
        throw new AppError(
          'CONCURRENT_CHANGE',
          409,
          'Another request changed this at the same moment. Please try again.',
        );
      if (!retryable || attempt >= ATTEMPTS) throw err;
      await new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 10));
    }
  }
}
