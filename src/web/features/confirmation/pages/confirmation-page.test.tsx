import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { BookingDetails } from '@core/api/bookings';
import { SITE_ROUTES } from '@core/site-routes';
import { rememberBookingAccess } from '@web/lib/booking-access';
import { fakeApi } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { ConfirmationPage } from './confirmation-page';

const BOOKING_ID = '33333333-3333-4333-8333-333333333333';
const TOKEN = 'BookingTokenBookingTokenBookingToken_-0123';

/** A booking the server has not confirmed yet: the page keeps waiting. */
const pending = {
  id: BOOKING_ID,
  reference: 'BK-7K3F9Q',
  status: 'pending_payment',
} as BookingDetails;

function server() {
  return fakeApi({
    'POST /api/bookings/confirm': {
      status: 409,
      body: { code: 'PAYMENT_NOT_COMPLETE', message: 'The payment is not complete yet.' },
    },
    [`GET /api/bookings/${BOOKING_ID}`]: { status: 200, body: pending },
  });
}

const waitingStatus = async () => {
  const status = await screen.findByText(/Processing your booking confirmation\.\.\./);
  return status.closest('[role="status"]');
};

beforeEach(() => {
  window.localStorage.clear();
  rememberBookingAccess(BOOKING_ID, TOKEN);
});
afterEach(() => vi.unstubAllGlobals());

describe('ConfirmationPage while the booking waits for the server', () => {
  test('spec 2: after the provider sends the visitor back from a card check that succeeded, it says "Payment Successful!" above "Processing your booking confirmation..."', async () => {
    const api = server();
    renderWithApp(<ConfirmationPage />, {
      path: `${SITE_ROUTES.bookingConfirmation}?booking_id=${BOOKING_ID}&payment_intent=pi_1&redirect_status=succeeded`,
    });
    const status = await waitingStatus();
    await waitFor(() => expect(api.callsTo(`GET /api/bookings/${BOOKING_ID}`)).not.toHaveLength(0));
    expect(status).toHaveTextContent('Payment Successful!');
    expect(status).toHaveTextContent('Processing your booking confirmation...');
  });

  test('a visitor opening the page without having just paid is not told the payment went through', async () => {
    const api = server();
    renderWithApp(<ConfirmationPage />, {
      path: `${SITE_ROUTES.bookingConfirmation}?booking_id=${BOOKING_ID}`,
    });
    const status = await waitingStatus();
    await waitFor(() => expect(api.callsTo(`GET /api/bookings/${BOOKING_ID}`)).not.toHaveLength(0));
    expect(status).toHaveTextContent('Processing your booking confirmation...');
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
  });
});
