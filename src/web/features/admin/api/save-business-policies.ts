import type { BusinessPolicies, BusinessPoliciesInput } from '@core/api/admin';
import { useAdminAction } from '../hooks/use-admin-action';
import { adminSend } from './admin-client';

/** Saves any of the policies (the refund notice, the offer window, the credit policy); the server answers the policies now in force. */
export const saveBusinessPolicies = (input: BusinessPoliciesInput) =>
  adminSend<BusinessPolicies>('PUT', '/api/admin/policies', input);

export function useSaveBusinessPolicies() {
  return useAdminAction(
    saveBusinessPolicies,
    (saved) => `Refund notice saved: ${saved.cancelNoticeHours} hours`,
  );
}

export function useSaveOfferWindow() {
  return useAdminAction(
    saveBusinessPolicies,
    (saved) => `Offer window saved: ${saved.offerWindowMinutes} minutes`,
  );
}

export function useSaveCreditPolicy() {
  return useAdminAction(saveBusinessPolicies, (saved) =>
    saved.cancelRefundAs === 'credit'
      ? `Credit policy saved: lesson credits for ${saved.creditMonthsValid} months`
      : `Credit policy saved: refunds to the card; credits for ${saved.creditMonthsValid} months`,
  );
}
