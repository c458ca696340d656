/**
 * Instructors' availability: weekly hours from a given day, time off, the lesson types and levels taught, the most
 * lessons in a day and the longest drive. The instructor edits it on `/instructor/hours`, the owner in admin.
 */
import { z } from 'zod';
import { LESSON_TYPE_IDS } from '../catalog/lesson-types';
import { LEVEL_IDS } from '../catalog/levels';
import { WEEKDAY_LONG } from '../rules/calendar-days';
import { dayKey, text, uuid } from './common';

/** Sunday is 0, as `Date.getDay()` counts. */
export const WEEKDAY_NAMES = WEEKDAY_LONG;
/** A day's hours may be split (a morning and an evening), in at most this many ranges. */
export const MAX_RANGES_PER_DAY = 3;
export const MAX_LESSONS_PER_DAY = 12;
export const MAX_DRIVE_MINUTES = 120;
export const MIN_DRIVE_MINUTES = 5;
/** Time off still to come that one instructor may list: a year of single days off is far fewer. */
export const MAX_TIME_OFF_ENTRIES = 60;
/** The longest single stretch of time off, in days. */
export const MAX_TIME_OFF_DAYS = 366;
/** How far ahead new hours may start, in days. */
export const MAX_EFFECTIVE_AHEAD_DAYS = 365;

const minutesOfDay = (field: string) =>
  z
    .number({ error: `${field} must be a time of day` })
    .int(`${field} must be a whole minute`)
    .min(0, `${field} must be a time of day`)
    .max(24 * 60, `${field} must be a time of day`)
    .refine((m) => m % 5 === 0, `${field} must fall on a five-minute mark`);

/** One stretch of a weekday, in minutes after midnight in New York (the business's zone). */
export const weeklyHoursSchema = z
  .object({
    weekday: z.number().int().min(0, 'Pick a day of the week').max(6, 'Pick a day of the week'),
    startMinutes: minutesOfDay('The start'),
    endMinutes: minutesOfDay('The end'),
  })
  .refine((h) => h.endMinutes > h.startMinutes, {
    path: ['endMinutes'],
    message: 'The end must come after the start',
  });
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

/** The hours an instructor offers from `effectiveFrom` on, until a later set of hours takes over. */
export const availabilityInputSchema = z
  .object({
    effectiveFrom: dayKey,
    hours: z.array(weeklyHoursSchema).max(7 * MAX_RANGES_PER_DAY, 'Too many ranges of hours'),
    lessonTypes: z
      .array(z.enum(LESSON_TYPE_IDS, { error: 'Unknown lesson type' }))
      .min(1, 'Pick at least one lesson type')
      .max(LESSON_TYPE_IDS.length),
    levels: z
      .array(z.enum(LEVEL_IDS, { error: 'Unknown level' }))
      .min(1, 'Pick at least one level')
      .max(LEVEL_IDS.length),
    maxLessonsPerDay: z
      .number()
      .int()
      .min(1, 'At least one lesson a day')
      .max(MAX_LESSONS_PER_DAY, `At most ${MAX_LESSONS_PER_DAY} lessons a day`)
      .nullable(),
    maxDriveMinutes: z
      .number()
      .int()
      .min(MIN_DRIVE_MINUTES, `At least ${MIN_DRIVE_MINUTES} minutes`)
      .max(MAX_DRIVE_MINUTES, `At most ${MAX_DRIVE_MINUTES} minutes`)
      .nullable(),
  })
  .superRefine((v, ctx) => {
    for (const [field, list] of [
      ['lessonTypes', v.lessonTypes],
      ['levels', v.levels],
    ] as const)
      if (new Set(list).size !== list.length)
        ctx.addIssue({ code: 'custom', path: [field], message: 'Each may be picked once' });
    for (let weekday = 0; weekday < 7; weekday++) {
      const day = v.hours
        .filter((h) => h.weekday === weekday)
        .sort((a, b) => a.startMinutes - b.startMinutes);
      if (day.length > MAX_RANGES_PER_DAY)
        ctx.addIssue({
          code: 'custom',
          path: ['hours'],
          message: `${WEEKDAY_NAMES[weekday]}: at most ${MAX_RANGES_PER_DAY} ranges`,
        });
      for (let i = 1; i < day.length; i++)
        if (day[i]!.startMinutes < day[i - 1]!.endMinutes)
          ctx.addIssue({
            code: 'custom',
            path: ['hours'],
            message: `${WEEKDAY_NAMES[weekday]}: the ranges overlap`,
          });
    }
  });
