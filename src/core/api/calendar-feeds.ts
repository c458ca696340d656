/** Private calendar feeds: a family's or an instructor's lessons as a subscription address. */
import { z } from 'zod';

/** `GET /api/family/calendar-feed`, `GET /api/instructor/calendar-feed`: whether an address is live, since when. */
export const calendarFeedStateSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
});
export type CalendarFeedState = z.infer<typeof calendarFeedStateSchema>;

/** `POST` on the same paths: a new address (the one before it stops). Shown once: only its fingerprint is kept. */
export const calendarFeedCreatedSchema = z.object({
  url: z.string(),
  /** The same address for apps that open `webcal:` links (Apple Calendar, Outlook). */
  webcalUrl: z.string(),
  createdAt: z.string(),
});
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;

/** The feed's own address: its token (32 random bytes, 43 URL-safe characters) and `.ics`. */
export const calendarFeedParamsSchema = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, 'Not a calendar address'),
});
