import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { CreditAccount } from '@core/api/credits';
import { fakeApi } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { CreditPanel } from './credit-panel';

afterEach(() => vi.unstubAllGlobals());

// Noon UTC, so the day is the same in any zone the tests run in.
const account: CreditAccount = {
  email: 'riley@example.com',
  balance: 3,
  nextExpiry: '2027-05-12T12:00:00.000Z',
  lots: [
    {
      id: 'lot-later',
      kind: 'weather',
      lessonType: null,
      level: null,
      granted: 1,
      remaining: 1,
      expiresAt: '2027-09-01T12:00:00.000Z',
      expired: false,
      description: 'Weather credit',
    },
    {
      id: 'lot-soon',
      kind: 'package',
      lessonType: 'private',
      level: 'guppy',
      granted: 4,
      remaining: 2,
      expiresAt: '2027-05-12T12:00:00.000Z',
      expired: false,
      description: 'Four private lessons',
    },
    {
      id: 'lot-gone',
      kind: 'adjustment',
      lessonType: null,
      level: null,
      granted: 2,
      remaining: 2,
      expiresAt: '2026-01-01T12:00:00.000Z',
      expired: true,
      description: 'Goodwill',
    },
    {
      id: 'lot-used',
      kind: 'package',
      lessonType: 'group',
      level: null,
      granted: 1,
      remaining: 0,
      expiresAt: '2027-12-01T12:00:00.000Z',
      expired: false,
      description: 'One group lesson',
    },
  ],
  entries: [
    {
      id: 'e1',
      kind: 'package',
      lessons: 4,
      lotId: 'lot-soon',
      description: 'Bought Four private lessons',
      reason: null,
      actor: 'customer',
      createdAt: '2026-05-12T12:00:00.000Z',
    },
    {
      id: 'e2',
      kind: 'spend',
      lessons: -2,
      lotId: 'lot-soon',
      description: 'Booked BK-ABC123',
      reason: null,
      actor: 'family:riley@example.com',
      createdAt: '2026-06-03T12:00:00.000Z',
    },
  ],
};

describe('the lesson credits panel', () => {
  test('shows the balance, the soonest expiry, the usable lots and the history, with a way to book', async () => {
    fakeApi({ 'GET /api/family/credits': { status: 200, body: account } });
    renderWithApp(<CreditPanel />, { path: '/my-lessons' });
    const panel = await screen.findByRole('region', { name: 'Lesson credits' });
    expect(within(panel).getByTestId('credit-balance')).toHaveTextContent('3 lesson credits');
    expect(within(panel).getByTestId('credit-next-expiry')).toHaveTextContent('next expires 12 May 2027');

    // Soonest first; expired and used-up lots are left out.
    const lots = within(within(panel).getByRole('list', { name: 'Credits you can use' })).getAllByRole(
      'listitem',
    );
    expect(lots.map((l) => l.textContent)).toEqual([
      'Private · Level 3: Freestyle Basics2 left · expires 12 May 2027',
      'Any lesson type · Any level1 left · expires 1 September 2027',
    ]);

    const history = within(within(panel).getByRole('list', { name: 'Credit history' })).getAllByRole(
      'listitem',
    );
    expect(history.map((h) => h.textContent)).toEqual([
      '3 Jun 2026Booked BK-ABC123-2',
      '12 May 2026Bought Four private lessons+4',
    ]);
    expect(within(panel).getByRole('link', { name: 'Book with a credit' })).toHaveAttribute(
      'href',
      '/calendar',
    );
  });

  test('with every credit used or expired, it shows the history but no way to book with one', async () => {
    fakeApi({
      'GET /api/family/credits': {
        status: 200,
        body: { ...account, balance: 0, nextExpiry: null, lots: [account.lots[2]] },
      },
    });
    renderWithApp(<CreditPanel />, { path: '/my-lessons' });
    const panel = await screen.findByRole('region', { name: 'Lesson credits' });
    expect(within(panel).getByTestId('credit-balance')).toHaveTextContent('0 lesson credits');
    expect(within(panel).queryByTestId('credit-next-expiry')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('list', { name: 'Credits you can use' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Book with a credit' })).not.toBeInTheDocument();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
  });

  test('a family that never had a credit sees no panel at all', async () => {
    const api = fakeApi({
      'GET /api/family/credits': {
        status: 200,
        body: { email: 'new@example.com', balance: 0, nextExpiry: null, lots: [], entries: [] },
      },
    });
    renderWithApp(<CreditPanel />, { path: '/my-lessons' });
    await vi.waitFor(() => expect(api.callsTo('GET /api/family/credits')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('region', { name: 'Lesson credits' })).not.toBeInTheDocument();
  });

  test('a failed read says why and offers to try again', async () => {
    fakeApi({
      'GET /api/family/credits': { status: 500, body: { message: 'Something went wrong', code: 'INTERNAL' } },
    });
    renderWithApp(<CreditPanel />, { path: '/my-lessons' });
    // The query client asks once more (a second later) before it gives up.
    const panel = await screen.findByRole('region', { name: 'Lesson credits' }, { timeout: 3000 });
    expect(within(panel).getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(within(panel).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  test('a long history shows the newest eight entries until the family asks for all', async () => {
    const entries = Array.from({ length: 11 }, (_, i) => ({
      ...account.entries[0]!,
      id: `e${i}`,
      lessons: 1,
      description: `Credit ${i + 1}`,
      createdAt: new Date(Date.UTC(2026, 0, i + 1, 12)).toISOString(),
    }));
    fakeApi({ 'GET /api/family/credits': { status: 200, body: { ...account, entries } } });
    const user = userEvent.setup();
    renderWithApp(<CreditPanel />, { path: '/my-lessons' });
    const history = await screen.findByRole('list', { name: 'Credit history' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(8);
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('Credit 11');
    await user.click(screen.getByRole('button', { name: 'Show all 11 entries' }));
    expect(within(history).getAllByRole('listitem')).toHaveLength(11);
    expect(within(history).getAllByRole('listitem')[10]).toHaveTextContent('Credit 1+1');
  });

  test('credits alike (same lesson type, level and expiry day) read as one line', async () => {
    const storm = (id: string, remaining: number) => ({
      ...account.lots[0]!,
      id,
      kind: 'weather' as const,
      lessonType: 'semi_private',
      level: null,
      granted: remaining,
      remaining,
      expiresAt: '2027-05-23T12:00:00.000Z',
    });
    fakeApi({
      'GET /api/family/credits': {
        status: 200,
        body: { ...account, balance: 3, lots: [storm('a', 1), storm('b', 2)] },
      },
    });
    renderWithApp(<CreditPanel />, { path: '/my-lessons' });
    const lots = await screen.findByRole('list', { name: 'Credits you can use' });
    expect(
      within(lots)
        .getAllByRole('listitem')
        .map((l) => l.textContent),
    ).toEqual(['Semi-Private · Any level3 left · expires 23 May 2027']);
  });
});
