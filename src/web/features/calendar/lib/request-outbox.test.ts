import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { BookingRequestInput } from '@core/api/requests';
import { OUTBOX_STORAGE_KEY } from './outbox-storage-key';
import { flushPendingRequests, pendingRequests, queueRequest } from './request-outbox';

const DAY = 86_400_000;
const body: BookingRequestInput = {
  dates: ['2031-03-03'],
  slotIds: [],
  customerInfo: { firstName: 'Noor', lastName: 'Haddad', email: 'noor@example.com', phone: '703-555-0101' },
};

const answer = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the lesson request outbox', () => {
  test('keeps a queued request for 30 days, then drops it from storage', () => {
    const now = new Date();
    queueRequest(body, 'key-old', new Date(now.getTime() - 31 * DAY));
    queueRequest(body, 'key-recent', new Date(now.getTime() - 29 * DAY));
    expect(pendingRequests(now).map((p) => p.idempotencyKey)).toEqual(['key-recent']);
    expect(localStorage.getItem(OUTBOX_STORAGE_KEY)).not.toContain('key-old');
  });

  test('forgets the whole queue once every request in it is over 30 days old', () => {
    queueRequest(body, 'key-old', new Date(Date.now() - 40 * DAY));
    expect(pendingRequests()).toEqual([]);
    expect(localStorage.getItem(OUTBOX_STORAGE_KEY)).toBeNull();
  });

  test('sends a request queued over 30 days ago no more', async () => {
    queueRequest(body, 'key-old', new Date(Date.now() - 31 * DAY));
    const result = await flushPendingRequests();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result).toEqual({ delivered: [], refused: [] });
  });

  test('sends a queued request with its key and the time it was queued, and forgets it once stored', async () => {
    const queued = queueRequest(body, 'key-1', new Date(Date.now() - DAY));
    fetchMock.mockResolvedValue(
      answer(201, { requestId: 'REQ-ABC234', status: 'pending_approval', dates: body.dates, slotIds: [] }),
    );
    const { delivered } = await flushPendingRequests();
    expect(delivered.map((d) => d.response.requestId)).toEqual(['REQ-ABC234']);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/booking-requests');
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBe('key-1');
    expect(JSON.parse(String(init?.body)).submittedOfflineAt).toBe(queued.queuedAt);
    expect(pendingRequests()).toEqual([]);
  });

  test('keeps a request the server could not take yet (rate limited, down) for the next try', async () => {
    queueRequest(body, 'key-1');
    fetchMock.mockResolvedValue(answer(429, { code: 'RATE_LIMITED', message: 'Too many requests.' }));
    expect(await flushPendingRequests()).toEqual({ delivered: [], refused: [] });
    expect(pendingRequests()).toMatchObject([{ idempotencyKey: 'key-1', attempts: 1 }]);
  });

  test.each([
    [
      'its time was taken meanwhile',
      409,
      'SLOT_UNAVAILABLE',
      'One of the times you picked is no longer available.',
    ],
    [
      'it is over a week old',
      400,
      'OFFLINE_REQUEST_TOO_OLD',
      'This lesson request was saved more than 7 days ago.',
    ],
  ])('drops a request the server refuses because %s, and says why', async (_why, status, code, message) => {
    const queued = queueRequest(body, 'key-1');
    fetchMock.mockResolvedValue(answer(status, { code, message }));
    const { refused } = await flushPendingRequests();
    expect(refused).toEqual([{ entry: expect.objectContaining({ fallbackId: queued.fallbackId }), message }]);
    expect(pendingRequests()).toEqual([]);
  });
});
