import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { CreditAccount } from '@core/api/credits';
import { fakeApi } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { CreditsScreen } from './credits-screen';

afterEach(() => vi.unstubAllGlobals());

const EMAIL = 'riley@example.com';
const ACCOUNT_PATH = `/api/admin/credits/${encodeURIComponent(EMAIL)}`;

const account: CreditAccount = {
  email: EMAIL,
  balance: 3,
  nextExpiry: '2027-05-12T16:00:00.000Z',
  lots: [
    {
      id: 'lot-1',
      kind: 'package',
      lessonType: 'private',
      level: 'guppy',
      granted: 4,
      remaining: 3,
      expiresAt: '2027-05-12T16:00:00.000Z',
      expired: false,
      description: 'Four private lessons',
    },
    {
      id: 'lot-2',
      kind: 'weather',
      lessonType: null,
      level: null,
      granted: 1,
      remaining: 1,
      expiresAt: '2026-01-02T16:00:00.000Z',
      expired: true,
      description: 'Weather: storm',
    },
  ],
  entries: [
    {
      id: 'e1',
      kind: 'package',
      lessons: 4,
      lotId: 'lot-1',
      description: 'Bought Four private lessons',
      reason: null,
      actor: 'customer',
      createdAt: '2026-05-12T16:00:00.000Z',
    },
    {
      id: 'e2',
      kind: 'spend',
      lessons: -1,
      lotId: 'lot-1',
      description: 'Booking BK-ABC123',
      reason: null,
      actor: `family:${EMAIL}`,
      createdAt: '2026-06-01T16:00:00.000Z',
    },
  ],
};

function server() {
  let current = account;
  return fakeApi({
    'GET /api/csrf-token': { status: 200, body: { token: 'csrf' } },
    'GET /api/admin/credits': {
      status: 200,
      body: { families: [{ email: EMAIL, balance: 3, lastEntryAt: '2026-06-01T16:00:00.000Z' }] },
    },
    [`GET ${ACCOUNT_PATH}`]: () => ({ status: 200, body: current }),
    'POST /api/admin/credits/adjustments': (call) => {
      const body = call.body as { lessons: number; reason: string };
      current = {
        ...current,
        balance: current.balance + body.lessons,
        entries: [
          ...current.entries,
          {
            id: 'e3',
            kind: 'adjustment',
            lessons: body.lessons,
            lotId: 'lot-3',
            description: 'Goodwill credit',
            reason: body.reason,
            actor: 'admin',
            createdAt: '2026-06-02T16:00:00.000Z',
          },
        ],
      };
      return { status: 200, body: current };
    },
  });
}

async function openRiley(user: ReturnType<typeof userEvent.setup>) {
  renderWithApp(<CreditsScreen />, { path: '/admin/credits' });
  await user.click(await screen.findByRole('button', { name: `Open ledger of ${EMAIL}` }));
  return screen.findByRole('region', { name: `Ledger of ${EMAIL}` });
}

