/** The owner's booking policies, read whenever the ledger decides a refund or whether a lesson may move. */
import { REFUND_NOTICE_HOURS } from '@core/rules/refunds';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { writeAudit } from '../audit/service';
import type { LedgerApp } from './context';
import * as repo from './lessons.repository';

export interface BusinessPolicies {
  /** More than this many hours ahead, a cancelled lesson's share is refunded and a lesson may be moved. */
  cancelNoticeHours: number;
  /** How long a waitlist offer holds its seats for the family, in minutes (15 to 1440). */
  offerWindowMinutes: number;
}

export const DEFAULT_OFFER_WINDOW_MINUTES = 120;

export async function getBusinessPolicies(db: Database): Promise<BusinessPolicies> {
  const row = await repo.readPolicies(db);
  return {
    cancelNoticeHours: row?.cancelNoticeHours ?? REFUND_NOTICE_HOURS,
    offerWindowMinutes: row?.offerWindowMinutes ?? DEFAULT_OFFER_WINDOW_MINUTES,
  };
}

export const cancelNoticeHours = async (db: Database) => (await getBusinessPolicies(db)).cancelNoticeHours;

export async function setBusinessPolicies(
  app: Pick<LedgerApp, 'db'>,
  input: Partial<BusinessPolicies>,
  actor: string,
): Promise<BusinessPolicies> {
  const { cancelNoticeHours: hours, offerWindowMinutes: window } = input;
  if (hours !== undefined && (!Number.isInteger(hours) || hours < 0 || hours > 720))
    throw new AppError('VALIDATION_ERROR', 400, 'The notice must be a whole number of hours from 0 to 720', {
      cancelNoticeHours: 'From 0 to 720 hours',
    });
  if (window !== undefined && (!Number.isInteger(window) || window < 15 || window > 1440))
    throw new AppError(
      'VALIDATION_ERROR',
      400,
      'The offer window must be a whole number of minutes from 15 to 1440',
      {
        offerWindowMinutes: 'From 15 to 1440 minutes',
      },
    );
  await app.db.transaction(async (tx) => {
    const before = await getBusinessPolicies(tx);
    const after = { ...before, ...(hours !== undefined ? { cancelNoticeHours: hours } : {}) };
    if (window !== undefined) after.offerWindowMinutes = window;
    await repo.writePolicies(tx, { ...after, updatedBy: actor });
    await writeAudit(tx, {
      entityType: 'policy',
      actor,
      action: 'policies.updated',
      entityId: 'default',
      details: { before, after },
    });
  });
  return getBusinessPolicies(app.db);
}
