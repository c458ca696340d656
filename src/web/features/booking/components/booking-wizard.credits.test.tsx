import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { bookingAccessStorageKey } from '@core/api/booking-access';
import { FAMILY_LINK_SENT_MESSAGE } from '@core/api/family';
import { hasBookingToFinish } from '@web/lib/booking-to-finish';
import { rememberFamilySignIn } from '@web/lib/family-session';
import { readSavedBooking } from '../lib/saved-booking';
import { fakeApi } from '@web/test/fake-api';
import {
  HOLD,
  continueWhenAllowed,
  fillPoolAddress,
  picked,
  priceBody,
  renderWizard,
  travelRoutes,
  cardIntent,
} from './booking-wizard.test-support';
import { enterText } from '@web/test/enter-text';

const FAMILY_EMAIL = 'dana@example.com';
const intent = cardIntent();

function server(quote = { needed: 1, available: 3, covered: true }) {
  return fakeApi({
    ...travelRoutes,
    'POST /api/bookings/hold-slots': { status: 200, body: HOLD },
    'POST /api/bookings/calculate-price': { status: 200, body: priceBody },
    'GET /api/packages': { status: 200, body: { packages: [] } },
    'GET /api/family/session': { status: 200, body: { email: FAMILY_EMAIL } },
    'POST /api/bookings/credit-quote': { status: 200, body: quote },
    'POST /api/bookings/create-payment-intent': { status: 200, body: intent },
    'POST /api/bookings/pay-with-credits': {
      status: 200,
      body: {
        bookingId: 'b-credit',
        reference: 'SW-1',
        status: 'confirmed',
        creditsUsed: 1,
        accessToken: 'AccessTokenAccessToken-0123456789',
      },
    },
  });
}

