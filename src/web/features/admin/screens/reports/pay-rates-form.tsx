import { useState } from 'react';
import type { PayBasis, PayRates } from '@core/api/reports';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { usePayRates } from '@web/features/admin/api/get-pay-rates';
import { useSavePayRates } from '@web/features/admin/api/save-pay-rates';
import { fieldErrorsOf } from '@web/features/admin/hooks/use-admin-action';
import { typedNumber } from '@web/features/admin/shared/typed-number';

type Draft = {
  mileage: string;
  instructors: { id: string; name: string; payBasis: PayBasis; rate: string }[];
};

const toDollars = (cents: number) => (cents / 100).toFixed(2);
const toCents = (text: string) => Math.round(typedNumber(text) * 100);

function RatesForm({ saved }: { saved: PayRates }) {
  const [draft, setDraft] = useState<Draft>(() => ({
    mileage: toDollars(saved.mileageRateCents),
    instructors: saved.instructors.map((i) => ({ ...i, rate: toDollars(i.payRateCents) })),
  }));
  const save = useSavePayRates();
  const errors = fieldErrorsOf(save.error);
  const setInstructor = (id: string, change: Partial<Draft['instructors'][number]>) =>
    setDraft({
      ...draft,
      instructors: draft.instructors.map((i) => (i.id === id ? { ...i, ...change } : i)),
    });
  return (
    <form
      noValidate
      aria-label="Pay rates"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({
          mileageRateCents: toCents(draft.mileage),
          instructors: draft.instructors.map((i) => ({
            id: i.id,
            payBasis: i.payBasis,
            payRateCents: toCents(i.rate),
          })),
        });
      }}
    >
      <h3 className="text-lg font-semibold text-ocean-900">Pay rates</h3>
      <Field id="pay-mileage" label="Mileage rate ($ a mile)" error={errors.mileageRateCents}>
        <Input
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          className="sm:w-32"
          value={draft.mileage}
          onChange={(e) => setDraft({ ...draft, mileage: e.target.value })}
        />
      </Field>
      {draft.instructors.map((i, n) => (
        <fieldset
          key={i.id}
          className="grid gap-3 border-t border-slate-100 pt-3 sm:grid-cols-[1fr_auto_auto]"
        >
          <legend className="sr-only">{i.name}</legend>
          <p className="self-center font-medium text-slate-900">{i.name}</p>
          <Field
            id={`pay-basis-${i.id}`}
            label={
              <>
                <span className="sr-only">{i.name}: </span>Paid
              </>
            }
            error={errors[`instructors.${n}.payBasis`]}
          >
            <Select
              value={i.payBasis}
              onChange={(e) =>
                setInstructor(i.id, { payBasis: e.target.value === 'per_hour' ? 'per_hour' : 'per_lesson' })
              }
            >
              <option value="per_lesson">Per lesson</option>
              <option value="per_hour">Per hour</option>
            </Select>
          </Field>
          <Field
            id={`pay-rate-${i.id}`}
            label={
              <>
                <span className="sr-only">{i.name}: </span>Rate ($)
              </>
            }
            error={errors[`instructors.${n}.payRateCents`]}
          >
            <Input
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              className="sm:w-32"
              value={i.rate}
              onChange={(e) => setInstructor(i.id, { rate: e.target.value })}
            />
          </Field>
        </fieldset>
      ))}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Pay Rates'}
      </Button>
    </form>
  );
}

/** Each instructor's pay and the mileage rate, edited together; payroll above is worked out with them. */
export function PayRatesForm() {
  const rates = usePayRates();
  if (rates.error)
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
        {rates.error instanceof Error ? rates.error.message : 'Could not load the pay rates.'}
      </p>
    );
  if (!rates.data) return null;
  return <RatesForm key={JSON.stringify(rates.data)} saved={rates.data} />;
}
