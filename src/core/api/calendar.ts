import { z } from 'zod';
import { LESSON_TYPE_IDS } from '../catalog/lesson-types';
import { isValidTimeZone } from '../rules/timezones';
import { isoInstant } from './common';
import { zipCodeSchema } from './travel';

export const MAX_CALENDAR_RANGE_DAYS = 120;

export const lessonTypeSchema = z.enum(LESSON_TYPE_IDS, {
  error: `lessonType must be one of: ${LESSON_TYPE_IDS.join(', ')}`,
});

/**
 * `GET /api/calendar/time-slots?start&end[&lessonType][&zip]`: with a ZIP inside the service area, only the times whose
 * instructor can reach that ZIP from the lesson before and get on to the lesson after.
 */
export const timeSlotsQuerySchema = z
  .object({
    start: isoInstant('start'),
    end: isoInstant('end'),
    lessonType: lessonTypeSchema.optional(),
    zip: zipCodeSchema.optional(),
  })
  .superRefine((q, ctx) => {
    const start = Date.parse(q.start);
    const end = Date.parse(q.end);
    if (Number.isNaN(start) || Number.isNaN(end)) return;
    if (end <= start) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'end must be after start' });
    } else if (end - start > MAX_CALENDAR_RANGE_DAYS * 86_400_000) {
      ctx.addIssue({
        code: 'custom',
        path: ['end'],
        message: `The date range may span at most ${MAX_CALENDAR_RANGE_DAYS} days`,
      });
    }
  });
export type TimeSlotsQuery = z.infer<typeof timeSlotsQuerySchema>;

export const slotStatusSchema = z.enum(['available', 'unavailable', 'cancelled']);
export type SlotStatus = z.infer<typeof slotStatusSchema>;

/** A lesson slot as the spec names its fields (section 3). Prices in cents. */
export const timeSlotSchema = z.object({
  id: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  instructorId: z.string(),
  venueId: z.string(),
  capacity: z.number().int(),
  bookedCount: z.number().int(),
  lessonType: z.enum(LESSON_TYPE_IDS),
  basePrice: z.number().int(),
  status: slotStatusSchema,
  /** With a ZIP the calendar serves: the minutes of driving this time adds to the instructor's day. */
  addedDriveMinutes: z.number().int().optional(),
  /** With such a ZIP: the time joins the instructor's route with the least added driving of its day. */
  bestFit: z.boolean().optional(),
});
export type TimeSlot = z.infer<typeof timeSlotSchema>;

export const instructorSchema = z.object({ id: z.string(), name: z.string(), specialty: z.string() });
export type Instructor = z.infer<typeof instructorSchema>;

export const venueSchema = z.object({
  id: z.string(),
  name: z.string(),
  poolType: z.string(),
  travelFee: z.number().int(),
});
export type Venue = z.infer<typeof venueSchema>;

export const timeSlotsResponseSchema = z.object({
  timeSlots: z.array(timeSlotSchema),
  instructors: z.array(instructorSchema),
  venues: z.array(venueSchema),
});
export type TimeSlotsResponse = z.infer<typeof timeSlotsResponseSchema>;

/**
 * `GET /api/calendar/availability?start&end[&lessonType][&timeZone][&zip]`: for each calendar day of the range
 * (in `timeZone`, default America/New_York) that has lessons, how many can be picked now and how many exist. With a
 * ZIP inside the service area, only the times the time-slots answer lists for that ZIP are counted.
 */
export const availabilityQuerySchema = z
  .object({
    start: isoInstant('start'),
    end: isoInstant('end'),
    lessonType: lessonTypeSchema.optional(),
    zip: zipCodeSchema.optional(),
    timeZone: z
      .string()
      .max(64)
      .refine((zone) => isValidTimeZone(zone), 'timeZone must be an IANA time zone such as America/New_York')
      .optional(),
  })
  .superRefine((q, ctx) => {
    const start = Date.parse(q.start);
    const end = Date.parse(q.end);
    if (Number.isNaN(start) || Number.isNaN(end)) return;
    if (end <= start) ctx.addIssue({ code: 'custom', path: ['end'], message: 'end must be after start' });
    else if (end - start > MAX_CALENDAR_RANGE_DAYS * 86_400_000)
      ctx.addIssue({
        code: 'custom',
        path: ['end'],
        message: `The date range may span at most ${MAX_CALENDAR_RANGE_DAYS} days`,
      });
  });
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

export const dayAvailabilitySchema = z.object({
  /** yyyy-MM-dd in the answer's time zone */
  date: z.string(),
  /** Slots that can be picked now: available, 2+ hours ahead, a seat free. */
  availableSlots: z.number().int(),
  /** Every slot that day, whatever its state. */
  totalSlots: z.number().int(),
});
export const availabilityResponseSchema = z.object({
  timeZone: z.string(),
  days: z.array(dayAvailabilitySchema),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

export const MAX_SLOT_DETAILS_IDS = 50;

/** `GET /api/calendar/slot-details?ids=a,b,c` (the browser sends the ids sorted, so the answer caches well). */
export const slotDetailsQuerySchema = z.object({
  ids: z
    .string({ error: 'ids is required' })
    .transform((v) =>
      [
        ...new Set(
          v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ].sort(),
    )
    .pipe(
      z
        .array(z.string())
        // checked as a whole so the error is reported on `ids`, not on one element of it
        .refine(
          (ids) => ids.every((id) => z.uuid().safeParse(id).success),
          'ids must be slot ids separated by commas',
        )
        .min(1, 'ids must name at least one slot')
        .max(MAX_SLOT_DETAILS_IDS, `ids may name at most ${MAX_SLOT_DETAILS_IDS} slots`),
    ),
});
export type SlotDetailsQuery = z.infer<typeof slotDetailsQuerySchema>;

export const slotDetailSchema = timeSlotSchema.extend({
  spotsLeft: z.number().int(),
  bookable: z.boolean(),
  instructor: instructorSchema,
  venue: venueSchema,
});
export type SlotDetail = z.infer<typeof slotDetailSchema>;

export const slotDetailsResponseSchema = z.object({
  slots: z.array(slotDetailSchema),
  /** Ids asked for that name no slot. */
  notFound: z.array(z.string()),
});
export type SlotDetailsResponse = z.infer<typeof slotDetailsResponseSchema>;
