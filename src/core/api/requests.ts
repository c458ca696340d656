import { z } from 'zod';
import { lessonTypeById } from '../catalog/lesson-types';
import { MAX_SLOT_SELECTIONS } from '../rules/slots';
import { lessonTypeSchema } from './calendar';
import { dayKey, idempotencyHeadersSchema, isoInstant, text } from './common';
import { lessonPlaceSchema } from './travel';

const required = (label: string, max: number) => text(label, { max, required: `${label} is required` });

/** The visitor's contact details on a lesson request (spec section 3). */
export const customerInfoSchema = z.object({
  firstName: required('First name', 80),
  lastName: required('Last name', 80),
  email: required('Email', 254).pipe(z.email({ error: 'Enter a valid email address' })),
  phone: required('Phone', 32).refine(
    (v) => /^[\d\s()+.-]+$/.test(v) && v.replace(/\D/g, '').length >= 7 && v.replace(/\D/g, '').length <= 15,
    'Enter a valid phone number',
  ),
});
export type CustomerInfo = z.infer<typeof customerInfoSchema>;

/**
 * `POST /api/booking-requests` with an `Idempotency-Key` header: the same key always answers the same stored request.
 * `slotIds` are the times the visitor picked, so the owner sees exactly which lessons were asked for.
 */
export const bookingRequestSchema = z
  .object({
    dates: z
      .array(dayKey, { error: 'dates must be a list of days' })
      .min(1, 'Please select at least one date to continue')
      .max(MAX_SLOT_SELECTIONS, `At most ${MAX_SLOT_SELECTIONS} dates can be requested at once`),
    slotIds: z
      .array(z.uuid({ error: 'slotIds must be slot ids' }), { error: 'slotIds must be a list of slot ids' })
      .max(MAX_SLOT_SELECTIONS, `At most ${MAX_SLOT_SELECTIONS} lesson times can be requested at once`)
      .default([]),
    lessonType: lessonTypeSchema.default('private'),
    swimmers: z
      .number({ error: 'swimmers must be a whole number' })
      .int('swimmers must be a whole number')
      .min(1, 'At least one swimmer is needed')
      .default(1),
    customerInfo: customerInfoSchema,
    /** Where the lessons will be (the form asks; requests queued by older pages may lack it). */
    pool: lessonPlaceSchema.optional().nullable(),
    /** Set by the browser when it told the visitor "received" while the server was out of reach and is sending it now. */
    submittedOfflineAt: isoInstant('submittedOfflineAt').optional(),
  })
  .superRefine((r, ctx) => {
    const max = lessonTypeById(r.lessonType).maxSwimmers;
    if (r.swimmers > max)
      ctx.addIssue({
        code: 'custom',
        path: ['swimmers'],
        message: `A ${r.lessonType} lesson takes at most ${max} swimmer${max === 1 ? '' : 's'}`,
      });
    if (new Set(r.slotIds).size !== r.slotIds.length)
      ctx.addIssue({ code: 'custom', path: ['slotIds'], message: 'Each lesson time may be picked once' });
  });
export type BookingRequestInput = z.input<typeof bookingRequestSchema>;
export type BookingRequest = z.output<typeof bookingRequestSchema>;

export const bookingRequestHeadersSchema = idempotencyHeadersSchema;

export const bookingRequestResponseSchema = z.object({
  /** Short id the visitor can quote, e.g. REQ-7K3F9Q. */
  requestId: z.string(),
  status: z.literal('pending_approval'),
  dates: z.array(z.string()),
  slotIds: z.array(z.string()),
});
export type BookingRequestResponse = z.infer<typeof bookingRequestResponseSchema>;
