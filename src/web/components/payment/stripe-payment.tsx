/**
 * The live gateway's Payment Element (card, Apple Pay, Google Pay). The provider's script is loaded only here, on
 * a payment step, and the card details never touch our servers.
 */
import { useEffect, useRef, useState } from 'react';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import type { PaymentOutcome } from './test-card-form';
import { PAYMENT_MESSAGES } from '@core/catalog/payment-messages';

export interface StripePaymentProps {
  publishableKey: string;
  clientSecret: string;
  /** Where the provider sends the browser back after a redirecting payment method or bank check. */
  returnUrl: string;
  formId: string;
  onBusy: (busy: boolean) => void;
  /** False until the Payment Element can take a payment, so "Complete Booking" is never a button that does nothing. */
  onReady: (ready: boolean) => void;
  onOutcome: (outcome: PaymentOutcome) => void;
}

export function StripePayment({
  publishableKey,
  clientSecret,
  returnUrl,
  formId,
  onBusy,
  onReady,
  onOutcome,
}: StripePaymentProps) {
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    onReady(false);
    import('@stripe/stripe-js')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((stripe) => {
        if (cancelled || !stripe || !mountRef.current) return;
        const elements = stripe.elements({
          clientSecret,
          appearance: { theme: 'stripe', variables: { colorPrimary: '#0c4a6e' } },
        });
        const element = elements.create('payment', { wallets: { applePay: 'auto', googlePay: 'auto' } });
        element.on('ready', () => !cancelled && onReady(true));
        element.mount(mountRef.current);
        stripeRef.current = { stripe, elements };
      })
      .catch(() =>
        setLoadError('The payment form could not be loaded. Please check your connection and try again.'),
      );
    return () => {
      cancelled = true;
    };
  }, [publishableKey, clientSecret, onReady]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const ready = stripeRef.current;
    if (!ready) return;
    onBusy(true);
    try {
      const { error } = await ready.stripe.confirmPayment({
        elements: ready.elements,
        confirmParams: { return_url: returnUrl },
        redirect: 'if_required',
      });
      onOutcome(
        error
          ? { status: 'failed', message: error.message ?? PAYMENT_MESSAGES.failed }
          : { status: 'succeeded' },
      );
    } catch {
      onOutcome({ status: 'failed', message: PAYMENT_MESSAGES.unexpected });
    } finally {
      onBusy(false);
    }
  }

  return (
    <form id={formId} onSubmit={submit} noValidate>
      <p className="mb-3 text-sm text-slate-700">Pay by card, Apple Pay or Google Pay.</p>
      <div ref={mountRef} />
      {loadError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {loadError}
        </p>
      )}
    </form>
  );
}
