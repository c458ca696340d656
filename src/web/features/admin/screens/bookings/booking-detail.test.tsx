import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { AdminBookingDetail } from '@core/api/admin';
import { fakeApi } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { BookingDetail } from './booking-detail';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const soon = Date.parse('2031-03-10T15:00:00Z');

const lesson = (over: Partial<AdminBookingDetail['lessons'][number]>) => ({
  slotId: 's1',
  lessonId: 'l1',
  startTime: iso(soon),
  endTime: iso(soon + 1_800_000),
  instructorName: 'Maya Thompson',
  venueName: 'Capitol Hill Pool',
  seats: 1,
  cancelledAt: null,
  cancelReason: null,
  movedFrom: [],
  ...over,
});

const booking: AdminBookingDetail = {
  id: 'b1',
  reference: 'BK-7K3F9Q',
  status: 'confirmed',
  lessonType: 'private',
  swimmersCount: 1,
  customerName: 'Sam Parker',
  customerEmail: 'sam@example.com',
  customerPhone: null,
  totalCents: 10800,
  firstLessonAt: iso(soon),
  createdAt: iso(soon - 30 * DAY),
  emergencyName: 'Jordan Parker',
  emergencyPhone: '(301) 555-0101',
  emergencyRelationship: 'parent',
  specialRequests: null,
  couponCode: null,
  subtotalCents: 10000,
  travelFeesCents: 0,
  addOnsCents: 0,
  discountCents: 0,
  taxesCents: 800,
  cancelReason: null,
  lessons: [
    lesson({
      movedFrom: [
        { startTime: iso(soon - DAY), endTime: iso(soon - DAY + 1_800_000), movedAt: iso(soon - 5 * DAY) },
      ],
    }),
    lesson({
      slotId: 's2',
      lessonId: 'l2',
      startTime: iso(soon + 7 * DAY),
      endTime: iso(soon + 7 * DAY + 1_800_000),
      cancelledAt: iso(soon - 4 * DAY),
      cancelReason: 'Cancelled by the family',
    }),
  ],
  swimmers: [],
  payments: [],
  history: [
    {
      id: 'h2',
      createdAt: iso(soon - 4 * DAY),
      actor: 'family:sam@example.com',
      action: 'lesson.cancelled_by_family',
      summary: 'Family cancelled a lesson: $54.00 refunded',
    },
    {
      id: 'h1',
      createdAt: iso(soon - 5 * DAY),
      actor: 'owner',
      action: 'booking.something_new',
      summary: 'booking.something_new',
    },
  ],
};

function show(hours = 24) {
  fakeApi({
    'GET /api/admin/bookings/b1': { status: 200, body: booking },
    'GET /api/admin/policies': { status: 200, body: { cancelNoticeHours: hours } },
  });
  return renderWithApp(<BookingDetail id="b1" onClose={() => {}} />, { path: '/admin/bookings/b1' });
}

describe("the owner's booking page", () => {
  test("shows each lesson's state in words: a moved lesson with the time it left, a cancelled one with why", async () => {
    show();
    const heading = await screen.findByRole('heading', { name: 'Lessons' });
    const lessons = within(heading.closest('section')!).getAllByRole('listitem');
    expect(lessons[0]).toHaveTextContent('Moved');
    expect(lessons[0]).toHaveTextContent('Moved from Sun Mar 9, 11:00 AM');
    expect(lessons[0]).not.toHaveTextContent('Cancelled');
    expect(lessons[1]).toHaveTextContent('Cancelled');
    expect(lessons[1]).toHaveTextContent('Cancelled Thu Mar 6, 10:00 AM: Cancelled by the family');
  });

  test('lists the history newest first: what happened, when and who', async () => {
    show();
    const history = await screen.findByRole('region', { name: 'History' });
    const entries = within(history).getAllByRole('listitem');
    expect(entries.map((e) => e.textContent)).toEqual([
      'Family cancelled a lesson: $54.00 refundedThu Mar 6, 10:00 AM by the family (sam@example.com)',
      'booking.something_newWed Mar 5, 10:00 AM by owner',
    ]);
  });

  test("states the refund outcome of cancelling by the owner's notice hours", async () => {
    vi.useFakeTimers({ now: soon - 30 * 3_600_000, toFake: ['Date'] });
    try {
      show(48);
      fireEvent.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
      expect(
        await screen.findByText(/The first lesson still booked is 48 hours away or less: no refund is made/),
      ).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
