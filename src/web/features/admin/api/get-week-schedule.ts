import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { scheduleQuerySchema, scheduleResponseSchema } from '@core/api/admin';
import { adminGet, queryString } from './admin-client';

export type ScheduleQuery = z.input<typeof scheduleQuerySchema>;
export type WeekSchedule = z.infer<typeof scheduleResponseSchema>;

/** `GET /api/admin/slots?weekStart[&instructorId][&status]`: the week's lesson slots, New York time. */
export const getWeekSchedule = (query: ScheduleQuery) =>
  adminGet<WeekSchedule>(`/api/admin/slots${queryString(query)}`);

export const weekScheduleQuery = (query: ScheduleQuery) =>
  queryOptions({
    queryKey: ['admin', 'slots', query],
    queryFn: () => getWeekSchedule(query),
    staleTime: 0,
  });

export const useWeekSchedule = (query: ScheduleQuery) => useQuery(weekScheduleQuery(query));
