import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { TEST_CARDS } from '@core/api/payments';
import { fakeApi, type FakeRoute } from '@web/test/fake-api';
import { TestCardForm } from './test-card-form';

/** Fills in the card that succeeds and submits, as "Complete Booking" does; the gateway answers `answer`. */
async function pay(answer: FakeRoute) {
  fakeApi({ 'POST /api/payments/test/pay': answer });
  const onOutcome = vi.fn();
  render(
    <>
      <TestCardForm
        paymentIntentId="pi_test_1"
        clientSecret="pi_test_1_secret_x"
        formId="payment-form"
        onBusy={vi.fn()}
        onOutcome={onOutcome}
      />
      <button type="submit" form="payment-form">
        Complete Booking
      </button>
    </>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Card number/), TEST_CARDS.succeeds);
  await user.type(screen.getByLabelText(/Expiry/), '1230');
  await user.type(screen.getByLabelText(/CVC/), '123');
  await user.type(screen.getByLabelText(/ZIP/), '20001');
  await user.click(screen.getByRole('button', { name: 'Complete Booking' }));
  await waitFor(() => expect(onOutcome).toHaveBeenCalled());
  return onOutcome;
}

afterEach(() => vi.unstubAllGlobals());

describe('TestCardForm', () => {
  test('spec 8.4: a payment that cannot reach the server fails with "An unexpected error occurred", not "Failed to fetch"', async () => {
    const onOutcome = await pay(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(onOutcome).toHaveBeenCalledWith({ status: 'failed', message: 'An unexpected error occurred' });
  });

  test('spec 8.4: a server fault fails with "An unexpected error occurred", not the server\'s own text', async () => {
    const onOutcome = await pay({
      status: 500,
      body: { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' },
    });
    expect(onOutcome).toHaveBeenCalledWith({ status: 'failed', message: 'An unexpected error occurred' });
  });

  test("the gateway's refusal keeps its own message", async () => {
    const onOutcome = await pay({
      status: 404,
      body: {
        message: 'That payment could not be found. Please start the payment again.',
        code: 'PAYMENT_NOT_FOUND',
      },
    });
    expect(onOutcome).toHaveBeenCalledWith({
      status: 'failed',
      message: 'That payment could not be found. Please start the payment again.',
    });
  });
});
