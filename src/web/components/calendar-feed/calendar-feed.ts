import { queryOptions } from '@tanstack/react-query';
import type { CalendarFeedCreated, CalendarFeedState } from '@core/api/calendar-feeds';
import { api } from '@web/lib/api-client';

/** Whose feed: the signed-in family's or the signed-in instructor's. */
export type CalendarFeedOwner = 'family' | 'instructor';

const pathOf = (owner: CalendarFeedOwner) => `/api/${owner}/calendar-feed`;

export const calendarFeedQuery = (owner: CalendarFeedOwner) =>
  queryOptions({
    queryKey: ['calendar-feed', owner],
    queryFn: ({ signal }) => api.get<CalendarFeedState>(pathOf(owner), { signal }),
  });

/** A new private address; the one before it stops. */
export const makeCalendarFeed = (owner: CalendarFeedOwner) => api.post<CalendarFeedCreated>(pathOf(owner));

export const stopCalendarFeed = (owner: CalendarFeedOwner) => api.delete<void>(pathOf(owner));
