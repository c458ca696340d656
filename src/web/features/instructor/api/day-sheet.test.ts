import { QueryClient } from '@tanstack/react-query';
import { expect, test } from 'vitest';
import type { DaySheet } from '@core/api/instructor';
import { daySheet, daySheetLesson, daySheetSwimmer } from '../test/day-sheet-factory';
import { DAY_SHEET_QUERY_KEY, storeDaySheetLesson } from './day-sheet';

test('a saved lesson replaces its cached copy but keeps the drive the day sheet worked out', () => {
  const client = new QueryClient();
  const cached = daySheetLesson({ travelMinutesFromPrevious: 13, travelFrom: 'previous_lesson' });
  client.setQueryData([...DAY_SHEET_QUERY_KEY, 'today'], daySheet([cached]));
  // The answer to one lesson knows nothing of the lesson before it.
  const saved = {
    ...cached,
    travelMinutesFromPrevious: null,
    travelFrom: null,
    swimmers: [daySheetSwimmer({ attendance: 'attended' })],
  };
  storeDaySheetLesson(client, saved);
  const sheet = client.getQueryData<DaySheet>([...DAY_SHEET_QUERY_KEY, 'today'])!;
  expect(sheet.lessons[0]).toMatchObject({ travelMinutesFromPrevious: 13, travelFrom: 'previous_lesson' });
  expect(sheet.lessons[0]!.swimmers[0]!.attendance).toBe('attended');
});
