import { z } from 'zod';
import { optionalZipCode } from './travel';
import { LESSON_TYPE_IDS } from '../catalog/lesson-types';
import { bookingDetailsSchema } from './bookings';
import { documentStatusLineSchema } from './documents';
import { dayKey, isDayInRange, MAX_YEAR, MIN_YEAR, text, uuid } from './common';

/** Every admin list answers one page of rows and the total, so tables can paginate. */
export const listQuerySchema = z.object({
  search: text('Search', { max: 200 }).optional(),
  status: text('Status', { max: 40 }).optional(),
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number({ error: 'pageSize must be a number' }).int().min(1).max(100).default(20),
});
export type ListQuery = z.input<typeof listQuerySchema>;
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const idParamsSchema = z.object({ id: uuid });
export const okSchema = z.object({ success: z.literal(true) });

const requiredText = (label: string, max: number, multiline = false) =>
  text(label, { max, multiline, required: `${label} is required` });
const optionalText = (label: string, max: number, multiline = false) =>
  text(label, { max, multiline })
    .nullish()
    .transform((v) => (v ? v : null));
const cents = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of cents` })
    .int(`${label} must be a whole number of cents`)
    .min(0, `${label} cannot be negative`)
    .max(10_000_000, `${label} is too large`);

// ---- dashboard --------------------------------------------------------------------------------------------------
export const dashboardSchema = z.object({
  figures: z.object({
    lessonsToday: z.number().int(),
    lessonsThisWeek: z.number().int(),
    bookingsThisWeek: z.number().int(),
    revenueThisWeekCents: z.number().int(),
    bookingsThisMonth: z.number().int(),
    revenueThisMonthCents: z.number().int(),
    pendingRequests: z.number().int(),
    newLeads: z.number().int(),
    newMessages: z.number().int(),
  }),
  bookingsPerWeek: z.array(z.object({ weekStart: z.string(), bookings: z.number().int() })),
  recentActivity: z.array(
    z.object({
      id: z.string(),
      actor: z.string(),
      action: z.string(),
      entityType: z.string().nullable(),
      entityId: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  system: z.object({
    database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean() }),
    email: z.object({
      mode: z.enum(['smtp', 'stored_only']),
      pending: z.number().int(),
      /** Kept unsent because no SMTP server was configured. */
      undelivered: z.number().int(),
      /** Given up on: the recipient was refused for good, or tries failed for 48 hours. */
      parked: z.number().int(),
      sentLast24h: z.number().int(),
      oldestUnsentAt: z.string().nullable(),
      /** What the owner should do about email, when a message was parked or has waited over 15 minutes. */
      alert: z.string().nullable(),
    }),
    paymentGateway: z.enum(['test', 'stripe']),
    buildId: z.string(),
    jobs: z.array(
      z.object({
        name: z.string(),
        lastRunAt: z.string().nullable(),
        lastError: z.string().nullable(),
        runs: z.number().int(),
      }),
    ),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

// ---- lesson requests --------------------------------------------------------------------------------------------
export const requestSlotSchema = z.object({
  id: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  lessonType: z.string(),
  instructorName: z.string(),
  venueName: z.string(),
  capacity: z.number().int(),
  bookedCount: z.number().int(),
  status: z.string(),
  bookable: z.boolean(),
});
export const adminLessonRequestSchema = z.object({
  id: z.string(),
  requestCode: z.string(),
  status: z.string(),
  lessonType: z.string(),
  swimmers: z.number().int(),
  dates: z.array(z.string()),
  slots: z.array(requestSlotSchema),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  decisionMessage: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  bookingReference: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminLessonRequest = z.infer<typeof adminLessonRequestSchema>;
export const lessonRequestPageSchema = pageOf(adminLessonRequestSchema);
export const decisionSchema = z.object({ message: optionalText('Message', 2000, true) });
export const declineSchema = z.object({ message: requiredText('A message to the customer', 2000, true) });
export const approveResponseSchema = z.object({ success: z.literal(true), bookingReference: z.string() });

// ---- bookings -----------------------------------------------------------------------------------------------------
export const adminBookingRowSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.string(),
  lessonType: z.string(),
  swimmersCount: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
  totalCents: z.number().int(),
  firstLessonAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminBookingRow = z.infer<typeof adminBookingRowSchema>;
export const bookingPageSchema = pageOf(adminBookingRowSchema);
export const adminBookingDetailSchema = adminBookingRowSchema.extend({
  customerPhone: z.string().nullable(),
  emergencyName: z.string(),
  emergencyPhone: z.string(),
  emergencyRelationship: z.string().nullable(),
  specialRequests: z.string().nullable(),
  couponCode: z.string().nullable(),
  subtotalCents: z.number().int(),
  travelFeesCents: z.number().int(),
  addOnsCents: z.number().int(),
  discountCents: z.number().int(),
  taxesCents: z.number().int(),
  cancelReason: z.string().nullable(),
  // The customer's view of a lesson and a swimmer, plus what only the owner reads.
  lessons: z.array(
    bookingDetailsSchema.shape.lessons.element.extend({
      seats: z.number().int(),
      /** The lesson's own id, kept when it moves to another time. */
      lessonId: z.string(),
      /** Set when this one lesson was cancelled (by the family or the business), with why. */
      cancelledAt: z.string().nullable(),
      cancelReason: z.string().nullable(),
      /** The times this lesson was moved away from, oldest first; empty for a lesson never moved. */
      movedFrom: z.array(z.object({ startTime: z.string(), endTime: z.string(), movedAt: z.string() })),
    }),
  ),
  swimmers: z.array(
    bookingDetailsSchema.shape.swimmers.element.extend({
      healthConsiderations: z.string().nullable(),
      /** Each required document's state for this swimmer (signed, missing, or signed on a replaced version). */
      documents: z.array(documentStatusLineSchema),
    }),
  ),
  payments: z.array(
    z.object({
      gateway: z.string(),
      intentId: z.string(),
      amountCents: z.number().int(),
      refundedCents: z.number().int(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** The audit log's entries for this booking, newest first, each told as a sentence. */
  history: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      /** Who: the owner's username, `family:<email>`, `customer` or `system`. */
      actor: z.string(),
      action: z.string(),
      summary: z.string(),
    }),
  ),
});
export type AdminBookingDetail = z.infer<typeof adminBookingDetailSchema>;
export type AdminBookingLesson = AdminBookingDetail['lessons'][number];
export const cancelBookingSchema = z.object({ reason: optionalText('Reason', 500, true) });
export const cancelBookingResponseSchema = z.object({
  success: z.literal(true),
  refundedCents: z.number().int(),
});

// ---- schedule -------------------------------------------------------------------------------------------------------
export const SLOT_STATUSES = ['available', 'unavailable', 'cancelled'] as const;
export const scheduleQuerySchema = z.object({
  weekStart: dayKey,
  instructorId: uuid.optional(),
  status: z.enum(SLOT_STATUSES).optional(),
});
export const adminSlotSchema = z.object({
  id: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  lessonType: z.string(),
  instructorId: z.string(),
  instructorName: z.string(),
  venueId: z.string(),
  venueName: z.string(),
  capacity: z.number().int(),
  bookedCount: z.number().int(),
  basePriceCents: z.number().int(),
  status: z.string(),
});
export type AdminSlot = z.infer<typeof adminSlotSchema>;
export const scheduleResponseSchema = z.object({ slots: z.array(adminSlotSchema) });
/** Local wall-clock start such as 2026-06-01T09:00, read in America/New_York; a real day and time, 1900-2200. */
export const localDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, 'Start times are written as yyyy-MM-ddTHH:mm')
  .refine(isDayInRange, `Start times must be real dates between the years ${MIN_YEAR} and ${MAX_YEAR}`);
export const createSlotsSchema = z.object({
  instructorId: uuid,
  venueId: uuid,
  lessonType: z.enum(LESSON_TYPE_IDS, { error: 'Choose a lesson type' }),
  capacity: z
    .number({ error: 'Capacity must be a number' })
    .int()
    .min(1, 'Capacity must be at least 1')
    .max(50, 'Capacity may be at most 50'),
  basePriceCents: cents('Price'),
  durationMinutes: z
    .number({ error: 'Duration must be a number' })
    .int()
    .min(15, 'Lessons last at least 15 minutes')
    .max(240, 'Lessons last at most 4 hours'),
  startTimes: z
    .array(localDateTime, { error: 'Add at least one start time' })
    .min(1, 'Add at least one start time')
    .max(20, 'At most 20 start times at once'),
  weeks: z
    .number({ error: 'Weeks must be a number' })
    .int()
    .min(1, 'Weeks must be at least 1')
    .max(26, 'At most 26 weeks at once'),
});
export type CreateSlotsInput = z.infer<typeof createSlotsSchema>;
export const createSlotsResponseSchema = z.object({
  created: z.number().int(),
  skipped: z.array(z.string()),
  seriesId: z.string(),
});
export const updateSlotSchema = z
  .object({
    capacity: z.number().int().min(1).max(50).optional(),
    basePriceCents: cents('Price').optional(),
    status: z.enum(['available', 'unavailable']).optional(),
  })
  .refine(
    (v) => v.capacity !== undefined || v.basePriceCents !== undefined || v.status !== undefined,
    'Change at least one of capacity, price or status',
  );
export const cancelSlotSchema = z.object({ reason: optionalText('Reason', 500, true) });
/** What cancelling a lesson did: how many families it reached and what went back to them. */
export const cancelSlotResponseSchema = z.object({
  success: z.literal(true),
  bookings: z.number().int(),
  refundedCents: z.number().int(),
});
export type CancelSlotResponse = z.infer<typeof cancelSlotResponseSchema>;
export const rosterSchema = z.object({
  slot: adminSlotSchema,
  bookings: z.array(
    z.object({
      bookingId: z.string(),
      reference: z.string(),
      customerName: z.string(),
      customerEmail: z.string(),
      customerPhone: z.string().nullable(),
      seats: z.number().int(),
      swimmers: z.array(z.string()),
    }),
  ),
});

// ---- directory --------------------------------------------------------------------------------------------------
export const adminInstructorSchema = z.object({
  id: z.string(),
  name: z.string(),
  specialty: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  active: z.boolean(),
  /** Where the instructor's day starts (the first lesson's travel is counted from here). */
  homeZip: z.string().nullable(),
  /** Working hours in New York, minutes after midnight. */
  workStartMinutes: z.number().int(),
  workEndMinutes: z.number().int(),
  /** When the last invitation (a sign-in link to /instructor) was emailed; null if never. */
  invitedAt: z.string().nullable(),
});
export type AdminInstructor = z.infer<typeof adminInstructorSchema>;
export const instructorInputSchema = z
  .object({
    name: requiredText('Name', 120),
    specialty: requiredText('Specialty', 200),
    email: z
      .string()
      .trim()
      .max(254)
      .nullish()
      .transform((v) => (v ? v : null))
      .pipe(z.email({ error: 'Enter a valid email address' }).nullable()),
    phone: optionalText('Phone', 32),
    active: z.boolean().default(true),
    homeZip: optionalZipCode,
    workStartMinutes: z
      .number()
      .int()
      .min(0)
      .max(24 * 60)
      .default(9 * 60),
    workEndMinutes: z
      .number()
      .int()
      .min(0)
      .max(24 * 60)
      .default(19 * 60),
  })
  .refine((v) => v.workEndMinutes > v.workStartMinutes, {
    path: ['workEndMinutes'],
    message: 'Working hours must end after they start',
  });
export const adminVenueSchema = z.object({
  id: z.string(),
  name: z.string(),
  poolType: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  /** With a ZIP the travel fee comes from the distance bands; `travelFeeCents` is used only without one. */
  zip: z.string().nullable(),
  travelFeeCents: z.number().int(),
  active: z.boolean(),
});
export type AdminVenue = z.infer<typeof adminVenueSchema>;
export const POOL_TYPES = ['home_pool', 'community_pool', 'hoa_pool', 'gym_pool', 'other'] as const;
export const venueInputSchema = z.object({
  name: requiredText('Name', 120),
  poolType: z.enum(POOL_TYPES, { error: 'Choose a pool type' }),
  address: optionalText('Address', 200),
  city: optionalText('City', 80),
  region: optionalText('Region', 40),
  zip: optionalZipCode,
  travelFeeCents: cents('Travel fee'),
  active: z.boolean().default(true),
});

// ---- coupons ------------------------------------------------------------------------------------------------------
export const adminCouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  type: z.enum(['percentage', 'fixed', 'free_lesson']),
  value: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  lessonTypes: z.array(z.string()).nullable(),
  usageLimit: z.number().int().nullable(),
  firstTimeOnly: z.boolean(),
  active: z.boolean(),
  redemptions: z.number().int(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;
export const couponInputSchema = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]{3,32}$/, 'Codes are 3-32 letters, digits, dashes or underscores'),
    name: requiredText('Name', 120),
    type: z.enum(['percentage', 'fixed', 'free_lesson'], { error: 'Choose a coupon type' }),
    value: z.number({ error: 'Value must be a number' }).int().min(0, 'Value cannot be negative'),
    startsAt: z
      .string()
      .datetime({ offset: true, error: 'Start must be a date and time' })
      .refine(isDayInRange, `Start must be between the years ${MIN_YEAR} and ${MAX_YEAR}`)
      .nullish()
      .transform((v) => v ?? null),
    endsAt: z
      .string()
      .datetime({ offset: true, error: 'End must be a date and time' })
      .refine(isDayInRange, `End must be between the years ${MIN_YEAR} and ${MAX_YEAR}`)
      .nullish()
      .transform((v) => v ?? null),
    lessonTypes: z
      .array(z.enum(LESSON_TYPE_IDS))
      .nullish()
      .transform((v) => (v && v.length ? v : null)),
    usageLimit: z
      .number()
      .int()
      .min(1, 'A usage limit must be at least 1')
      .nullish()
      .transform((v) => v ?? null),
    firstTimeOnly: z.boolean().default(false),
    active: z.boolean().default(true),
  })
  .superRefine((c, ctx) => {
    if (c.type === 'percentage' && (c.value < 1 || c.value > 100))
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percentage is between 1 and 100' });
    if (c.type === 'fixed' && c.value < 1)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'A fixed discount is at least 1 cent' });
    if (c.startsAt && c.endsAt && Date.parse(c.endsAt) <= Date.parse(c.startsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'The end must be after the start' });
  });
export type CouponInput = z.input<typeof couponInputSchema>;
export const redemptionSchema = z.object({
  id: z.string(),
  bookingReference: z.string(),
  customerEmail: z.string(),
  discountCents: z.number().int(),
  createdAt: z.string(),
});

// ---- policies ------------------------------------------------------------------------------------------------
/** `GET /api/admin/policies`. */
export const businessPoliciesSchema = z.object({
  cancelNoticeHours: z.number().int(),
  /** How long a waitlist offer holds its seats, in minutes (never past the booking notice before the lesson). */
  offerWindowMinutes: z.number().int(),
  /** What a family cancelling a card-paid lesson in time gets: its share back on the card, or lesson credits. */
  cancelRefundAs: z.enum(['refund', 'credit']),
  /** How long credits given on a cancellation, for weather or as goodwill stay usable, in months. */
  creditMonthsValid: z.number().int(),
});
export type BusinessPolicies = z.infer<typeof businessPoliciesSchema>;
export const MAX_CREDIT_MONTHS = 24;
const creditMonthsMessage = `Credits must stay valid for 1 to ${MAX_CREDIT_MONTHS} months`;
export const MAX_CANCEL_NOTICE_HOURS = 720;
export const MIN_OFFER_WINDOW_MINUTES = 15;
export const MAX_OFFER_WINDOW_MINUTES = 1440;
const noticeHoursMessage = `Refund notice must be a whole number of hours from 0 to ${MAX_CANCEL_NOTICE_HOURS}`;
const offerWindowMessage = `The offer window must be a whole number of minutes from ${MIN_OFFER_WINDOW_MINUTES} to ${MAX_OFFER_WINDOW_MINUTES}`;
/**
 * `PUT /api/admin/policies`, either policy or both: a family cancelling more than `cancelNoticeHours` ahead gets the
 * lesson's share back; a waitlist offer holds its seats for `offerWindowMinutes`.
 */
export const businessPoliciesInputSchema = z
  .object({
    cancelNoticeHours: z
      .number({ error: noticeHoursMessage })
      .int(noticeHoursMessage)
      .min(0, noticeHoursMessage)
      .max(MAX_CANCEL_NOTICE_HOURS, noticeHoursMessage)
      .optional(),
    offerWindowMinutes: z
      .number({ error: offerWindowMessage })
      .int(offerWindowMessage)
      .min(MIN_OFFER_WINDOW_MINUTES, offerWindowMessage)
      .max(MAX_OFFER_WINDOW_MINUTES, offerWindowMessage)
      .optional(),
    cancelRefundAs: z
      .enum(['refund', 'credit'], { error: 'Choose a refund to the card or lesson credits' })
      .optional(),
    creditMonthsValid: z
      .number({ error: creditMonthsMessage })
      .int(creditMonthsMessage)
      .min(1, creditMonthsMessage)
      .max(MAX_CREDIT_MONTHS, creditMonthsMessage)
      .optional(),
  })
  .refine((p) => Object.values(p).some((v) => v !== undefined), {
    error: 'Send at least one policy',
    path: ['cancelNoticeHours'],
  });
export type BusinessPoliciesInput = z.input<typeof businessPoliciesInputSchema>;

// ---- leads, messages, audit ------------------------------------------------------------------------------
export const adminLeadSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  resource: z.string(),
  trigger: z.string().nullable(),
  source: z.string().nullable(),
  utm: z.string().nullable(),
  createdAt: z.string(),
});
export const leadPageSchema = pageOf(adminLeadSchema);
export const MESSAGE_STATUSES = ['new', 'read', 'replied'] as const;
export const adminMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  channel: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export const messagePageSchema = pageOf(adminMessageSchema);
export const messageStatusSchema = z.object({
  status: z.enum(MESSAGE_STATUSES, { error: 'Status must be new, read or replied' }),
});
export const auditEntrySchema = z.object({
  id: z.string(),
  actor: z.string(),
  action: z.string(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  details: z.unknown(),
  createdAt: z.string(),
});
export const auditPageSchema = pageOf(auditEntrySchema);
