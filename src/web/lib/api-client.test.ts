import { afterEach, describe, expect, test, vi } from 'vitest';
import { api, ApiError, failureMessage } from './api-client';

function respond(status: number, body: string, contentType = 'application/json') {
  const fetchMock = vi.fn(
    async () => new Response(body, { status, headers: { 'content-type': contentType } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  test('raises the message of a JSON error body', async () => {
    respond(
      409,
      JSON.stringify({ message: 'That time was just booked. Please pick another.', code: 'SLOT_TAKEN' }),
    );
    const error = await api.post('/api/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('That time was just booked. Please pick another.');
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).code).toBe('SLOT_TAKEN');
  });

  test('says "Request failed" when the error body is not JSON', async () => {
    respond(502, '<html>Bad gateway</html>', 'text/html');
    await expect(api.get('/api/x')).rejects.toThrow(/^Request failed$/);
  });

  test('says "Request failed with status {status}" when the JSON has no message', async () => {
    respond(500, JSON.stringify({ error: 'x' }));
    await expect(api.get('/api/x')).rejects.toThrow('Request failed with status 500');
  });

  test("keeps the server's message apart, empty when the server sent none", async () => {
    respond(422, JSON.stringify({ fieldErrors: { email: 'That address cannot receive mail' } }));
    const error = (await api.post('/api/x', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.serverMessage).toBe('');
    expect(error.message).toBe('Request failed with status 422');
    expect(error.fieldErrors).toEqual({ email: 'That address cannot receive mail' });
  });

  test('treats an empty message like a missing one', async () => {
    respond(400, JSON.stringify({ message: '', code: 'BAD_REQUEST' }));
    const error = (await api.post('/api/x', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.serverMessage).toBe('');
    expect(error.message).toBe('Request failed with status 400');
  });

  test('has no server message when the error body is not JSON', async () => {
    respond(502, '<html>Bad gateway</html>', 'text/html');
    const error = (await api.get('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.serverMessage).toBe('');
    expect(error.message).toBe('Request failed');
  });

  test("gives the server's message both as the message and as the server message", async () => {
    respond(401, JSON.stringify({ message: 'Authentication failed', code: 'UNAUTHORIZED' }));
    const error = (await api.post('/api/x', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.serverMessage).toBe('Authentication failed');
    expect(error.message).toBe('Authentication failed');
  });

  test('passes field errors on', async () => {
    respond(
      400,
      JSON.stringify({
        message: 'Please enter your name',
        code: 'VALIDATION_ERROR',
        fieldErrors: { name: 'Please enter your name' },
      }),
    );
    const error = (await api.post('/api/x', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.fieldErrors).toEqual({ name: 'Please enter your name' });
  });

  test('sends a JSON body only for POST, PUT and PATCH', async () => {
    const fetchMock = respond(200, '{"ok":true}');
    await api.get('/api/a');
    await api.post('/api/b', { a: 1 });
    await api.put('/api/c', { b: 2 });
    await api.patch('/api/d', { c: 3 });
    await api.delete('/api/e');
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(calls.map(([, init]) => init.body)).toEqual([
      undefined,
      '{"a":1}',
      '{"b":2}',
      '{"c":3}',
      undefined,
    ]);
    expect((calls[1]![1].headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect((calls[0]![1].headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  test('answers the parsed JSON on success', async () => {
    respond(200, JSON.stringify({ requestId: 'REQ-7K3F9Q' }));
    await expect(api.post('/api/booking-requests', {})).resolves.toEqual({ requestId: 'REQ-7K3F9Q' });
  });
});

describe("failureMessage: the spec's words for a screen that has its own (section 8)", () => {
  const SPEC_WORDS = 'Invalid coupon code';

  test('no connection gives the spec\'s words, not the browser\'s "Failed to fetch"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await api.post('/api/x', {}).catch((e: unknown) => e);
    expect(failureMessage(error, SPEC_WORDS)).toBe(SPEC_WORDS);
  });

  test("a server fault gives the spec's words, with or without the server's message", async () => {
    respond(
      500,
      JSON.stringify({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' }),
    );
    expect(failureMessage(await api.post('/api/x', {}).catch((e: unknown) => e), SPEC_WORDS)).toBe(
      SPEC_WORDS,
    );
    respond(502, '<html>Bad gateway</html>', 'text/html');
    expect(failureMessage(await api.post('/api/x', {}).catch((e: unknown) => e), SPEC_WORDS)).toBe(
      SPEC_WORDS,
    );
  });

  test('a refusal keeps the server\'s message; one without a message gives the spec\'s words, not "Request failed with status N"', async () => {
    respond(429, JSON.stringify({ message: 'Too many requests. Please wait a moment and try again.' }));
    expect(failureMessage(await api.post('/api/x', {}).catch((e: unknown) => e), SPEC_WORDS)).toBe(
      'Too many requests. Please wait a moment and try again.',
    );
    respond(400, JSON.stringify({ code: 'BAD_REQUEST' }));
    expect(failureMessage(await api.post('/api/x', {}).catch((e: unknown) => e), SPEC_WORDS)).toBe(
      SPEC_WORDS,
    );
  });
});
