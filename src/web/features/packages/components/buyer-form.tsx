import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { packageCheckoutRequestSchema } from '@core/api/credits';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';

/** The buyer's details of `packageCheckoutRequestSchema`; the idempotency key is the page's. */
export const buyerSchema = packageCheckoutRequestSchema.omit({ idempotencyKey: true });
export type BuyerDetails = z.output<typeof buyerSchema>;
type BuyerInput = z.input<typeof buyerSchema>;

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

export function BuyerForm({
  busy,
  submitLabel,
  onSubmit,
}: {
  busy: boolean;
  submitLabel: string;
  onSubmit: (details: BuyerDetails) => void;
}) {
  const { register, handleSubmit, formState } = useForm<BuyerInput, unknown, BuyerDetails>({
    resolver: zodResolver(buyerSchema),
    defaultValues: { name: '', email: '', phone: '' },
  });
  const { errors } = formState;
  const control = (name: 'name' | 'email' | 'phone') => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-errormessage': errors[name] ? `buyer-${name}-error` : undefined,
  });

  return (
    <form aria-label="Your details" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <Field id="buyer-name" label="Full Name" mark="required">
        {(p) => <input {...p} autoComplete="name" {...control('name')} {...register('name')} />}
      </Field>
      <FieldError id="buyer-name-error" message={errors.name?.message} />
      <Field
        id="buyer-email"
        label="Email Address"
        mark="required"
        hint="Your lesson credits go to this email."
      >
        {(p) => (
          <input {...p} type="email" autoComplete="email" {...control('email')} {...register('email')} />
        )}
      </Field>
      <FieldError id="buyer-email-error" message={errors.email?.message} />
      <Field mark="optional" id="buyer-phone" label="Phone">
        {(p) => <input {...p} type="tel" autoComplete="tel" {...control('phone')} {...register('phone')} />}
      </Field>
      <FieldError id="buyer-phone-error" message={errors.phone?.message} />
      <Button type="submit" size="lg" disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
