import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { TRAVEL_UNREACHABLE_MESSAGE, type ZipInfo } from '@core/api/travel';
import { rememberZip } from '@web/components/travel/remembered-zip';
import { PLACE_INCOMPLETE_MESSAGE, PLACE_OUTSIDE_MESSAGE } from '@web/components/travel/use-lesson-place';
import { fakeApi, type FakeRoute } from '@web/test/fake-api';
import {
  CHEVY_CHASE,
  HOLD,
  continueWhenAllowed,
  fillPoolAddress,
  picked,
  priceBody,
  reachReview,
  renderWizard,
  travelRoutes,
  cardIntent,
} from './booking-wizard.test-support';
import { enterText } from '@web/test/enter-text';
import { meetsAtPoolNote } from '../lib/meets-at';

const CHEVY_CHASE_POOL = {
  kind: 'address',
  street: '12 Elm Street',
  city: 'Chevy Chase',
  state: 'MD',
  zip: '20815',
};

const BALTIMORE: ZipInfo = {
  zip: '21201',
  city: 'Baltimore',
  state: 'MD',
  inServiceArea: false,
  distanceKm: 56.1,
  travelFeeCents: null,
  message:
    'Sorry, 21201 (Baltimore, MD) is outside our service area: we travel up to 50 km around Washington, DC.',
};

const intent = cardIntent(6000);

