/**
 * Repeat business: lesson packages the owner sells, the family's credit ledger they fill, paying for lessons with
 * credits, and the owner's weather cancellations.
 *
 * One lesson credit pays for one swimmer in one lesson (its lesson price, travel fee and tax). A credit names a
 * lesson type (or any) and a level (or any); it expires with the lot it came in. The balance is never stored: it is
 * the sum of the family's ledger entries in lots that have not expired.
 */
import { z } from 'zod';
import { LESSON_TYPE_IDS } from '../catalog/lesson-types';
import { LEVEL_IDS } from '../catalog/levels';
import { bookingDraftSchema } from './bookings';
import { isDayInRange, MAX_YEAR, MIN_YEAR, text, uuid } from './common';

// ---- packages --------------------------------------------------------------------------------------------------

export const MAX_PACKAGE_LESSONS = 50;
export const MAX_PACKAGE_MONTHS = 24;
export const MAX_PACKAGE_PRICE_CENTS = 1_000_000;

export const lessonPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  lessonType: z.enum(LESSON_TYPE_IDS),
  /** null: any level. */
  level: z.enum(LEVEL_IDS).nullable(),
  lessons: z.number().int(),
  /** What the family pays, tax included. */
  priceCents: z.number().int(),
  monthsValid: z.number().int(),
  active: z.boolean(),
});
export type LessonPackage = z.infer<typeof lessonPackageSchema>;

/** `GET /api/packages`: the packages on sale, for /lessons and the wizard. */
export const lessonPackagesSchema = z.object({ packages: z.array(lessonPackageSchema) });

const lessonsMessage = `A package has 1 to ${MAX_PACKAGE_LESSONS} lessons`;
const monthsMessage = `A package is valid for 1 to ${MAX_PACKAGE_MONTHS} months`;
const priceMessage = 'Price must be a whole number of cents from 0 to 1000000';

/** `POST /api/admin/packages` and `PUT /api/admin/packages/:id` */
export const lessonPackageInputSchema = z.object({
  name: text('Name', { max: 120, required: 'Name is required' }),
  lessonType: z.enum(LESSON_TYPE_IDS, { error: 'Choose a lesson type' }),
  level: z.enum(LEVEL_IDS, { error: 'Choose a level, or any level' }).nullable().default(null),
  lessons: z
    .number({ error: lessonsMessage })
    .int(lessonsMessage)
    .min(1, lessonsMessage)
    .max(MAX_PACKAGE_LESSONS, lessonsMessage),
  priceCents: z
    .number({ error: priceMessage })
    .int(priceMessage)
    .min(0, priceMessage)
    .max(MAX_PACKAGE_PRICE_CENTS, priceMessage),
  monthsValid: z
    .number({ error: monthsMessage })
    .int(monthsMessage)
    .min(1, monthsMessage)
    .max(MAX_PACKAGE_MONTHS, monthsMessage),
  active: z.boolean().default(true),
});
export type LessonPackageInput = z.input<typeof lessonPackageInputSchema>;
export const packageParamsSchema = z.object({ id: uuid });

/** `POST /api/packages/:id/checkout`: who buys it. The credits go to this email. */
export const packageCheckoutRequestSchema = z.object({
  name: text('Full Name', { max: 120, required: 'Full Name is required' }),
  email: text('Email Address', { max: 254, required: 'Email Address is required' }).pipe(
    z.email({ error: 'Email Address must be a valid email' }),
  ),
  phone: text('Phone', { max: 40 }).optional().nullable(),
  /** Same key, same purchase and intent: a retried request never charges twice. */
  idempotencyKey: text('idempotencyKey', { max: 100, keepSpaces: true }).min(8),
});
export type PackageCheckoutRequest = z.input<typeof packageCheckoutRequestSchema>;

export const packageCheckoutSchema = z.object({
  purchaseId: z.string(),
  paymentIntentId: z.string(),
  clientSecret: z.string(),
  amount: z.number().int(),
  gateway: z.enum(['test', 'stripe']),
});
export type PackageCheckout = z.infer<typeof packageCheckoutSchema>;

