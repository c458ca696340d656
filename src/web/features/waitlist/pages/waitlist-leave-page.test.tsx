import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { WAITLIST_MESSAGES } from '@core/api/waitlist';
import { fakeApi } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { WaitlistDeclinePage } from './waitlist-decline-page';
import { WaitlistLeavePage } from './waitlist-leave-page';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-';

beforeEach(() => window.history.replaceState(null, '', `/waitlist/leave#token=${TOKEN}`));
afterEach(() => vi.unstubAllGlobals());

describe('WaitlistLeavePage', () => {
  test('opening the link changes nothing: it asks, and leaves only on the click', async () => {
    const api = fakeApi({
      'POST /api/waitlist/leave': { status: 200, body: { message: WAITLIST_MESSAGES.left } },
    });
    const user = userEvent.setup();
    renderWithApp(<WaitlistLeavePage />, { path: '/waitlist/leave', strict: true });

    expect(screen.getByRole('heading', { name: 'Leave the waitlist?' })).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    // Mail scanners open links: nothing is sent until the family presses the button.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Leave waitlist' }));
    expect(await screen.findByText(WAITLIST_MESSAGES.left)).toBeInTheDocument();
    expect(api.callsTo('POST /api/waitlist/leave').map((c) => c.body)).toEqual([{ token: TOKEN }]);
    expect(screen.queryByRole('button', { name: 'Leave waitlist' })).not.toBeInTheDocument();
  });

  test('a link that is not valid shows the server’s message and nothing to press again', async () => {
    fakeApi({
      'POST /api/waitlist/leave': {
        status: 404,
        body: { code: 'LINK_INVALID', message: WAITLIST_MESSAGES.linkInvalid },
      },
    });
    const user = userEvent.setup();
    renderWithApp(<WaitlistLeavePage />, { path: '/waitlist/leave' });
    await user.click(screen.getByRole('button', { name: 'Leave waitlist' }));
    expect(await screen.findByText(WAITLIST_MESSAGES.linkInvalid)).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('button', { name: 'Leave waitlist' })).not.toBeInTheDocument();
  });

  test('an address without a token says the link is not valid and asks the server nothing', () => {
    window.history.replaceState(null, '', '/waitlist/leave');
    const api = fakeApi({});
    renderWithApp(<WaitlistLeavePage />, { path: '/waitlist/leave' });
    expect(screen.getByText(WAITLIST_MESSAGES.linkInvalid)).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('button', { name: 'Leave waitlist' })).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});

describe('WaitlistDeclinePage', () => {
  test('asks "Decline this spot?" and declines on the click, showing the answer', async () => {
    window.history.replaceState(null, '', `/waitlist/decline#token=${TOKEN}`);
    const api = fakeApi({
      'POST /api/waitlist/offers/decline': { status: 200, body: { message: WAITLIST_MESSAGES.declined } },
    });
    const user = userEvent.setup();
    renderWithApp(<WaitlistDeclinePage />, { path: '/waitlist/decline' });
    expect(screen.getByRole('heading', { name: 'Decline this spot?' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Decline this spot' }));
    expect(await screen.findByText(WAITLIST_MESSAGES.declined)).toBeInTheDocument();
    expect(api.callsTo('POST /api/waitlist/offers/decline').map((c) => c.body)).toEqual([{ token: TOKEN }]);
  });
});
