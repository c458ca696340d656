import type { CreditAccount, CreditAdjustment } from '@core/api/credits';
import { adminSend } from './admin-client';

/** `POST /api/admin/credits/adjustments`: adds a goodwill lot or takes credits, with a reason; answers the new ledger. */
export const adjustCredits = (input: CreditAdjustment) =>
  adminSend<CreditAccount>('POST', '/api/admin/credits/adjustments', input);
