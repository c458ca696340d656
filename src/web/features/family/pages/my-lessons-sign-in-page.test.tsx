import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { FAMILY_LINK_BUTTON, FAMILY_LINK_INVALID_MESSAGE } from '@core/api/family';
import { storeBookingToFinish } from '@web/lib/booking-to-finish';
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
    routes: { '/my-lessons': <h1>My Lessons list</h1>, '/booking': <h1>The booking wizard</h1> },
  });
}

const preview = (signedInAs: string | null = null) => ({
  'POST /api/family/session/preview': { status: 200, body: { email: 'riley@example.com', signedInAs } },
});

describe('MyLessonsSignInPage', () => {
  test('sign-in links are used on arrival no more: the page names the email and signs in only on the click', async () => {
    const api = fakeApi({
      ...preview(),
      'POST /api/family/session': { status: 200, body: { email: 'riley@example.com' } },
    });
    const { queryClient } = openLink();

    const button = await screen.findByRole('button', { name: 'Sign in as riley@example.com' });
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/my-lessons/sign-in');
    expect(api.callsTo('POST /api/family/session/preview').map((c) => c.body)).toEqual([{ token: TOKEN }]);
    expect(api.callsTo('POST /api/family/session')).toEqual([]);
    // Focus moves to the button once it is on screen (an effect after the render that shows it).
    await waitFor(() => expect(button).toHaveFocus());

    await userEvent.click(button);
    expect(await screen.findByRole('heading', { name: 'My Lessons list' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/family/session').map((c) => c.body)).toEqual([
      { token: TOKEN, email: 'riley@example.com', replace: true },
    ]);
    expect(queryClient.getQueryData(FAMILY_SESSION_QUERY_KEY)).toEqual({ email: 'riley@example.com' });
    expect(mayHaveFamilySession()).toBe(true);
    expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/my-lessons$/);
  });

  test('a family that left a booking here to prove its email goes back to it; a booking kept for another email does not count', async () => {
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    fakeApi({
      ...preview(),
      'POST /api/family/session': { status: 200, body: { email: 'riley@example.com' } },
    });
    storeBookingToFinish({ email: 'someone.else@example.com', expiresAt: inAnHour });
    const first = openLink();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in as riley@example.com' }));
    expect(await screen.findByRole('heading', { name: 'My Lessons list' })).toBeInTheDocument();
    first.unmount();

    window.history.replaceState(null, '', `/my-lessons/sign-in#token=${TOKEN}`);
    storeBookingToFinish({ email: 'Riley@example.com', expiresAt: inAnHour });
    openLink();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in as riley@example.com' }));
    expect(await screen.findByRole('heading', { name: 'The booking wizard' })).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/booking\?resume=1$/);
  });

  test('a browser signed in as another email is told, and can stay as it is', async () => {
    const api = fakeApi(preview('sam@example.com'));
    openLink();
    expect(
      (await screen.findByText(/This browser is signed in as/)).closest('[role="alert"]'),
    ).toHaveTextContent(
      'This browser is signed in as sam@example.com. Signing in as riley@example.com signs sam@example.com out here.',
    );
    expect(screen.getByRole('button', { name: 'Sign in as riley@example.com instead' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stay signed in as sam@example.com' }));
    expect(await screen.findByRole('heading', { name: 'My Lessons list' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/family/session')).toEqual([]);
  });

  test('a used or expired link says so and offers the email form', async () => {
    fakeApi({
      'POST /api/family/session/preview': {
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

  test('a link is used once, even when React runs the page’s effects twice', async () => {
    const api = fakeApi({
      ...preview(),
      'POST /api/family/session': { status: 200, body: { email: 'riley@example.com' } },
    });
    openLink({ strict: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in as riley@example.com' }));
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
