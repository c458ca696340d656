/**
 * Spec section 2, booking wizard: "After success: 'Payment Successful!' then 'Processing your booking
 * confirmation...'". The booking page hands over to the confirmation page right after the card payment, so both
 * sentences must stay on screen, and in a status, across that hand-off until the server confirms the booking. The
 * family reaches the wizard through a waitlist offer link (the shortest way in); the server is faked at the fetch edge.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { BookingDetails } from '@core/api/bookings';
import type { TimeSlotsResponse } from '@core/api/calendar';
import { TEST_CARDS } from '@core/api/payments';
import type { WaitlistClaimResponse } from '@core/api/waitlist';
import { SITE_ROUTES } from '@core/site-routes';
import {
  continueWhenAllowed,
  fillPoolAddress,
  priceBody,
  travelRoutes,
} from '@web/features/booking/components/booking-wizard.test-support';
import { BookingPage } from '@web/features/booking/pages/booking-page';
import { ConfirmationPage } from '@web/features/confirmation/pages/confirmation-page';
import { enterText } from '@web/test/enter-text';
import { fakeApi } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';

const OFFER_TOKEN = 'OfferTokenOfferTokenOfferToken_-0123456789';
const HOLD_TOKEN = 'HoldTokenHoldTokenHoldToken_-0123456789';
const SLOT_ID = '11111111-1111-4111-8111-111111111111';
const HOLD_ID = '22222222-2222-4222-8222-222222222222';
const BOOKING_ID = '33333333-3333-4333-8333-333333333333';
const start = new Date(Date.now() + 3 * 86_400_000);
start.setUTCHours(15, 0, 0, 0);
const end = new Date(start.getTime() + 30 * 60_000);
const expires = new Date(Date.now() + 2 * 3_600_000).toISOString();

const claim: WaitlistClaimResponse = {
  offerId: 'offer-1',
  slotId: SLOT_ID,
  lessonType: 'private',
  swimmers: 1,
  level: 'guppy',
  holdId: HOLD_ID,
  holdToken: HOLD_TOKEN,
  holdExpiresAt: expires,
  name: 'Dana Okafor',
  email: 'dana@example.com',
  startTime: start.toISOString(),
  endTime: end.toISOString(),
  timeZone: 'America/New_York',
};

const slots: TimeSlotsResponse = {
  timeSlots: [
    {
      id: SLOT_ID,
      startTime: claim.startTime,
      endTime: claim.endTime,
      instructorId: 'i1',
      venueId: 'v1',
      capacity: 1,
      bookedCount: 1,
      lessonType: 'private',
      basePrice: 4500,
      status: 'available',
    },
  ],
  instructors: [{ id: 'i1', name: 'Alex Rivera', specialty: 'Beginners' }],
  venues: [{ id: 'v1', name: 'Chen family pool', poolType: 'outdoor', travelFee: 0 }],
};

const booking = (status: BookingDetails['status']): BookingDetails => ({
  id: BOOKING_ID,
  reference: 'BK-7K3F9Q',
  status,
  lessonType: 'private',
  swimmersCount: 1,
  timeZone: 'America/New_York',
  lessons: [
    {
      slotId: SLOT_ID,
      startTime: claim.startTime,
      endTime: claim.endTime,
      instructorName: 'Alex Rivera',
      venueName: 'Chen family pool',
    },
  ],
  swimmers: [
    { name: 'Mia Okafor', email: 'dana@example.com', ageGroup: 'child', level: 'guppy', goals: null },
  ],
  emergencyContact: { name: 'Dana Okafor', phone: '2025550143', relationship: null },
  addOns: [],
  priceBreakdown: { subtotal: 4500, travelFees: 0, addOns: 0, discount: 0, taxes: 0, total: 4500 },
  couponCode: null,
  paidWithCredits: false,
});

/** The server: the card payment goes through at once, the booking is confirmed only once `confirmNow` is called. */
function server() {
  let status: BookingDetails['status'] = 'pending_payment';
  const api = fakeApi({
    ...travelRoutes,
    'POST /api/waitlist/offers/claim': { status: 200, body: claim },
    'GET /api/calendar/time-slots': { status: 200, body: slots },
    'GET /api/calendar/availability': { status: 200, body: { timeZone: 'America/New_York', days: [] } },
    'POST /api/bookings/hold-slots': {
      status: 200,
      body: { holdId: HOLD_ID, holdToken: HOLD_TOKEN, expiresAt: expires, extensionsLeft: 1 },
    },
    'POST /api/bookings/calculate-price': { status: 200, body: priceBody },
    'GET /api/packages': { status: 200, body: { packages: [] } },
    'POST /api/bookings/create-payment-intent': {
      status: 200,
      body: {
        paymentIntentId: 'pi_test_1',
        bookingId: BOOKING_ID,
        clientSecret: 'pi_test_1_secret_x',
        amount: 4500,
        gateway: 'test',
        priceBreakdown: { ...priceBody, couponError: undefined },
        priceChanged: false,
      },
    },
    'POST /api/payments/test/pay': { status: 200, body: { status: 'succeeded' } },
    // The provider's answer is late: the server does not confirm the booking yet.
    'POST /api/bookings/confirm': {
      status: 409,
      body: { code: 'PAYMENT_NOT_COMPLETE', message: 'The payment is not complete yet.' },
    },
    [`GET /api/bookings/${BOOKING_ID}`]: () => ({ status: 200, body: booking(status) }),
    'POST /api/growth/conversion': { status: 202, body: {} },
  });
  // The fake answers by path: the ranges in the query strings are the page's own business.
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => answer(input.split('?')[0]!, init));
  return { api, confirmNow: () => (status = 'confirmed') };
}

