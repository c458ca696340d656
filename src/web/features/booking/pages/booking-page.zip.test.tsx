import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { TimeSlotsResponse } from '@core/api/calendar';
import { dayKeyInZone, resolveTimeZone } from '@core/rules/timezones';
import { ZIP_BOX_LABEL } from '@web/components/travel/zip-box';
import { fakeApi } from '@web/test/fake-api';
import { longDay } from '@core/rules/calendar-days';
import { renderWithApp } from '@web/test/render-with-app';
import { BookingPage } from './booking-page';

const start = new Date(Date.now() + 3 * 86_400_000);
start.setUTCHours(15, 0, 0, 0);
const zone = resolveTimeZone(undefined);
const day = dayKeyInZone(start, zone);
const slots: TimeSlotsResponse = { timeSlots: [], instructors: [], venues: [] };
const chevyChase = {
  status: 200,
  body: {
    zip: '20815',
    city: 'Chevy Chase',
    state: 'MD',
    inServiceArea: true,
    distanceKm: 9.6,
    travelFeeCents: 0,
    message: 'Travel fee to Chevy Chase, MD: $0.00 per lesson',
  },
};

/** Answers by path; the time-slots addresses asked for are kept with their query strings. */
function server() {
  const api = fakeApi({
    'GET /api/calendar/availability': {
      status: 200,
      body: { timeZone: zone, days: [{ date: day, availableSlots: 1, totalSlots: 1 }] },
    },
    'GET /api/calendar/time-slots': { status: 200, body: slots },
    'GET /api/travel/zip/20815': chevyChase,
  });
  const slotZips: (string | null)[] = [];
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const [path, query] = input.split('?');
    if (path === '/api/calendar/time-slots') slotZips.push(new URLSearchParams(query).get('zip'));
    return answer(path!, init);
  });
  return { ...api, slotZips };
}

/**
 * A server that works as the real one: `day` has one open time, which its instructor cannot reach in Chevy Chase, so
 * asked with ZIP 20815 it lists no time that day and counts none.
 */
function travelAwareServer() {
  const time: TimeSlotsResponse = {
    timeSlots: [
      {
        id: '11111111-1111-4111-8111-111111111111',
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + 30 * 60_000).toISOString(),
        instructorId: 'i1',
        venueId: 'v1',
        capacity: 1,
        bookedCount: 0,
        lessonType: 'private',
        basePrice: 5000,
        status: 'available',
      },
    ],
    instructors: [{ id: 'i1', name: 'Maya Thompson', specialty: 'Beginners' }],
    venues: [{ id: 'v1', name: 'Bethesda pool', poolType: 'home_pool', travelFee: 0 }],
  };
  let askedZip: string | null = null;
  const offered = () => (askedZip === '20815' ? slots : time);
  const api = fakeApi({
    'GET /api/calendar/time-slots': () => ({ status: 200, body: offered() }),
    'GET /api/calendar/availability': () => {
      const open = offered().timeSlots.length;
      return {
        status: 200,
        body: { timeZone: zone, days: [{ date: day, availableSlots: open, totalSlots: open }] },
      };
    },
    'GET /api/travel/zip/20815': chevyChase,
  });
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const [path, query] = input.split('?');
    askedZip = new URLSearchParams(query).get('zip');
    return answer(path!, init);
  });
  return api;
}

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/booking');
});
afterEach(() => vi.unstubAllGlobals());

describe('BookingPage with a ZIP', () => {
  test('the chosen days’ times are asked for with a ZIP inside the service area, and without one before', async () => {
    const api = server();
    const user = userEvent.setup();
    renderWithApp(<BookingPage />, { path: '/booking' });
    if (day.slice(0, 7) !== dayKeyInZone(new Date(), zone).slice(0, 7))
      await user.click(await screen.findByRole('button', { name: 'Next month' }));
    await user.click(await screen.findByRole('button', { name: /: 1 open lesson$/ }));
    await waitFor(() => expect(api.slotZips).toEqual([null]));

    await user.type(screen.getByLabelText(ZIP_BOX_LABEL), '20815');
    expect(await screen.findByText('Travel fee to Chevy Chase, MD: $0.00 per lesson')).toBeInTheDocument();
    await waitFor(() => expect(api.slotZips).toEqual([null, '20815']));
  });

  test('/booking day counts do not ignore the ZIP: a day’s count agrees with its list of times for that ZIP', async () => {
    travelAwareServer();
    const user = userEvent.setup();
    renderWithApp(<BookingPage />, { path: '/booking' });
    if (day.slice(0, 7) !== dayKeyInZone(new Date(), zone).slice(0, 7))
      await user.click(await screen.findByRole('button', { name: 'Next month' }));
    await user.click(await screen.findByRole('button', { name: /: 1 open lesson$/ }));
    expect(await screen.findByText('Maya Thompson', { exact: false })).toBeInTheDocument();

    await user.type(screen.getByLabelText(ZIP_BOX_LABEL), '20815');
    expect(await screen.findByText('No open lessons on this day.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: `${longDay(day)}: no open lessons` })).toBeDisabled();
  });
});
