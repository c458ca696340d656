/**
 * Weekly series: one picked time repeated every week for 2 to 12 weeks. The server lists every occurrence and whether
 * it can be seated before anything is held; the browser then holds the chosen times together (`series: true` on the
 * hold) and the family pays once. Each occurrence becomes its own lesson of one booking.
 */
import { z } from 'zod';
import { uuid } from './common';

export const MIN_SERIES_WEEKS = 2;
export const MAX_SERIES_WEEKS = 12;
const weeksMessage = `Repeat for ${MIN_SERIES_WEEKS} to ${MAX_SERIES_WEEKS} weeks`;

/** `POST /api/bookings/series-plan` */
export const seriesPlanRequestSchema = z.object({
  slotId: uuid,
  weeks: z
    .number({ error: weeksMessage })
    .int(weeksMessage)
    .min(MIN_SERIES_WEEKS, weeksMessage)
    .max(MAX_SERIES_WEEKS, weeksMessage),
  swimmersCount: z
    .number()
    .int()
    .min(1, { error: 'At least one swimmer' })
    .max(6, { error: 'At most 6 swimmers' })
    .default(1),
});
export type SeriesPlanRequest = z.input<typeof seriesPlanRequestSchema>;

export const seriesSlotSchema = z.object({
  id: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  instructorId: z.string(),
  instructorName: z.string(),
  venueName: z.string(),
  basePriceCents: z.number().int(),
  spotsLeft: z.number().int(),
});
export type SeriesSlot = z.infer<typeof seriesSlotSchema>;

/**
 * One week of the series. `slot` is the time that repeats (the same instructor where possible, else another
 * instructor's time at the same hour); `fits` says whether it can take the swimmers now. When it cannot (or there is
 * no such time), `alternatives` lists other times of the same lesson type that day that can, nearest first.
 */
export const seriesOccurrenceSchema = z.object({
  week: z.number().int(),
  /** The day, YYYY-MM-DD, in the business's zone. */
  date: z.string(),
  slot: seriesSlotSchema.nullable(),
  fits: z.boolean(),
  /** True when `slot` is another instructor's time than the first week's. */
  otherInstructor: z.boolean(),
  alternatives: z.array(seriesSlotSchema),
});
export type SeriesOccurrence = z.infer<typeof seriesOccurrenceSchema>;

export const seriesPlanSchema = z.object({
  lessonType: z.string(),
  weeks: z.number().int(),
  occurrences: z.array(seriesOccurrenceSchema),
});
export type SeriesPlan = z.infer<typeof seriesPlanSchema>;

/** What the wizard says for a week that cannot be seated and was not given another time. */
export const SKIP_WEEK_LABEL = 'Skip this week';
