import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, type FakeRoute } from '@web/test/fake-api';
import { validateCoupon } from '../api/booking-api';
import { CouponPanel } from './coupon-panel';

/** The panel as step 4 shows it, asking the real API client; the server's answer is `answer`. */
async function tryCode(answer: FakeRoute) {
  fakeApi({ 'POST /api/coupons/validate': answer });
  const onApplied = vi.fn();
  render(
    <CouponPanel
      applied={null}
      onApplied={onApplied}
      check={(code) =>
        validateCoupon({
          code,
          lessonType: 'private',
          bookingAmount: 4500,
          isFirstTime: true,
          slotIds: ['00000000-0000-4000-8000-000000000001'],
          swimmersCount: 1,
        })
      }
    />,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Have a coupon code?' }));
  await user.type(screen.getByLabelText('Coupon code'), 'save10');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  await screen.findByText('Invalid Coupon');
  return { onApplied };
}

afterEach(() => vi.unstubAllGlobals());

describe('CouponPanel', () => {
  test('spec 8.5: a coupon that cannot be checked for lack of a connection says "Invalid coupon code", not "Failed to fetch"', async () => {
    const { onApplied } = await tryCode(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(screen.getByText('Invalid coupon code')).toBeInTheDocument();
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
    expect(onApplied).not.toHaveBeenCalled();
  });

  test('spec 8.5: a server fault says "Invalid coupon code", not "Request failed with status 500"', async () => {
    await tryCode({ status: 500, body: { code: 'INTERNAL' } });
    expect(screen.getByText('Invalid coupon code')).toBeInTheDocument();
    expect(screen.queryByText(/Request failed/)).not.toBeInTheDocument();
  });

  test("a refusal with the server's message shows that message", async () => {
    await tryCode({
      status: 429,
      body: { message: 'Too many requests. Please wait a moment and try again.', code: 'RATE_LIMITED' },
    });
    expect(screen.getByText('Too many requests. Please wait a moment and try again.')).toBeInTheDocument();
  });

  test("a code the server finds invalid shows the server's reason", async () => {
    await tryCode({ status: 200, body: { valid: false, error: 'This coupon has expired.' } });
    expect(screen.getByText('This coupon has expired.')).toBeInTheDocument();
  });
});
