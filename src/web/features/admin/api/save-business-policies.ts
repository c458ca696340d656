import type { BusinessPolicies, BusinessPoliciesInput } from '@core/api/admin';
import { useAdminAction } from '../hooks/use-admin-action';
import { adminSend } from './admin-client';

/** Saves the refund notice; the server answers the policy now in force. */
export const saveBusinessPolicies = (input: BusinessPoliciesInput) =>
  adminSend<BusinessPolicies>('PUT', '/api/admin/policies', input);

export function useSaveBusinessPolicies() {
  return useAdminAction(
    saveBusinessPolicies,
    (saved) => `Refund notice saved: ${saved.cancelNoticeHours} hours`,
  );
}