/** `POST /api/packages/purchases/:id/confirm` after the card step (the webhook does the same). */
export const packagePurchaseParamsSchema = z.object({ id: uuid });
export const packagePurchaseResultSchema = z.object({
  purchaseId: z.string(),
  /** pending_payment | paid */
  status: z.enum(['pending_payment', 'paid']),
  lessons: z.number().int(),
  email: z.string(),
  expiresAt: z.string().nullable(),
});
export type PackagePurchaseResult = z.infer<typeof packagePurchaseResultSchema>;

// ---- the credit ledger -----------------------------------------------------------------------------------------

export const CREDIT_ENTRY_KINDS = [
  /** A package bought: a new lot. */
  'package',
  /** Lessons booked with credits. */
  'spend',
  /** Credits given back when a lesson paid with them was cancelled in time. */
  'return',
  /** A lesson paid by card cancelled in time, when the owner's policy gives credit instead of a refund. */
  'cancellation',
  /** A lesson the owner cancelled for weather. */
  'weather',
  /** The owner's adjustment, with a reason: a goodwill credit (a new lot) or a correction (taken from lots). */
  'adjustment',
] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];

export const creditLotSchema = z.object({
  id: z.string(),
  kind: z.enum(CREDIT_ENTRY_KINDS),
  /** null: any lesson type / any level. */
  lessonType: z.string().nullable(),
  level: z.string().nullable(),
  granted: z.number().int(),
  remaining: z.number().int(),
  expiresAt: z.string(),
  expired: z.boolean(),
  description: z.string(),
});
export type CreditLot = z.infer<typeof creditLotSchema>;

export const creditEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(CREDIT_ENTRY_KINDS),
  /** Lessons added (positive) or taken (negative). */
  lessons: z.number().int(),
  lotId: z.string(),
  description: z.string(),
  reason: z.string().nullable(),
  actor: z.string(),
  createdAt: z.string(),
});
export type CreditEntry = z.infer<typeof creditEntrySchema>;

/** A family's ledger: `GET /api/family/credits` for the signed-in family, `GET /api/admin/credits/:email` for the owner. */
export const creditAccountSchema = z.object({
  email: z.string(),
  /** Credits usable now (lots not expired). */
  balance: z.number().int(),
  /** When the soonest usable credit expires. */
  nextExpiry: z.string().nullable(),
  lots: z.array(creditLotSchema),
  entries: z.array(creditEntrySchema),
});
export type CreditAccount = z.infer<typeof creditAccountSchema>;

/** `GET /api/admin/credits`: families with a ledger, newest activity first. */
export const creditFamiliesSchema = z.object({
  families: z.array(z.object({ email: z.string(), balance: z.number().int(), lastEntryAt: z.string() })),
});
export const creditEmailParamsSchema = z.object({
  email: text('Email', { max: 254, required: 'Email is required' }).pipe(
    z.email({ error: 'Enter a valid email address' }),
  ),
});

const adjustMessage = 'Lessons must be a whole number from -20 to 20, not 0';
/** `POST /api/admin/credits/adjustments`: positive adds a goodwill lot; negative takes from the soonest-expiring lots. */
export const creditAdjustmentSchema = z.object({
  email: text('Email', { max: 254, required: 'Email is required' }).pipe(
    z.email({ error: 'Enter a valid email address' }),
  ),
  lessons: z
    .number({ error: adjustMessage })
    .int(adjustMessage)
    .min(-20, adjustMessage)
    .max(20, adjustMessage)
    .refine((n) => n !== 0, adjustMessage),
  reason: text('Reason', { max: 500, required: 'A reason is required', multiline: true }),
  /** For a goodwill credit: the lesson type it is good for (null: any). */
  lessonType: z.enum(LESSON_TYPE_IDS).nullable().default(null),
  /** For a goodwill credit: months until it expires (default: the owner's credit validity). */
  monthsValid: z.number().int().min(1).max(MAX_PACKAGE_MONTHS).optional(),
});
export type CreditAdjustment = z.input<typeof creditAdjustmentSchema>;

/** The 409 when credits ran out (or never matched). */
export const NOT_ENOUGH_CREDITS_MESSAGE =
  'You do not have enough lesson credits for these lessons. Please pay by card instead.';

