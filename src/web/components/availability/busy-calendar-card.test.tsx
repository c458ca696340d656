/** The instructor's busy-time calendar card: connecting, the busy times it lists, refreshing, a refusal, stopping. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { BusyCalendarState } from '@core/api/availability';
import { fakeApi } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { instructorAvailabilityCalls, ownerAvailabilityCalls } from './availability-api';
import { BusyCalendarCard } from './busy-calendar-card';

const NONE: BusyCalendarState = {
  connected: false,
  address: null,
  lastReadAt: null,
  lastError: null,
  busyAhead: 0,
  nextBusy: [],
};
const READ: BusyCalendarState = {
  connected: true,
  address: 'calendar.google.com/.../basic.ics',
  lastReadAt: '2026-12-01T14:00:00.000Z',
  lastError: null,
  busyAhead: 2,
  nextBusy: [
    { start: '2026-12-03T19:00:00.000Z', end: '2026-12-03T20:30:00.000Z' },
    { start: '2026-12-05T14:00:00.000Z', end: '2026-12-05T15:00:00.000Z' },
  ],
};

describe('the busy-time calendar card', () => {
  test('an instructor pastes the address; the busy times read are listed and can be read again', async () => {
    const api = fakeApi({
      'GET /api/instructor/busy-calendar': { status: 200, body: NONE },
      'PUT /api/instructor/busy-calendar': { status: 200, body: READ },
      'POST /api/instructor/busy-calendar/refresh': {
        status: 200,
        body: { ...READ, lastError: 'The calendar did not answer in time' },
      },
    });
    renderWithApp(<BusyCalendarCard calls={instructorAvailabilityCalls.busyCalendar} />);
    expect(await screen.findByText('No calendar connected.')).toBeInTheDocument();
    await userEvent.type(
      screen.getByLabelText('Your calendar’s secret address (iCal)'),
      'https://calendar.google.com/calendar/ical/me/private-abc/basic.ics',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Connect calendar' }));
    expect(api.callsTo('PUT /api/instructor/busy-calendar')[0]?.body).toEqual({
      address: 'https://calendar.google.com/calendar/ical/me/private-abc/basic.ics',
    });
    expect(await screen.findByText('calendar.google.com/.../basic.ics')).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Thu, Dec 3, 2:00 PM - 3:30 PM', 'Sat, Dec 5, 9:00 AM - 10:00 AM']);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh now' }));
    expect(
      await screen.findByText(/The last read failed: The calendar did not answer in time/),
    ).toBeInTheDocument();
  });

  test('an address the server refuses shows why, and nothing is connected', async () => {
    fakeApi({
      'GET /api/instructor/busy-calendar': { status: 200, body: NONE },
      'PUT /api/instructor/busy-calendar': {
        status: 400,
        body: {
          message: 'That address does not give a calendar (iCal) file',
          code: 'BUSY_CALENDAR_UNREADABLE',
          fieldErrors: { address: 'That address does not give a calendar (iCal) file' },
        },
      },
    });
    renderWithApp(<BusyCalendarCard calls={instructorAvailabilityCalls.busyCalendar} />);
    await userEvent.type(await screen.findByLabelText(/secret address/), 'https://example.com/page');
    await userEvent.click(screen.getByRole('button', { name: 'Connect calendar' }));
    expect(await screen.findByText('That address does not give a calendar (iCal) file')).toBeInTheDocument();
    expect(screen.getByText('No calendar connected.')).toBeInTheDocument();
  });

  test('the owner sees it read-only', async () => {
    fakeApi({ 'GET /api/admin/instructors/i1/busy-calendar': { status: 200, body: READ } });
    const calls = ownerAvailabilityCalls('i1', () => Promise.reject(new Error('not sent')));
    renderWithApp(<BusyCalendarCard calls={calls.busyCalendar} />);
    expect(await screen.findByText(/2 busy times ahead/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Connect calendar' })).toBeNull();
  });
});
