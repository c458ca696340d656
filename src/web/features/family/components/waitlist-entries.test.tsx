import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { WAITLIST_MESSAGES, type FamilyWaitlistEntry } from '@core/api/waitlist';
import { resolveTimeZone, timeZoneLabel } from '@core/rules/timezones';
import { fakeApi } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { WaitlistEntries } from './waitlist-entries';

afterEach(() => vi.unstubAllGlobals());

const slot = {
  id: 'slot-1',
  startTime: '2026-07-11T14:00:00.000Z',
  endTime: '2026-07-11T14:30:00.000Z',
  instructorName: 'Alex Rivera',
  venueName: 'Chen family pool',
};
const offered: FamilyWaitlistEntry = {
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'time',
  status: 'offered',
  lessonType: 'private',
  level: null,
  swimmers: 1,
  slot,
  preference: null,
  offer: { id: 'o1', slot, seats: 1, expiresAt: '2026-07-09T18:00:00.000Z', offeredBy: 'system' },
  createdAt: '2026-07-01T12:00:00.000Z',
};
const preference: FamilyWaitlistEntry = {
  ...offered,
  id: '22222222-2222-4222-8222-222222222222',
  kind: 'preference',
  status: 'waiting',
  lessonType: 'group',
  slot: null,
  offer: null,
  preference: {
    weekdays: [6],
    windowStart: '09:00',
    windowEnd: '12:00',
    timeZone: 'America/New_York',
    description: 'Group, Sat 09:00-12:00 (ET)',
  },
};

describe('WaitlistEntries', () => {
  test('lists each entry with its status, a live offer’s hold, and leaves one on confirming', async () => {
    let entries = [offered, preference];
    const api = fakeApi({
      'GET /api/family/waitlist': () => ({ status: 200, body: { entries } }),
      [`DELETE /api/family/waitlist/${preference.id}`]: () => {
        entries = [offered];
        return { status: 200, body: { message: WAITLIST_MESSAGES.left } };
      },
    });
    const user = userEvent.setup();
    renderWithApp(<WaitlistEntries />);

    const held = await screen.findByRole('article', { name: /Saturday, July 11/ });
    expect(within(held).getByText('Spot held for you')).toBeInTheDocument();
    expect(
      within(held).getByText(/We're holding 1 seat for you on .* until .*A spot opened/),
    ).toBeInTheDocument();
    const wanted = screen.getByRole('article', { name: /Group, Sat 09:00-12:00/ });
    expect(within(wanted).getByText('Waiting')).toBeInTheDocument();
    // The zone is named as everywhere else (item 10), never as an IANA id.
    expect(screen.getByText(/^Times are shown in /)).toHaveTextContent(
      `Times are shown in ${timeZoneLabel(resolveTimeZone())}.`,
    );
    expect(screen.getByText(/^Times are shown in /)).not.toHaveTextContent('/');

    await user.click(within(wanted).getByRole('button', { name: 'Leave waitlist' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave the waitlist?' });
    // Nothing leaves until the family confirms.
    expect(api.callsTo(`DELETE /api/family/waitlist/${preference.id}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Leave waitlist' }));

    expect(await screen.findByText(WAITLIST_MESSAGES.left)).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/family/waitlist/${preference.id}`)).toHaveLength(1);
    await screen.findByRole('article', { name: /Saturday, July 11/ });
    expect(screen.queryByRole('article', { name: /Group, Sat/ })).not.toBeInTheDocument();
  });

  test('says so when the family is on no waitlist', async () => {
    fakeApi({ 'GET /api/family/waitlist': { status: 200, body: { entries: [] } } });
    renderWithApp(<WaitlistEntries />);
    expect(await screen.findByText('You are not on any waitlist.')).toBeInTheDocument();
  });
});
