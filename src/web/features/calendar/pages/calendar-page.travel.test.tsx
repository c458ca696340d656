import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { TimeSlotsResponse } from '@core/api/calendar';
import type { ZipInfo } from '@core/api/travel';
import { dayKeyInZone } from '@core/rules/timezones';
import { ZIP_BOX_LABEL } from '@web/components/travel/zip-box';
import { recallZip, rememberZip } from '@web/components/travel/remembered-zip';
import { PLACE_OUTSIDE_MESSAGE } from '@web/components/travel/use-lesson-place';
import { fakeApi } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { CalendarPage } from './calendar-page';
import { enterText } from '@web/test/enter-text';

const ZONE = 'America/New_York';
const SLOT_ID = '11111111-1111-4111-8111-111111111111';
const start = new Date(Date.now() + 3 * 86_400_000);
start.setUTCHours(15, 0, 0, 0);
const slots: TimeSlotsResponse = {
  timeSlots: [
    {
      id: SLOT_ID,
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 30 * 60_000).toISOString(),
      instructorId: 'i1',
      venueId: 'v1',
      capacity: 1,
      bookedCount: 0,
      lessonType: 'private',
      basePrice: 4500,
      status: 'available',
    },
  ],
  instructors: [{ id: 'i1', name: 'Alex Rivera', specialty: 'Beginners' }],
  venues: [{ id: 'v1', name: 'Chen family pool', poolType: 'outdoor', travelFee: 0 }],
};
const place = (zip: string, city: string, inServiceArea: boolean): ZipInfo => ({
  zip,
  city,
  state: 'MD',
  inServiceArea,
  distanceKm: inServiceArea ? 9.6 : 56.1,
  travelFeeCents: inServiceArea ? 0 : null,
  message: inServiceArea
    ? `Travel fee to ${city}, MD: $0.00 per lesson`
    : `Sorry, ${zip} (${city}, MD) is outside our service area: we travel up to 50 km around Washington, DC.`,
});

/** Answers by path; every address asked for, query string included, is kept in `urls`. */
function server() {
  const api = fakeApi({
    'GET /api/calendar/time-slots': { status: 200, body: slots },
    'GET /api/travel/zip/20815': { status: 200, body: place('20815', 'Chevy Chase', true) },
    'GET /api/travel/zip/21201': { status: 200, body: place('21201', 'Baltimore', false) },
    'POST /api/booking-requests': {
      status: 201,
      body: { requestId: 'REQ-7K3F9Q', status: 'pending_approval', dates: [], slotIds: [SLOT_ID] },
    },
  });
  const urls: string[] = [];
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    urls.push(input);
    return answer(input.split('?')[0]!, init);
  });
  return { ...api, timeSlotZips: () => urls.filter((u) => u.includes('/time-slots?')).map(zipOf) };
}
const zipOf = (url: string) => new URLSearchParams(url.split('?')[1]).get('zip');

