import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeApi } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { saveBooking, type SavedBooking } from '../lib/saved-booking';
import { emptyDraft } from '../lib/draft';
import { picked } from '../components/booking-wizard.test-support';
import { BookingPage, RESUME_ENDED_MESSAGE } from './booking-page';

const HOLD_ID = '22222222-2222-4222-8222-222222222222';
const TOKEN = 'HoldTokenHoldTokenHoldToken_-0123456789';
const saved = (expiresAt: string): SavedBooking => ({
  expiresAt,
  email: 'dana@example.com',
  hold: { holdId: HOLD_ID, holdToken: TOKEN },
  // The time and names as the wizard's own tests know them.
  slots: [picked],
  instructors: [{ id: 'i1', name: 'Alex Rivera', specialty: '' }],
  venues: [{ id: 'v1', name: 'Chen family pool', poolType: 'outdoor', travelFee: 0 }],
  timeZone: 'America/New_York',
  level: 'guppy',
  draft: emptyDraft('guppy', 'private'),
  step: 3,
});

function server() {
  const api = fakeApi({
    'GET /api/calendar/time-slots': {
      status: 200,
      body: { timeSlots: [], instructors: [], venues: [] },
    },
    'GET /api/calendar/availability': { status: 200, body: { timeZone: 'America/New_York', days: [] } },
    'POST /api/bookings/hold-slots': {
      status: 200,
      body: {
        holdId: HOLD_ID,
        holdToken: TOKEN,
        expiresAt: new Date(Date.now() + 600_000).toISOString(),
        extensionsLeft: 1,
      },
    },
    'POST /api/bookings/calculate-price': { status: 500, body: { message: 'Price calculation failed' } },
    'GET /api/packages': { status: 200, body: { packages: [] } },
  });
  const withQuery = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => withQuery(input.split('?')[0]!, init));
  return api;
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('BookingPage back from the sign-in link', () => {
  test('opens the kept booking at its step, holding the same seats again', async () => {
    const api = server();
    saveBooking(saved(new Date(Date.now() + 600_000).toISOString()));
    renderWithApp(<BookingPage />, { path: '/booking?resume=1' });
    expect(await screen.findByRole('heading', { name: 'Add-Ons & Extras' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('POST /api/bookings/hold-slots')[0]?.body).toMatchObject({
        holdId: HOLD_ID,
        holdToken: TOKEN,
      }),
    );
  });

  test('a kept booking whose hold has ended says so and starts on the calendar', async () => {
    server();
    saveBooking(saved(new Date(Date.now() - 1000).toISOString()));
    renderWithApp(<BookingPage />, { path: '/booking?resume=1' });
    expect(await screen.findByText(RESUME_ENDED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pick your dates' })).toBeInTheDocument();
  });

  test('without the return the page starts on the calendar, whatever is kept', async () => {
    server();
    saveBooking(saved(new Date(Date.now() + 600_000).toISOString()));
    renderWithApp(<BookingPage />, { path: '/booking' });
    expect(await screen.findByRole('heading', { name: 'Pick your dates' })).toBeInTheDocument();
    expect(screen.queryByText(RESUME_ENDED_MESSAGE)).toBeNull();
  });
});
