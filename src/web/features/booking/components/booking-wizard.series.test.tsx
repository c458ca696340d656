import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { SeriesPlan } from '@core/api/series';
import { fakeApi } from '@web/test/fake-api';
import { HOLD, picked, priceBody, renderWizard, seriesSlot, uuidFor } from './booking-wizard.test-support';

const week1 = seriesSlot(1, picked.startTime);
const week2 = seriesSlot(2, '2030-07-13T14:00:00.000Z');
const week2Alternative = seriesSlot(12, '2030-07-13T16:00:00.000Z', 'Sam Lee');
const week4 = seriesSlot(4, '2030-07-27T14:00:00.000Z', 'Sam Lee');

const fourWeeks: SeriesPlan = {
  lessonType: 'private',
  weeks: 4,
  occurrences: [
    { week: 1, date: '2030-07-06', slot: week1, fits: true, otherInstructor: false, alternatives: [] },
    {
      week: 2,
      date: '2030-07-13',
      slot: week2,
      fits: false,
      otherInstructor: false,
      alternatives: [week2Alternative],
    },
    { week: 3, date: '2030-07-20', slot: null, fits: false, otherInstructor: false, alternatives: [] },
    { week: 4, date: '2030-07-27', slot: week4, fits: true, otherInstructor: true, alternatives: [] },
  ],
};

const twoWeeks: SeriesPlan = {
  lessonType: 'private',
  weeks: 2,
  occurrences: [fourWeeks.occurrences[0]!, { ...fourWeeks.occurrences[2]!, week: 2 }],
};

function server() {
  return fakeApi({
    'POST /api/bookings/hold-slots': { status: 200, body: HOLD },
    'POST /api/bookings/calculate-price': { status: 200, body: priceBody },
    'GET /api/packages': { status: 200, body: { packages: [] } },
    'POST /api/bookings/series-plan': (call) => ({
      status: 200,
      body: (call.body as { weeks: number }).weeks === 2 ? twoWeeks : fourWeeks,
    }),
  });
}

const lastHold = (api: ReturnType<typeof server>) =>
  api.callsTo('POST /api/bookings/hold-slots').at(-1)?.body;

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('BookingWizard with Repeat weekly', () => {
  test('lists every week before paying and holds the fitting weeks, the chosen other time and not the skipped week, together', async () => {
    const api = server();
    renderWizard();
    await waitFor(() => expect(lastHold(api)).toMatchObject({ slotIds: [picked.id] }));

    await userEvent.click(screen.getByRole('checkbox', { name: 'Repeat weekly' }));
    const weeks = await screen.findByRole('list', { name: 'Weekly lessons' });
    expect(api.callsTo('POST /api/bookings/series-plan')[0]?.body).toEqual({
      slotId: picked.id,
      weeks: 4,
      swimmersCount: 1,
    });
    expect(within(weeks).getAllByRole('listitem')).toHaveLength(4);
    expect(within(weeks).getByText('Week 1: Sat, Jul 6')).toBeInTheDocument();
    expect(within(weeks).getByText('10:00 AM - 10:30 AM with Sam Lee')).toBeInTheDocument();

    // A full week waits for a choice: nothing more is held, and the wizard says why it cannot go on.
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.getAllByText(/for each week that is full to continue/).length).toBeGreaterThan(0);
    expect(
      api.callsTo('POST /api/bookings/hold-slots').some((c) => (c.body as { series?: boolean }).series),
    ).toBe(false);

    const week2Group = screen.getByRole('group', {
      name: /Week 2: Sat, Jul 13, 10:00 AM - 10:30 AM is full/,
    });
    await userEvent.click(
      within(week2Group).getByRole('radio', { name: '12:00 PM - 12:30 PM with Sam Lee' }),
    );
    const week3Group = screen.getByRole('group', { name: /Week 3: Sat, Jul 20, no lesson at this time/ });
    await userEvent.click(within(week3Group).getByRole('radio', { name: 'Skip this week' }));

    await waitFor(() =>
      expect(lastHold(api)).toMatchObject({ slotIds: [uuidFor(1), uuidFor(12), uuidFor(4)], series: true }),
    );
    const held = screen.getByRole('list', { name: 'Held lesson times' });
    expect(within(held).getAllByRole('listitem')).toHaveLength(3);
    expect(within(held).getByText(/Sat, Jul 13 · 12:00 PM - 12:30 PM/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();

    // Turning it off goes back to the one picked time.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Repeat weekly' }));
    await waitFor(() => expect(lastHold(api)).toEqual(expect.objectContaining({ slotIds: [picked.id] })));
    expect(lastHold(api)).not.toHaveProperty('series');
    expect(screen.queryByRole('list', { name: 'Weekly lessons' })).not.toBeInTheDocument();
  });

  test('skipping down to one lesson says a series needs at least 2 and holds no series', async () => {
    const api = server();
    renderWizard();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Repeat weekly' }));
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Number of weeks' }),
      '2 weeks',
    );
    const week2Group = await screen.findByRole('group', { name: /Week 2: Sat, Jul 20/ });
    await userEvent.click(within(week2Group).getByRole('radio', { name: 'Skip this week' }));

    expect(screen.getAllByText(/A weekly series needs at least 2 lessons/).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(lastHold(api)).toMatchObject({ slotIds: [picked.id] });
    expect(
      api.callsTo('POST /api/bookings/hold-slots').some((c) => (c.body as { series?: boolean }).series),
    ).toBe(false);
  });

  test('asks for the plan only once the picked time is held, so its own hold does not make week 1 full', async () => {
    const api = server();
    let answerHold: (answer: { status: number; body: unknown }) => void = () => undefined;
    api.set('POST /api/bookings/hold-slots', () => new Promise((resolve) => (answerHold = resolve)));
    renderWizard();
    await waitFor(() => expect(api.callsTo('POST /api/bookings/hold-slots')).toHaveLength(1));

    // The visitor turns the series on while the first hold is still on its way.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Repeat weekly' }));
    expect(screen.getAllByText('Checking every week of the series...').length).toBeGreaterThan(0);
    expect(api.callsTo('POST /api/bookings/series-plan')).toHaveLength(0);

    api.set('POST /api/bookings/hold-slots', { status: 200, body: HOLD });
    answerHold({ status: 200, body: HOLD });
    const weeks = await screen.findByRole('list', { name: 'Weekly lessons' });
    expect(within(weeks).getAllByRole('listitem')).toHaveLength(4);
    expect(api.callsTo('POST /api/bookings/series-plan')).toHaveLength(1);
  });
});
