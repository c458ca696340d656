import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { FAMILY_LINK_BUTTON, FAMILY_LINK_INVALID_MESSAGE } from '@core/api/family';
import { FAMILY_SESSION_QUERY_KEY, mayHaveFamilySession } from '@web/lib/family-session';
import { fakeApi } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { MyLessonsSignInPage } from './my-lessons-sign-in-page';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-';

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', `/my-lessons/sign-in#token=${TOKEN}`);
});
afterEach(() => vi.unstubAllGlobals());

function openLink({ strict = false } = {}) {
  return renderWithApp(<MyLessonsSignInPage />, {
    strict,
    path: '/my-lessons/sign-in',
    routes: { '/my-lessons': <h1>My Lessons list</h1> },
  });
}

describe('MyLessonsSignInPage', () => {
  test('takes the token out of the address, trades it for a session, and goes on to My Lessons', async () => {
    const api = fakeApi({
      'POST /api/family/session': { status: 200, body: { email: 'riley@example.com' } },
    });
    const { queryClient } = openLink();

    expect(await screen.findByRole('heading', { name: 'My Lessons list' })).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/my-lessons/sign-in');
    expect(api.callsTo('POST /api/family/session').map((c) => c.body)).toEqual([{ token: TOKEN }]);
    expect(queryClient.getQueryData(FAMILY_SESSION_QUERY_KEY)).toEqual({ email: 'riley@example.com' });
    expect(mayHaveFamilySession()).toBe(true);
    expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/my-lessons$/);
  });

  test('a used or expired link says so and offers the email form', async () => {
    fakeApi({
      'POST /api/family/session': {
        status: 400,
        body: { code: 'LINK_INVALID', message: FAMILY_LINK_INVALID_MESSAGE },
      },
    });
    openLink();

    expect(await screen.findByText(FAMILY_LINK_INVALID_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: FAMILY_LINK_BUTTON })).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(screen.getByTestId('current-path')).toHaveTextContent('/my-lessons/sign-in');
    expect(mayHaveFamilySession()).toBe(false);
  });

  test('a link is sent to the server once, even when React runs the page’s effects twice', async () => {
    const api = fakeApi({
      'POST /api/family/session': { status: 200, body: { email: 'riley@example.com' } },
    });
    openLink({ strict: true });
    expect(await screen.findByRole('heading', { name: 'My Lessons list' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/family/session')).toHaveLength(1);
  });

  test('an address without a token goes to My Lessons without asking the server', async () => {
    window.history.replaceState(null, '', '/my-lessons/sign-in');
    const api = fakeApi({});
    openLink();
    expect(await screen.findByRole('heading', { name: 'My Lessons list' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
