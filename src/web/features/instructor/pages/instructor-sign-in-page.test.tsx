import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { INSTRUCTOR_LINK_INVALID_MESSAGE } from '@core/api/instructor';
import { fakeApi } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { INSTRUCTOR_SESSION_QUERY_KEY } from '../api/instructor-session';
import { InstructorSignInPage } from './instructor-sign-in-page';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-';
const SESSION = { id: 'i1', name: 'Alex Rivera', email: 'alex@example.com' };

beforeEach(() => window.history.replaceState(null, '', `/instructor/sign-in#token=${TOKEN}`));
afterEach(() => vi.unstubAllGlobals());

function openLink({ strict = false } = {}) {
  return renderWithApp(<InstructorSignInPage />, {
    strict,
    path: '/instructor/sign-in',
    routes: { '/instructor': <h1>Instructor day</h1> },
  });
}

describe('InstructorSignInPage', () => {
  test('takes the token out of the address, trades it for a session, and goes on to the day’s lessons', async () => {
    const api = fakeApi({ 'POST /api/instructor/session': { status: 200, body: SESSION } });
    const { queryClient } = openLink();
    expect(await screen.findByRole('heading', { name: 'Instructor day' })).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(api.callsTo('POST /api/instructor/session').map((c) => c.body)).toEqual([{ token: TOKEN }]);
    expect(queryClient.getQueryData(INSTRUCTOR_SESSION_QUERY_KEY)).toEqual(SESSION);
    expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/instructor$/);
  });

  test('a used or expired link says so and offers the email form', async () => {
    fakeApi({
      'POST /api/instructor/session': {
        status: 400,
        body: { code: 'LINK_INVALID', message: INSTRUCTOR_LINK_INVALID_MESSAGE },
      },
    });
    openLink();
    expect(await screen.findByText(INSTRUCTOR_LINK_INVALID_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Email me a sign-in link' })).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/instructor/sign-in');
  });

  test('a link is sent to the server once, even when React runs the page’s effects twice', async () => {
    const api = fakeApi({ 'POST /api/instructor/session': { status: 200, body: SESSION } });
    openLink({ strict: true });
    expect(await screen.findByRole('heading', { name: 'Instructor day' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/instructor/session')).toHaveLength(1);
  });

  test('an address without a token goes to the instructor page without asking the server', async () => {
    window.history.replaceState(null, '', '/instructor/sign-in');
    const api = fakeApi({});
    openLink();
    expect(await screen.findByRole('heading', { name: 'Instructor day' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
