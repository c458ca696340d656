import { expect, test } from 'vitest';
import { scrubErrorReport } from './scrub-error-report';

test('takes out the request body, cookies, headers, query string, user and every email address', () => {
  const event = {
    message: 'could not email ana.perez@example.com',
    exception: { values: [{ type: 'Error', value: 'no family for ana.perez@example.com' }] },
    request: {
      url: 'https://swim.example.com/booking?email=ana.perez%40example.com&code=abc',
      method: 'POST',
      data: { email: 'ana.perez@example.com' },
      cookies: { family_session: 'secret' },
      headers: { cookie: 'family_session=secret' },
      query_string: 'email=ana.perez%40example.com',
    },
    user: { ip_address: '10.1.2.3', email: 'ana.perez@example.com' },
    breadcrumbs: [{ message: 'sent to ana.perez@example.com', data: { url: '/api/x?token=t0k' } }],
    tags: { route: '/api/contact' },
  };
  const scrubbed = scrubErrorReport(event);
  const text = JSON.stringify(scrubbed);
  for (const secret of ['ana.perez', 'secret', 'code=abc', 'token=t0k', '10.1.2.3'])
    expect(text).not.toContain(secret);
  expect(scrubbed.request).toEqual({ url: 'https://swim.example.com/booking', method: 'POST' });
  expect(scrubbed.message).toBe('could not email [email]');
  expect(scrubbed.tags).toEqual({ route: '/api/contact' });
  // The event it was given is left as it was.
  expect(event.request.data.email).toBe('ana.perez@example.com');
});
