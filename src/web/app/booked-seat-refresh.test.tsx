/**
 * Spec section 7 (item 7.19): after a confirmed booking the time-slot answers, the /booking day counts and /calendar's
 * slots are asked for again, so a family going back to a calendar sees the seat it booked as taken. The pages share
 * one query cache, as they do in the app; the server is faked at the fetch edge.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { BookingDetails } from '@core/api/bookings';
import type { AvailabilityResponse, TimeSlotsResponse } from '@core/api/calendar';
import { dayKeyInZone, formatDayKey, resolveTimeZone, SIMPLE_CALENDAR_ZONE } from '@core/rules/timezones';
import { SITE_ROUTES } from '@core/site-routes';
import { longDay } from '@core/rules/calendar-days';
import { BookingPage } from '@web/features/booking/pages/booking-page';
import { CalendarPage } from '@web/features/calendar/pages/calendar-page';
import { ConfirmationPage } from '@web/features/confirmation/pages/confirmation-page';
import { rememberBookingAccess } from '@web/lib/booking-access';
import { createQueryClient } from '@web/lib/query-client';
import { fakeApi } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';

const BOOKING_ID = '33333333-3333-4333-8333-333333333333';
const TOKEN = 'BookingTokenBookingTokenBookingToken_-0123';
const start = new Date(Date.now() + 3 * 86_400_000);
start.setUTCHours(15, 0, 0, 0);
const end = new Date(start.getTime() + 30 * 60_000);
const bookingZone = resolveTimeZone(undefined);

/** One private lesson time: open until the family's booking of it is confirmed. */
function lessonServer() {
  let booked = false;
  const times = (): TimeSlotsResponse => ({
    timeSlots: [
      {
        id: '11111111-1111-4111-8111-111111111111',
        startTime: start.toISOString(),
        endTime: end.toISOString(),
        instructorId: 'i1',
        venueId: 'v1',
        capacity: 1,
        bookedCount: booked ? 1 : 0,
        lessonType: 'private',
        basePrice: 5000,
        status: 'available',
      },
    ],
    instructors: [{ id: 'i1', name: 'Alex Rivera', specialty: 'Beginners' }],
    venues: [{ id: 'v1', name: 'Chen family pool', poolType: 'home_pool', travelFee: 0 }],
  });
  const dayCounts = (): AvailabilityResponse => ({
    timeZone: bookingZone,
    days: [{ date: dayKeyInZone(start, bookingZone), availableSlots: booked ? 0 : 1, totalSlots: 1 }],
  });
  const booking: BookingDetails = {
    id: BOOKING_ID,
    reference: 'BK-7K3F9Q',
    status: 'confirmed',
    lessonType: 'private',
    swimmersCount: 1,
    timeZone: bookingZone,
    lessons: [
      {
        slotId: '11111111-1111-4111-8111-111111111111',
        startTime: start.toISOString(),
        endTime: end.toISOString(),
        instructorName: 'Alex Rivera',
        venueName: 'Chen family pool',
      },
    ],
    swimmers: [
      { name: 'Mia Chen', email: 'mia@example.com', ageGroup: 'child', level: 'guppy', goals: null },
    ],
    emergencyContact: { name: 'Lin Chen', phone: '202-555-0101', relationship: null },
    addOns: [],
    priceBreakdown: { subtotal: 2500, travelFees: 0, addOns: 0, discount: 0, taxes: 200, total: 2700 },
    couponCode: null,
    paidWithCredits: false,
  };
  const api = fakeApi({
    'GET /api/calendar/time-slots': () => ({ status: 200, body: times() }),
    'GET /api/calendar/availability': () => ({ status: 200, body: dayCounts() }),
    'POST /api/bookings/confirm': () => {
      booked = true; // the server settles the payment: the seat is the family's
      return {
        status: 200,
        body: { bookingId: BOOKING_ID, reference: booking.reference, status: 'confirmed' },
      };
    },
    [`GET /api/bookings/${BOOKING_ID}`]: { status: 200, body: booking },
    'POST /api/growth/conversion': { status: 202, body: {} },
  });
  // The fake answers by path: the ranges in the query strings are the pages' own business.
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => answer(input.split('?')[0]!, init));
  return api;
}

/** Shows the month of the lesson's day, whichever month the test runs in. */
async function showLessonMonth(zone: string) {
  if (dayKeyInZone(start, zone).slice(0, 7) !== dayKeyInZone(new Date(), zone).slice(0, 7))
    await userEvent.click(await screen.findByRole('button', { name: 'Next month' }));
}

const calendarDay = (status: string) =>
  `${formatDayKey(dayKeyInZone(start, SIMPLE_CALENDAR_ZONE), 'EEEE, MMMM d')}: ${status}`;
const bookingDay = (status: string) => `${longDay(dayKeyInZone(start, bookingZone))}: ${status}`;

beforeEach(() => {
  window.localStorage.clear();
  rememberBookingAccess(BOOKING_ID, TOKEN);
});
afterEach(() => vi.unstubAllGlobals());

describe('a confirmed booking', () => {
  test('spec 7.19: after a confirmed booking, /booking’s day counts and /calendar’s slots show the booked seat taken', async () => {
    const api = lessonServer();
    const queryClient = createQueryClient();

    // The family looks at both calendars before booking: the time is open on each.
    const calendar = renderWithApp(<CalendarPage />, { path: SITE_ROUTES.calendar, queryClient });
    await showLessonMonth(SIMPLE_CALENDAR_ZONE);
    expect(
      await screen.findByRole('button', { name: calendarDay('1 available lesson') }),
    ).toBeInTheDocument();
    calendar.unmount();
    const booking = renderWithApp(<BookingPage />, { path: SITE_ROUTES.booking, queryClient });
    await showLessonMonth(bookingZone);
    expect(await screen.findByRole('button', { name: bookingDay('1 open lesson') })).toBeEnabled();
    booking.unmount();
    const asked = { counts: api.callsTo('GET /api/calendar/availability').length };

    // The booking is confirmed, well within the minute the calendars' answers would otherwise stay fresh.
    const confirmation = renderWithApp(<ConfirmationPage />, {
      path: `${SITE_ROUTES.bookingConfirmation}?booking_id=${BOOKING_ID}`,
      queryClient,
    });
    expect(await screen.findByRole('heading', { name: 'Booking Confirmed!' })).toBeInTheDocument();
    confirmation.unmount();

    // Back on /booking the day counts are asked for again and the booked seat is taken.
    const bookingAgain = renderWithApp(<BookingPage />, { path: SITE_ROUTES.booking, queryClient });
    await showLessonMonth(bookingZone);
    expect(await screen.findByRole('button', { name: bookingDay('no open lessons') })).toBeDisabled();
    expect(api.callsTo('GET /api/calendar/availability').length).toBeGreaterThan(asked.counts);
    // Unmounted, as a family leaving the page would: two month grids would each offer "Next month".
    bookingAgain.unmount();

    // And on /calendar the time is full: only its waitlist is offered.
    renderWithApp(<CalendarPage />, { path: SITE_ROUTES.calendar, queryClient });
    await showLessonMonth(SIMPLE_CALENDAR_ZONE);
    // The month's grid renders from a deferred copy of the times, after the page itself: give it time on a busy machine.
    expect(
      await screen.findByRole(
        'button',
        { name: calendarDay('no available lessons, 1 full (waitlist)') },
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
  }, 20_000); // five page renders with their calendars, on a shared 2-core machine
});
