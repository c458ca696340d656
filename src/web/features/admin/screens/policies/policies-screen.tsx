import { useBusinessPolicies } from '@web/features/admin/api/get-business-policies';
import { ScreenHeader } from '@web/features/admin/shared/screen-header';
import { CreditPolicyForm } from './credit-policy-form';
import { OfferWindowForm } from './offer-window-form';
import { RefundNoticeForm } from './refund-notice-form';

/** The owner's booking policies: today, the notice a family needs for a refund when it cancels or moves a lesson. */
export function PoliciesScreen() {
  const policies = useBusinessPolicies();
  return (
    <div>
      <ScreenHeader
        title="Policies"
        lead="The rules the site applies when families cancel or move their own lessons in My Lessons, whether they get money or lesson credits back, and how long a waitlist offer lasts."
      />
      {policies.isLoading && <p aria-busy="true">Loading...</p>}
      {policies.error && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          {policies.error instanceof Error ? policies.error.message : 'Could not load the policies.'}
        </p>
      )}
      {policies.data && (
        // A saved change arrives as a new value: each form starts again from it.
        <div className="space-y-6">
          <RefundNoticeForm
            key={policies.data.cancelNoticeHours}
            saved={policies.data.cancelNoticeHours}
            refundAs={policies.data.cancelRefundAs}
          />
          <CreditPolicyForm
            key={`credit-${policies.data.cancelRefundAs}-${policies.data.creditMonthsValid}`}
            saved={policies.data}
          />
          <OfferWindowForm
            key={`offer-${policies.data.offerWindowMinutes}`}
            saved={policies.data.offerWindowMinutes}
          />
        </div>
      )}
    </div>
  );
}
