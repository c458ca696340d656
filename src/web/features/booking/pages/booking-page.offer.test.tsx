import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { TimeSlotsResponse } from '@core/api/calendar';
import { WAITLIST_MESSAGES, type WaitlistClaimResponse } from '@core/api/waitlist';
import { fakeApi } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { BookingPage } from './booking-page';

const TOKEN = 'OfferTokenOfferTokenOfferToken_-0123456789';
const SLOT_ID = '11111111-1111-4111-8111-111111111111';
const HOLD_ID = '22222222-2222-4222-8222-222222222222';
const start = new Date(Date.now() + 3 * 86_400_000);
start.setUTCHours(15, 0, 0, 0);
const end = new Date(start.getTime() + 30 * 60_000);
const expires = new Date(Date.now() + 2 * 3_600_000).toISOString();

const claim: WaitlistClaimResponse = {
  offerId: 'offer-1',
  slotId: SLOT_ID,
  lessonType: 'semi_private',
  swimmers: 2,
  level: 'guppy',
  holdId: HOLD_ID,
  holdToken: TOKEN,
  holdExpiresAt: expires,
  name: 'Dana Okafor',
  email: 'dana@example.com',
  startTime: start.toISOString(),
  endTime: end.toISOString(),
  timeZone: 'America/New_York',
};

/** The offered time is full in the calendar: its seats are the offer's. */
const slots: TimeSlotsResponse = {
  timeSlots: [
    {
      id: SLOT_ID,
      startTime: claim.startTime,
      endTime: claim.endTime,
      instructorId: 'i1',
      venueId: 'v1',
      capacity: 2,
      bookedCount: 2,
      lessonType: 'semi_private',
      basePrice: 4500,
      status: 'available',
    },
  ],
  instructors: [{ id: 'i1', name: 'Alex Rivera', specialty: 'Beginners' }],
  venues: [{ id: 'v1', name: 'Chen family pool', poolType: 'outdoor', travelFee: 0 }],
};

/** The fake server answers by path; the page's query strings name ranges this test need not predict. */
function server(claimAnswer: { status: number; body: unknown }) {
  const api = fakeApi({
    'POST /api/waitlist/offers/claim': claimAnswer,
    'GET /api/calendar/time-slots': { status: 200, body: slots },
    'GET /api/calendar/availability': { status: 200, body: { timeZone: 'America/New_York', days: [] } },
    'POST /api/bookings/hold-slots': {
      status: 200,
      body: { holdId: HOLD_ID, holdToken: TOKEN, expiresAt: expires, extensionsLeft: 1 },
    },
    'POST /api/bookings/calculate-price': { status: 500, body: { message: 'Price calculation failed' } },
  });
  const withQuery = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => withQuery(input.split('?')[0]!, init));
  return api;
}

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', `/booking#offer=${TOKEN}`);
});
afterEach(() => vi.unstubAllGlobals());

describe('BookingPage with a waitlist offer link', () => {
  test('claims the offer once, takes the token out of the address and opens the wizard on the held time', async () => {
    const api = server({ status: 200, body: claim });
    renderWithApp(<BookingPage />, { path: '/booking', strict: true });

    expect(await screen.findByText(/We're holding this time for you until/)).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(api.callsTo('POST /api/waitlist/offers/claim').map((c) => c.body)).toEqual([{ token: TOKEN }]);
    expect(screen.getByRole('region', { name: 'Booking wizard' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pick your dates' })).not.toBeInTheDocument();

    // The wizard holds the offer's own hold with the offer's seats, so the server keeps that hold and its expiry.
    await waitFor(() => expect(api.callsTo('POST /api/bookings/hold-slots').length).toBeGreaterThan(0));
    expect(api.callsTo('POST /api/bookings/hold-slots')[0]?.body).toMatchObject({
      slotIds: [SLOT_ID],
      swimmersCount: 2,
      holdId: HOLD_ID,
      holdToken: TOKEN,
    });
  });

  test('an offer that ended shows the server’s message over the normal calendar', async () => {
    const api = server({ status: 410, body: { code: 'OFFER_ENDED', message: WAITLIST_MESSAGES.offerEnded } });
    renderWithApp(<BookingPage />, { path: '/booking' });

    expect(await screen.findByText(new RegExp(WAITLIST_MESSAGES.offerEnded))).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByRole('heading', { name: 'Pick your dates' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Booking wizard' })).not.toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(api.callsTo('POST /api/bookings/hold-slots')).toEqual([]);
  });

  test('without an offer link the page asks the waitlist nothing', async () => {
    window.history.replaceState(null, '', '/booking');
    const api = server({ status: 200, body: claim });
    renderWithApp(<BookingPage />, { path: '/booking' });
    expect(await screen.findByRole('heading', { name: 'Pick your dates' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/waitlist/offers/claim')).toEqual([]);
  });
});