/** Steps 1 to 4 of the wizard opened on the offered time, then the test card that succeeds. */
async function payByCard() {
  const user = userEvent.setup();
  await continueWhenAllowed(user);
  await enterText(user, screen.getByLabelText(/^Full Name/), 'Mia Okafor');
  await user.selectOptions(screen.getByLabelText(/^Age Group/), 'child');
  await user.selectOptions(screen.getByLabelText(/^Experience Level/), 'beginner');
  await continueWhenAllowed(user);
  await continueWhenAllowed(user);
  await fillPoolAddress(user);
  await enterText(user, screen.getByLabelText(/^Contact Name/), 'Dana Okafor');
  await enterText(user, screen.getByLabelText(/^Contact Phone/), '2025550143');
  await continueWhenAllowed(user);
  await enterText(user, await screen.findByLabelText(/Card number/), TEST_CARDS.succeeds);
  await enterText(user, screen.getByLabelText(/Expiry/), '1230');
  await enterText(user, screen.getByLabelText(/CVC/), '123');
  await enterText(user, screen.getByLabelText(/ZIP/), '20001');
  await user.click(screen.getByRole('button', { name: 'Complete Booking' }));
}

/** The status that says the payment went through and the booking is being confirmed, wherever it is shown. */
const paymentSucceededStatus = () =>
  screen
    .queryAllByRole('status')
    .find(
      (s) =>
        within(s).queryByText('Payment Successful!') &&
        within(s).queryByText(/Processing your booking confirmation\.\.\./),
    );

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', `/booking#offer=${OFFER_TOKEN}`);
});
afterEach(() => vi.unstubAllGlobals());

describe('after a card payment', () => {
  test('spec 2: "Payment Successful!" and "Processing your booking confirmation..." stay on screen, in a status, until the booking is confirmed', async () => {
    const { api, confirmNow } = server();
    renderWithApp(<BookingPage />, {
      path: SITE_ROUTES.booking,
      routes: { [SITE_ROUTES.bookingConfirmation]: <ConfirmationPage /> },
    });
    await screen.findByRole('region', { name: 'Booking wizard' });
    await payByCard();
    await waitFor(() => expect(paymentSucceededStatus()).toBeDefined());

    // The confirmation page has taken over and asked the server, which has not confirmed the booking yet.
    await waitFor(() =>
      expect(screen.getByTestId('current-path')).toHaveTextContent(
        `${SITE_ROUTES.bookingConfirmation}?booking_id=${BOOKING_ID}`,
      ),
    );
    await waitFor(() => expect(api.callsTo(`GET /api/bookings/${BOOKING_ID}`)).not.toHaveLength(0));
    expect(paymentSucceededStatus()).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Booking Confirmed!' })).not.toBeInTheDocument();

    // Still waiting at the next read of the booking.
    const reads = api.callsTo(`GET /api/bookings/${BOOKING_ID}`).length;
    await waitFor(
      () => expect(api.callsTo(`GET /api/bookings/${BOOKING_ID}`).length).toBeGreaterThan(reads),
      {
        timeout: 3000,
      },
    );
    expect(paymentSucceededStatus()).toBeDefined();

    // Confirmed: the confirmation replaces both sentences.
    confirmNow();
    expect(
      await screen.findByRole('heading', { name: 'Booking Confirmed!' }, { timeout: 3000 }),
    ).toBeVisible();
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
    expect(screen.queryByText(/Processing your booking confirmation/)).not.toBeInTheDocument();
  }, 30_000); // five wizard steps, then two reads of the booking 1.5 seconds apart
});
