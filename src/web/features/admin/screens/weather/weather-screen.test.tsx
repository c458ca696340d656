import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { WeatherPreview } from '@core/api/credits';
import { fakeApi } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { WeatherScreen, weatherResultText } from './weather-screen';

afterEach(() => vi.unstubAllGlobals());

const lessons: WeatherPreview['lessons'] = [
  {
    lessonId: '11111111-1111-4111-8111-111111111111',
    bookingId: 'b1',
    reference: 'BK-AAA111',
    customerName: 'Riley Chen',
    // 2:00 PM in New York in July.
    startTime: '2026-07-11T18:00:00.000Z',
    instructorName: 'Alex Rivera',
    seats: 2,
    outcome: 'credit',
  },
  {
    lessonId: '22222222-2222-4222-8222-222222222222',
    bookingId: 'b2',
    reference: 'BK-BBB222',
    customerName: 'Sam Park',
    startTime: '2026-07-11T19:00:00.000Z',
    instructorName: 'Jordan Lee',
    seats: 1,
    outcome: 'reschedule_link',
  },
];

function server() {
  return fakeApi({
    'GET /api/csrf-token': { status: 200, body: { token: 'csrf' } },
    'POST /api/admin/weather/preview': { status: 200, body: { lessons } },
    'POST /api/admin/weather/cancel': {
      status: 200,
      body: { cancelledLessons: 2, creditsGranted: 2, familiesEmailed: 2, timesLeftOpen: 0 },
    },
  });
}

async function fillWindow(user: ReturnType<typeof userEvent.setup>) {
  const form = screen.getByRole('form', { name: 'Weather window' });
  const date = within(form).getByLabelText(/^Date/);
  await user.clear(date);
  await user.type(date, '2026-07-11');
  const from = within(form).getByLabelText(/^From/);
  await user.clear(from);
  await user.type(from, '13:00');
  await user.type(within(form).getByLabelText(/^Reason/), 'Thunderstorms');
  return form;
}

describe('the weather screen', () => {
  test('starts with the whole of today', () => {
    server();
    renderWithApp(<WeatherScreen />, { path: '/admin/weather' });
    expect(screen.getByLabelText(/^From/)).toHaveValue('00:00');
    expect(screen.getByLabelText(/^To/)).toHaveValue('23:59');
    expect(screen.getByLabelText(/^Date/)).toHaveValue(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date()),
    );
  });

  test('previews the lessons, asks to confirm, cancels exactly those and says what happened', async () => {
    const api = server();
    const user = userEvent.setup();
    renderWithApp(<WeatherScreen />, { path: '/admin/weather' });
    const form = await fillWindow(user);
    await user.click(within(form).getByRole('button', { name: 'Preview' }));

    const preview = await screen.findByRole('region', { name: /Lessons that would be cancelled/ });
    const [first, second] = within(preview).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent(/2:00 PM\s*Riley Chen\s*BK-AAA111\s*Alex Rivera\s*2\s*Weather credit/);
    expect(second).toHaveTextContent(
      /3:00 PM\s*Sam Park\s*BK-BBB222\s*Jordan Lee\s*1\s*Free reschedule link/,
    );
    expect(api.callsTo('POST /api/admin/weather/preview').map((c) => c.body)).toEqual([
      { date: '2026-07-11', from: '13:00', to: '23:59', reason: 'Thunderstorms' },
    ]);

    await user.click(within(preview).getByRole('button', { name: 'Cancel these lessons for weather' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel these lessons for weather?' });
    expect(dialog).toHaveTextContent('2 lessons will be cancelled');
    // Nothing is cancelled until the owner confirms.
    expect(api.callsTo('POST /api/admin/weather/cancel')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel them' }));

    const result = await screen.findByTestId('weather-result');
    expect(result).toHaveAttribute('role', 'status');
    expect(result).toHaveTextContent('Cancelled 2 lessons, gave 2 credits, emailed 2 families');
    expect(api.callsTo('POST /api/admin/weather/cancel').map((c) => c.body)).toEqual([
      {
        date: '2026-07-11',
        from: '13:00',
        to: '23:59',
        reason: 'Thunderstorms',
        lessonIds: lessons.map((l) => l.lessonId),
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: /Lessons that would be cancelled/ })).not.toBeInTheDocument();
  });

  test('keeping the lessons cancels nothing', async () => {
    const api = server();
    const user = userEvent.setup();
    renderWithApp(<WeatherScreen />, { path: '/admin/weather' });
    const form = await fillWindow(user);
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel these lessons for weather' }));
    await user.click(screen.getByRole('button', { name: 'Keep the lessons' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/admin/weather/cancel')).toHaveLength(0);
  });

  test('changing the window after a preview drops it, so only what was shown can be cancelled', async () => {
    server();
    const user = userEvent.setup();
    renderWithApp(<WeatherScreen />, { path: '/admin/weather' });
    const form = await fillWindow(user);
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    await screen.findByRole('region', { name: /Lessons that would be cancelled/ });
    await user.type(within(form).getByLabelText(/^Reason/), ' and lightning');
    expect(
      screen.queryByRole('button', { name: 'Cancel these lessons for weather' }),
    ).not.toBeInTheDocument();
  });

  test('refuses an end before the start without asking the server', async () => {
    const api = server();
    const user = userEvent.setup();
    renderWithApp(<WeatherScreen />, { path: '/admin/weather' });
    const form = await fillWindow(user);
    const to = within(form).getByLabelText(/^To/);
    await user.clear(to);
    await user.type(to, '12:00');
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    expect(await within(form).findByText('The end must be after the start')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/weather/preview')).toHaveLength(0);
  });

  test('a day without lessons says so and offers nothing to cancel', async () => {
    const api = server();
    api.set('POST /api/admin/weather/preview', { status: 200, body: { lessons: [] } });
    const user = userEvent.setup();
    renderWithApp(<WeatherScreen />, { path: '/admin/weather' });
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('No lessons start in this window.')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Cancel these lessons for weather' }),
    ).not.toBeInTheDocument();
  });

  test('a refused preview shows the server’s message on the page', async () => {
    const api = server();
    api.set('POST /api/admin/weather/preview', {
      status: 400,
      body: { message: 'Use a date like 2026-07-04', code: 'VALIDATION_ERROR' },
    });
    const user = userEvent.setup();
    renderWithApp(<WeatherScreen />, { path: '/admin/weather' });
    const form = screen.getByRole('form', { name: 'Weather window' });
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Use a date like 2026-07-04');
    expect(screen.queryByRole('region', { name: /Lessons that would be cancelled/ })).not.toBeInTheDocument();
  });
});

describe('weatherResultText', () => {
  test('names the times left open because they were booked after the preview', () => {
    expect(
      weatherResultText({ cancelledLessons: 1, creditsGranted: 1, familiesEmailed: 1, timesLeftOpen: 1 }),
    ).toBe(
      'Cancelled 1 lesson, gave 1 credit, emailed 1 family. 1 time was booked after your preview and left open: preview again to cancel it.',
    );
  });
});
