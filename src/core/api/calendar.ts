import { z } from 'zod';
import { LESSON_TYPE_IDS } from '../catalog/lesson-types';
import { isoInstant } from './common';

export const MAX_CALENDAR_RANGE_DAYS = 120;

export const lessonTypeSchema = z.enum(LESSON_TYPE_IDS, {
  error: `lessonType must be one of: ${LESSON_TYPE_IDS.join(', ')}`,
});

/** `GET /api/calendar/time-slots?start&end[&lessonType]` */
export const timeSlotsQuerySchema = z
  .object({
    start: isoInstant('start'),
    end: isoInstant('end'),
    lessonType: lessonTypeSchema.optional(),
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
