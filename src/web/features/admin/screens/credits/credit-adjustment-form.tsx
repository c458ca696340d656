import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { z } from 'zod';
import { creditAdjustmentSchema, MAX_PACKAGE_MONTHS, type CreditAdjustment } from '@core/api/credits';
import { LESSON_TYPES } from '@core/catalog/lesson-types';
import { Button } from '@web/components/ui/button';
import { Form, FormField, useZodForm } from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { adjustCredits } from '@web/features/admin/api/adjust-credits';
import { creditAccountQueryKey } from '@web/features/admin/api/get-credit-account';
import { showFieldErrors, useAdminAction } from '@web/features/admin/hooks/use-admin-action';
import { ApiError } from '@web/lib/api-client';
import { creditCount } from './credit-format';

const blank = { lessons: '', reason: '', lessonType: '', monthsValid: '' };

/** A negative number of lessons takes credits away: those come from any lesson type and keep their own validity. */
const isTaking = (lessons: string) => Number(lessons) < 0;

/**
 * What the owner types, turned into the contract's adjustment for this family and checked by the contract itself:
 * an empty number is no number at all, and a lesson type or validity counts only for credits added.
 */
const adjustmentFormSchema = (email: string) =>
  z
    .object({ lessons: z.string(), reason: z.string(), lessonType: z.string(), monthsValid: z.string() })
    .transform((form): CreditAdjustment => {
      const taking = isTaking(form.lessons);
      return {
        email,
        lessons: form.lessons.trim() === '' ? Number.NaN : Number(form.lessons),
        reason: form.reason,
        // Typed as the contract's input only for the compiler: the pipe below checks the lesson type.
        lessonType:
          taking || form.lessonType === '' ? null : (form.lessonType as CreditAdjustment['lessonType']),
        monthsValid: taking || form.monthsValid.trim() === '' ? undefined : Number(form.monthsValid),
      };
    })
    .pipe(creditAdjustmentSchema);

/**
 * The owner's adjustment: a positive number adds a goodwill lot (for one lesson type or any, with its own validity),
 * a negative one takes credits from the soonest-expiring lots. Checked with the contract before it is sent.
 */
export function CreditAdjustmentForm({ email }: { email: string }) {
  const queryClient = useQueryClient();
  const schema = useMemo(() => adjustmentFormSchema(email), [email]);
  const form = useZodForm(schema, { defaultValues: blank });
  const adjust = useAdminAction(adjustCredits, (account) => `Balance now ${creditCount(account.balance)}`);
  const refusal = adjust.error instanceof ApiError && !adjust.error.fieldErrors ? adjust.error.message : null;
  const taking = isTaking(form.watch('lessons'));

  // Taking credits has no lesson type or validity: their boxes empty out as the number turns negative.
  useEffect(() => {
    if (!taking) return;
    form.setValue('lessonType', '');
    form.setValue('monthsValid', '');
  }, [taking, form]);

  return (
    <Form
      form={form}
      aria-labelledby="adjust-credits-heading"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      onSubmit={(adjustment) =>
        adjust.mutate(adjustment, {
          onSuccess: (account) => {
            queryClient.setQueryData(creditAccountQueryKey(email), account);
            form.reset(blank);
          },
          onError: (err) => showFieldErrors(form.setError, err),
        })
      }
    >
      <h3 id="adjust-credits-heading" className="text-lg font-semibold text-ocean-900">
        Adjust credits
      </h3>
      <p className="text-sm text-slate-700">
        A positive number adds a goodwill credit; a negative one takes credits away, soonest-expiring first.
        Every adjustment is kept in the history with its reason.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField name="lessons" id="adjust-lessons" label="Lessons (-20 to 20)">
          <Input type="number" inputMode="numeric" min={-20} max={20} step={1} />
        </FormField>
        <FormField
          name="lessonType"
          id="adjust-lesson-type"
          label="Lesson type"
          hint={taking ? 'Credits taken away come from any lesson type.' : undefined}
        >
          <Select disabled={taking}>
            <option value="">Any lesson type</option>
            {LESSON_TYPES.map((t) => (
              <option key={t.id} value={t.id}>
                {t.label}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          name="monthsValid"
          id="adjust-months-valid"
          label="Months valid (optional)"
          hint={
            taking
              ? 'Only for credits added.'
              : `1 to ${MAX_PACKAGE_MONTHS}; left empty, the credit policy's validity.`
          }
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_PACKAGE_MONTHS}
            step={1}
            disabled={taking}
          />
        </FormField>
      </div>
      <FormField name="reason" id="adjust-reason" label="Reason">
        <Textarea rows={2} />
      </FormField>
      {refusal && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {refusal}
        </p>
      )}
      <Button type="submit" disabled={adjust.isPending}>
        {adjust.isPending ? 'Saving...' : 'Save Adjustment'}
      </Button>
    </Form>
  );
}
