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
}

export async function getBusinessPolicies(db: Database): Promise<BusinessPolicies> {
  const row = await repo.readPolicies(db);
  return { cancelNoticeHours: row?.cancelNoticeHours ?? REFUND_NOTICE_HOURS };
}

export const cancelNoticeHours = async (db: Database) => (await getBusinessPolicies(db)).cancelNoticeHours;

export async function setBusinessPolicies(
  app: Pick<LedgerApp, 'db'>,
  input: BusinessPolicies,
  actor: string,
): Promise<BusinessPolicies> {
  const hours = input.cancelNoticeHours;
  if (!Number.isInteger(hours) || hours < 0 || hours > 720)
    throw new AppError('VALIDATION_ERROR', 400, 'The notice must be a whole number of hours from 0 to 720', {
      cancelNoticeHours: 'From 0 to 720 hours',
    });
  await app.db.transaction(async (tx) => {
    const before = await getBusinessPolicies(tx);
    await repo.writePolicies(tx, { cancelNoticeHours: hours, updatedBy: actor });
    await writeAudit(tx, {
      entityType: 'policy',
      actor,
      action: 'policies.updated',
      entityId: 'default',
      details: { before, after: { cancelNoticeHours: hours } },
    });
  });
  return getBusinessPolicies(app.db);
}