/** Picks the one open time (next month's grid when it falls there) and opens the request form. */
async function openRequestForm(user: ReturnType<typeof userEvent.setup>) {
  const day = dayKeyInZone(start, ZONE);
  if (day.slice(0, 7) !== dayKeyInZone(new Date(), ZONE).slice(0, 7))
    await user.click(screen.getByRole('button', { name: 'Next month' }));
  const dayButton = await waitFor(() => {
    const found = document.querySelector<HTMLButtonElement>(
      `button[data-day="${day}"][aria-disabled="false"]`,
    );
    expect(found).not.toBeNull();
    return found as HTMLButtonElement; // checked just above
  });
  await user.click(dayButton);
  await user.click(await screen.findByTestId('slot-row'));
  await user.click(screen.getByRole('button', { name: 'Request Lessons for Selected Dates' }));
  const form = await screen.findByRole('dialog', { name: 'Customer Information' });
  await enterText(user, within(form).getByLabelText(/^First Name/), 'Dana');
  await enterText(user, within(form).getByLabelText(/^Last Name/), 'Okafor');
  await enterText(user, within(form).getByLabelText(/^Email/), 'dana@example.com');
  await enterText(user, within(form).getByLabelText(/^Phone/), '(240) 555-0117');
  return form;
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('CalendarPage: where the lessons will be', () => {
  test('a ZIP inside the service area is remembered and narrows the times to those we can reach', async () => {
    const api = server();
    const user = userEvent.setup();
    renderWithApp(<CalendarPage />, { path: '/calendar' });
    await waitFor(() => expect(api.timeSlotZips()).toEqual([null]));

    await user.type(screen.getByLabelText(ZIP_BOX_LABEL), '20815');
    expect(await screen.findByText('Travel fee to Chevy Chase, MD: $0.00 per lesson')).toBeInTheDocument();
    await waitFor(() => expect(api.timeSlotZips()).toEqual([null, '20815']));
    expect(recallZip()).toBe('20815');
  });

  test('a ZIP outside the service area warns and keeps every time showing', async () => {
    const api = server();
    const user = userEvent.setup();
    renderWithApp(<CalendarPage />, { path: '/calendar' });
    await user.type(screen.getByLabelText(ZIP_BOX_LABEL), '21201');
    expect(
      await screen.findByText(/21201 \(Baltimore, MD\) is outside our service area/),
    ).toBeInTheDocument();
    expect(api.timeSlotZips().every((zip) => zip === null)).toBe(true);
  });

  test('the remembered ZIP is asked with on arrival and starts the request form’s pool address', async () => {
    rememberZip('20815');
    const api = server();
    const user = userEvent.setup();
    renderWithApp(<CalendarPage />, { path: '/calendar' });
    // The times wait for the ZIP's look-up, so the first and only ask is for the reachable ones.
    await waitFor(() => expect(api.timeSlotZips()).toEqual(['20815']));
    const form = await openRequestForm(user);
    expect(within(form).getByLabelText(/^ZIP code/)).toHaveValue('20815');

    await enterText(user, within(form).getByLabelText(/^Street address/), '12 Elm Street');
    await enterText(user, within(form).getByLabelText(/^City/), 'Chevy Chase');
    await user.selectOptions(within(form).getByLabelText(/^State/), 'MD');
    await user.click(within(form).getByRole('button', { name: 'Submit Lesson Request' }));

    await waitFor(() => expect(api.callsTo('POST /api/booking-requests')).toHaveLength(1));
    expect(api.callsTo('POST /api/booking-requests')[0]?.body).toMatchObject({
      slotIds: [SLOT_ID],
      pool: { kind: 'address', street: '12 Elm Street', city: 'Chevy Chase', state: 'MD', zip: '20815' },
    });
  });

  test('a request for a pool outside the service area is not sent, and the form says why', async () => {
    const api = server();
    const user = userEvent.setup();
    renderWithApp(<CalendarPage />, { path: '/calendar' });
    const form = await openRequestForm(user);
    await enterText(user, within(form).getByLabelText(/^Street address/), '1 Light Street');
    await enterText(user, within(form).getByLabelText(/^City/), 'Baltimore');
    await user.selectOptions(within(form).getByLabelText(/^State/), 'MD');
    await user.type(within(form).getByLabelText(/^ZIP code/), '21201');
    expect(await within(form).findByText(/is outside our service area/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Submit Lesson Request' }));

    expect(await screen.findByText(PLACE_OUTSIDE_MESSAGE)).toBeInTheDocument();
    expect(form).toBeInTheDocument();
    expect(api.callsTo('POST /api/booking-requests')).toEqual([]);
  });

  test('a request without a place shows each pool field’s message and is not sent', async () => {
    const api = server();
    const user = userEvent.setup();
    renderWithApp(<CalendarPage />, { path: '/calendar' });
    const form = await openRequestForm(user);
    await user.click(within(form).getByRole('button', { name: 'Submit Lesson Request' }));
    expect(await within(form).findByText('Street address is required')).toBeInTheDocument();
    expect(within(form).getByText('City is required')).toBeInTheDocument();
    expect(api.callsTo('POST /api/booking-requests')).toEqual([]);
  });
});
