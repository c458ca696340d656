/** Contracts of the online booking calls: holds, pricing, payment intents, confirmation, reading a booking. */
import { z } from 'zod';
import { BOOKING_STATES } from '../rules/booking-lifecycle';
import { ADD_ONS } from '../catalog/add-ons';
import { LESSON_TYPE_IDS } from '../catalog/lesson-types';
import { LEVEL_IDS } from '../catalog/levels';
import { AGE_GROUP_IDS, EMERGENCY_RELATIONSHIP_IDS, SKILL_STATE_IDS } from '../catalog/swimmers';
import { MAX_SLOT_SELECTIONS } from '../rules/slots';
import { MAX_SERIES_WEEKS } from './series';
import { lessonTypeSchema } from './calendar';
import { text, uuid } from './common';
import { lessonPlaceSchema, zipCodeSchema } from './travel';
import { bookingSignaturesSchema } from './documents';

const slotIds = z
  .array(uuid, { error: 'slotIds must be a list of slot ids' })
  .min(1, { error: 'Choose at least one lesson time' })
  // A weekly series holds up to 12 times; any other selection at most 6 (checked where `series` is known).
  .max(MAX_SERIES_WEEKS, { error: `Choose at most ${MAX_SERIES_WEEKS} lesson times` })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'Each lesson time may be chosen once' });

/** The browser's secret for its hold; it also opens the confirmation page later. */
const holdToken = z
  .string()
  .min(20, { error: 'holdToken is not valid' })
  .max(200, { error: 'holdToken is not valid' });

export const holdSlotsRequestSchema = z
  .object({
    slotIds,
    /** Minutes; capped at 15 on the server. */
    duration: z
      .number({ error: 'duration must be a number of minutes' })
      .positive({ error: 'duration must be positive' })
      .max(24 * 60)
      .default(15),
    swimmersCount: z
      .number()
      .int()
      .min(1, { error: 'At least one swimmer' })
      .max(6, { error: 'At most 6 swimmers' })
      .default(1),
    /** Present when re-holding: the same hold is updated or extended instead of counting twice. */
    holdId: uuid.optional(),
    holdToken: holdToken.optional(),
    /** Ask for a fresh 15 minutes on a live hold (allowed once). */
    extend: z.boolean().default(false),
    /** The times are the weeks of one weekly series (up to 12, one per day); otherwise at most 6 times. */
    series: z.boolean().default(false),
    /** Where the lessons will be, when known: each time must be reachable by its instructor from the lesson before. */
    zip: zipCodeSchema.optional(),
  })
  .refine((h) => h.series || h.slotIds.length <= MAX_SLOT_SELECTIONS, {
    error: `Choose at most ${MAX_SLOT_SELECTIONS} lesson times`,
    path: ['slotIds'],
  });
export type HoldSlotsRequest = z.input<typeof holdSlotsRequestSchema>;

export const holdSlotsResponseSchema = z.object({
  holdId: z.string(),
  holdToken: z.string(),
  expiresAt: z.string(),
  extensionsLeft: z.number().int(),
  /**
   * The shared times among those held that already meet at one of the business's pools: a family joining one joins
   * it there, so that pool is the booking's place.
   */
  meetsAt: z.array(z.object({ slotId: z.string(), venueId: z.string(), venueName: z.string() })).default([]),
});
export type HoldSlotsResponse = z.infer<typeof holdSlotsResponseSchema>;

/** The 409 body when some slots can no longer be held. */
export interface SlotsUnavailableBody {
  message: string;
  code: 'SLOTS_UNAVAILABLE';
  unavailableSlotIds: string[];
}

export const addOnSelectionSchema = z.object({
  id: z.enum(ADD_ONS.map((a) => a.id) as [string, ...string[]], { error: 'Unknown add-on' }),
  quantity: z.number().int().min(0).max(5),
  name: text('Add-on name', { max: 120 }).optional(),
  price: z.number().int().optional(),
});
export type AddOnSelection = z.infer<typeof addOnSelectionSchema>;

export const calculatePriceRequestSchema = z.object({
  slots: slotIds,
  lessonType: lessonTypeSchema,
  addOns: z.array(addOnSelectionSchema).max(20).default([]),
  couponCode: text('Coupon code', { max: 40 }).optional().nullable(),
  swimmersCount: z.number().int().min(1).max(6),
  /** The customer's email, when known, for first-lesson and once-per-customer rules. */
  email: text('Email', { max: 254 }).optional().nullable(),
  /** Where the lessons will be: the travel fee comes from its distance band. */
  pool: lessonPlaceSchema.optional().nullable(),
});
export type CalculatePriceRequest = z.input<typeof calculatePriceRequestSchema>;

export const priceBreakdownSchema = z.object({
  subtotal: z.number().int(),
  travelFees: z.number().int(),
  addOns: z.number().int(),
  discount: z.number().int(),
  taxes: z.number().int(),
  total: z.number().int(),
  discountSource: z.enum(['coupon', 'first_lesson']).nullable(),
});
export type PriceBreakdownBody = z.infer<typeof priceBreakdownSchema>;

export const calculatePriceResponseSchema = priceBreakdownSchema.extend({
  couponError: z.string().nullable(),
});

