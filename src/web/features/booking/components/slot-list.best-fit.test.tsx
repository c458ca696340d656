/** With a family's ZIP, a day's times adding the least driving come first and the calendar's "Best fit" shows. */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { TimeSlot } from '@core/api/calendar';
import { byLeastDriving } from '../lib/best-fit';
import { SlotList } from './slot-list';

const DAY = '2026-12-07';
const slot = (id: string, hour: number, addedDriveMinutes: number, bestFit: boolean): TimeSlot => ({
  id,
  startTime: `${DAY}T${String(hour).padStart(2, '0')}:00:00.000Z`,
  endTime: `${DAY}T${String(hour).padStart(2, '0')}:30:00.000Z`,
  instructorId: 'i1',
  venueId: 'v1',
  capacity: 1,
  bookedCount: 0,
  lessonType: 'private',
  basePrice: 5000,
  status: 'available',
  addedDriveMinutes,
  bestFit,
});

function renderDay(slots: TimeSlot[]) {
  render(
    <SlotList
      days={[DAY]}
      slotsByDay={new Map([[DAY, byLeastDriving(slots)]])}
      instructors={new Map([['i1', { id: 'i1', name: 'Maya Thompson', specialty: 'Beginners' }]])}
      venues={new Map([['v1', { id: 'v1', name: 'Your Home Pool', poolType: 'home_pool', travelFee: 0 }]])}
      picked={[]}
      timeZone="UTC"
      loading={false}
      urgency={false}
      onToggle={vi.fn()}
      onJoinWaitlist={vi.fn()}
      onContinue={vi.fn()}
      onBack={vi.fn()}
    />,
  );
}

describe('best fit in the list of times', () => {
  test('the best fit comes first, marked, and the day says what the mark means', () => {
    renderDay([slot('early', 14, 40, false), slot('route', 16, 7, true)]);
    const times = screen.getAllByRole('button', { name: /AM|PM/ });
    expect(times[0]).toHaveAccessibleName(/4:00 PM.*Best fit/);
    expect(within(times[1]!).queryByText('Best fit')).toBeNull();
    expect(screen.getByText(/add the least driving to an instructor/)).toBeInTheDocument();
  });

  test('a day with no best fit has no mark and no note', () => {
    renderDay([slot('a', 14, 20, false), slot('b', 16, 22, false)]);
    expect(screen.queryByText('Best fit')).toBeNull();
    expect(screen.queryByText(/add the least driving/)).toBeNull();
  });
});
