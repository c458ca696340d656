import { render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { TimeSlot, TimeSlotsResponse } from '@core/api/calendar';
import { hasUnreadableTime } from '../lib/slot-view';
import { SafeCalendar } from './safe-calendar';

const NOW = new Date('2030-06-10T14:00:00Z');

function slot(id: string, overrides: Partial<TimeSlot> = {}): TimeSlot {
  return {
    id,
    startTime: '2030-06-10T18:00:00Z', // four hours after NOW
    endTime: '2030-06-10T18:30:00Z',
    instructorId: id, // one instructor per slot, so the list tells the slots apart by name
    venueId: 'v1',
    capacity: 3,
    bookedCount: 1,
    lessonType: 'group',
    basePrice: 4500,
    status: 'available',
    ...overrides,
  };
}

function renderSafe(timeSlots: TimeSlot[]) {
  const data: TimeSlotsResponse = {
    timeSlots,
    instructors: timeSlots.map((s) => ({ id: s.id, name: `Coach ${s.id}`, specialty: 'Swim' })),
    venues: [{ id: 'v1', name: 'Home pool', poolType: 'outdoor', travelFee: 0 }],
  };
  render(<SafeCalendar data={data} now={NOW} selectedIds={new Set()} onToggle={vi.fn()} />);
}

describe('SafeCalendar', () => {
  test('lists an open slot and leaves out full, unavailable, cancelled and too-soon ones', () => {
    renderSafe([
      slot('open'),
      slot('full', { bookedCount: 3 }),
      slot('overfull', { bookedCount: 4 }),
      slot('unavailable', { status: 'unavailable' }),
      slot('cancelled', { status: 'cancelled' }),
      slot('soon', { startTime: '2030-06-10T15:00:00Z', endTime: '2030-06-10T15:30:00Z' }),
    ]);
    const rows = screen.getAllByTestId('slot-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Coach open');
    expect(rows[0]).toHaveTextContent('2 spots left');
  });

  test('keeps an open slot whose time cannot be read, labelled with its seats left, whatever the lead time', () => {
    renderSafe([
      slot('unreadable', { startTime: 'not a time', lessonType: 'private', capacity: 2, bookedCount: 1 }),
      slot('unreadable-full', { startTime: 'not a time', lessonType: 'bootcamp', bookedCount: 3 }),
      slot('unreadable-closed', {
        startTime: 'not a time',
        lessonType: 'water_safety',
        status: 'unavailable',
      }),
    ]);
    expect(screen.queryAllByTestId('slot-row')).toHaveLength(0);
    expect(screen.getByText('Date to be confirmed')).toBeInTheDocument();
    expect(screen.getAllByText('Invalid slot time')).toHaveLength(1);
    expect(screen.getByText(/Private ·/)).toHaveTextContent('Private · 1 spot left');
    expect(screen.queryByText(/Bootcamp/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Water Safety/)).not.toBeInTheDocument();
  });

  test('says no slots are available when every slot is closed or full', () => {
    renderSafe([slot('full', { bookedCount: 3 }), slot('closed', { status: 'unavailable' })]);
    expect(screen.getByText('No available slots found.')).toBeInTheDocument();
  });

  test('an answer with a time that cannot be read is sent to this list before the calendar tries to draw it', () => {
    const data = (timeSlots: TimeSlot[]): TimeSlotsResponse => ({ timeSlots, instructors: [], venues: [] });
    expect(hasUnreadableTime(undefined)).toBe(false);
    expect(hasUnreadableTime(data([slot('a'), slot('b')]))).toBe(false);
    expect(hasUnreadableTime(data([slot('a'), slot('bad', { startTime: 'not a time' })]))).toBe(true);
    expect(hasUnreadableTime(data([slot('bad', { endTime: '' })]))).toBe(true);
  });
});
