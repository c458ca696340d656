import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import type { CreatePaymentIntentResponse } from '@core/api/bookings';
import { PaymentMethodChoice, type PaymentMethod } from './payment-method-choice';
import { StepPayment } from './step-payment';

const intent: CreatePaymentIntentResponse = {
  paymentIntentId: 'pi_1',
  bookingId: 'b1',
  clientSecret: 'pi_1_secret',
  amount: 2700,
  gateway: 'test',
  priceBreakdown: {
    subtotal: 2700,
    travelFees: 0,
    addOns: 0,
    discount: 0,
    taxes: 0,
    total: 2700,
    discountSource: null,
  },
  priceChanged: false,
};

/** The lesson-credit choice as the wizard shows it to a family whose credits cover the lessons. */
function CreditOrCard() {
  const [method, setMethod] = useState<PaymentMethod>('card');
  return (
    <PaymentMethodChoice
      option={{ kind: 'available', quote: { needed: 1, available: 3, covered: true } }}
      method={method}
      onMethod={setMethod}
    />
  );
}

function renderStep(props: Partial<Parameters<typeof StepPayment>[0]> = {}) {
  const handlers = { onBusy: vi.fn(), onReady: vi.fn(), onRetry: vi.fn(), onOutcome: vi.fn() };
  render(
    <StepPayment
      intent={intent}
      intentError={null}
      gateway="test"
      phase={{ kind: 'ready' }}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('StepPayment', () => {
  test('in test mode Apple Pay and Google Pay are listed but cannot be chosen, and say they need the live gateway', async () => {
    renderStep();
    expect(screen.getByRole('radio', { name: /^Card/ })).toBeChecked();
    for (const wallet of [/^Apple Pay/, /^Google Pay/]) {
      const option = screen.getByRole('radio', { name: wallet });
      expect(option).toBeDisabled();
      expect(option).toHaveAccessibleDescription(/need the live payment gateway/);
      await userEvent.click(option);
      expect(option).not.toBeChecked();
    }
    // The card form is what "Complete Booking" submits.
    expect(screen.getByLabelText(/Card number/)).toBeInTheDocument();
  });

  test('the lesson-credit choice and the test-mode payment methods are two groups: choosing in one leaves the other chosen', async () => {
    renderStep({ methodChoice: <CreditOrCard /> });
    const byCard = screen.getByRole('radio', { name: 'Pay by card' });
    const testCard = screen.getByRole('radio', { name: /^Card/ });
    expect(byCard).toBeChecked();
    expect(testCard).toBeChecked();

    await userEvent.click(testCard);
    expect(byCard).toBeChecked();
    expect(testCard).toBeChecked();

    const credit = screen.getByRole('radio', { name: 'Use a lesson credit' });
    await userEvent.click(credit);
    expect(credit).toBeChecked();
    expect(byCard).not.toBeChecked();
    expect(testCard).toBeChecked();
  });

  test('after the payment it says "Payment Successful!" and "Processing your booking confirmation..." in a status', () => {
    renderStep({ phase: { kind: 'succeeded' } });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Payment Successful!');
    expect(status).toHaveTextContent('Processing your booking confirmation...');
  });

  test('says "Preparing payment..." until the intent exists', () => {
    renderStep({ intent: null });
    expect(screen.getByRole('status')).toHaveTextContent('Preparing payment...');
  });

  test('an intent that could not be created says why and can be asked for again', async () => {
    const { onRetry } = renderStep({ intent: null, intentError: 'We could not reach the payment provider.' });
    expect(screen.getByRole('alert')).toHaveTextContent('We could not reach the payment provider.');
    expect(screen.queryByText('Preparing payment...')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
