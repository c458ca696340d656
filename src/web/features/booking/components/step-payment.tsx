import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useState } from 'react';
import type { CreatePaymentIntentResponse } from '@core/api/bookings';
import { formatCents } from '@core/rules/pricing';
import { cn } from '@web/lib/cn';
import { StepHeading } from './fields';
import { StripePayment } from './stripe-payment';
import { TestCardForm, type PaymentOutcome } from './test-card-form';

export const PAYMENT_FORM_ID = 'booking-payment-form';

export type PaymentPhase = { kind: 'ready' } | { kind: 'succeeded' } | { kind: 'failed'; message: string };

const METHODS = [
  { id: 'card', label: 'Card' },
  { id: 'apple_pay', label: 'Apple Pay' },
  { id: 'google_pay', label: 'Google Pay' },
] as const;

interface Props {
  intent: CreatePaymentIntentResponse | null;
  intentError: string | null;
  gateway: 'test' | 'stripe';
  publishableKey?: string;
  phase: PaymentPhase;
  onBusy: (busy: boolean) => void;
  onOutcome: (outcome: PaymentOutcome) => void;
}

/** Step 5. "Preparing payment..." until the intent exists; then the card form (test) or the Payment Element (live). */
export function StepPayment({
  intent,
  intentError,
  gateway,
  publishableKey,
  phase,
  onBusy,
  onOutcome,
}: Props) {
  const [method, setMethod] = useState<(typeof METHODS)[number]['id']>('card');
  if (phase.kind === 'succeeded') {
    return (
      <div role="status" className="py-8 text-center">
        <CheckCircle2 className="mx-auto size-12 text-emerald-600" aria-hidden="true" />
        <h2 className="mt-3 text-2xl font-bold text-ocean-900">Payment Successful!</h2>
        <p className="mt-2 flex items-center justify-center gap-2 text-slate-700">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Processing your booking
          confirmation...
        </p>
      </div>
    );
  }
  return (
    <div>
      <StepHeading>Payment</StepHeading>
      {phase.kind === 'failed' && (
        <div
          role="alert"
          className="mt-4 flex gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900"
        >
          <XCircle className="size-5 shrink-0" aria-hidden="true" />
          <div>
            <h3 className="font-semibold">Payment Failed</h3>
            <p className="text-sm">{phase.message}</p>
          </div>
        </div>
      )}
      {intentError && (
        <div
          role="alert"
          className="mt-4 rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900"
        >
          {intentError}
        </div>
      )}
      {!intent && !intentError && (
        <p role="status" className="mt-6 flex items-center gap-2 text-slate-700">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Preparing payment...
        </p>
      )}
      {intent && (
        <div className="mt-4 space-y-4">
          {intent.priceChanged && (
            <p role="status" className="rounded-lg border border-sky-300 bg-sky-50 p-3 text-sm text-sky-900">
              The price was updated to {formatCents(intent.amount)} with the latest lesson prices and travel
              fees.
            </p>
          )}
          <p className="text-slate-800">
            Amount to pay: <strong className="text-lg">{formatCents(intent.amount)}</strong>
          </p>
          {gateway === 'stripe' && publishableKey ? (
            <StripePayment
              publishableKey={publishableKey}
              clientSecret={intent.clientSecret}
              bookingId={intent.bookingId}
              formId={PAYMENT_FORM_ID}
              onBusy={onBusy}
              onOutcome={onOutcome}
            />
          ) : (
            <>
              <fieldset>
                <legend className="text-sm font-medium text-slate-800">Payment method</legend>
                <div className="mt-2 grid grid-cols-3 gap-2">
                  {METHODS.map((m) => (
                    <label
                      key={m.id}
                      className={cn(
                        'flex cursor-pointer items-center justify-center gap-2 rounded-lg border p-3 text-sm font-medium',
                        method === m.id
                          ? 'border-ocean-800 bg-ocean-50 ring-2 ring-ocean-800'
                          : 'border-slate-300',
                      )}
                    >
                      <input
                        type="radio"
                        name="payment-method"
                        value={m.id}
                        checked={method === m.id}
                        onChange={() => setMethod(m.id)}
                        className="accent-ocean-800"
                      />
                      {m.label}
                    </label>
                  ))}
                </div>
              </fieldset>
              {method === 'card' ? (
                <TestCardForm
                  paymentIntentId={intent.paymentIntentId}
                  clientSecret={intent.clientSecret}
                  formId={PAYMENT_FORM_ID}
                  onBusy={onBusy}
                  onOutcome={onOutcome}
                />
              ) : (
                <form id={PAYMENT_FORM_ID} onSubmit={(e) => e.preventDefault()}>
                  <p
                    role="status"
                    className="rounded-lg border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800"
                  >
                    {method === 'apple_pay' ? 'Apple Pay' : 'Google Pay'} needs the live payment gateway,
                    which is not connected on this site yet. Please pay by card (Test mode — no real charge).
                  </p>
                </form>
              )}
            </>
          )}
        </div>
      )}
    </div>
  );
}
