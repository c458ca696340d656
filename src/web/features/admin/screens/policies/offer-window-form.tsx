import { z } from 'zod';
import {
  businessPoliciesInputSchema,
  MAX_OFFER_WINDOW_MINUTES,
  MIN_OFFER_WINDOW_MINUTES,
  type BusinessPoliciesInput,
} from '@core/api/admin';
import { Button } from '@web/components/ui/button';
import { Form, FormField, useZodForm } from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';
import { useSaveOfferWindow } from '@web/features/admin/api/save-business-policies';
import { showFieldErrors } from '@web/features/admin/hooks/use-admin-action';
import { typedNumber } from '@web/features/admin/shared/typed-number';
import { offerWindowText } from './policy-sentences';

/** The offer window as typed, checked with the server's own rule so a typo is answered at once. */
const offerWindowSchema = z
  .object({ offerWindowMinutes: z.string() })
  .transform(({ offerWindowMinutes }): BusinessPoliciesInput => ({
    offerWindowMinutes: typedNumber(offerWindowMinutes),
  }))
  .pipe(businessPoliciesInputSchema);

/** How long a waitlist offer holds its seats before it goes to the next family. */
export function OfferWindowForm({ saved }: { saved: number }) {
  const form = useZodForm(offerWindowSchema, { defaultValues: { offerWindowMinutes: String(saved) } });
  const save = useSaveOfferWindow();
  return (
    <Form
      form={form}
      aria-labelledby="offer-window-heading"
      className="max-w-xl space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      onSubmit={(policies) =>
        save.mutate(policies, { onError: (err) => showFieldErrors(form.setError, err) })
      }
    >
      <h3 id="offer-window-heading" className="text-lg font-semibold text-ocean-900">
        Waitlist offers
      </h3>
      <p className="text-sm text-slate-700" aria-live="polite">
        Now: {offerWindowText(saved)}
      </p>
      <FormField
        name="offerWindowMinutes"
        id="policy-offer-window-minutes"
        label="Waitlist offer window (minutes)"
        hint={`From ${MIN_OFFER_WINDOW_MINUTES} to ${MAX_OFFER_WINDOW_MINUTES} minutes.`}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={MIN_OFFER_WINDOW_MINUTES}
          max={MAX_OFFER_WINDOW_MINUTES}
          step={1}
          className="sm:w-40"
        />
      </FormField>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Offer Window'}
      </Button>
    </Form>
  );
}
