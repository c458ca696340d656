import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { currentSession, hasConverted } from './analytics';
import { REPORTED_BOOKINGS_KEY, reportBookingConversion } from './conversion';

const fetchMock = vi.fn(
  async (_url: string, _init?: RequestInit) =>
    new Response(JSON.stringify({ success: true }), { status: 200 }),
);
const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('reportBookingConversion', () => {
  test("posts the spec's conversion body and sets the marker that quiets the lead magnet's timer", () => {
    expect(hasConverted()).toBe(false);
    reportBookingConversion('booking-1');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/growth/conversion',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(sentBodies()[0]).toEqual({
      type: 'booking_complete',
      value: 25,
      sessionId: currentSession().id,
      timestamp: expect.any(Number),
    });
    expect(hasConverted()).toBe(true);
  });

  test('a booking is counted once, even when its confirmation is opened again after a reload', () => {
    reportBookingConversion('booking-2');
    reportBookingConversion('booking-2');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(REPORTED_BOOKINGS_KEY) ?? '[]')).toContain('booking-2');
    reportBookingConversion('booking-3');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test('a failed report is ignored', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(() => reportBookingConversion('booking-4')).not.toThrow();
    await Promise.resolve();
    expect(hasConverted()).toBe(true);
  });
});
