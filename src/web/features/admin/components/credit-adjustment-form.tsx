import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { creditAdjustmentSchema, MAX_PACKAGE_MONTHS } from '@core/api/credits';
import { LESSON_TYPES } from '@core/catalog/lesson-types';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { adjustCredits } from '../api/adjust-credits';
import { creditAccountQueryKey } from '../api/get-credit-account';
import { fieldErrorsOf, useAdminAction } from '../hooks/use-admin-action';
import { creditCount } from './credit-format';
import { Field, TextField } from './form-parts';
import { inputClass } from './parts';

const blank = { lessons: '', reason: '', lessonType: '', monthsValid: '' };

/**
 * The owner's adjustment: a positive number adds a goodwill lot (for one lesson type or any, with its own validity),
 * a negative one takes credits from the soonest-expiring lots. Checked with the contract before it is sent.
 */
export function CreditAdjustmentForm({ email }: { email: string }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState(blank);
  const [checkErrors, setCheckErrors] = useState<Record<string, string>>({});
  const adjust = useAdminAction(adjustCredits, (account) => `Balance now ${creditCount(account.balance)}`);
  const errors = { ...fieldErrorsOf(adjust.error), ...checkErrors };
  const refusal = adjust.error instanceof ApiError && !adjust.error.fieldErrors ? adjust.error.message : null;
  const taking = Number(form.lessons) < 0;
  const set = (key: keyof typeof blank) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setCheckErrors({});
  };

  return (
    <form
      noValidate
      aria-labelledby="adjust-credits-heading"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = creditAdjustmentSchema.safeParse({
          email,
          lessons: form.lessons.trim() === '' ? Number.NaN : Number(form.lessons),
          reason: form.reason,
          lessonType: taking || form.lessonType === '' ? null : form.lessonType,
          monthsValid: taking || form.monthsValid.trim() === '' ? undefined : Number(form.monthsValid),
        });
        if (!parsed.success) {
          const found: Record<string, string> = {};
          for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
          return setCheckErrors(found);
        }
        adjust.mutate(parsed.data, {
          onSuccess: (account) => {
            queryClient.setQueryData(creditAccountQueryKey(email), account);
            setForm(blank);
          },
        });
      }}
    >
      <h3 id="adjust-credits-heading" className="text-lg font-semibold text-ocean-900">
        Adjust credits
      </h3>
      <p className="text-sm text-slate-700">
        A positive number adds a goodwill credit; a negative one takes credits away, soonest-expiring first.
        Every adjustment is kept in the history with its reason.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Lessons (-20 to 20)"
          type="number"
          inputMode="numeric"
          min={-20}
          max={20}
          step={1}
          error={errors.lessons}
          aria-invalid={errors.lessons ? true : undefined}
          value={form.lessons}
          onValue={set('lessons')}
        />
        <Field
          label="Lesson type"
          hint={taking ? 'Credits taken away come from any lesson type.' : undefined}
          error={errors.lessonType}
        >
          <select
            className={inputClass}
            disabled={taking}
            value={taking ? '' : form.lessonType}
            onChange={(e) => set('lessonType')(e.target.value)}
          >
            <option value="">Any lesson type</option>
            {LESSON_TYPES.map((t) => (
              <option key={t.id} value={t.id}>
                {t.label}
              </option>
            ))}
          </select>
        </Field>
        <TextField
          label="Months valid (optional)"
          hint={
            taking
              ? 'Only for credits added.'
              : `1 to ${MAX_PACKAGE_MONTHS}; left empty, the credit policy's validity.`
          }
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_PACKAGE_MONTHS}
          step={1}
          disabled={taking}
          error={errors.monthsValid}
          aria-invalid={errors.monthsValid ? true : undefined}
          value={taking ? '' : form.monthsValid}
          onValue={set('monthsValid')}
        />
      </div>
      <Field label="Reason" error={errors.reason}>
        <textarea
          className={inputClass}
          rows={2}
          aria-invalid={errors.reason ? true : undefined}
          value={form.reason}
          onChange={(e) => set('reason')(e.target.value)}
        />
      </Field>
      {refusal && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {refusal}
        </p>
      )}
      <Button type="submit" disabled={adjust.isPending}>
        {adjust.isPending ? 'Saving...' : 'Save Adjustment'}
      </Button>
    </form>
  );
}
