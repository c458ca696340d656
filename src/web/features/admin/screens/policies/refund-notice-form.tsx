import { z } from 'zod';
import {
  businessPoliciesInputSchema,
  MAX_CANCEL_NOTICE_HOURS,
  type BusinessPolicies,
  type BusinessPoliciesInput,
} from '@core/api/admin';
import { Button } from '@web/components/ui/button';
import { Form, FormField, useZodForm } from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';
import { useSaveBusinessPolicies } from '@web/features/admin/api/save-business-policies';
import { showFieldErrors } from '@web/features/admin/hooks/use-admin-action';
import { typedNumber } from '@web/features/admin/shared/typed-number';
import { refundRuleText } from './policy-sentences';

/** The refund notice as typed, checked with the server's own rule so a typo is answered at once. */
const refundNoticeSchema = z
  .object({ cancelNoticeHours: z.string() })
  .transform(({ cancelNoticeHours }): BusinessPoliciesInput => ({
    cancelNoticeHours: typedNumber(cancelNoticeHours),
  }))
  .pipe(businessPoliciesInputSchema);

/** How many hours ahead a family must cancel or move a lesson to get its share back. */
export function RefundNoticeForm({
  saved,
  refundAs,
}: {
  saved: number;
  refundAs: BusinessPolicies['cancelRefundAs'];
}) {
  const form = useZodForm(refundNoticeSchema, { defaultValues: { cancelNoticeHours: String(saved) } });
  const save = useSaveBusinessPolicies();
  return (
    <Form
      form={form}
      className="max-w-xl space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      onSubmit={(policies) =>
        save.mutate(policies, { onError: (err) => showFieldErrors(form.setError, err) })
      }
    >
      <h3 className="text-lg font-semibold text-ocean-900">Cancellation refunds</h3>
      <p className="text-sm text-slate-700" aria-live="polite">
        Now: {refundRuleText(saved, refundAs)}
      </p>
      <FormField
        name="cancelNoticeHours"
        id="policy-cancel-notice-hours"
        label="Refund notice (hours)"
        hint={`From 0 to ${MAX_CANCEL_NOTICE_HOURS} hours. The same notice decides whether a family may move a lesson online.`}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_CANCEL_NOTICE_HOURS}
          step={1}
          className="sm:w-40"
        />
      </FormField>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Policy'}
      </Button>
    </Form>
  );
}
