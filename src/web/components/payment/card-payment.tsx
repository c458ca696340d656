import { StripePayment, type StripePaymentProps } from './stripe-payment';
import { TestCardForm } from './test-card-form';
import { TestPaymentMethods } from './test-payment-methods';

type Props = Omit<StripePaymentProps, 'publishableKey'> & {
  gateway: 'test' | 'stripe';
  publishableKey?: string;
  paymentIntentId: string;
};

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
