import { z } from 'zod';
import { text } from './common';

export const CONTACT_MESSAGES = {
  success: "Message sent successfully! We'll get back to you within 24 hours.",
  failure: 'Failed to send message. Please call us directly.',
} as const;

/** A message sent sooner than this after the form appeared was typed by a machine. */
export const MIN_FORM_FILL_MS = 3000;

// Honeypots are read for being filled and never stored or shown: whatever a bot puts there gets the same answer.
const honeypot = z.string().max(500).optional();

/**
 * `POST /api/mailchimp/contact` and `POST /api/contact` take the same payload (spec section 7):
 * the visible fields, four honeypots, when the form started and was sent (ms since epoch), and the page origin.
 */
export const contactRequestSchema = z.object({
  name: text('Name', {
    max: 100,
    required: 'Please enter your name',
    tooLong: 'Please use at most 100 characters',
  }),
  email: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .max(254, { error: 'Please enter a valid email address' })
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  message: text('Message', {
    max: 5000,
    multiline: true,
    required: 'Please enter a message',
    tooLong: 'Please keep the message under 5000 characters',
  }),
  hp_email: honeypot,
  website: honeypot,
  phone2: honeypot,
  fax: honeypot,
  formStartTime: z.number({ error: 'formStartTime is required' }).int().min(0),
  submissionTime: z.number({ error: 'submissionTime is required' }).int().min(0),
  csrfOrigin: text('csrfOrigin', { max: 300, required: 'csrfOrigin is required', keepSpaces: true }),
  /** Whether the sender agreed to hear about offers; only the Mailchimp route uses it. */
  marketingConsent: z.boolean().default(false),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
export type ContactInput = z.infer<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