export type AvailabilityInput = z.infer<typeof availabilityInputSchema>;

export const availabilityPlanSchema = z.object({
  id: z.string(),
  effectiveFrom: z.string(),
  hours: z.array(weeklyHoursSchema),
  lessonTypes: z.array(z.enum(LESSON_TYPE_IDS)),
  levels: z.array(z.enum(LEVEL_IDS)),
  maxLessonsPerDay: z.number().nullable(),
  maxDriveMinutes: z.number().nullable(),
  /** Who set these hours: the instructor or the owner. */
  setBy: z.enum(['instructor', 'owner']),
  setAt: z.string(),
});
export type AvailabilityPlan = z.infer<typeof availabilityPlanSchema>;

export const timeOffInputSchema = z
  .object({
    from: dayKey,
    to: dayKey,
    note: text('The note', { max: 200 }).nullish(),
  })
  .refine((t) => t.to >= t.from, { path: ['to'], message: 'The last day must not come before the first' });
export type TimeOffInput = z.infer<typeof timeOffInputSchema>;

export const timeOffSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  note: z.string().nullable(),
});
export type TimeOff = z.infer<typeof timeOffSchema>;

/** What the instructor's hours screen and the owner's availability dialog show. */
export const availabilityStateSchema = z.object({
  /** Whether the instructor's own changes wait for the owner (the owner's apply at once). */
  needsApproval: z.boolean(),
  /** The hours in effect today first (if any), then those set to start later, by day. */
  plans: z.array(availabilityPlanSchema),
  /** Hours the instructor sent that wait for the owner. */
  pending: availabilityPlanSchema.nullable(),
  /** The instructor's last sent hours the owner did not take, until they send others. */
  declined: availabilityPlanSchema.nullable(),
  /** Time off that has not ended, by first day. */
  timeOff: z.array(timeOffSchema),
});
export type AvailabilityState = z.infer<typeof availabilityStateSchema>;

export const approvalSettingSchema = z.object({ needsApproval: z.boolean() });

/** `GET /api/admin/availability/pending`: the instructors whose hours wait for the owner. */
export const pendingAvailabilitySchema = z.object({
  instructors: z.array(z.object({ instructorId: z.string(), name: z.string(), setAt: z.string() })),
});
export type PendingAvailability = z.infer<typeof pendingAvailabilitySchema>;

export const timeOffParamsSchema = z.object({ timeOffId: uuid });
export const instructorTimeOffParamsSchema = z.object({ id: uuid, timeOffId: uuid });

/** `GET /api/instructor/busy-calendar`: the busy-time calendar read for the instructor, if any, and what it says. */
export const busyCalendarStateSchema = z.object({
  connected: z.boolean(),
  /** The address with its secret part hidden ("calendar.google.com/.../basic.ics"). */
  address: z.string().nullable(),
  lastReadAt: z.string().nullable(),
  /** Why the last read failed, in the instructor's words; null after a good read. */
  lastError: z.string().nullable(),
  /** How many busy times lie ahead, and the next few. */
  busyAhead: z.number().int(),
  nextBusy: z.array(z.object({ start: z.string(), end: z.string() })),
});
export type BusyCalendarState = z.infer<typeof busyCalendarStateSchema>;

export const busyCalendarInputSchema = z.object({
  address: text('The calendar address', { max: 2000, required: 'Paste the calendar’s address' }),
});
