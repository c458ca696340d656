import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CreatePaymentIntentResponse } from '@core/api/bookings';
import { PAYMENT_MESSAGES } from '@core/catalog/payment-messages';
import { formatCents } from '@core/rules/pricing';
import { Button } from '@web/components/ui/button';
import { CardPayment } from '@web/components/payment/card-payment';
import type { PaymentOutcome } from '@web/components/payment/test-card-form';
import { confirmationAddress } from '@web/lib/confirmation-handoff';
import { StepHeading } from './fields';

export const PAYMENT_FORM_ID = 'booking-payment-form';

export type PaymentPhase = { kind: 'ready' } | { kind: 'succeeded' } | { kind: 'failed'; message: string };

interface Props {
  intent: CreatePaymentIntentResponse | null;
  intentError: string | null;
  gateway: 'test' | 'stripe';
  publishableKey?: string;
  phase: PaymentPhase;
  onBusy: (busy: boolean) => void;
  /** Whether the form can take "Complete Booking" now (the live provider's form loads first). */
  onReady: (ready: boolean) => void;
  onRetry: () => void;
  onOutcome: (outcome: PaymentOutcome) => void;
  /** What the page says about paying with lesson credits, or the choice between them and the card. */
  methodChoice?: ReactNode;
  /** The lesson-credit payment chosen: it takes the card form's place. */
  creditPayment?: ReactNode;
}

/** Step 5. "Preparing payment..." until the intent exists; then the card form (test) or the Payment Element (live). */
export function StepPayment({
  intent,
  intentError,
  gateway,
  publishableKey,
  phase,
  onBusy,
  onReady,
  onRetry,
  onOutcome,
  methodChoice,
  creditPayment,
}: Props) {
  if (phase.kind === 'succeeded') {
    return (
      <div role="status" className="py-8 text-center">
        <CheckCircle2 className="mx-auto size-12 text-emerald-600" aria-hidden="true" />
        <h2 className="mt-3 text-2xl font-bold text-ocean-900">{PAYMENT_MESSAGES.succeeded}</h2>
        <p className="mt-2 flex items-center justify-center gap-2 text-slate-700">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" /> {PAYMENT_MESSAGES.processing}
        </p>
      </div>
    );
  }
  return (
    <div>
      <StepHeading>Payment</StepHeading>
      {methodChoice}
      {creditPayment}
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
      {!creditPayment && intentError && (
        <div
          role="alert"
          className="mt-4 rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900"
        >
          <p>{intentError}</p>
          <Button size="sm" variant="outline" className="mt-2" onClick={onRetry}>
            Try again
          </Button>
        </div>
      )}
      {!creditPayment && !intent && !intentError && (
        <p role="status" className="mt-6 flex items-center gap-2 text-slate-700">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Preparing payment...
        </p>
      )}
      {!creditPayment && intent && (
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
          <CardPayment
            gateway={gateway}
            publishableKey={publishableKey}
            paymentIntentId={intent.paymentIntentId}
            clientSecret={intent.clientSecret}
            returnUrl={`${window.location.origin}${confirmationAddress(intent.bookingId)}`}
            formId={PAYMENT_FORM_ID}
            onBusy={onBusy}
            onReady={onReady}
            onOutcome={onOutcome}
          />
        </div>
      )}
    </div>
  );
}
