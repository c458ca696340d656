import { StripePayment } from './stripe-payment';
import { TestCardForm, type PaymentOutcome } from './test-card-form';
import { TestPaymentMethods } from './test-payment-methods';

interface Props {
  gateway: 'test' | 'stripe';
  publishableKey?: string;
  paymentIntentId: string;
  clientSecret: string;
  /** Where the live provider sends the browser back after a redirecting payment method or bank check. */
  returnUrl: string;
  /** The id of the form the caller's submit button names with its `form` attribute. */
  formId: string;
  onBusy: (busy: boolean) => void;
  /** Whether the form can take a payment now (the live provider's form loads first). */
  onReady: (ready: boolean) => void;
  onOutcome: (outcome: PaymentOutcome) => void;
}

/** The payment form of the gateway in use: the test card form, or the live provider's Payment Element. */
export function CardPayment({
  gateway,
  publishableKey,
  paymentIntentId,
  clientSecret,
  returnUrl,
  formId,
  onBusy,
  onReady,
  onOutcome,
}: Props) {
  if (gateway === 'stripe' && publishableKey)
    return (
      <StripePayment
        publishableKey={publishableKey}
        clientSecret={clientSecret}
        returnUrl={returnUrl}
        formId={formId}
        onBusy={onBusy}
        onReady={onReady}
        onOutcome={onOutcome}
      />
    );
  return (
    <div className="space-y-4">
      <TestPaymentMethods />
      <TestCardForm
        paymentIntentId={paymentIntentId}
        clientSecret={clientSecret}
        formId={formId}
        onBusy={onBusy}
        onOutcome={onOutcome}
      />
    </div>
  );
}
