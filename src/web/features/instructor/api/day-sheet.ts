import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { DaySheet, DaySheetLesson } from '@core/api/instructor';
import { ApiError, api } from '@web/lib/api-client';

export const DAY_SHEET_QUERY_KEY = ['instructor', 'day'] as const;

/** `GET /api/instructor/day?date=yyyy-MM-dd`: the instructor's lessons of one New York day; today without a date. */
export const daySheetQuery = (date: string | null) =>
  queryOptions({
    queryKey: [...DAY_SHEET_QUERY_KEY, date ?? 'today'],
    queryFn: ({ signal }) =>
      api.get<DaySheet>(`/api/instructor/day${date ? `?date=${encodeURIComponent(date)}` : ''}`, { signal }),
    // A refusal (signed out, a bad day) stays a refusal: only a server or network failure is worth one more try.
    retry: (failures, err) => failures < 1 && !(err instanceof ApiError && err.status < 500),
  });

/** The key of every save recording a lesson: finishing waits until none is on its way. */
export const recordingKey = (lessonId: string) => ['instructor', 'recording', lessonId] as const;

/**
 * Puts the server's answer for one lesson into every cached day that shows it ("today" and its own date). The answer
 * to a single lesson does not know the lesson before it, so the drive shown on the day keeps its cached minutes.
 */
export function storeDaySheetLesson(queryClient: QueryClient, lesson: DaySheetLesson): void {
  queryClient.setQueriesData<DaySheet>({ queryKey: DAY_SHEET_QUERY_KEY }, (sheet) =>
    sheet
      ? {
          ...sheet,
          lessons: sheet.lessons.map((l) =>
            l.lessonId === lesson.lessonId
              ? {
                  ...lesson,
                  travelMinutesFromPrevious: l.travelMinutesFromPrevious,
                  travelFrom: l.travelFrom,
                }
              : l,
          ),
        }
      : sheet,
  );
}
