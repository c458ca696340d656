import type { PackageCheckout, PackageCheckoutRequest } from '@core/api/credits';
import { api } from '@web/lib/api-client';

/** `POST /api/packages/:id/checkout`: the purchase and the card payment for it. */
export const startPackageCheckout = (packageId: string, body: PackageCheckoutRequest) =>
  api.post<PackageCheckout>(`/api/packages/${encodeURIComponent(packageId)}/checkout`, body);
