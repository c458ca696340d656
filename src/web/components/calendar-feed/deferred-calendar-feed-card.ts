import { deferredComponent } from '@web/lib/deferred-component';

/** The calendar address card, loaded after the page starts: it sits below the lessons, and few open it. */
export const DeferredCalendarFeedCard = deferredComponent(() =>
  import('./calendar-feed-card').then((m) => m.CalendarFeedCard),
);
