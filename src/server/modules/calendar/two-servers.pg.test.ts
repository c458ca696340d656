/** The calendar read cache across two server copies on one PostgreSQL: each copy caches, none serves stale seats. */
import { describe, expect, test } from 'vitest';
import { timeSlotsResponseSchema } from '@core/api/calendar';
import { insertSlot } from '../../db/factories';
import { twoProcessesForTests } from '../../test/two-processes';

const DAY = 86_400_000;

describe('the calendar cache on two server processes', () => {
  const processes = twoProcessesForTests('calendar_cache');
  const base = (i: number) => processes.origin(i);

  test('a hold taken through one copy is in the next read through the other', async () => {
    const slot = await insertSlot(processes.shared.handle.db, {
      capacity: 4,
      lessonType: 'group',
      startsInMinutes: 9 * 24 * 60,
    });
    const range = `start=${new Date(slot.startTime.getTime() - DAY).toISOString()}&end=${new Date(slot.startTime.getTime() + DAY).toISOString()}`;
    const seatsThrough = async (i: number) => {
      const res = await fetch(`${base(i)}/api/calendar/time-slots?${range}`, {
        headers: { 'accept-encoding': 'br' },
      });
      expect(res.headers.get('content-encoding')).toBe('br');
      const body = timeSlotsResponseSchema.parse(await res.json());
      return body.timeSlots.find((s) => s.id === slot.id)?.bookedCount;
    };
    // Both copies have the answer cached before the hold.
    expect(await seatsThrough(0)).toBe(0);
    expect(await seatsThrough(1)).toBe(0);
    for (let round = 1; round <= 3; round++) {
      const held = await fetch(`${base(0)}/api/bookings/hold-slots`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ slotIds: [slot.id], duration: 15 }),
      });
      expect(held.status).toBe(200);
      expect(await seatsThrough(1)).toBe(round);
      expect(await seatsThrough(0)).toBe(round);
    }
  }, 60_000);
});
