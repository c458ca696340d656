import { describe, expect, test } from 'vitest';
import { historySentence, slotIdsOf } from './booking-history';

const slotStart = new Date('2026-03-08T14:00:00Z'); // 10:00 AM in New York, after the change to daylight time
const startOf = (id: string) => (id === 'slot-1' ? slotStart : undefined);

describe('a booking history sentence', () => {
  test('names the lesson times a move went from and to, in the business zone, and the money', () => {
    const entry = {
      action: 'lesson.rescheduled',
      details: { fromSlotId: 'slot-1', toSlotId: 'slot-2', differenceCents: 1250 },
    };
    expect(historySentence(entry, startOf)).toBe(
      'Lesson moved from Sun, Mar 8, 2026, 10:00 AM to another time: $12.50 paid',
    );
    expect(slotIdsOf([entry])).toEqual(['slot-1', 'slot-2']);
  });

  test('tells a whole-booking cancellation apart from the family cancelling its last lesson', () => {
    expect(
      historySentence(
        { action: 'booking.cancel_with_refund', details: { refundedCents: 5400, reason: 'Ill' } },
        startOf,
      ),
    ).toBe('Booking cancelled (Ill): $54.00 refunded');
    expect(
      historySentence(
        {
          action: 'booking.cancel_without_refund',
          details: { via: 'lesson.cancelled_by_family', lessonIds: ['a', 'b'], refundedCents: 0 },
        },
        startOf,
      ),
    ).toBe('Family cancelled 2 lessons, the last of the booking: no refund');
    expect(
      historySentence(
        { action: 'booking.lesson_cancelled', details: { slotId: 'slot-1', refundedCents: 0 } },
        startOf,
      ),
    ).toBe('Lesson of Sun, Mar 8, 2026, 10:00 AM cancelled by the business: no refund');
  });

  test('reads details of any shape without failing, and shows an unknown action by its name', () => {
    for (const details of [null, 'text', 42, [], { refundedCents: 'lots', lessonIds: 'x', slotId: 7 }])
      expect(() => historySentence({ action: 'lesson.cancelled_by_family', details }, startOf)).not.toThrow();
    expect(historySentence({ action: 'lesson.cancelled_by_family', details: null }, startOf)).toBe(
      'Family cancelled a lesson: no refund',
    );
    expect(historySentence({ action: 'booking.teleported', details: { x: 1 } }, startOf)).toBe(
      'booking.teleported',
    );
  });
});