/** The server prices a pool at its band's fee ($15.00 here) and answers holds with `hold`. */
function server(hold: FakeRoute = { status: 200, body: HOLD }) {
  return fakeApi({
    ...travelRoutes,
    'GET /api/travel/zip/21201': { status: 200, body: BALTIMORE },
    'POST /api/bookings/hold-slots': hold,
    'POST /api/bookings/calculate-price': (call) => {
      const travelFees = (call.body as { pool?: unknown }).pool ? 1500 : 0;
      return { status: 200, body: { ...priceBody, travelFees, total: priceBody.total + travelFees } };
    },
    'GET /api/packages': { status: 200, body: { packages: [] } },
    'POST /api/bookings/create-payment-intent': { status: 200, body: intent },
  });
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const gateHint = () => document.getElementById('gate-hint');

async function fillEmergencyContact(user: Awaited<ReturnType<typeof reachReview>>) {
  await enterText(user, screen.getByLabelText(/^Contact Name/), 'Dana Okafor');
  await enterText(user, screen.getByLabelText(/^Contact Phone/), '2025550143');
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('BookingWizard: where the lessons will be', () => {
  test('waits for a pool inside the service area, checks the same hold against its ZIP and prices with it', async () => {
    const api = server();
    renderWizard();
    const user = await reachReview();
    await fillEmergencyContact(user);
    expect(continueButton()).toBeDisabled();
    expect(gateHint()).toHaveTextContent(PLACE_INCOMPLETE_MESSAGE);
    expect(api.callsTo('POST /api/bookings/hold-slots').some((c) => 'zip' in (c.body as object))).toBe(false);

    await fillPoolAddress(user);
    const group = screen.getByRole('group', { name: 'Where will lessons be?' });
    expect(
      await within(group).findByText('Travel fee to Chevy Chase, MD: $0.00 per lesson'),
    ).toBeInTheDocument();
    await waitFor(() => expect(continueButton()).toBeEnabled());

    // The hold the wizard already has is asked again with the ZIP, so the server checks the travel before payment.
    expect(api.callsTo('POST /api/bookings/hold-slots').at(-1)?.body).toMatchObject({
      slotIds: [picked.id],
      holdId: HOLD.holdId,
      holdToken: HOLD.holdToken,
      zip: '20815',
    });
    await waitFor(() =>
      expect(api.callsTo('POST /api/bookings/calculate-price').at(-1)?.body).toMatchObject({
        pool: CHEVY_CHASE_POOL,
      }),
    );
    const summary = screen.getByRole('complementary', { name: 'Booking summary' });
    await waitFor(() =>
      expect(within(summary).getByText('Travel fees').nextSibling).toHaveTextContent('$15.00'),
    );
    expect(summary).toHaveTextContent('Lessons at 12 Elm Street, Chevy Chase, MD 20815');

    await continueWhenAllowed(user);
    await waitFor(() => expect(api.callsTo('POST /api/bookings/create-payment-intent')).toHaveLength(1));
    expect(api.callsTo('POST /api/bookings/create-payment-intent')[0]?.body).toMatchObject({
      bookingData: { pool: CHEVY_CHASE_POOL },
    });
  });

  test('a pool outside the service area shows the server’s warning and Continue stays disabled', async () => {
    const api = server();
    renderWizard();
    const user = await reachReview();
    await fillEmergencyContact(user);
    await enterText(user, screen.getByLabelText(/^Street address/), '1 Light Street');
    await enterText(user, screen.getByLabelText(/^City/), 'Baltimore');
    await user.selectOptions(screen.getByLabelText(/^State/), 'MD');
    await user.type(screen.getByLabelText(/^ZIP code/), '21201');

    expect(await screen.findByText(BALTIMORE.message)).toBeInTheDocument();
    expect(screen.getByText(BALTIMORE.message).closest('[role="status"]')).not.toBeNull();
    expect(continueButton()).toBeDisabled();
    expect(gateHint()).toHaveTextContent(PLACE_OUTSIDE_MESSAGE);
    expect(api.callsTo('POST /api/bookings/hold-slots').some((c) => 'zip' in (c.body as object))).toBe(false);
  });

  test('when an instructor cannot reach the pool in time the server’s message shows and the family stays on step 4', async () => {
    server((call) =>
      (call.body as { zip?: string }).zip
        ? {
            status: 409,
            body: {
              code: 'TRAVEL_UNREACHABLE',
              message: TRAVEL_UNREACHABLE_MESSAGE,
              unavailableSlotIds: [picked.id],
            },
          }
        : { status: 200, body: HOLD },
    );
    renderWizard();
    const user = await reachReview();
    await fillEmergencyContact(user);
    await fillPoolAddress(user);

    const alert = await waitFor(() => {
      const shown = screen
        .getAllByRole('alert')
        .find((a) => a.textContent?.includes(TRAVEL_UNREACHABLE_MESSAGE));
      expect(shown).toBeDefined();
      return shown as HTMLElement; // found just above
    });
    expect(within(alert).getByRole('button', { name: 'Choose other times' })).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    expect(gateHint()).toHaveTextContent(TRAVEL_UNREACHABLE_MESSAGE);
    expect(screen.getByRole('heading', { name: 'Review & Emergency Contact' })).toBeInTheDocument();
    // The hold itself still stands: the refusal changed nothing on the server.
    expect(screen.getByText('Slots held for 15 minutes')).toBeInTheDocument();
  });

  test('the ZIP this browser remembers starts the pool’s address', async () => {
    rememberZip('20815');
    server();
    renderWizard();
    await reachReview();
    expect(screen.getByLabelText(/^ZIP code/)).toHaveValue('20815');
    expect(screen.getByLabelText(/^Street address/)).toHaveValue('');
  });

  test('a class already meeting at one of our pools is joined there: no address is asked, and the checkout names that pool', async () => {
    const venueId = '33333333-3333-4333-8333-333333333333';
    const capitolHill = {
      id: venueId,
      name: 'Capitol Hill Community Pool',
      address: '635 North Carolina Ave SE',
      city: 'Washington',
      state: 'DC',
      zip: '20003',
      travelFeeCents: 0,
    };
    const api = fakeApi({
      'GET /api/travel/community-pools': { status: 200, body: { pools: [capitolHill] } },
      'GET /api/travel/zip/20003': {
        status: 200,
        body: {
          ...CHEVY_CHASE,
          zip: '20003',
          city: 'Washington',
          state: 'DC',
          message: 'Travel fee to Washington, DC: $0.00 per lesson',
        },
      },
      'POST /api/bookings/hold-slots': {
        status: 200,
        body: { ...HOLD, meetsAt: [{ slotId: picked.id, venueId, venueName: capitolHill.name }] },
      },
      'POST /api/bookings/calculate-price': { status: 200, body: priceBody },
      'GET /api/packages': { status: 200, body: { packages: [] } },
      'POST /api/bookings/create-payment-intent': { status: 200, body: intent },
    });
    renderWizard();
    const user = await reachReview();
    const group = screen.getByRole('group', { name: 'Where will lessons be?' });
    expect(group).toHaveTextContent(meetsAtPoolNote('Capitol Hill Community Pool'));
    expect(screen.queryByLabelText(/^Street address/)).toBeNull();
    await fillEmergencyContact(user);
    await waitFor(() => expect(continueButton()).toBeEnabled());
    expect(api.callsTo('POST /api/bookings/hold-slots').at(-1)?.body).toMatchObject({ zip: '20003' });
    await continueWhenAllowed(user);
    await waitFor(() => expect(api.callsTo('POST /api/bookings/create-payment-intent')).toHaveLength(1));
    expect(api.callsTo('POST /api/bookings/create-payment-intent')[0]?.body).toMatchObject({
      bookingData: { pool: { kind: 'community', venueId } },
    });
  });
});
