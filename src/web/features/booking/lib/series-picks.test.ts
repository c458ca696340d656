import { describe, expect, test } from 'vitest';
import type { SeriesPlan, SeriesSlot } from '@core/api/series';
import { SKIP_WEEK, selectionComplete, seriesSelection } from './series-picks';

const slot = (id: string, startTime: string): SeriesSlot => ({
  id,
  startTime,
  endTime: startTime.replace(':00:00', ':30:00'),
  instructorId: 'i1',
  instructorName: 'Maya',
  venueName: 'Home pool',
  basePriceCents: 4500,
  spotsLeft: 1,
});

const plan: SeriesPlan = {
  lessonType: 'private',
  weeks: 3,
  occurrences: [
    {
      week: 1,
      date: '2026-07-04',
      slot: slot('w1', '2026-07-04T14:00:00Z'),
      fits: true,
      otherInstructor: false,
      alternatives: [],
    },
    {
      week: 2,
      date: '2026-07-11',
      slot: slot('w2', '2026-07-11T14:00:00Z'),
      fits: false,
      otherInstructor: false,
      alternatives: [slot('alt2', '2026-07-11T16:00:00Z')],
    },
    { week: 3, date: '2026-07-18', slot: null, fits: false, otherInstructor: false, alternatives: [] },
  ],
};

describe('seriesSelection', () => {
  test('holds the weekly times that fit and waits for a choice on every week that does not', () => {
    const selection = seriesSelection(plan, {});
    expect(selection.slots.map((s) => s.id)).toEqual(['w1']);
    expect(selection.unresolvedWeeks).toEqual([2, 3]);
    expect(selectionComplete(selection)).toBe(false);
  });

  test('holds a chosen alternative and leaves a skipped week out', () => {
    const selection = seriesSelection(plan, { 2: 'alt2', 3: SKIP_WEEK });
    expect(selection.slots.map((s) => s.id)).toEqual(['w1', 'alt2']);
    expect(selectionComplete(selection)).toBe(true);
  });

  test('a choice the plan no longer offers leaves its week unsettled', () => {
    expect(seriesSelection(plan, { 2: 'gone', 3: SKIP_WEEK }).unresolvedWeeks).toEqual([2]);
  });

  test('skipping down to a single time is too few for a series', () => {
    const selection = seriesSelection(plan, { 2: SKIP_WEEK, 3: SKIP_WEEK });
    expect(selection.tooFew).toBe(true);
    expect(selectionComplete(selection)).toBe(false);
  });
});