/** Steps 1 to 4 with one swimmer booked under `email`, optionally with a pair of goggles. */
async function reachPayment(email = FAMILY_EMAIL, { goggles = false } = {}) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await enterText(user, screen.getByLabelText(/^Full Name/), 'Mia Okafor');
  await enterText(user, screen.getByLabelText(/^Email Address/), email);
  await user.selectOptions(screen.getByLabelText(/^Age Group/), 'child');
  await user.selectOptions(screen.getByLabelText(/^Experience Level/), 'beginner');
  await user.selectOptions(screen.getByLabelText(/^Target Skill Level/), 'guppy');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  if (goggles) await user.click(screen.getAllByRole('button', { name: /^Add one / })[0]!);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await fillPoolAddress(user);
  await enterText(user, screen.getByLabelText(/^Contact Name/), 'Dana Okafor');
  await enterText(user, screen.getByLabelText(/^Contact Phone/), '2025550143');
  await continueWhenAllowed(user);
  return user;
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('BookingWizard paying with lesson credits', () => {
  test('a signed-in family whose credits cover the lessons books with them and never sees the card form', async () => {
    rememberFamilySignIn();
    const api = server();
    const { onCompleted } = renderWizard();
    const user = await reachPayment();

    const credit = await screen.findByRole('radio', { name: 'Use a lesson credit' });
    expect(credit).toBeChecked();
    expect(credit).toHaveAccessibleDescription('Uses 1 of your 3 lesson credits');
    expect(api.callsTo('POST /api/bookings/credit-quote')[0]?.body).toEqual({
      lessonType: 'private',
      slotIds: [picked.id],
      swimmerLevels: ['guppy'],
    });
    expect(screen.queryByLabelText(/Card number/)).not.toBeInTheDocument();
    // Reaching the step books nothing: only Complete Booking does.
    expect(api.callsTo('POST /api/bookings/pay-with-credits')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Complete Booking' }));
    await waitFor(() => expect(onCompleted).toHaveBeenCalledWith('b-credit'));
    const paid = api.callsTo('POST /api/bookings/pay-with-credits');
    expect(paid).toHaveLength(1);
    expect(paid[0]?.body).toMatchObject({
      selectedSlots: [picked.id],
      holdId: HOLD.holdId,
      holdToken: HOLD.holdToken,
      idempotencyKey: expect.stringContaining(HOLD.holdId),
      bookingData: { lessonType: 'private', swimmers: [expect.objectContaining({ email: FAMILY_EMAIL })] },
    });
    expect(api.callsTo('POST /api/bookings/create-payment-intent')).toEqual([]);
    expect(window.localStorage.getItem(bookingAccessStorageKey('b-credit'))).toContain(
      'AccessTokenAccessToken-0123456789',
    );
  });

  test('choosing the card instead starts the card checkout and shows the card form', async () => {
    rememberFamilySignIn();
    const api = server();
    renderWizard();
    const user = await reachPayment();
    await user.click(await screen.findByRole('radio', { name: 'Pay by card' }));
    expect(await screen.findByLabelText(/Card number/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/bookings/create-payment-intent')).toHaveLength(1);
  });

  test('spec 8.4: paying with credits without a connection says "An unexpected error occurred", not "Failed to fetch"', async () => {
    rememberFamilySignIn();
    const api = server();
    const { onCompleted } = renderWizard();
    const user = await reachPayment();
    await screen.findByRole('radio', { name: 'Use a lesson credit' });
    api.set('POST /api/bookings/pay-with-credits', () => Promise.reject(new TypeError('Failed to fetch')));
    await user.click(screen.getByRole('button', { name: 'Complete Booking' }));
    expect(await screen.findByText('An unexpected error occurred')).toHaveAttribute('role', 'alert');
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
    expect(onCompleted).not.toHaveBeenCalled();
  });

  test('a visitor who never signed in is offered the card only and nothing asks about credits', async () => {
    const api = server();
    renderWizard();
    await reachPayment();
    expect(await screen.findByLabelText(/Card number/)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Use a lesson credit' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/family/session')).toEqual([]);
    expect(api.callsTo('POST /api/bookings/credit-quote')).toEqual([]);
  });

  test('a signed-out visitor is told a family with credits can sign in: the link goes to the booking’s email, and the booking is kept for the way back', async () => {
    const api = server();
    api.set('POST /api/family/sign-in-link', { status: 202, body: { message: FAMILY_LINK_SENT_MESSAGE } });
    renderWizard();
    const user = await reachPayment('new.family@example.com');
    const offer = await screen.findByRole('region', { name: 'Have lesson credits?' });
    // The same words for any email: nothing is asked about this one before it is proven.
    expect(offer).toHaveTextContent('We email a sign-in link to new.family@example.com');
    expect(api.callsTo('POST /api/family/sign-in-link')).toEqual([]);
    expect(readSavedBooking()).toBeNull();

    await user.click(within(offer).getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await within(offer).findByRole('status')).toHaveTextContent(FAMILY_LINK_SENT_MESSAGE);
    expect(api.callsTo('POST /api/family/sign-in-link').map((c) => c.body)).toEqual([
      { email: 'new.family@example.com' },
    ]);
    const saved = readSavedBooking();
    expect(saved).toMatchObject({
      email: 'new.family@example.com',
      expiresAt: HOLD.expiresAt,
      hold: { holdId: HOLD.holdId, holdToken: HOLD.holdToken },
      step: 5,
      slots: [picked],
      draft: { swimmers: [expect.objectContaining({ email: 'new.family@example.com' })] },
    });
    expect(hasBookingToFinish('New.Family@example.com ')).toBe(true);
    expect(hasBookingToFinish('someone.else@example.com')).toBe(false);
  });

  test('back from the link and signed in, the kept booking opens at payment on the same hold, and its credits pay', async () => {
    const api = server();
    renderWizard();
    const user = await reachPayment();
    api.set('POST /api/family/sign-in-link', { status: 202, body: { message: FAMILY_LINK_SENT_MESSAGE } });
    await user.click(await screen.findByRole('button', { name: 'Email me a sign-in link' }));
    await screen.findByText(FAMILY_LINK_SENT_MESSAGE);
    const saved = readSavedBooking()!; // kept by the click just above
    cleanup();

    rememberFamilySignIn(); // the link was used
    const { onCompleted } = renderWizard(vi.fn(), saved);
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('POST /api/bookings/hold-slots').at(-1)?.body).toMatchObject({
        holdId: HOLD.holdId,
        holdToken: HOLD.holdToken,
      }),
    );
    expect(await screen.findByRole('radio', { name: 'Use a lesson credit' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Complete Booking' }));
    await waitFor(() => expect(onCompleted).toHaveBeenCalledWith('b-credit'));
  });

  test('a kept booking is worth nothing once its hold has ended', () => {
    window.localStorage.setItem(
      'swim.booking.toFinish',
      JSON.stringify({ email: 'a@example.com', expiresAt: new Date(Date.now() - 1000).toISOString() }),
    );
    expect(hasBookingToFinish('a@example.com')).toBe(false);
    expect(window.localStorage.getItem('swim.booking.toFinish')).toBeNull();
  });

  test('credits that do not cover the lessons are not offered', async () => {
    rememberFamilySignIn();
    server({ needed: 2, available: 1, covered: false });
    renderWizard();
    await reachPayment();
    expect(await screen.findByLabelText(/Card number/)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Use a lesson credit' })).not.toBeInTheDocument();
  });

  test('with an add-on chosen the page says add-ons are paid by card and offers no credits', async () => {
    rememberFamilySignIn();
    server();
    renderWizard();
    await reachPayment(FAMILY_EMAIL, { goggles: true });
    expect(await screen.findByText(/Add-ons and coupons are paid by card/)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Use a lesson credit' })).not.toBeInTheDocument();
    expect(await screen.findByLabelText(/Card number/)).toBeInTheDocument();
  });
});
