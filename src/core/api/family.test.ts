import { describe, expect, test } from 'vitest';
import { cancellationOutcomeMessage } from './family';

describe('cancellationOutcomeMessage', () => {
  const base = { refundCents: 0, payAtLesson: false, paidCents: 0, noticeHours: 24 };
  test('credits back, a refund, or why nothing comes back', () => {
    expect(cancellationOutcomeMessage({ ...base, creditLessons: 2 })).toBe(
      '2 lesson credits back to your account',
    );
    expect(cancellationOutcomeMessage({ ...base, refundCents: 5400, paidCents: 5400 })).toBe(
      'Refund $54.00 to your card',
    );
    expect(cancellationOutcomeMessage({ ...base, paidWithCredits: true })).toBe(
      'No credit back: less than 24 hours before the lesson',
    );
    expect(cancellationOutcomeMessage(base)).toBe('Nothing to refund: nothing was paid for these lessons');
  });
});
