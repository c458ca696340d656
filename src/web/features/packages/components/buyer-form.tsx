import type { z } from 'zod';
import { packageCheckoutRequestSchema } from '@core/api/credits';
import { Button } from '@web/components/ui/button';
import { Form, FormField, useZodForm } from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';

/** The buyer's details of `packageCheckoutRequestSchema`; the idempotency key is the page's. */
export const buyerSchema = packageCheckoutRequestSchema.omit({ idempotencyKey: true });
export type BuyerDetails = z.output<typeof buyerSchema>;
type BuyerInput = z.input<typeof buyerSchema>;

export function BuyerForm({
  busy,
  submitLabel,
  onSubmit,
}: {
  busy: boolean;
  submitLabel: string;
  onSubmit: (details: BuyerDetails) => void;
}) {
  const form = useZodForm(buyerSchema, { defaultValues: { name: '', email: '', phone: '' } });

  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Your details" className="space-y-4">
      <FormField<BuyerInput> name="name" id="buyer-name" label="Full Name" mark="required">
        <Input autoComplete="name" />
      </FormField>
      <FormField<BuyerInput>
        name="email"
        id="buyer-email"
        label="Email Address"
        mark="required"
        hint="Your lesson credits go to this email."
      >
        <Input type="email" autoComplete="email" />
      </FormField>
      <FormField<BuyerInput> name="phone" mark="optional" id="buyer-phone" label="Phone">
        <Input type="tel" autoComplete="tel" />
      </FormField>
      <Button type="submit" size="lg" disabled={busy}>
        {submitLabel}
      </Button>
    </Form>
  );
}