/**
 * `POST /api/bookings/pay-with-credits`: the wizard's "Use a lesson credit". Needs the family session of the email
 * the booking is for; books the held times with one credit per swimmer per lesson, with no card step. Add-ons and
 * coupons are paid by card, so they are refused here.
 */
export const payWithCreditsRequestSchema = z.object({
  bookingData: bookingDraftSchema,
  selectedSlots: z.array(uuid).min(1).max(12),
  holdId: uuid.optional(),
  holdToken: z.string().min(20).max(200).optional(),
  idempotencyKey: text('idempotencyKey', { max: 100, keepSpaces: true }).min(8),
});
export type PayWithCreditsRequest = z.input<typeof payWithCreditsRequestSchema>;
export const payWithCreditsResultSchema = z.object({
  bookingId: z.string(),
  reference: z.string(),
  status: z.literal('confirmed'),
  creditsUsed: z.number().int(),
  /** Opens the confirmation page (stored by the browser like a checkout's hold token). */
  accessToken: z.string(),
});
export type PayWithCreditsResult = z.infer<typeof payWithCreditsResultSchema>;

/** `POST /api/bookings/credit-quote`: whether the signed-in family's credits cover these times (for the wizard). */
export const creditQuoteRequestSchema = z.object({
  lessonType: z.enum(LESSON_TYPE_IDS),
  slotIds: z.array(uuid).min(1).max(12),
  swimmerLevels: z.array(z.enum(LEVEL_IDS)).min(1).max(6),
});
export const creditQuoteSchema = z.object({
  needed: z.number().int(),
  available: z.number().int(),
  covered: z.boolean(),
});
export type CreditQuote = z.infer<typeof creditQuoteSchema>;

// ---- weather ---------------------------------------------------------------------------------------------------

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 13:00');
/** `POST /api/admin/weather/preview` and `/api/admin/weather/cancel`: every lesson starting in the window. */
export const weatherWindowSchema = z
  .object({
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-07-04')
      // The API's shared years: a window on 9999-12-31 ends in year 10000, which PostgreSQL refuses as an instant.
      .refine(isDayInRange, `Use a real date between the years ${MIN_YEAR} and ${MAX_YEAR}, like 2026-07-04`),
    /** Local times in the business's zone; left out, the whole day. */
    from: hhmm.default('00:00'),
    to: hhmm.default('23:59'),
    reason: text('Reason', { max: 200 }).optional().nullable(),
  })
  .refine((w) => w.from < w.to, { error: 'The end must be after the start', path: ['to'] });
export type WeatherWindow = z.input<typeof weatherWindowSchema>;

export const weatherLessonSchema = z.object({
  lessonId: z.string(),
  bookingId: z.string(),
  reference: z.string(),
  customerName: z.string(),
  startTime: z.string(),
  instructorName: z.string(),
  seats: z.number().int(),
  /** What the family gets: a weather credit per swimmer, or (paid at the lesson) a link to pick a new time free. */
  // A lesson bought at a discount or with add-ons is refunded in money: a credit is worth a full-price lesson.
  outcome: z.enum(['credit', 'refund', 'reschedule_link']),
});
export const weatherPreviewSchema = z.object({ lessons: z.array(weatherLessonSchema) });
export type WeatherPreview = z.infer<typeof weatherPreviewSchema>;

/**
 * The cancel carries the lessons the owner saw. A time on which a lesson was booked since the preview is left open
 * and untouched, and counted in `timesLeftOpen`, so nothing the owner did not see is cancelled.
 */
export const weatherCancelRequestSchema = weatherWindowSchema.and(
  z.object({ lessonIds: z.array(uuid).max(500) }),
);
export const weatherCancelResultSchema = z.object({
  cancelledLessons: z.number().int(),
  creditsGranted: z.number().int(),
  familiesEmailed: z.number().int(),
  /** Times left open because a lesson was booked on them after the preview: preview again to cancel them. */
  timesLeftOpen: z.number().int(),
});
export type WeatherCancelResult = z.infer<typeof weatherCancelResultSchema>;
