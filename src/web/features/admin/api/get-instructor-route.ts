import { queryOptions } from '@tanstack/react-query';
import type { InstructorRoute } from '@core/api/instructor';
import { adminGet, queryString } from './admin-client';

/** `GET /api/admin/instructors/:id/route?date=yyyy-MM-dd`: the instructor's lessons of a day as a drive. */
export const instructorRouteQuery = (instructorId: string, date: string) =>
  queryOptions({
    queryKey: ['admin', 'instructor-route', instructorId, date],
    queryFn: () =>
      adminGet<InstructorRoute>(
        `/api/admin/instructors/${encodeURIComponent(instructorId)}/route${queryString({ date })}`,
      ),
  });
