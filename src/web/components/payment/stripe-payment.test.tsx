import { render, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { StripePayment } from './stripe-payment';

// The provider's element, with its "ready" event fired by the test.
const element = vi.hoisted(() => {
  const listeners = new Map<string, () => void>();
  return {
    listeners,
    on: vi.fn((event: string, listener: () => void) => listeners.set(event, listener)),
    mount: vi.fn(),
  };
});
vi.mock('@stripe/stripe-js', () => ({
  loadStripe: vi.fn(async () => ({
    elements: () => ({ create: () => element }),
    confirmPayment: vi.fn(),
  })),
}));

describe('StripePayment', () => {
  test('reports the form ready only once the Payment Element is, so "Complete Booking" never does nothing', async () => {
    const onReady = vi.fn();
    render(
      <StripePayment
        publishableKey="pk_test_123"
        clientSecret="pi_1_secret"
        returnUrl="http://localhost/booking/confirmation?booking_id=b1"
        formId="form"
        onBusy={vi.fn()}
        onReady={onReady}
        onOutcome={vi.fn()}
      />,
    );
    expect(onReady).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(element.mount).toHaveBeenCalled());
    expect(onReady).not.toHaveBeenCalledWith(true);
    element.listeners.get('ready')?.();
    expect(onReady).toHaveBeenLastCalledWith(true);
  });
});