describe('the credits screen', () => {
  test('lists the families with a ledger and opens one: balance, next expiry, lots and history', async () => {
    server();
    const user = userEvent.setup();
    renderWithApp(<CreditsScreen />, { path: '/admin/credits' });
    const row = (await screen.findByRole('cell', { name: EMAIL })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('3 lesson credits');

    await user.click(screen.getByRole('button', { name: `Open ledger of ${EMAIL}` }));
    const ledger = await screen.findByRole('region', { name: `Ledger of ${EMAIL}` });
    expect(await within(ledger).findByTestId('credit-balance')).toHaveTextContent('3 lesson credits');
    expect(within(ledger).getByTestId('credit-next-expiry')).toHaveTextContent('12 May 2027');
    expect(screen.getByTestId('current-path')).toHaveTextContent(
      `/admin/credits?email=${encodeURIComponent(EMAIL)}`,
    );

    const lots = within(ledger).getByRole('region', { name: 'Lots' });
    const [packageLot, weatherLot] = within(lots).getAllByRole('row').slice(1);
    expect(packageLot).toHaveTextContent(/Package.*Private.*Level 3: .*4\s*3\s*12 May 2027/);
    expect(weatherLot).toHaveTextContent(
      /Weather credit.*Any lesson type\s*Any level\s*1\s*1\s*2 Jan 2026\s*Expired/,
    );

    const history = within(ledger).getByRole('region', { name: 'History' });
    const [newest, oldest] = within(history).getAllByRole('row').slice(1);
    expect(newest).toHaveTextContent(/Lessons booked\s*-1\s*Booking BK-ABC123/);
    expect(newest).toHaveTextContent(`the family (${EMAIL})`);
    expect(oldest).toHaveTextContent(/Package\s*\+4\s*Bought Four private lessons/);
  });

  test('refuses a zero adjustment and a missing reason before asking the server', async () => {
    const api = server();
    const user = userEvent.setup();
    const ledger = await openRiley(user);
    await within(ledger).findByTestId('credit-balance');
    await user.type(within(ledger).getByRole('spinbutton', { name: /Lessons/ }), '0');
    await user.click(within(ledger).getByRole('button', { name: 'Save Adjustment' }));
    expect(
      await within(ledger).findByText('Lessons must be a whole number from -20 to 20, not 0'),
    ).toBeInTheDocument();
    expect(within(ledger).getByText('A reason is required')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/credits/adjustments')).toHaveLength(0);
  });

  test('adds a goodwill credit with its reason and lesson type, and shows the new ledger', async () => {
    const api = server();
    const user = userEvent.setup();
    const ledger = await openRiley(user);
    await within(ledger).findByTestId('credit-balance');
    await user.type(within(ledger).getByRole('spinbutton', { name: /Lessons/ }), '2');
    await user.selectOptions(within(ledger).getByRole('combobox', { name: /Lesson type/ }), 'group');
    await user.type(within(ledger).getByRole('spinbutton', { name: /Months valid/ }), '6');
    await user.type(within(ledger).getByRole('textbox', { name: /Reason/ }), 'Pool heater broke');
    await user.click(within(ledger).getByRole('button', { name: 'Save Adjustment' }));

    expect(await within(ledger).findByText('Pool heater broke')).toBeInTheDocument();
    expect(within(ledger).getByTestId('credit-balance')).toHaveTextContent('5 lesson credits');
    expect(api.callsTo('POST /api/admin/credits/adjustments').map((c) => c.body)).toEqual([
      { email: EMAIL, lessons: 2, reason: 'Pool heater broke', lessonType: 'group', monthsValid: 6 },
    ]);
  });

  test('taking credits sends no lesson type or validity, and a 409 shows the server’s message', async () => {
    const api = server();
    const message = 'This family has only 3 lesson credits; you cannot take 5.';
    api.set('POST /api/admin/credits/adjustments', {
      status: 409,
      body: { message, code: 'NOT_ENOUGH_CREDITS' },
    });
    const user = userEvent.setup();
    const ledger = await openRiley(user);
    await within(ledger).findByTestId('credit-balance');
    await user.selectOptions(within(ledger).getByRole('combobox', { name: /Lesson type/ }), 'group');
    await user.type(within(ledger).getByRole('spinbutton', { name: /Lessons/ }), '-5');
    expect(within(ledger).getByRole('combobox', { name: /Lesson type/ })).toBeDisabled();
    await user.type(within(ledger).getByRole('textbox', { name: /Reason/ }), 'Booked twice by mistake');
    await user.click(within(ledger).getByRole('button', { name: 'Save Adjustment' }));

    expect(await within(ledger).findByRole('alert')).toHaveTextContent(message);
    expect(within(ledger).getByTestId('credit-balance')).toHaveTextContent('3 lesson credits');
    expect(api.callsTo('POST /api/admin/credits/adjustments').map((c) => c.body)).toEqual([
      { email: EMAIL, lessons: -5, reason: 'Booked twice by mistake', lessonType: null },
    ]);
  });

  test('opens a family by email, checking the address first', async () => {
    const api = server();
    const user = userEvent.setup();
    renderWithApp(<CreditsScreen />, { path: '/admin/credits' });
    const search = screen.getByRole('search', { name: "Open a family's ledger" });
    await user.type(within(search).getByRole('textbox', { name: /Family email/ }), 'not-an-email');
    await user.click(within(search).getByRole('button', { name: 'Open ledger' }));
    expect(await within(search).findByText('Enter a valid email address')).toBeInTheDocument();
    expect(api.callsTo(`GET ${ACCOUNT_PATH}`)).toHaveLength(0);

    await user.clear(within(search).getByRole('textbox', { name: /Family email/ }));
    await user.type(within(search).getByRole('textbox', { name: /Family email/ }), EMAIL);
    await user.click(within(search).getByRole('button', { name: 'Open ledger' }));
    expect(await screen.findByTestId('credit-balance')).toHaveTextContent('3 lesson credits');
  });
});
