import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { fakeApi } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { PoliciesScreen } from './policies-screen';

function server(
  hours = 24,
  minutes = 120,
  credit: { cancelRefundAs: 'refund' | 'credit'; creditMonthsValid: number } = {
    cancelRefundAs: 'refund',
    creditMonthsValid: 12,
  },
) {
  const saved = { cancelNoticeHours: hours, offerWindowMinutes: minutes, ...credit };
  return fakeApi({
    'GET /api/csrf-token': { status: 200, body: { token: 'csrf' } },
    'GET /api/admin/policies': () => ({ status: 200, body: { ...saved } }),
    'PUT /api/admin/policies': (call) => {
      Object.assign(saved, call.body);
      return { status: 200, body: { ...saved } };
    },
  });
}

const field = () => screen.getByRole('spinbutton', { name: /Refund notice \(hours\)/ });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Policy' }));

describe('the refund notice policy', () => {
  test('shows the notice in force and saves a new one, which then reads as the rule', async () => {
    const api = server(24);
    renderWithApp(<PoliciesScreen />, { path: '/admin/policies' });
    expect(await screen.findByText(/more than 24 hours before it starts/)).toBeInTheDocument();
    expect(field()).toHaveValue(24);

    fireEvent.change(field(), { target: { value: '48' } });
    save();
    expect(await screen.findByText(/more than 48 hours before it starts/)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/policies').map((c) => c.body)).toEqual([{ cancelNoticeHours: 48 }]);
    expect(await screen.findByText('Refund notice saved: 48 hours')).toBeInTheDocument();
  });

  test.each(['', '-1', '1.5', '721', 'abc'])(
    'refuses %j before asking the server, naming the rule',
    async (value) => {
      const api = server(24);
      renderWithApp(<PoliciesScreen />, { path: '/admin/policies' });
      await screen.findByText(/more than 24 hours/);
      fireEvent.change(field(), { target: { value } });
      save();
      expect(
        await screen.findByText('Refund notice must be a whole number of hours from 0 to 720'),
      ).toBeInTheDocument();
      expect(field()).toHaveAttribute('aria-invalid', 'true');
      expect(api.callsTo('PUT /api/admin/policies')).toHaveLength(0);
    },
  );

  test("shows the server's refusal under the field", async () => {
    const api = server(24);
    api.set('PUT /api/admin/policies', {
      status: 400,
      body: {
        message: 'Please check the form',
        code: 'VALIDATION_ERROR',
        fieldErrors: { cancelNoticeHours: 'From 0 to 720 hours' },
      },
    });
    renderWithApp(<PoliciesScreen />, { path: '/admin/policies' });
    await screen.findByText(/more than 24 hours/);
    fireEvent.change(field(), { target: { value: '12' } });
    save();
    await waitFor(() => expect(screen.getByText('From 0 to 720 hours')).toBeInTheDocument());
    expect(screen.getByText(/more than 24 hours before it starts/)).toBeInTheDocument();
  });

  test('says a zero notice refunds right up to the start', async () => {
    server(0);
    renderWithApp(<PoliciesScreen />, { path: '/admin/policies' });
    expect(await screen.findByText(/any time before it starts/)).toBeInTheDocument();
  });
});

describe('the waitlist offer window', () => {
  const windowField = () => screen.getByRole('spinbutton', { name: /Waitlist offer window \(minutes\)/ });

  test('shows the window in force and saves a new one on its own, through the same policies call', async () => {
    const api = server(24, 120);
    renderWithApp(<PoliciesScreen />, { path: '/admin/policies' });
    expect(await screen.findByText(/has 2 hours to book it/)).toBeInTheDocument();
    expect(windowField()).toHaveValue(120);

    fireEvent.change(windowField(), { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Offer Window' }));
    expect(await screen.findByText(/has 45 minutes to book it/)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/policies').map((c) => c.body)).toEqual([{ offerWindowMinutes: 45 }]);
    expect(await screen.findByText('Offer window saved: 45 minutes')).toBeInTheDocument();
  });

  test('refuses a window shorter than 15 minutes before asking the server', async () => {
    const api = server(24, 120);
    renderWithApp(<PoliciesScreen />, { path: '/admin/policies' });
    await screen.findByText(/has 2 hours/);
    fireEvent.change(windowField(), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Offer Window' }));
    expect(
      await screen.findByText('The offer window must be a whole number of minutes from 15 to 1440'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/policies')).toHaveLength(0);
  });
});

describe('refund or credit on a cancellation in time', () => {
  const months = () => screen.getByRole('spinbutton', { name: /Credits stay valid for \(months\)/ });
  const choice = (name: string) =>
    within(screen.getByRole('group', { name: 'On a cancellation in time, give back' })).getByRole('radio', {
      name,
    });

  test('shows the policy in force and switches to lesson credits with their validity, on their own', async () => {
    const api = server(24, 120);
    renderWithApp(<PoliciesScreen />, { path: '/admin/policies' });
    expect(
      await screen.findByText(
        /is refunded to the card\. Weather and goodwill credits stay valid for 12 months/,
      ),
    ).toBeInTheDocument();
    expect(choice('A refund to the card')).toBeChecked();
    expect(months()).toHaveValue(12);

    fireEvent.click(choice('Lesson credits'));
    fireEvent.change(months(), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Credit Policy' }));

    expect(
      await screen.findByText(/becomes lesson credits, one per swimmer, valid for 6 months/),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/policies').map((c) => c.body)).toEqual([
      { cancelRefundAs: 'credit', creditMonthsValid: 6 },
    ]);
    expect(await screen.findByText('Credit policy saved: lesson credits for 6 months')).toBeInTheDocument();
    // The refund notice now says what a family gets back under the new policy.
    expect(
      screen.getByText(/more than 24 hours before it starts gets lesson credits for it/),
    ).toBeInTheDocument();
    // The other policies keep their own values and forms.
    expect(field()).toHaveValue(24);
  });

  test.each(['0', '25', '1.5', ''])('refuses %j months before asking the server', async (value) => {
    const api = server(24, 120, { cancelRefundAs: 'credit', creditMonthsValid: 12 });
    renderWithApp(<PoliciesScreen />, { path: '/admin/policies' });
    await screen.findByText(/becomes lesson credits/);
    expect(choice('Lesson credits')).toBeChecked();
    fireEvent.change(months(), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Credit Policy' }));
    expect(await screen.findByText('Credits must stay valid for 1 to 24 months')).toBeInTheDocument();
    expect(months()).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT /api/admin/policies')).toHaveLength(0);
  });
});
