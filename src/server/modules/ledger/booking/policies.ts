/** The owner's booking policies, read whenever the ledger decides a refund, a credit or whether a lesson may move. */
import { REFUND_NOTICE_HOURS } from '@core/rules/refunds';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { writeAudit } from '../../audit';
import type { LedgerApp } from '../seats/seat-transaction';
import * as policiesRepo from './policies.repository';

export interface BusinessPolicies {
  /** More than this many hours ahead, a cancelled lesson's share is given back and a lesson may be moved. */
  cancelNoticeHours: number;
  /** How long a waitlist offer holds its seats for the family, in minutes (15 to 1440). */
  offerWindowMinutes: number;
  /** A card-paid lesson cancelled in time gives back its share to the card, or lesson credits. */
  cancelRefundAs: 'refund' | 'credit';
  /** Months that credits given on a cancellation, for weather or as goodwill stay usable (1 to 24). */
  creditMonthsValid: number;
}

export const DEFAULT_OFFER_WINDOW_MINUTES = 120;
export const DEFAULT_CREDIT_MONTHS = 6;

export async function getBusinessPolicies(db: Database): Promise<BusinessPolicies> {
  const row = await policiesRepo.readPolicies(db);
  return {
    cancelNoticeHours: row?.cancelNoticeHours ?? REFUND_NOTICE_HOURS,
    offerWindowMinutes: row?.offerWindowMinutes ?? DEFAULT_OFFER_WINDOW_MINUTES,
    cancelRefundAs: row?.cancelRefundAs === 'credit' ? 'credit' : 'refund',
    creditMonthsValid: row?.creditMonthsValid ?? DEFAULT_CREDIT_MONTHS,
  };
}

export const cancelNoticeHours = async (db: Database) => (await getBusinessPolicies(db)).cancelNoticeHours;

const RANGES = {
  cancelNoticeHours: [0, 720, 'The notice must be a whole number of hours from 0 to 720'],
  offerWindowMinutes: [15, 1440, 'The offer window must be a whole number of minutes from 15 to 1440'],
  creditMonthsValid: [1, 24, 'Credits must stay valid for 1 to 24 months'],
} as const;

export async function setBusinessPolicies(
  app: Pick<LedgerApp, 'db'>,
  input: Partial<BusinessPolicies>,
  actor: string,
): Promise<BusinessPolicies> {
  for (const [field, [min, max, message]] of Object.entries(RANGES)) {
    const value = input[field as keyof typeof RANGES];
    if (value !== undefined && (!Number.isInteger(value) || value < min || value > max))
      throw new AppError('VALIDATION_ERROR', 400, message, { [field]: message });
  }
  if (input.cancelRefundAs !== undefined && !['refund', 'credit'].includes(input.cancelRefundAs))
    throw new AppError('VALIDATION_ERROR', 400, 'Choose a refund to the card or lesson credits');
  const given = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  await app.db.transaction(async (tx) => {
    const before = await getBusinessPolicies(tx);
    const after: BusinessPolicies = { ...before, ...given };
    await policiesRepo.writePolicies(tx, { ...after, updatedBy: actor });
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
