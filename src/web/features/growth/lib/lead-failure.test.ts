import { afterEach, describe, expect, test, vi } from 'vitest';
import { requestLeadMagnet } from '../api/request-lead-magnet';
import { describeLeadFailure } from './lead-failure';

const lead = { email: 'sam@example.com', name: 'Sam', trigger: 'exit_intent' } as const;

/** What the visitor is told when the server answers `status` with `body`. */
async function failureFor(status: number, body: string, contentType = 'application/json') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers: { 'content-type': contentType } })),
  );
  const error = await requestLeadMagnet(lead).then(
    () => expect.fail('the request should have failed'),
    (e: unknown) => e,
  );
  return describeLeadFailure(error);
}

afterEach(() => vi.unstubAllGlobals());

describe('lead magnet failure wording', () => {
  test('field errors without a message ask the visitor to check their input', async () => {
    const failure = await failureFor(400, JSON.stringify({ fieldErrors: { email: 'Not deliverable' } }));
    expect(failure).toEqual({
      message: 'Please check your input and try again.',
      fieldErrors: { name: undefined, email: 'Not deliverable' },
    });
  });

  test("field errors with a message show the server's message", async () => {
    const body = { message: 'That address cannot receive mail', fieldErrors: { email: 'Not deliverable' } };
    const failure = await failureFor(400, JSON.stringify(body));
    expect(failure.message).toBe('That address cannot receive mail');
    expect(failure.fieldErrors.email).toBe('Not deliverable');
  });

  test('a refusal without field errors or a message says the submission failed', async () => {
    expect((await failureFor(409, JSON.stringify({ code: 'CONFLICT' }))).message).toBe(
      'Failed to submit. Please try again.',
    );
  });

  test('a server fault without a message says the submission failed, even with field errors', async () => {
    const failure = await failureFor(500, JSON.stringify({ fieldErrors: { email: 'x' } }));
    expect(failure).toEqual({ message: 'Failed to submit. Please try again.', fieldErrors: {} });
  });

  test('a page that is not JSON says the submission failed', async () => {
    expect((await failureFor(502, '<h1>Bad gateway</h1>', 'text/html')).message).toBe(
      'Failed to submit. Please try again.',
    );
  });

  test("any other failure with a message shows the server's message", async () => {
    const body = { message: 'Too many requests. Please wait a moment and try again.', code: 'RATE_LIMITED' };
    expect((await failureFor(429, JSON.stringify(body))).message).toBe(
      'Too many requests. Please wait a moment and try again.',
    );
  });

  test('no answer at all says the submission failed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await requestLeadMagnet(lead).catch((e: unknown) => e);
    expect(describeLeadFailure(error)).toEqual({
      message: 'Failed to submit. Please try again.',
      fieldErrors: {},
    });
  });
});
