import type { PackagePurchaseResult } from '@core/api/credits';
import { api } from '@web/lib/api-client';

/** `POST /api/packages/purchases/:id/confirm`: 'paid' once the card payment settled, 'pending_payment' before. */
export const confirmPackagePurchase = (purchaseId: string) =>
  api.post<PackagePurchaseResult>(`/api/packages/purchases/${encodeURIComponent(purchaseId)}/confirm`);
