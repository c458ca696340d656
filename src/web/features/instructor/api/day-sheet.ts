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

/** Puts the server's answer for one lesson into every cached day that shows it ("today" and its own date). */
export function storeDaySheetLesson(queryClient: QueryClient, lesson: DaySheetLesson): void {
  queryClient.setQueriesData<DaySheet>({ queryKey: DAY_SHEET_QUERY_KEY }, (sheet) =>
    sheet
      ? { ...sheet, lessons: sheet.lessons.map((l) => (l.lessonId === lesson.lessonId ? lesson : l)) }
      : sheet,
  );
}
