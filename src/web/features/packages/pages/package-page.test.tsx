import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { LessonPackage } from '@core/api/credits';
import { PACKAGE_PAGE_ROUTE } from '@core/site-routes';
import { fakeApi } from '@web/test/fake-api';
import { createQueryClient } from '@web/lib/query-client';
import { PackagePage } from './package-page';

/** The page reads its id from the route pattern, so it is mounted under `/packages/:id` as the app does. */
function renderPackagePage(id: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/packages/${id}`]}>
        <Routes>
          <Route path={PACKAGE_PAGE_ROUTE} element={<PackagePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const PKG_ID = '33333333-3333-4333-8333-333333333333';
const PURCHASE_ID = '44444444-4444-4444-8444-444444444444';
const pkg: LessonPackage = {
  id: PKG_ID,
  name: 'Summer Five',
  lessonType: 'private',
  level: null,
  lessons: 5,
  priceCents: 20000,
  monthsValid: 6,
  active: true,
};

function server(confirmStatus: 'paid' | 'pending_payment' | 'unavailable' = 'paid') {
  return fakeApi({
    'GET /api/packages': { status: 200, body: { packages: [pkg] } },
    [`POST /api/packages/${PKG_ID}/checkout`]: {
      status: 200,
      body: {
        purchaseId: PURCHASE_ID,
        paymentIntentId: 'pi_9',
        clientSecret: 'pi_9_secret',
        amount: 20000,
        gateway: 'test',
      },
    },
    'POST /api/payments/test/pay': { status: 200, body: { status: 'succeeded' } },
    [`POST /api/packages/purchases/${PURCHASE_ID}/confirm`]:
      confirmStatus === 'unavailable'
        ? { status: 503, body: { message: 'Service unavailable' } }
        : {
            status: 200,
            body: {
              purchaseId: PURCHASE_ID,
              status: confirmStatus,
              lessons: 5,
              email: 'dana@example.com',
              expiresAt: null,
            },
          },
  });
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('PackagePage', () => {
  test('shows the package, asks who buys it, takes the card and says the credits were added', async () => {
    const api = server();
    renderPackagePage(PKG_ID);
    expect(await screen.findByRole('heading', { name: 'Summer Five' })).toBeInTheDocument();
    expect(screen.getByText('$200.00')).toBeInTheDocument();
    expect(screen.getByText('5 lesson credits')).toBeInTheDocument();
    expect(screen.getByText('Private')).toBeInTheDocument();
    expect(screen.getByText('Any level')).toBeInTheDocument();
    expect(screen.getByText('6 months after you buy it')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText('Full Name is required')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/packages/${PKG_ID}/checkout`)).toEqual([]);

    await user.type(screen.getByLabelText(/^Full Name/), 'Dana Okafor');
    await user.type(screen.getByLabelText(/^Email Address/), 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByLabelText(/Card number/)).toBeInTheDocument();
    expect(api.callsTo(`POST /api/packages/${PKG_ID}/checkout`)[0]?.body).toMatchObject({
      name: 'Dana Okafor',
      email: 'dana@example.com',
      phone: null,
      idempotencyKey: expect.any(String),
    });

    await user.type(screen.getByLabelText(/Card number/), '4242424242424242');
    await user.type(screen.getByLabelText(/Expiry/), '1234');
    await user.type(screen.getByLabelText(/CVC/), '123');
    await user.type(screen.getByLabelText(/ZIP/), '20001');
    await user.click(screen.getByRole('button', { name: 'Pay $200.00' }));

    expect(
      await screen.findByText(
        '5 lesson credits added for dana@example.com. We emailed you a link to My Lessons, where you can see them.',
      ),
    ).toBeInTheDocument();
    // It leads to booking, and says how the credits pay there.
    expect(screen.getByRole('link', { name: 'Book with Your Credits' })).toHaveAttribute('href', '/booking');
    expect(screen.getByText(/At payment, sign in with the link we email you/)).toBeInTheDocument();
    expect(api.callsTo(`POST /api/packages/purchases/${PURCHASE_ID}/confirm`)).toHaveLength(1);
  });

  test('a confirm that fails after the card was charged asks to check again, never for a second purchase', async () => {
    const api = server('unavailable');
    renderPackagePage(PKG_ID);
    await screen.findByRole('heading', { name: 'Summer Five' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Full Name/), 'Dana Okafor');
    await user.type(screen.getByLabelText(/^Email Address/), 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await user.type(await screen.findByLabelText(/Card number/), '4242424242424242');
    await user.type(screen.getByLabelText(/Expiry/), '1234');
    await user.type(screen.getByLabelText(/CVC/), '123');
    await user.type(screen.getByLabelText(/ZIP/), '20001');
    await user.click(screen.getByRole('button', { name: 'Pay $200.00' }));
    expect(await screen.findByRole('button', { name: 'Check again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to Payment' })).not.toBeInTheDocument();
    expect(api.callsTo(`POST /api/packages/${PKG_ID}/checkout`)).toHaveLength(1);
  });

  test('a package that is not on sale says so and offers no form', async () => {
    server();
    renderPackagePage('55555555-5555-4555-8555-555555555555');
    expect(await screen.findByText('This package is not on sale.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to Payment' })).not.toBeInTheDocument();
  });

  test('a checkout the server refuses shows its message and keeps the details form', async () => {
    const api = server();
    api.set(`POST /api/packages/${PKG_ID}/checkout`, {
      status: 409,
      body: { code: 'PACKAGE_NOT_ON_SALE', message: 'This package is no longer on sale.' },
    });
    renderPackagePage(PKG_ID);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Full Name/), 'Dana Okafor');
    await user.type(screen.getByLabelText(/^Email Address/), 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('This package is no longer on sale.'),
    );
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeInTheDocument();
  });
});
