import { z } from 'zod';
import { text } from './common';

/** Free resources a visitor can ask for from the lead-magnet modal. */
export const LEAD_RESOURCES = ['water-safety-checklist'] as const;
export type LeadResource = (typeof LEAD_RESOURCES)[number];

export const LEAD_MAGNET_TRIGGERS = ['exit_intent', 'time', 'manual'] as const;

/** Validation messages shown under the lead-magnet fields (spec section 5). */
export const LEAD_MESSAGES = {
  email: 'Please enter a valid email address',
  name: 'Please enter your name',
} as const;

const optionalText = (label: string, max: number) => text(label, { max, keepSpaces: true }).optional();

/** `POST /api/growth/lead-magnet`. Email is stored lowercased; website, url and hp_email are honeypots. */
export const leadMagnetRequestSchema = z.object({
  email: z
    .string({ error: LEAD_MESSAGES.email })
    .trim()
    .toLowerCase()
    .max(254, { error: LEAD_MESSAGES.email })
    .pipe(z.email({ error: LEAD_MESSAGES.email })),
  name: text('Name', {
    max: 100,
    required: LEAD_MESSAGES.name,
    tooLong: 'Please use at most 100 characters',
  }),
  trigger: z.enum(LEAD_MAGNET_TRIGGERS).default('manual'),
  requestedResource: z.enum(LEAD_RESOURCES, { error: 'Unknown resource' }).default('water-safety-checklist'),
  source: optionalText('source', 2000),
  utm: optionalText('utm', 200),
  timeOnPage: z
    .number()
    .int()
    .min(0)
    .max(86_400 * 1000)
    .optional(),
  // Honeypots: read for being filled, never stored, so any content gets the same answer.
  website: z.string().max(500).optional(),
  url: z.string().max(500).optional(),
  hp_email: z.string().max(500).optional(),
});
export type LeadMagnetRequest = z.input<typeof leadMagnetRequestSchema>;

export const leadMagnetResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  resourceUrl: z.string(),
});
export type LeadMagnetResponse = z.infer<typeof leadMagnetResponseSchema>;

export const CONVERSION_TYPES = ['booking_complete'] as const;

/** `POST /api/growth/conversion`, sent from the Thank You page. */
export const conversionRequestSchema = z.object({
  type: z.enum(CONVERSION_TYPES, { error: `type must be one of: ${CONVERSION_TYPES.join(', ')}` }),
  value: z.number().int().min(0).max(1_000_000),
  sessionId: text('sessionId', { max: 100, required: 'sessionId is required' }),
  timestamp: z.union([z.number().int().min(0), text('timestamp', { max: 40 })]),
});
export type ConversionRequest = z.infer<typeof conversionRequestSchema>;

export const conversionResponseSchema = z.object({ success: z.literal(true) });
