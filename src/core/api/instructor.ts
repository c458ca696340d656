/** Contracts of the instructor's side: sign-in by emailed link, the day sheet, attendance and milestone sign-offs. */
import { z } from 'zod';
import { documentStatusLineSchema } from './documents';
import { dayKey, text, uuid } from './common';

export const INSTRUCTOR_LINK_SENT_MESSAGE =
  'If that email belongs to one of our instructors, a sign-in link is on its way.';
export const INSTRUCTOR_LINK_INVALID_MESSAGE =
  'This sign-in link has expired or was already used. Ask for a new one below.';
export const INSTRUCTOR_SIGN_IN_REQUIRED = 'Please sign in to see your lessons';

/** `POST /api/instructor/sign-in-link` */
export const instructorSignInLinkRequestSchema = z.object({
  email: text('Email', { max: 254, required: 'Email is required' }).pipe(
    z.email({ error: 'Enter a valid email address' }),
  ),
});
/** `POST /api/instructor/session` with the token from the link's fragment. */
export const instructorSessionRequestSchema = z.object({
  token: z.string().min(20, 'This sign-in link is not valid').max(200, 'This sign-in link is not valid'),
});
/** `GET /api/instructor/session` */
export const instructorSessionSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type InstructorSession = z.infer<typeof instructorSessionSchema>;
export const instructorMessageSchema = z.object({ message: z.string() });

export const ATTENDANCE_STATES = ['attended', 'no_show'] as const;
export type AttendanceState = (typeof ATTENDANCE_STATES)[number];

export const daySheetSwimmerSchema = z.object({
  swimmerId: z.string(),
  name: z.string(),
  ageGroup: z.string(),
  /** A level id of the catalog, or text such as "To be assessed" for a lesson request's swimmer (then no milestones). */
  level: z.string(),
  healthConsiderations: z.string().nullable(),
  fears: z.string().nullable(),
  attendance: z.enum(ATTENDANCE_STATES).nullable(),
  /** Milestones of the swimmer's level signed off in this lesson (can be taken back here). */
  signedOffHere: z.array(z.string()),
  /** Milestones of the level signed off in earlier lessons. */
  signedOffBefore: z.array(z.string()),
  /** Each required document (waiver, medical release): signed, missing, or signed on an old version. */
  documents: z.array(documentStatusLineSchema),
});
export type DaySheetSwimmer = z.infer<typeof daySheetSwimmerSchema>;

export const daySheetLessonSchema = z.object({
  lessonId: z.string(),
  bookingReference: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  lessonType: z.string(),
  /** One line, e.g. "12 Elm St, Bethesda, MD 20814", or the community pool's name and address; null when unknown. */
  address: z.string().nullable(),
  mapUrl: z.string().nullable(),
  /** Estimated minutes from the previous place of the day (the home ZIP for the first lesson); null when unknown. */
  travelMinutesFromPrevious: z.number().int().nullable(),
  travelFrom: z.enum(['home', 'previous_lesson']).nullable(),
  swimmers: z.array(daySheetSwimmerSchema),
  emergencyContact: z.object({ name: z.string(), phone: z.string(), relationship: z.string().nullable() }),
  addOns: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  specialRequests: z.string().nullable(),
  /** Attendance and sign-offs can be recorded from the lesson's day (New York) on. */
  canRecord: z.boolean(),
  /** When the family's progress email for this lesson was written; null until the lesson is finished. */
  progressSentAt: z.string().nullable(),
});
export type DaySheetLesson = z.infer<typeof daySheetLessonSchema>;

/** `GET /api/instructor/day?date=yyyy-MM-dd` (New York day; today when absent) */
export const daySheetQuerySchema = z.object({ date: dayKey.optional() });
export const daySheetSchema = z.object({
  date: z.string(),
  instructorName: z.string(),
  lessons: z.array(daySheetLessonSchema),
});
export type DaySheet = z.infer<typeof daySheetSchema>;

export const instructorLessonParamsSchema = z.object({ lessonId: uuid });
export const instructorSwimmerParamsSchema = z.object({ lessonId: uuid, swimmerId: uuid });

/** `PUT /api/instructor/lessons/:lessonId/swimmers/:swimmerId/attendance` */
export const attendanceRequestSchema = z.object({
  status: z.enum(ATTENDANCE_STATES, { error: 'status must be attended or no_show' }),
});
/** `PUT /api/instructor/lessons/:lessonId/swimmers/:swimmerId/milestones`: the milestones signed off in this lesson. */
export const signOffRequestSchema = z.object({
  milestoneIds: z.array(z.string().max(80)).max(8, 'A level has 8 milestones'),
});
/** `POST /api/instructor/lessons/:lessonId/finish`: writes the family's progress email once. */
export const finishLessonResultSchema = z.object({
  progressSentAt: z.string(),
  milestonesCount: z.number().int(),
});

/** `POST /api/admin/instructors/:id/invite`: emails the instructor a sign-in link (an invitation). */
export const instructorInviteResultSchema = z.object({ message: z.string(), email: z.string() });

/** `POST /api/admin/instructors/:id/sign-out`: ends the instructor's sessions and unused links. */
export const instructorSignOutResultSchema = z.object({ message: z.string() });

/** `GET /api/admin/instructors/:id/route?date=`: the instructor's day as a route. */
export const instructorRouteSchema = z.object({
  date: z.string(),
  instructorName: z.string(),
  homeZip: z.string().nullable(),
  stops: z.array(
    z.object({
      lessonId: z.string(),
      startTime: z.string(),
      endTime: z.string(),
      lessonType: z.string(),
      familyName: z.string(),
      address: z.string().nullable(),
      zip: z.string().nullable(),
      travelMinutesFromPrevious: z.number().int().nullable(),
      /** Minutes to spare on arrival (the first stop counts from the start of the working hours at home); negative when late. */
      slackMinutes: z.number().int().nullable(),
    }),
  ),
  totalTravelMinutes: z.number().int(),
});
export type InstructorRoute = z.infer<typeof instructorRouteSchema>;

/** A milestone signed off by an instructor, as the family sees it on /progress and in My Lessons. */
export const signedMilestoneSchema = z.object({
  milestoneId: z.string(),
  levelId: z.string(),
  instructorName: z.string(),
  signedAt: z.string(),
});
export type SignedMilestone = z.infer<typeof signedMilestoneSchema>;
