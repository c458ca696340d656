import { z } from 'zod';
import {
  businessPoliciesInputSchema,
  MAX_CREDIT_MONTHS,
  type BusinessPolicies,
  type BusinessPoliciesInput,
} from '@core/api/admin';
import { Button } from '@web/components/ui/button';
import { Form, FormField, useZodForm } from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';
import { useSaveCreditPolicy } from '@web/features/admin/api/save-business-policies';
import { showFieldErrors } from '@web/features/admin/hooks/use-admin-action';
import { typedNumber } from '@web/features/admin/shared/typed-number';
import { creditPolicyText } from './policy-sentences';

const GIVE_BACK = [
  ['refund', 'A refund to the card'],
  ['credit', 'Lesson credits'],
] as const;

/** The credit policy as chosen and typed, checked with the server's own rules so a typo is answered at once. */
const creditPolicySchema = z
  .object({ cancelRefundAs: z.string(), creditMonthsValid: z.string() })
  .transform(({ cancelRefundAs, creditMonthsValid }): BusinessPoliciesInput => ({
    // Typed as the contract's input only for the compiler: the pipe below checks the choice.
    cancelRefundAs: cancelRefundAs as BusinessPoliciesInput['cancelRefundAs'],
    creditMonthsValid: typedNumber(creditMonthsValid),
  }))
  .pipe(businessPoliciesInputSchema);

/** What a family cancelling in time gets back (card refund or lesson credits), and how long credits last. */
export function CreditPolicyForm({
  saved,
}: {
  saved: Pick<BusinessPolicies, 'cancelRefundAs' | 'creditMonthsValid'>;
}) {
  const form = useZodForm(creditPolicySchema, {
    defaultValues: {
      cancelRefundAs: saved.cancelRefundAs,
      creditMonthsValid: String(saved.creditMonthsValid),
    },
  });
  const save = useSaveCreditPolicy();
  const choiceError = form.formState.errors.cancelRefundAs?.message;
  return (
    <Form
      form={form}
      aria-labelledby="credit-policy-heading"
      className="max-w-xl space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      onSubmit={(policies) =>
        save.mutate(policies, { onError: (err) => showFieldErrors(form.setError, err) })
      }
    >
      <h3 id="credit-policy-heading" className="text-lg font-semibold text-ocean-900">
        Refund or credit
      </h3>
      <p className="text-sm text-slate-700" aria-live="polite">
        Now: {creditPolicyText(saved.cancelRefundAs, saved.creditMonthsValid)}
      </p>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">On a cancellation in time, give back</legend>
        <div className="mt-1 space-y-1 text-sm">
          {GIVE_BACK.map(([value, label]) => (
            <label key={value} className="flex items-center gap-2">
              <input type="radio" value={value} {...form.register('cancelRefundAs')} /> {label}
            </label>
          ))}
        </div>
        {choiceError && <p className="mt-1 text-xs font-semibold text-red-700">{choiceError}</p>}
      </fieldset>
      <FormField
        name="creditMonthsValid"
        id="policy-credit-months-valid"
        label="Credits stay valid for (months)"
        hint={`From 1 to ${MAX_CREDIT_MONTHS} months. Applies to cancellation, weather and goodwill credits; a package has its own.`}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_CREDIT_MONTHS}
          step={1}
          className="sm:w-40"
        />
      </FormField>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Credit Policy'}
      </Button>
    </Form>
  );
}
