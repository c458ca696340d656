/**
 * Item 10, time-zone labels, on the confirmation: it showed "10:00 AM - 10:30 AM (GMT-5)"; it names the zone as
 * My Lessons and the emails do, with the shared `timeZoneLabel` ("(ET)"), in winter and in summer alike.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { BookingDetails } from '@core/api/bookings';
import { BookingSummary } from './booking-summary';

function booking(timeZone: string, lessons: [start: string, end: string][]): BookingDetails {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    reference: 'BK-7K3F9Q',
    status: 'confirmed',
    lessonType: 'private',
    swimmersCount: 1,
    timeZone,
    lessons: lessons.map(([startTime, endTime], i) => ({
      slotId: `11111111-1111-4111-8111-11111111111${i}`,
      startTime,
      endTime,
      instructorName: 'Alex Rivera',
      venueName: 'Chen family pool',
    })),
    swimmers: [
      { name: 'Mia Chen', email: 'mia@example.com', ageGroup: 'child', level: 'guppy', goals: null },
    ],
    emergencyContact: { name: 'Lin Chen', phone: '202-555-0101', relationship: null },
    addOns: [],
    priceBreakdown: { subtotal: 5000, travelFees: 0, addOns: 0, discount: 0, taxes: 400, total: 5400 },
    couponCode: null,
    paidWithCredits: false,
  };
}

describe('10. Time-zone labels', () => {
  test('the confirmation names New York "ET" before and after the March change, never an offset', () => {
    render(
      <BookingSummary
        booking={booking('America/New_York', [
          ['2026-03-07T15:00:00Z', '2026-03-07T15:30:00Z'], // Saturday, EST
          ['2026-03-14T14:00:00Z', '2026-03-14T14:30:00Z'], // the next Saturday, EDT
        ])}
      />,
    );
    expect(screen.getAllByText('10:00 AM - 10:30 AM (ET)')).toHaveLength(2);
    expect(document.body).not.toHaveTextContent(/GMT|E[SD]T\b|America\//);
  });

  test('a family in Chicago reads "(CT)" around the November change', () => {
    render(
      <BookingSummary
        booking={booking('America/Chicago', [
          ['2026-10-31T15:00:00Z', '2026-10-31T15:30:00Z'], // CDT
          ['2026-11-07T16:00:00Z', '2026-11-07T16:30:00Z'], // CST
        ])}
      />,
    );
    expect(screen.getAllByText('10:00 AM - 10:30 AM (CT)')).toHaveLength(2);
    expect(document.body).not.toHaveTextContent(/GMT|C[SD]T\b|America\//);
  });
});
