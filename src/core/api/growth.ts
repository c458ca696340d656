import { z } from 'zod';
import { hasForbiddenCharacters, isoInstant, text } from './common';
import { ANALYTICS_BATCH_MAX } from './growth-text';

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

/**
 * `POST /api/growth/events`: the browser's growth events and A/B assignments, sent in batches to our own server (no
 * third party). Never sent when the browser asks not to be tracked (Do Not Track, Global Privacy Control); the server
 * stores nothing for a request carrying either signal. A replayed event (same session and id) is stored once.
 */
export { ANALYTICS_BATCH_MAX, ANALYTICS_PATH } from './growth-text';

/** Text as the database can keep it: no control characters or lone surrogates (they would fail the insert). */
const plain = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .max(max, { error: `${field} is at most ${max} characters` })
    .refine((v) => !hasForbiddenCharacters(v), {
      error: `${field} contains characters that are not allowed`,
    });

const analyticsValue = z.union([plain('A value', 200), z.number().finite(), z.boolean(), z.null()]);
const smallRecord = <T extends z.ZodType>(value: T, max: number) =>
  z
    .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, { error: 'Keys are short names' }), value)
    .refine((r) => Object.keys(r).length <= max, { error: `At most ${max} keys` });

export const analyticsEventSchema = z.object({
  /** The browser's id for the event: a batch sent twice stores each event once. */
  id: plain('id', 64).min(8),
  name: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, { error: 'Event names are lower_snake_case' }),
  at: isoInstant('at'),
  path: plain('path', 300).startsWith('/', { error: 'path must start with /' }),
  deviceClass: z.enum(['mobile', 'tablet', 'desktop']),
  data: smallRecord(analyticsValue, 12).optional(),
});

export const analyticsBatchSchema = z.object({
  sessionId: plain('sessionId', 100).min(8),
  /** The visitor's A/B assignments when the batch was sent (experiment -> variant). */
  variants: smallRecord(plain('A variant', 40), 10).default({}),
  events: z
    .array(analyticsEventSchema)
    .min(1, { error: 'Send at least one event' })
    .max(ANALYTICS_BATCH_MAX, { error: `Send at most ${ANALYTICS_BATCH_MAX} events at once` }),
});
export type AnalyticsBatch = z.input<typeof analyticsBatchSchema>;

export const analyticsBatchResponseSchema = z.object({ stored: z.number().int() });
