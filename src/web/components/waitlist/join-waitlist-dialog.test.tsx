import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { JOIN_WAITLIST_BUTTON, WAITLIST_MESSAGES } from '@core/api/waitlist';
import { fakeApi } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { JoinWaitlistDialog } from './join-waitlist-dialog';

afterEach(() => vi.unstubAllGlobals());

const SLOT_ID = '11111111-1111-4111-8111-111111111111';

function openDialog(onClose = vi.fn()) {
  renderWithApp(
    <JoinWaitlistDialog
      time={{ id: SLOT_ID, lessonType: 'semi_private', label: 'Saturday, July 11, 10:00 AM - 10:30 AM ET' }}
      timeZone="America/New_York"
      onClose={onClose}
    />,
  );
  return screen.getByRole('dialog', { name: 'Join the waitlist' });
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, swimmers = '2') {
  await user.type(screen.getByLabelText(/^Name/), 'Dana Okafor');
  await user.type(screen.getByLabelText(/^Email/), 'dana@example.com');
  await user.selectOptions(screen.getByLabelText(/^Number of swimmers/), swimmers);
}

describe('JoinWaitlistDialog', () => {
  test('joins with the time, the family and its swimmers, and shows the server’s answer', async () => {
    const api = fakeApi({
      'POST /api/waitlist': {
        status: 201,
        body: { entryId: 'e1', message: WAITLIST_MESSAGES.joined },
      },
    });
    const user = userEvent.setup();
    openDialog();
    // A semi-private lesson takes up to three swimmers.
    expect(
      Array.from((screen.getByLabelText(/^Number of swimmers/) as HTMLSelectElement).options, (o) => o.value),
    ).toEqual(['1', '2', '3']);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: JOIN_WAITLIST_BUTTON }));

    const answer = await screen.findByText(WAITLIST_MESSAGES.joined);
    expect(answer.closest('[role="status"]')).not.toBeNull();
    expect(api.callsTo('POST /api/waitlist').map((c) => c.body)).toEqual([
      {
        slotId: SLOT_ID,
        name: 'Dana Okafor',
        email: 'dana@example.com',
        swimmers: 2,
        timeZone: 'America/New_York',
      },
    ]);
    expect(screen.queryByRole('button', { name: JOIN_WAITLIST_BUTTON })).not.toBeInTheDocument();
  });

  test('a refusal (409) shows the server’s message and keeps the form to try again', async () => {
    const api = fakeApi({
      'POST /api/waitlist': {
        status: 409,
        body: { code: 'SLOT_HAS_SEATS', message: WAITLIST_MESSAGES.slotHasSeats },
      },
    });
    const user = userEvent.setup();
    openDialog();
    await fillIn(user, '1');
    await user.click(screen.getByRole('button', { name: JOIN_WAITLIST_BUTTON }));

    const refusal = await screen.findByText(WAITLIST_MESSAGES.slotHasSeats);
    expect(refusal).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: JOIN_WAITLIST_BUTTON })).toBeEnabled();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('dana@example.com');
    expect(api.callsTo('POST /api/waitlist')).toHaveLength(1);
  });

  test('a malformed email is refused beside the field without asking the server', async () => {
    const api = fakeApi({});
    const user = userEvent.setup();
    openDialog();
    await user.type(screen.getByLabelText(/^Name/), 'Dana Okafor');
    await user.type(screen.getByLabelText(/^Email/), 'dana-at-example');
    await user.click(screen.getByRole('button', { name: JOIN_WAITLIST_BUTTON }));

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toEqual([]);
  });
});
