import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { mayHaveFamilySession, rememberFamilySignIn } from '@web/lib/family-session';
import { fakeApi } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { SAVE_DELAY_MS } from '../hooks/use-progress-saver';
import { ProgressPage } from './progress-page';

beforeEach(() => {
  window.localStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const percent = () => screen.getByTestId('progress-percent');
const waitOutTheDelay = () => act(async () => void (await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS + 50)));

/** The server answers a save with the swimmer as saved. */
const saved =
  (key: string, name: string) =>
  ({ body }: { body: unknown }) => ({
    status: 200,
    body: { key, name, milestones: (body as { milestones: string[] }).milestones },
  });

function signedInFamily() {
  rememberFamilySignIn();
  return fakeApi({
    'GET /api/family/session': { status: 200, body: { email: 'riley@example.com' } },
    'GET /api/family/progress': {
      status: 200,
      body: {
        swimmers: [
          { key: 'riley chen', name: 'Riley Chen', milestones: ['turtle-1', 'turtle-2', 'seahorse-1'] },
          { key: 'sam chen', name: 'Sam Chen', milestones: [] },
        ],
      },
    },
    'PUT /api/family/progress/riley%20chen': saved('riley chen', 'Riley Chen'),
    'PUT /api/family/progress/sam%20chen': saved('sam chen', 'Sam Chen'),
  });
}

describe('ProgressPage', () => {
  test('for a visitor who never signed in, checks stay in the page and the server is never asked', async () => {
    const api = fakeApi({});
    renderWithApp(<ProgressPage />, { path: '/progress' });
    await user().click(screen.getByText('Comfortable wetting face'));
    expect(percent()).toHaveTextContent('13%');
    await waitOutTheDelay();
    expect(screen.queryByLabelText('Swimmer')).not.toBeInTheDocument();
    expect(screen.getByText(/Checks are not saved when you leave the page\./)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  test('signed in, it shows the first swimmer’s saved milestones and saves a change once, after a moment', async () => {
    const api = signedInFamily();
    renderWithApp(<ProgressPage />, { path: '/progress' });
    const swimmer = await screen.findByLabelText('Swimmer');
    expect(swimmer).toHaveDisplayValue('Riley Chen');
    expect(percent()).toHaveTextContent('25%');

    await user().click(screen.getByText('Assisted back float'));
    await user().click(screen.getByText('Assisted front glide'));
    expect(percent()).toHaveTextContent('50%');
    expect(api.callsTo('PUT /api/family/progress/riley%20chen')).toEqual([]);

    await waitOutTheDelay();
    const saves = api.callsTo('PUT /api/family/progress/riley%20chen');
    expect(saves).toHaveLength(1);
    expect((saves[0]?.body as { milestones: string[] }).milestones.sort()).toEqual([
      'seahorse-1',
      'turtle-1',
      'turtle-2',
      'turtle-3',
      'turtle-4',
    ]);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByText(/Checks for Riley Chen are saved/)).toBeInTheDocument();
  });

  test('each swimmer has their own checks, and "Someone else" is not saved', async () => {
    const api = signedInFamily();
    renderWithApp(<ProgressPage />, { path: '/progress' });
    const swimmer = await screen.findByLabelText('Swimmer');

    await user().selectOptions(swimmer, 'Sam Chen');
    expect(percent()).toHaveTextContent('0%');
    await user().click(screen.getByText('Enters the pool safely'));
    await waitOutTheDelay();
    expect(api.callsTo('PUT /api/family/progress/sam%20chen').map((c) => c.body)).toEqual([
      { milestones: ['turtle-5'] },
    ]);

    await user().selectOptions(swimmer, 'Riley Chen');
    expect(percent()).toHaveTextContent('25%');

    await user().selectOptions(swimmer, 'Someone else (not saved)');
    expect(percent()).toHaveTextContent('0%');
    await user().click(screen.getByText('Exits the pool safely'));
    await waitOutTheDelay();
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    expect(screen.getByText(/Checks are not saved when you leave the page\./)).toBeInTheDocument();
  });

  test('a save the server refused says so and can be sent again', async () => {
    const api = signedInFamily();
    api.set('PUT /api/family/progress/riley%20chen', {
      status: 503,
      body: { message: 'The service is busy. Please try again.' },
    });
    renderWithApp(<ProgressPage />, { path: '/progress' });
    await screen.findByLabelText('Swimmer');
    await user().click(screen.getByText('Assisted back float'));
    await waitOutTheDelay();
    expect(
      await screen.findByText(/Not saved: The service is busy\. Please try again\./),
    ).toBeInTheDocument();

    api.set('PUT /api/family/progress/riley%20chen', saved('riley chen', 'Riley Chen'));
    await user().click(screen.getByRole('button', { name: 'Save again' }));
    await waitOutTheDelay();
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/family/progress/riley%20chen')).toHaveLength(2);
  });

  test('a session that ended leaves the page-only tracker and forgets the sign-in on this browser', async () => {
    rememberFamilySignIn();
    const api = fakeApi({ 'GET /api/family/session': { status: 401, body: { message: 'Sign in first' } } });
    renderWithApp(<ProgressPage />, { path: '/progress' });
    await vi.waitFor(() => expect(api.callsTo('GET /api/family/session')).toHaveLength(1));
    await vi.waitFor(() => expect(mayHaveFamilySession()).toBe(false));
    expect(screen.queryByLabelText('Swimmer')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/family/progress')).toEqual([]);
  });

  test('milestones an instructor signed off are checked for good, saying who signed them off and when', async () => {
    rememberFamilySignIn();
    const api = fakeApi({
      'GET /api/family/session': { status: 200, body: { email: 'riley@example.com' } },
      'GET /api/family/progress': {
        status: 200,
        body: {
          swimmers: [
            {
              key: 'riley chen',
              name: 'Riley Chen',
              milestones: ['turtle-1'],
              signedOff: [
                {
                  milestoneId: 'turtle-2',
                  levelId: 'turtle',
                  instructorName: 'Alex Rivera',
                  signedAt: '2026-07-11T13:30:00.000Z',
                },
              ],
            },
          ],
        },
      },
      'PUT /api/family/progress/riley%20chen': saved('riley chen', 'Riley Chen'),
    });
    renderWithApp(<ProgressPage />, { path: '/progress' });
    await screen.findByLabelText('Swimmer');
    const signedOff = screen.getByRole('checkbox', { name: /Blows bubbles for 5\+ seconds/ });
    expect(signedOff).toBeChecked();
    expect(signedOff).toBeDisabled();
    expect(signedOff).toHaveAccessibleName(/Signed off by Alex Rivera on Jul 11, 2026/);
    expect(percent()).toHaveTextContent('25%');

    await user().click(screen.getByText('Blows bubbles for 5+ seconds'));
    await user().click(screen.getByRole('button', { name: /Reset Progress/ }));
    expect(signedOff).toBeChecked();
    expect(percent()).toHaveTextContent('13%');
    await waitOutTheDelay();
    // The family's own checks are saved; the instructor's sign-off is not theirs to save or clear.
    expect(api.callsTo('PUT /api/family/progress/riley%20chen').map((c) => c.body)).toEqual([
      { milestones: [] },
    ]);
    expect(screen.queryByText(/Level complete!/)).not.toBeInTheDocument();
  });

  test('a level whose eight milestones are all signed off is complete, with the next level to book', async () => {
    const allOf = (level: string) =>
      Array.from({ length: 8 }, (_, i) => ({
        milestoneId: `${level}-${i + 1}`,
        levelId: level,
        instructorName: 'Alex Rivera',
        signedAt: '2026-07-11T13:30:00.000Z',
      }));
    rememberFamilySignIn();
    fakeApi({
      'GET /api/family/session': { status: 200, body: { email: 'riley@example.com' } },
      'GET /api/family/progress': {
        status: 200,
        body: {
          swimmers: [
            {
              key: 'riley chen',
              name: 'Riley Chen',
              milestones: [],
              signedOff: [...allOf('turtle'), ...allOf('barracuda')],
            },
          ],
        },
      },
    });
    renderWithApp(<ProgressPage />, { path: '/progress' });
    expect(
      await screen.findByText('Level complete! Ready for Floating, Kicking, Arm Movement'),
    ).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Book This Level' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/booking?level=seahorse',
      '/booking?level=turtle',
    ]);

    // After the last level there is no next one to book.
    await user().click(screen.getByRole('radio', { name: /barracuda/i }));
    expect(screen.getByText('Level complete!')).toBeInTheDocument();
    expect(screen.queryByText(/^Level complete! Ready for/)).not.toBeInTheDocument();
    expect(
      screen.getAllByRole('link', { name: 'Book This Level' }).map((l) => l.getAttribute('href')),
    ).toEqual(['/booking?level=barracuda']);
  });
});