const line = (label: string, max: number) => text(label, { max });
const notes = (label: string, max: number) => text(label, { max, multiline: true });
const requiredText = (label: string, max = 120) => text(label, { max, required: `${label} is required` });

export const swimmerSchema = z.object({
  name: requiredText('Full Name'),
  email: z.email({ error: 'Email Address must be a valid email' }).max(254),
  phone: line('Phone', 40).optional().nullable(),
  ageGroup: z.enum(AGE_GROUP_IDS, { error: 'Age Group is required' }),
  level: z.enum(LEVEL_IDS, { error: 'Target Skill Level is required' }),
  experienceLevel: z.enum(SKILL_STATE_IDS, { error: 'Experience Level is required' }),
  goals: notes('Goals', 1000).optional().nullable(),
  healthConsiderations: notes('Health considerations', 1000).optional().nullable(),
  previousExperience: notes('Previous experience', 1000).optional().nullable(),
  fears: notes('Fears', 1000).optional().nullable(),
  preferences: notes('Preferences', 1000).optional().nullable(),
  /** The family's saved swimmer this one is (filled from the profile): progress and sign-offs follow it. */
  savedSwimmerId: uuid.optional().nullable(),
});
export type Swimmer = z.infer<typeof swimmerSchema>;

export const emergencyContactSchema = z.object({
  name: requiredText('Emergency contact name'),
  phone: requiredText('Emergency contact phone', 40),
  relationship: z.enum(EMERGENCY_RELATIONSHIP_IDS).optional().nullable(),
});

export const bookingDraftSchema = z.object({
  lessonType: lessonTypeSchema,
  swimmers: z.array(swimmerSchema).min(1, { error: 'Add at least one swimmer' }).max(6),
  addOns: z.array(addOnSelectionSchema).max(20).default([]),
  emergencyContact: emergencyContactSchema,
  specialRequests: notes('Special requests', 2000).optional().nullable(),
  couponCode: line('Coupon code', 40).optional().nullable(),
  marketingConsent: z.boolean().default(false),
  timeZone: line('Time zone', 64).optional(),
  /** Where the lessons happen; the wizard always sends it (older drafts without it are priced at the slot's venue). */
  pool: lessonPlaceSchema.optional().nullable(),
  /** Documents signed in the review step, for every swimmer (core/api/documents.ts). */
  signatures: bookingSignaturesSchema.default([]),
});
export type BookingDraft = z.input<typeof bookingDraftSchema>;

export const createPaymentIntentRequestSchema = z.object({
  bookingData: bookingDraftSchema,
  selectedSlots: slotIds,
  /** What the browser showed; compared, reported when different, never charged. */
  priceBreakdown: z.object({ total: z.number().int() }).passthrough().optional().nullable(),
  /** The hold this checkout uses; without them, the hold named by the browser's hold cookie. */
  holdId: uuid.optional(),
  holdToken: holdToken.optional(),
  /** Same key, same intent: a retried request never creates a second charge. The Idempotency-Key header works too. */
  idempotencyKey: text('idempotencyKey', { max: 100, keepSpaces: true }).min(8).optional(),
});
export type CreatePaymentIntentRequest = z.input<typeof createPaymentIntentRequestSchema>;

export const createPaymentIntentResponseSchema = z.object({
  paymentIntentId: z.string(),
  bookingId: z.string(),
  clientSecret: z.string(),
  amount: z.number().int(),
  gateway: z.enum(['test', 'stripe']),
  priceBreakdown: priceBreakdownSchema,
  /** True when the browser's total differed from the server's; the server's is what is charged. */
  priceChanged: z.boolean(),
});
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponseSchema>;

export const confirmBookingRequestSchema = z.object({ bookingId: uuid });

/** The states of core/rules/booking-lifecycle.ts. */
export const bookingStatusSchema = z.enum(BOOKING_STATES);

export const confirmBookingResponseSchema = z.object({
  bookingId: z.string(),
  reference: z.string(),
  status: bookingStatusSchema,
});
export type ConfirmBookingResponse = z.infer<typeof confirmBookingResponseSchema>;

export const bookingParamsSchema = z.object({ id: uuid });

export const bookingDetailsSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: bookingStatusSchema,
  lessonType: z.enum(LESSON_TYPE_IDS),
  swimmersCount: z.number().int(),
  timeZone: z.string(),
  lessons: z.array(
    z.object({
      slotId: z.string(),
      startTime: z.string(),
      endTime: z.string(),
      instructorName: z.string(),
      venueName: z.string(),
    }),
  ),
  swimmers: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      ageGroup: z.string(),
      level: z.string(),
      goals: z.string().nullable(),
    }),
  ),
  emergencyContact: z.object({ name: z.string(), phone: z.string(), relationship: z.string().nullable() }),
  addOns: z.array(
    z.object({ id: z.string(), name: z.string(), price: z.number().int(), quantity: z.number().int() }),
  ),
  priceBreakdown: priceBreakdownSchema.omit({ discountSource: true }),
  couponCode: z.string().nullable(),
  /** Paid with lesson credits instead of a card. */
  paidWithCredits: z.boolean(),
});
export type BookingDetails = z.infer<typeof bookingDetailsSchema>;

/** Header that carries a booking's access token when reading it back. */
export const BOOKING_TOKEN_HEADER = 'x-booking-token';

export { bookingAccessStorageKey } from './booking-access';
